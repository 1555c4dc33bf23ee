/** A small lexer that separates comments and strings from code, for any language family. */
import type { CommentInfo } from '../model.ts';
import type { LexicalSyntax } from './syntax.ts';

/** Views of a source file produced by the scanner; every view keeps the original line breaks. */
export interface ScannedSource {
  /** Comments blanked, strings kept. */
  codeOnly: string;
  /** Comments and string contents blanked (quotes kept). */
  skeleton: string;
  comments: CommentInfo[];
}

function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

function lineAt(text: string, index: number, lineStarts: number[]): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= index) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** Scans source text into code-only and skeleton views plus the list of comments. */
export function scanSource(text: string, syntax: LexicalSyntax): ScannedSource {
  const lineStarts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') lineStarts.push(index + 1);
  let codeOnly = '';
  let skeleton = '';
  const comments: CommentInfo[] = [];
  let index = 0;
  let plainStart = 0;
  const flushPlain = (until: number) => {
    const plain = text.slice(plainStart, until);
    codeOnly += plain;
    skeleton += plain;
  };
  const addComment = (start: number, end: number, body: string) => {
    flushPlain(start);
    const raw = text.slice(start, end);
    codeOnly += blank(raw);
    skeleton += blank(raw);
    comments.push({
      startLine: lineAt(text, start, lineStarts),
      endLine: lineAt(text, Math.max(start, end - 1), lineStarts),
      text: body,
    });
    plainStart = end;
  };
  const addString = (start: number, end: number, open: string, close: string) => {
    flushPlain(start);
    const raw = text.slice(start, end);
    codeOnly += raw;
    const innerEnd = Math.max(start + open.length, end - close.length);
    skeleton += open + blank(text.slice(start + open.length, innerEnd)) + text.slice(innerEnd, end);
    plainStart = end;
  };
  outer: while (index < text.length) {
    for (const marker of syntax.lineComments) {
      if (text.startsWith(marker, index) && !(marker === '#' && text[index + 1] === '[')) {
        const newline = text.indexOf('\n', index);
        const end = newline === -1 ? text.length : newline;
        addComment(index, end, text.slice(index + marker.length, end));
        index = end;
        continue outer;
      }
    }
    for (const [open, close] of syntax.blockComments) {
      if (text.startsWith(open, index)) {
        const closeAt = text.indexOf(close, index + open.length);
        const end = closeAt === -1 ? text.length : closeAt + close.length;
        addComment(index, end, text.slice(index + open.length, closeAt === -1 ? text.length : closeAt));
        index = end;
        continue outer;
      }
    }
    for (const [open, close] of syntax.multilineStrings) {
      if (text.startsWith(open, index)) {
        const closeAt = text.indexOf(close, index + open.length);
        const end = closeAt === -1 ? text.length : closeAt + close.length;
        addString(index, end, open, close);
        index = end;
        continue outer;
      }
    }
    const char = text[index] ?? '';
    if (syntax.quotes.includes(char)) {
      let end = index + 1;
      while (end < text.length && text[end] !== char && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      end = Math.min(text.length, end + 1);
      addString(index, end, char, text[end - 1] === char ? char : '');
      index = end;
      continue;
    }
    index += 1;
  }
  flushPlain(text.length);
  return { codeOnly, skeleton, comments };
}
