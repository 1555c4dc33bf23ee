/** Helpers the lowerings share: children of a node, literal text, line numbers. */
import type { SyntaxNode } from '@lezer/common';

/** The file's text and a 1-based line for an offset. */
export interface Source {
  text: string;
  lineOf(offset: number): number;
}

/** Every direct child of a node. */
export function childNodes(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
  return children;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };

/** The value of a quoted literal ("…", '…', `…`, """…""" or a Go raw string), escapes resolved. */
export function literalText(raw: string): string {
  const body = raw.startsWith('"""') ? raw.slice(3, -3) : raw.slice(1, -1);
  if (raw.startsWith('`')) return body;
  return body.replace(/\\(.)/g, (_, char: string) => ESCAPES[char] ?? char);
}
