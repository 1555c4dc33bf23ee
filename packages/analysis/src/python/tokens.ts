/** A Python tokenizer: names, numbers, strings (incl. f-strings), operators, NEWLINE/INDENT/DEDENT. */

/** Kinds of Python tokens. */
export type TokenType = 'NAME' | 'NUMBER' | 'STRING' | 'OP' | 'NEWLINE' | 'INDENT' | 'DEDENT' | 'END';

/** One token with its position (1-based lines, 0-based offsets). */
export interface Token {
  type: TokenType;
  value: string;
  line: number;
  endLine: number;
  start: number;
  end: number;
}

/** A comment and where it is. */
export interface PythonComment {
  line: number;
  start: number;
  end: number;
  text: string;
}

/** A syntax error with the line it was found on. */
export class PythonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'PythonSyntaxError';
  }
}

const OPERATORS = [
  '**=',
  '//=',
  '>>=',
  '<<=',
  '...',
  '->',
  ':=',
  '**',
  '//',
  '>>',
  '<<',
  '<=',
  '>=',
  '==',
  '!=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '@=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '@',
  '&',
  '|',
  '^',
  '~',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  ';',
  '.',
  '=',
  '!',
];
const NUMBER =
  /(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)/y;
const NAME = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*/uy;
const STRING_PREFIX = /^(?:[rRbBuUfFtT]|[rR][bBfFtT]|[bBfFtT][rR])$/;
const TAB_SIZE = 8;

/** Tokenizes Python source; comments are returned separately. Throws PythonSyntaxError. */
export function tokenize(source: string): { tokens: Token[]; comments: PythonComment[] } {
  return new Tokenizer(source).run();
}

const LAYOUT: ReadonlySet<TokenType> = new Set(['NEWLINE', 'INDENT', 'DEDENT']);
const LINE_BREAKS = new Set(['\n', '\r']);
const BLANKS = new Set([' ', '\t', '\f']);
const QUOTES = new Set(['"', "'"]);
/** First characters of lines that leave the indentation alone: blank lines and comment-only lines. */
const LAYOUT_FREE_STARTS = new Set(['\n', '\r', '#']);

/** The tokenizer's state machine: one method per kind of lexeme. */
class Tokenizer {
  private readonly tokens: Token[] = [];
  private readonly comments: PythonComment[] = [];
  private readonly indents = [0];
  private index = 0;
  private line = 1;
  /** Bracket depth: inside brackets, line breaks and indentation do not count. */
  private depth = 0;
  private atLineStart = true;

  constructor(private readonly source: string) {}

  run(): { tokens: Token[]; comments: PythonComment[] } {
    while (this.index < this.source.length) {
      if (this.atLineStart && this.depth === 0) this.readIndentation();
      // A last line of blanks without a line break (an editor's indentation after Enter) ends here.
      if (this.index >= this.source.length) break;
      this.readLexeme(this.source[this.index] ?? '');
    }
    const last = this.tokens[this.tokens.length - 1];
    if (last && !LAYOUT.has(last.type)) this.push('NEWLINE', '', this.index, this.index);
    while (this.indents.length > 1) {
      this.indents.pop();
      this.push('DEDENT', '', this.index, this.index);
    }
    this.push('END', '', this.index, this.index);
    return { tokens: this.tokens, comments: this.comments };
  }

  private push(type: TokenType, value: string, start: number, end: number, startLine = this.line): void {
    this.tokens.push({ type, value, line: startLine, endLine: this.line, start, end });
  }

  private readLexeme(char: string): void {
    if (LINE_BREAKS.has(char)) this.readLineBreak(char);
    else if (BLANKS.has(char)) this.index += 1;
    else if (char === '#') this.readComment();
    else if (char === '\\') this.readContinuation();
    else if (this.readNameOrPrefixedString()) return;
    else if (QUOTES.has(char)) this.readString(this.index, false);
    else if (this.startsNumber(char)) this.readNumber();
    else this.readOperator(char);
  }

  /** A digit, or a dot followed by one (`.5`). */
  private startsNumber(char: string): boolean {
    return /[0-9]/.test(char) || (char === '.' && /[0-9]/.test(this.source[this.index + 1] ?? ''));
  }

  /** Emits INDENT/DEDENT for the indentation of a new logical line. */
  private readIndentation(): void {
    const { column, cursor } = this.measureIndentation();
    this.index = cursor;
    this.atLineStart = false;
    // Blank lines, comment-only lines and continuation lines do not affect indentation.
    if (this.isLayoutFreeLine(cursor)) return;
    this.applyIndentation(column, cursor);
  }

  /** The column of the first non-blank character of the line (tabs to the next multiple of TAB_SIZE). */
  private measureIndentation(): { column: number; cursor: number } {
    const { source } = this;
    let column = 0;
    let cursor = this.index;
    for (; cursor < source.length && ' \t\f'.includes(source[cursor] ?? 'x'); cursor += 1) {
      const char = source[cursor];
      column = char === '\t' ? (Math.floor(column / TAB_SIZE) + 1) * TAB_SIZE : char === ' ' ? column + 1 : 0;
    }
    return { column, cursor };
  }

  private isLayoutFreeLine(cursor: number): boolean {
    const next = this.source[cursor];
    return next === undefined || LAYOUT_FREE_STARTS.has(next) || /^\\\r?\n/.test(this.source.slice(cursor, cursor + 3));
  }

