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

function lineAt(index: number, lineStarts: readonly number[]): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= index) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The line-comment marker at `index`, if any (`#[` is a Rust/PHP attribute, not a comment). */
function lineCommentAt(text: string, index: number, markers: readonly string[]): string | undefined {
  for (const marker of markers) {
    if (text.startsWith(marker, index) && !(marker === '#' && text[index + 1] === '[')) return marker;
  }
  return undefined;
}

/** The [open, close] pair whose opener is at `index`, if any. */
function pairAt(
  text: string,
  index: number,
  pairs: readonly (readonly [string, string])[],
): readonly [string, string] | undefined {
  for (const pair of pairs) if (text.startsWith(pair[0], index)) return pair;
  return undefined;
}

/** Scans source text into code-only and skeleton views plus the list of comments. */
export function scanSource(text: string, syntax: LexicalSyntax): ScannedSource {
  return new SourceScanner(text, syntax).scan();
}

/** One left-to-right pass that copies code through and blanks comments and string contents. */
class SourceScanner {
  private readonly lineStarts = [0];
  private codeOnly = '';
  private skeleton = '';
  private readonly comments: CommentInfo[] = [];
  /** Where the code not yet copied to the views starts. */
  private plainStart = 0;

  constructor(
    private readonly text: string,
    private readonly syntax: LexicalSyntax,
  ) {
    for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') this.lineStarts.push(index + 1);
  }

  scan(): ScannedSource {
    let index = 0;
    while (index < this.text.length) index = this.readSpecial(index) ?? index + 1;
    this.flushPlain(this.text.length);
    return { codeOnly: this.codeOnly, skeleton: this.skeleton, comments: this.comments };
  }

  /** Reads a comment or string starting at `index` and returns the offset after it; undefined for plain code. */
  private readSpecial(index: number): number | undefined {
    return (
      this.readLineComment(index) ??
      this.readBlockComment(index) ??
      this.readMultilineString(index) ??
      this.readQuotedString(index)
    );
  }

  private readLineComment(index: number): number | undefined {
    const { text } = this;
    const marker = lineCommentAt(text, index, this.syntax.lineComments);
    if (marker === undefined) return undefined;
    const newline = text.indexOf('\n', index);
    const end = newline === -1 ? text.length : newline;
    this.addComment(index, end, text.slice(index + marker.length, end));
    return end;
  }

  private readBlockComment(index: number): number | undefined {
    const { text } = this;
    const pair = pairAt(text, index, this.syntax.blockComments);
    if (!pair) return undefined;
    const [open, close] = pair;
    const closeAt = text.indexOf(close, index + open.length);
    const end = closeAt === -1 ? text.length : closeAt + close.length;
    this.addComment(index, end, text.slice(index + open.length, closeAt === -1 ? text.length : closeAt));
    return end;
  }

  private readMultilineString(index: number): number | undefined {
    const { text } = this;
    const pair = pairAt(text, index, this.syntax.multilineStrings);
    if (!pair) return undefined;
    const [open, close] = pair;
    const closeAt = text.indexOf(close, index + open.length);
    const end = closeAt === -1 ? text.length : closeAt + close.length;
    this.addString(index, end, open, close);
    return end;
  }

  /** A single-line string: up to the same quote or the end of the line, skipping escapes. */
  private readQuotedString(index: number): number | undefined {
    const { text } = this;
    const char = text[index] ?? '';
    if (!this.syntax.quotes.includes(char)) return undefined;
    let end = index + 1;
    while (end < text.length && text[end] !== char && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
    end = Math.min(text.length, end + 1);
    this.addString(index, end, char, text[end - 1] === char ? char : '');
    return end;
  }

  private flushPlain(until: number): void {
    const plain = this.text.slice(this.plainStart, until);
    this.codeOnly += plain;
    this.skeleton += plain;
  }

  private addComment(start: number, end: number, body: string): void {
    this.flushPlain(start);
    const raw = this.text.slice(start, end);
    this.codeOnly += blank(raw);
    this.skeleton += blank(raw);
    this.comments.push({
      startLine: lineAt(start, this.lineStarts),
      endLine: lineAt(Math.max(start, end - 1), this.lineStarts),
      text: body,
    });
    this.plainStart = end;
  }

  private addString(start: number, end: number, open: string, close: string): void {
    this.flushPlain(start);
    const { text } = this;
    this.codeOnly += text.slice(start, end);
    const innerEnd = Math.max(start + open.length, end - close.length);
    this.skeleton += open + blank(text.slice(start + open.length, innerEnd)) + text.slice(innerEnd, end);
    this.plainStart = end;
  }
}
