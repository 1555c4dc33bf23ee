/** Token cursor shared by the Python expression and statement parsers. */
import type { Span } from './ast.ts';
import { PythonSyntaxError, type Token } from './tokens.ts';

/** Navigation over a token list with one-token lookahead helpers. */
export class TokenCursor {
  protected position = 0;

  constructor(protected readonly tokens: readonly Token[]) {}

  protected peek(offset = 0): Token {
    const token = this.tokens[Math.min(this.position + offset, this.tokens.length - 1)];
    if (!token) throw new PythonSyntaxError('unexpected end of input', 1);
    return token;
  }

  protected next(): Token {
    const token = this.peek();
    if (this.position < this.tokens.length - 1) this.position += 1;
    return token;
  }

  /** True when the current token is the operator or keyword `value`. */
  protected at(value: string, offset = 0): boolean {
    const token = this.peek(offset);
    return (token.type === 'OP' || token.type === 'NAME') && token.value === value;
  }

  protected atType(type: Token['type']): boolean {
    return this.peek().type === type;
  }

  /** Consumes `value` if present. */
  protected accept(value: string): boolean {
    if (!this.at(value)) return false;
    this.next();
    return true;
  }

  protected expect(value: string): Token {
    if (!this.at(value)) this.fail(`expected '${value}'`);
    return this.next();
  }

  protected expectType(type: Token['type']): Token {
    if (!this.atType(type)) this.fail(`expected ${type.toLowerCase()}`);
    return this.next();
  }

  protected fail(message: string): never {
    const token = this.peek();
    const found =
      token.type === 'NEWLINE'
        ? 'end of line'
        : token.type === 'END'
          ? 'end of file'
          : token.value
            ? `'${token.value}'`
            : token.type.toLowerCase();
    throw new PythonSyntaxError(`${message}, found ${found}`, token.line);
  }

  /** A span from a start token to the last consumed token. */
  protected spanFrom(first: Token | Span): Span {
    // Layout tokens (NEWLINE, INDENT, DEDENT) sit on the following line; the span ends at real code.
    let index = Math.max(0, this.position - 1);
    while (index > 0 && isLayout(this.tokens[index])) index -= 1;
    const last = this.tokens[index] ?? first;
    return {
      line: first.line,
      endLine: Math.max(first.line, last.endLine),
      start: first.start,
      end: Math.max(first.start, last.end),
    };
  }
}

function isLayout(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (token.type === 'NEWLINE' || token.type === 'INDENT' || token.type === 'DEDENT' || token.type === 'END')
  );
}