  private applyIndentation(column: number, cursor: number): void {
    const current = this.indents[this.indents.length - 1] ?? 0;
    if (column > current) {
      this.indents.push(column);
      this.push('INDENT', '', cursor, cursor);
      return;
    }
    while (column < (this.indents[this.indents.length - 1] ?? 0)) {
      this.indents.pop();
      this.push('DEDENT', '', cursor, cursor);
    }
    if (column !== this.indents[this.indents.length - 1]) {
      throw new PythonSyntaxError('unindent does not match any outer indentation level', this.line);
    }
  }

  private readLineBreak(char: string): void {
    const width = char === '\r' && this.source[this.index + 1] === '\n' ? 2 : 1;
    const last = this.tokens[this.tokens.length - 1];
    if (this.depth === 0 && last && !LAYOUT.has(last.type)) this.push('NEWLINE', '', this.index, this.index + width);
    this.index += width;
    this.line += 1;
    this.atLineStart = this.depth === 0;
  }

  private readComment(): void {
    let end = this.index;
    while (end < this.source.length && this.source[end] !== '\n' && this.source[end] !== '\r') end += 1;
    this.comments.push({ line: this.line, start: this.index, end, text: this.source.slice(this.index + 1, end) });
    this.index = end;
  }

  private readContinuation(): void {
    const rest = this.source.slice(this.index + 1, this.index + 3);
    if (!rest.startsWith('\n') && !rest.startsWith('\r')) {
      throw new PythonSyntaxError('unexpected character after line continuation character', this.line);
    }
    this.index += rest.startsWith('\r\n') ? 3 : 2;
    this.line += 1;
  }

  /** Reads a name, or a string with a prefix such as f"…" or rb'…'; false when neither starts here. */
  private readNameOrPrefixedString(): boolean {
    NAME.lastIndex = this.index;
    const word = NAME.exec(this.source)?.[0];
    if (!word) return false;
    const quote = this.source[this.index + word.length];
    if ((quote === '"' || quote === "'") && STRING_PREFIX.test(word)) {
      this.readString(this.index + word.length, /[fFtT]/.test(word));
      return true;
    }
    this.push('NAME', word, this.index, this.index + word.length);
    this.index += word.length;
    return true;
  }

  /** Reads a string whose opening quote is at `quoteAt` (its prefix starts at the current index). */
  private readString(quoteAt: number, isFormatted: boolean): void {
    const startLine = this.line;
    const end = scanString(this.source, quoteAt, isFormatted, startLine);
    this.line += countNewlines(this.source, this.index, end);
    this.push('STRING', this.source.slice(this.index, end), this.index, end, startLine);
    this.index = end;
  }

  private readNumber(): void {
    NUMBER.lastIndex = this.index;
    const text = NUMBER.exec(this.source)?.[0] ?? this.source[this.index] ?? '';
    this.push('NUMBER', text, this.index, this.index + text.length);
    this.index += text.length;
  }

  private readOperator(char: string): void {
    const operator = OPERATORS.find((candidate) => this.source.startsWith(candidate, this.index));
    if (!operator) throw new PythonSyntaxError(`invalid character '${char}'`, this.line);
    if (operator === '(' || operator === '[' || operator === '{') this.depth += 1;
    if (operator === ')' || operator === ']' || operator === '}') this.depth = Math.max(0, this.depth - 1);
    this.push('OP', operator, this.index, this.index + operator.length);
    this.index += operator.length;
  }
}

function countNewlines(source: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    if (source[index] === '\n' || (source[index] === '\r' && source[index + 1] !== '\n')) count += 1;
  }
  return count;
}

/** The progress of scanning one string literal. */
interface StringScan {
  readonly source: string;
  readonly closing: string;
  readonly triple: boolean;
  readonly line: number;
  index: number;
  /** Depth of f-string replacement fields (`{…}`) the scan is inside. */
  braces: number;
}

/** Returns the offset just past the string starting with a quote at `start`. */
function scanString(source: string, start: number, isFormatted: boolean, line: number): number {
  const quote = source[start] ?? '"';
  const triple = source.startsWith(quote.repeat(3), start);
  const closing = triple ? quote.repeat(3) : quote;
  const scan: StringScan = { source, closing, triple, line, index: start + closing.length, braces: 0 };
  while (scan.index < source.length) {
    const char = source[scan.index];
    if (char === '\\') scan.index += 2;
    else if (!(isFormatted && stepReplacementField(scan, char))) {
      const end = stepLiteralText(scan, char);
      if (end !== undefined) return end;
    }
  }
  throw new PythonSyntaxError(
    triple ? 'unterminated triple-quoted string literal' : 'unterminated string literal',
    line,
  );
}

/** Consumes an f-string brace, or a nested string inside a replacement field; false when `char` is neither. */
function stepReplacementField(scan: StringScan, char: string | undefined): boolean {
  if (char === '{') {
    if (scan.braces === 0 && scan.source[scan.index + 1] === '{') scan.index += 2;
    else {
      scan.braces += 1;
      scan.index += 1;
    }
    return true;
  }
  if (scan.braces === 0) return false;
  if (char === '}') {
    scan.braces -= 1;
    scan.index += 1;
    return true;
  }
  if (char === '"' || char === "'") {
    scan.index = scanString(scan.source, scan.index, false, scan.line);
    return true;
  }
  return false;
}

/** Consumes one character of literal text; returns the end offset when it starts the closing quote. */
function stepLiteralText(scan: StringScan, char: string | undefined): number | undefined {
  if (scan.braces === 0 && scan.source.startsWith(scan.closing, scan.index)) return scan.index + scan.closing.length;
  if (!scan.triple && scan.braces === 0 && (char === '\n' || char === '\r')) {
    throw new PythonSyntaxError('unterminated string literal', scan.line);
  }
  scan.index += 1;
  return undefined;
}
