import { parseTags } from './tags.ts';

/** The library's languages, stored as these ids, with the names people read. */
export const SNIPPET_LANGUAGES = {
  python: 'Python',
  javascript: 'JavaScript',
  java: 'Java',
  'c#': 'C#',
  typescript: 'TypeScript',
  go: 'Go',
} as const;
export type SnippetLanguage = keyof typeof SNIPPET_LANGUAGES;
export const snippetLanguageIds = Object.keys(SNIPPET_LANGUAGES) as [SnippetLanguage, ...SnippetLanguage[]];

/** The library's categories, stored as these ids, with the names people read. */
export const SNIPPET_CATEGORIES = {
  algorithms: 'Algorithms',
  'data-structures': 'Data Structures',
  ui: 'UI',
  apis: 'APIs',
  utilities: 'Utilities',
  'web-dev': 'Web Dev',
  devops: 'DevOps',
  'data-science': 'Data Science',
} as const;
export type SnippetCategory = keyof typeof SNIPPET_CATEGORIES;
export const snippetCategoryIds = Object.keys(SNIPPET_CATEGORIES) as [SnippetCategory, ...SnippetCategory[]];

export const DEFAULT_SNIPPET_LANGUAGE: SnippetLanguage = 'python';
export const DEFAULT_SNIPPET_CATEGORY: SnippetCategory = 'utilities';

export const SNIPPET_SORTS = ['relevance', 'newest', 'popular'] as const;
export type SnippetSort = (typeof SNIPPET_SORTS)[number];

/** Limits enforced by the API and shown in forms. */
export const SNIPPET_LIMITS = {
  titleMax: 120,
  descriptionMax: 1000,
  codeBytesMax: 100 * 1024,
  tagsMax: 10,
  tagMax: 30,
  /** Cards show this many tags, then "+N more". */
  tagsShown: 3,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  /** A list card carries this many first lines of the code (`code_preview`), never the whole code. */
  previewLines: 8,
  /** …and at most this many characters of them (one minified line can be the whole snippet). */
  previewChars: 1000,
} as const;

/** File extensions for downloads and for files copied into projects. */
export const SNIPPET_EXTENSIONS: Record<SnippetLanguage, string> = {
  python: 'py',
  javascript: 'js',
  java: 'java',
  'c#': 'cs',
  typescript: 'ts',
  go: 'go',
};

/** Accepts an id or a display name ("C#", "Data Structures", "Web Dev") and gives the id form. */
export function normalizeSnippetChoice(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The words of a title in lower case ASCII, joined by `separator`. */
function titleWords(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A title as a URL slug: lower-case ASCII words joined by hyphens. */
export function slugifyTitle(title: string): string {
  return titleWords(title).join('-');
}

/**
 * The readable address of a snippet: its language, the first 15 characters of the slugged title
 * and the last 5 digits of the creation time in milliseconds ("python-binary-search-i-04213").
 */
export function buildSnippetSlug(language: SnippetLanguage, title: string, createdAtMs: number): string {
  const languagePart = language === 'c#' ? 'csharp' : language;
  const titlePart = slugifyTitle(title).slice(0, 15).replace(/-+$/, '') || 'snippet';
  const digits = String(Math.trunc(createdAtMs)).slice(-5).padStart(5, '0');
  return `${languagePart}-${titlePart}-${digits}`;
}

/** A file name for a snippet, in the naming habit of its language (binary_search.py, BinarySearch.java). */
export function snippetFilename(title: string, language: SnippetLanguage): string {
  const words = titleWords(title).slice(0, 8);
  const extension = SNIPPET_EXTENSIONS[language];
  if (words.length === 0) return `snippet.${extension}`;
  let stem: string;
  if (language === 'java' || language === 'c#') {
    stem = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    if (/^\d/.test(stem)) stem = `Snippet${stem}`;
  } else if (language === 'python' || language === 'go') {
    stem = words.join('_');
  } else {
    stem = words.join('-');
  }
  return `${stem}.${extension}`;
}

/**
 * Tags of the snippet form: comma-separated text, cleaned like every other tag list and
 * lower-cased; the contract refuses more than `tagsMax` or longer than `tagMax` with a reason.
 */
export function parseSnippetTags(text: string): string[] {
  return parseTags(text, { lowercase: true });
}

/** The tags a card shows and how many it leaves out ("+N more"). */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: tags.slice(0, SNIPPET_LIMITS.tagsShown),
    more: Math.max(0, tags.length - SNIPPET_LIMITS.tagsShown),
  };
}

/** What decides access to a snippet: its owner (null once the owner deleted their account) and visibility. */
export interface SnippetAccess {
  ownerId: string | null;
  visibility: 'private' | 'public';
}

/** Whether the viewer owns the snippet: never for a visitor, never for a snippet without an owner. */
const ownedBy = (snippet: SnippetAccess, viewerId: string | null) => viewerId !== null && snippet.ownerId === viewerId;

/**
 * Who may do what with a snippet, shared by the server (which enforces it) and the web app
 * (which hides what the viewer cannot do). Private snippets exist only for their owner; a public
 * one whose owner deleted their account is read by anyone and changed by nobody (moderators
 * still hide or delete it through the moderation queue).
 */
export const snippetPolicy = {
  canRead: (snippet: SnippetAccess, viewerId: string | null) =>
    snippet.visibility === 'public' || ownedBy(snippet, viewerId),
  canEdit: ownedBy,
  canDelete: ownedBy,
  /** Liking, forking and saving into a project need a session and read access. */
  canUse: (snippet: SnippetAccess, viewerId: string | null) =>
    viewerId !== null && snippetPolicy.canRead(snippet, viewerId),
};
