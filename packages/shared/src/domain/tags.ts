/** How `parseTags` treats letter case. */
export interface ParseTagsOptions {
  /** Lower-case every tag (community questions, snippets); projects keep the spelling typed. */
  lowercase?: boolean;
}

/**
 * Cleans tags typed as text: split on commas, trim, drop empty items and case-insensitive
 * duplicates (the first spelling wins), lower-cased when asked. A list may hold items with commas.
 * Shared by projects, community questions and snippets so a tag means the same thing everywhere.
 */
export function parseTags(input: string | readonly string[], options: ParseTagsOptions = {}): string[] {
  const items = typeof input === 'string' ? input.split(',') : input.flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of items) {
    const trimmed = raw.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    tags.push(options.lowercase ? key : trimmed);
  }
  return tags;
}

/** Bounds on a list of tags, and how the owner of the list is named in messages. */
export interface TagLimits {
  /** At least this many tags (0 when tags are optional). */
  min?: number;
  max: number;
  maxLength: number;
  /** "A question", "A project": the subject of the messages. */
  owner: string;
}

/** The sentence explaining why `tags` break `limits`, or null when they are fine. */
export function tagsProblem(tags: readonly string[], limits: TagLimits): string | null {
  const min = limits.min ?? 0;
  if (tags.length < min) return min === 1 ? 'Add at least one tag.' : `Add at least ${min} tags.`;
  if (tags.length > limits.max) return `${limits.owner} can have at most ${limits.max} tags.`;
  const long = tags.find((tag) => tag.length > limits.maxLength);
  if (long) return `Each tag must be at most ${limits.maxLength} characters ("${long.slice(0, 20)}…" is longer).`;
  return null;
}
