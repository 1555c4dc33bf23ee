import { searchContent } from '@hammurabi/content/search';

/** A page of the site's written content that an answer used. */
export interface ContentSource {
  title: string;
  /** Where it sits on the site, e.g. "Documentation › Getting Started". */
  parent: string;
  /** The site path, e.g. "/docs#api-integration". */
  url: string;
  /** A short excerpt near the matched words. */
  excerpt: string;
}

// Words that say nothing about the topic; searching for them only adds noise.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from has have how i if in into is it its me my of on or ' +
    'please should so that the their then there these this those to was what when where which who why will with ' +
    'would you your tell show explain give help code file line lines function about any some there here make get ' +
    'hi hello hey thanks thank wrong right good bad better improve improved anything something see look ok okay'
  ).split(' '),
);

/** The words of a question worth searching for, at most eight. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}#+]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)))].slice(0, 8);
}

/**
 * Full-text retrieval over packages/content for each query in turn, best hits first, without
 * repeats. The adapter keeps the assistant independent of the search library behind it.
 */
export function findSources(queries: readonly string[], limit = 3): ContentSource[] {
  const seen = new Set<string>();
  const sources: ContentSource[] = [];
  for (const query of queries) {
    if (!query.trim()) continue;
    for (const hit of searchContent(query, { limit })) {
      if (seen.has(hit.url) || sources.length >= limit) continue;
      seen.add(hit.url);
      sources.push({
        title: hit.title,
        parent: hit.parent,
        url: hit.url,
        excerpt: hit.snippet.map((part) => part.text).join(''),
      });
    }
  }
  return sources;
}

const LANGUAGE_ALIASES: Record<string, string> = {
  py: 'python',
  python3: 'python',
  js: 'javascript',
  jsx: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  golang: 'go',
  cs: 'c#',
  csharp: 'c#',
};

/** A language name as the platform spells it ("py" → "python"), or null for none. */
export function normalLanguage(name: string | null | undefined): string | null {
  const lower = name?.trim().toLowerCase();
  if (!lower) return null;
  return LANGUAGE_ALIASES[lower] ?? lower;
}

// "go" alone is an English verb: only "golang", "in Go" or "Go" before a code word count.
const QUESTION_LANGUAGES: readonly [RegExp, string][] = [
  [/\bpython\b/i, 'python'],
  [/\btypescript\b|\bts\b/i, 'typescript'],
  [/\bjavascript\b|\bjs\b|\bnode(\.js)?\b/i, 'javascript'],
  [/\bjava\b/i, 'java'],
  [/\bgolang\b|\b(in|with|using) Go\b|\bGo (code|program|function|slice|map|struct|test)s?\b/, 'go'],
  [/\bc#|\bcsharp\b|\.net\b/i, 'c#'],
];

/** The programming language a question names, or null. */
export function questionLanguage(question: string): string | null {
  return QUESTION_LANGUAGES.find(([pattern]) => pattern.test(question))?.[1] ?? null;
}
