import type { CodeContext, KnowledgePassage } from '../../ai/types.ts';
import { questionLanguage, searchTerms } from '../../ai/builtin/retrieval.ts';
import type { Db } from '../../db/client.ts';
import { answerPassages } from '../community/service.ts';
import { snippetPassages } from '../snippets/service.ts';

/** Candidates read per source; the provider ranks them with the written content and keeps a few. */
const CANDIDATES = 12;

/** An answer's first fenced code block and the prose around it, as plain text. */
function splitAnswer(body: string): { code: string | null; language: string | null; text: string } {
  const block = /```([\w#+-]*)[^\n]*\n([\s\S]*?)```/.exec(body);
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[*_`>#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { code: block?.[2]?.trimEnd() ?? null, language: block?.[1]?.toLowerCase() || null, text };
}

/**
 * The database's candidates for a question (public snippets, settled community answers), read
 * through those modules' services. Ranking them is the provider's work, in the engine's workers.
 */
export async function gatherKnowledge(db: Db, message: string, code: CodeContext | null): Promise<KnowledgePassage[]> {
  const words = searchTerms(message);
  if (words.length === 0) return [];
  const language = questionLanguage(message) ?? code?.language ?? null;
  const [snippets, answers] = await Promise.all([
    snippetPassages(db, words, language, CANDIDATES),
    answerPassages(db, words, CANDIDATES),
  ]);
  return [
    ...snippets.map((snippet): KnowledgePassage => ({
      kind: 'snippet',
      title: snippet.title,
      url: `/snippets/${snippet.slug}`,
      language: snippet.language,
      code: snippet.code,
      text: snippet.description,
      tags: snippet.tags,
      accepted: false,
      votes: snippet.likes,
    })),
    ...answers.map((answer): KnowledgePassage => {
      const parts = splitAnswer(answer.answer);
      return {
        kind: 'answer',
        title: answer.title,
        url: `/community/questions/${answer.questionId}`,
        language: parts.language ?? answer.tags.find((tag) => KNOWN_LANGUAGES.has(tag)) ?? null,
        code: parts.code,
        text: parts.text,
        tags: answer.tags,
        accepted: answer.accepted,
        votes: answer.score,
      };
    }),
  ];
}

const KNOWN_LANGUAGES = new Set(['python', 'javascript', 'typescript', 'java', 'go', 'c#', 'csharp']);
