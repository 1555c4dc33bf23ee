const TITLE_MAX = 60;

/** A short conversation title from the first message: its first line, cut at a word near 60 characters. */
export function titleFromMessage(message: string): string {
  const firstLine = message.split(/\r?\n/).find((line) => line.trim()) ?? message;
  const flat = firstLine
    .replace(/[`*#>_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= TITLE_MAX) return flat || 'New conversation';
  const cut = flat.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
