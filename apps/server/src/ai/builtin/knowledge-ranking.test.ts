import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherKnowledge } from '../../modules/ai/knowledge.ts';
import { loadSeedSnippets, seedSnippetLibrary, type SeedSnippet } from '../../modules/snippets/seed.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { HOW_TO_QUESTIONS } from './__corpus__/howto-questions.ts';
import { measureHowTo } from './__corpus__/run-howto.ts';

/** The share of how-to questions whose expected source must come first. */
const HIT_RATE_FLOOR = 90;

describe('retrieval ranking on the how-to question set', () => {
  let server: TestApp;
  let seeds: SeedSnippet[];

  beforeAll(async () => {
    server = await startTestApp();
    seeds = await loadSeedSnippets();
    await seedSnippetLibrary(server.database.db, seeds);
  });
  afterAll(() => server.close());

  it(`puts the expected source first for at least ${HIT_RATE_FLOOR} % of 40+ questions, read from the database`, async () => {
    expect(HOW_TO_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const { outcomes, hitRate } = await measureHowTo(HOW_TO_QUESTIONS, seeds, (question) =>
      gatherKnowledge(server.database.db, question, null),
    );
    console.log(`how-to retrieval from the database: ${hitRate} % ranked first (${outcomes.length} questions)`);
    const misses = outcomes.filter((outcome) => !outcome.hit).map((o) => `${o.question} → ${o.ranked[0] ?? 'nothing'}`);
    expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(HIT_RATE_FLOOR);
  });
});
