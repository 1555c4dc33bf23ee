/** Turns Markdown into readable plain text for search and snippets (code kept, syntax dropped). */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+(?:\[[ x]\]\s+)?/gm, '')
    .replace(/^\s*(?:\|\s*)?:?-{3,}.*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/gm, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Every link target in a Markdown text, in order. */
export function markdownLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/(```|~~~)[\s\S]*?\1/g, '').replace(/`[^`]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

/** A fenced code block of a Markdown text. */
export interface CodeBlock {
  language: string;
  code: string;
}

/** Every fenced code block in a Markdown text, with its language tag ('' when none). */
export function markdownCodeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(/^```([\w+-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((match) => ({
    language: (match[1] ?? '').toLowerCase(),
    code: match[2] ?? '',
  }));
}
