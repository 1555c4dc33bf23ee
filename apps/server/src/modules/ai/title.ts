const TITLE_MAX = 60;
// Marks a code span while emphasis is removed; private-use characters never come from people.
const SPAN = '\uE000';

/**
 * The first line without Markdown markup, keeping identifiers: code spans lose only their
 * backticks, heading and quote marks go at the start, and `*`/`_` go only where they wrap
 * text as emphasis, so `bubble_sort` and `a * b` stay as written.
 */
function withoutMarkup(line: string): string {
  const spans: string[] = [];
  const text = line
    .replace(/`+([^`]*)`+/g, (_match, code: string) => `${SPAN}${spans.push(code) - 1}${SPAN}`)
    .replace(/^\s*(?:[#>]+\s*)+/, '')
    .replace(/(?<![\p{L}\p{N}_*])(\*\*|__|\*|_)(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}_*])/gu, '$2')
    .replace(/`/g, '');
  return text.replace(new RegExp(`${SPAN}(\\d+)${SPAN}`, 'g'), (_match, index: string) => spans[Number(index)]!);
}

/** A short conversation title from the first message: its first line, cut at a word near 60 characters. */
export function titleFromMessage(message: string): string {
  const firstLine = message.split(/\r?\n/).find((line) => line.trim()) ?? message;
  const flat = withoutMarkup(firstLine).replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat || 'New conversation';
  const cut = flat.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
