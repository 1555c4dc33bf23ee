/** Measures the retrieval ranking on the how-to question set. */
import type { KnowledgePassage } from '../../types.ts';
import { rankKnowledge } from '../knowledge.ts';
import type { HowToQuestion } from './howto-questions.ts';

/** A seeded snippet as the snippets service gives it to the assistant. */
export interface SeedLike {
  file: string;
  slug: string;
  title: string;
  description: string;
  code: string;
  language: string;
  tags: readonly string[];
}

/** A seed as a passage, the way modules/ai/knowledge.ts builds one from the database's row. */
export function seedPassage(seed: SeedLike): KnowledgePassage {
  return {
    kind: 'snippet',
    title: seed.title,
    url: `/snippets/${seed.slug}`,
    language: seed.language,
    code: seed.code,
    text: seed.description,
    tags: seed.tags,
    accepted: false,
    votes: 0,
  };
}

/** One question's outcome: the URLs ranked first, and whether the expected one was first. */
export interface HowToOutcome {
  question: string;
  expectedUrl: string;
  ranked: string[];
  hit: boolean;
  inTopThree: boolean;
}

/** Ranks each question's candidates (given by `candidatesFor`) and compares with the expected source. */
export async function measureHowTo(
  questions: readonly HowToQuestion[],
  seeds: readonly SeedLike[],
  candidatesFor: (question: string) => Promise<readonly KnowledgePassage[]> | readonly KnowledgePassage[],
): Promise<{ outcomes: HowToOutcome[]; hitRate: number; topThreeRate: number }> {
  const slugOf = new Map(seeds.map((seed) => [seed.file, seed.slug]));
  const outcomes: HowToOutcome[] = [];
  for (const { question, expected } of questions) {
    const slug = slugOf.get(expected);
    const expectedUrl = expected.startsWith('/') ? expected : `/snippets/${slug ?? `missing:${expected}`}`;
    const ranked = rankKnowledge(question, await candidatesFor(question)).map((item) => item.passage.url);
    outcomes.push({
      question,
      expectedUrl,
      ranked,
      hit: ranked[0] === expectedUrl,
      inTopThree: ranked.includes(expectedUrl),
    });
  }
  const share = (count: number) => Math.round((count / Math.max(1, outcomes.length)) * 1000) / 10;
  return {
    outcomes,
    hitRate: share(outcomes.filter((outcome) => outcome.hit).length),
    topThreeRate: share(outcomes.filter((outcome) => outcome.inTopThree).length),
  };
}
