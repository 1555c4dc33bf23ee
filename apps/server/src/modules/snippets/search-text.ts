import { snippetLanguageIds } from '@hammurabi/shared';

/** What a person typed into the snippet search, taken apart. */
export interface SnippetSearch {
  /** Lower-case runs of letters and digits, each matched by prefix through the full-text index. */
  words: string[];
  /**
   * Names full-text search would damage ("c#", "c++" and "f#" all become "c" or "f"): matched whole
   * on the language and tag columns, as the community board matches them on tags.
   */
  columnTerms: string[];
}

// The characters the full-text parser drops, turning distinct languages into the same word.
const CODE_CHARACTERS = /[+#]/;

/** Splits the search text into full-text words and language or tag names (ten of each at most). */
export function parseSnippetSearch(q: string | undefined): SnippetSearch {
  const words = new Set<string>();
  const columnTerms = new Set<string>();
  for (const token of (q ?? '').toLowerCase().split(/\s+/)) {
    // Punctuation around a name ("c#," or "(c++)") is not part of it.
    const trimmed = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
    if (CODE_CHARACTERS.test(trimmed)) columnTerms.add(trimmed);
    else for (const word of trimmed.match(/[\p{L}\p{N}]+/gu) ?? []) words.add(word);
  }
  return { words: [...words].slice(0, 10), columnTerms: [...columnTerms].slice(0, 10) };
}

/** True when the word names one of the library's languages ("go", "java", "python"…). */
export function isLanguageName(word: string): boolean {
  return (snippetLanguageIds as readonly string[]).includes(word);
}
