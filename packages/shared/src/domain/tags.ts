/**
 * Tags typed as text: split on commas, trimmed, empty items dropped, lower-cased, duplicates
 * dropped; at most `max` tags, each cut to `maxLength` characters.
 */
export function parseTags(text: string, options: { max: number; maxLength: number }): string[] {
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().toLowerCase().slice(0, options.maxLength).trim();
    if (!tag || tags.includes(tag)) continue;
    if (tags.length === options.max) break;
    tags.push(tag);
  }
  return tags;
}
