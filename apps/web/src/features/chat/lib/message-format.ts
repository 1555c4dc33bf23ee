/** How a message's content is shown: Markdown text, or an object as formatted JSON. */
export type MessageBody = { kind: 'markdown'; text: string } | { kind: 'json'; text: string };

/**
 * The contract stores text, but content arriving as an object (a
 * structured answer) is shown as formatted JSON rather than "[object Object]".
 */
export function messageBody(content: unknown): MessageBody {
  if (typeof content === 'string') return { kind: 'markdown', text: content };
  if (content !== null && typeof content === 'object') return { kind: 'json', text: JSON.stringify(content, null, 2) };
  if (typeof content === 'number' || typeof content === 'boolean') return { kind: 'markdown', text: String(content) };
  return { kind: 'markdown', text: '' };
}

/** A message's time: the clock time for today, else the date too (the year only when it differs). */
export function formatMessageTime(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  const day = date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${day}, ${time}`;
}

/** True when a keystroke in the message box should send: Enter without Shift, outside an IME composition. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** A message worth sending: something other than white space. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

// Markdown marks that mean nothing in a one-line search result: emphasis, code ticks, heading hashes.
const SNIPPET_MARKS = /\*\*|__|`+|^#{1,6} |(?<=\n)#{1,6} /g;

/**
 * A search snippet without its Markdown marks (`**Critical**` reads "Critical"), with the
 * highlight ranges moved to the same words.
 */
export function plainSnippet(
  text: string,
  highlights: readonly (readonly [number, number])[],
): { text: string; highlights: [number, number][] } {
  // Where each original character lands once the marks are gone.
  const kept: number[] = [];
  let plain = '';
  let at = 0;
  for (const mark of text.matchAll(SNIPPET_MARKS)) {
    for (let index = at; index < mark.index; index += 1) kept[index] = plain.length + (index - at);
    plain += text.slice(at, mark.index);
    for (let index = mark.index; index < mark.index + mark[0].length; index += 1) kept[index] = plain.length;
    at = mark.index + mark[0].length;
  }
  for (let index = at; index <= text.length; index += 1) kept[index] = plain.length + (index - at);
  plain += text.slice(at);
  const moved = highlights
    .map(([start, end]): [number, number] => [kept[start] ?? 0, kept[end] ?? plain.length])
    .filter(([start, end]) => end > start);
  return { text: plain, highlights: moved };
}
