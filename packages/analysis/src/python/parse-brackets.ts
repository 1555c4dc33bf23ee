/** Bracketed Python constructs: calls, subscripts, displays, comprehensions, yield and strings. */
import type { CompFor, Expr, Keyword, Span } from './ast.ts';
import { TokenCursor } from './cursor.ts';
import { countLines, decodeLiteral, interpolationTexts } from './string-literals.ts';
import { tokenize, type Token } from './tokens.ts';

/** The part of the expression grammar inside brackets; operators live in the subclass. */
export abstract class BracketParser extends TokenCursor {
  protected abstract parseExpressionList(allowStar?: boolean, level?: 'test' | 'target'): Expr;
  protected abstract parseNamedOrTest(): Expr;
  protected abstract parseTest(): Expr;
  protected abstract parseOr(): Expr;
  protected abstract parseBinary(minPrecedence: number): Expr;
  protected abstract parseStarred(level: 'test' | 'target'): Expr;
  /** Parses an f-string interpolation from its own tokens. */
  protected abstract parseSubExpression(tokens: Token[]): Expr;

  protected parseArguments(): { args: Expr[]; keywords: Keyword[] } {
    const args: Expr[] = [];
    const keywords: Keyword[] = [];
    while (!this.at(')')) {
      const first = this.peek();
      if (this.accept('**')) {
        keywords.push({ kind: 'Keyword', name: null, value: this.parseTest(), ...this.spanFrom(first) });
      } else if (this.at('*')) {
        args.push(this.parseStarred('test'));
      } else if (this.atType('NAME') && this.at('=', 1)) {
        const name = this.next().value;
        this.next();
        keywords.push({ kind: 'Keyword', name, value: this.parseTest(), ...this.spanFrom(first) });
      } else {
        const value = this.parseNamedOrTest();
        args.push(
          this.at('for') || this.at('async') ? this.parseComprehension(first, 'Comprehension', value, null) : value,
        );
      }
      if (!this.accept(',')) break;
    }
    return { args, keywords };
  }

  protected parseSubscript(): Expr {
    const first = this.peek();
    const items: Expr[] = [];
    do {
      if (this.at(']')) break;
      items.push(this.parseSliceItem());
    } while (this.accept(','));
    return items.length === 1 && !this.tokensBetweenHaveComma(first)
      ? (items[0] as Expr)
      : { kind: 'Tuple', elements: items, ...this.spanFrom(first) };
  }

  private tokensBetweenHaveComma(first: Token): boolean {
    const previous = this.tokens[this.position - 1];
    return previous !== undefined && previous !== first && previous.value === ',' && previous.type === 'OP';
  }

  protected parseSliceItem(): Expr {
    const first = this.peek();
    if (this.at('*')) return this.parseStarred('test');
    const lower = this.at(':') ? null : this.parseNamedOrTest();
    if (!this.accept(':')) return lower as Expr;
    const upper = this.at(':') || this.at(']') || this.at(',') ? null : this.parseTest();
    const step = this.accept(':') && !this.at(']') && !this.at(',') ? this.parseTest() : null;
    return { kind: 'Slice', lower, upper, step, ...this.spanFrom(first) };
  }

  protected parseParenthesised(): Expr {
    const first = this.expect('(');
    if (this.accept(')')) return { kind: 'Tuple', elements: [], ...this.spanFrom(first) };
    if (this.at('yield')) {
      const value = this.parseYield();
      this.expect(')');
      return value;
    }
    const head = this.at('*') ? this.parseStarred('test') : this.parseNamedOrTest();
    if (this.at('for') || this.at('async')) {
      const comprehension = this.parseComprehension(first, 'Comprehension', head, null);
      this.expect(')');
      return { ...comprehension, ...this.spanFrom(first) };
    }
    if (!this.at(',')) {
      this.expect(')');
      return head;
    }
    const elements = [head];
    while (this.accept(',') && !this.at(')')) {
      elements.push(this.at('*') ? this.parseStarred('test') : this.parseNamedOrTest());
    }
    this.expect(')');
    return { kind: 'Tuple', elements, ...this.spanFrom(first) };
  }

  protected parseListDisplay(): Expr {
    const first = this.expect('[');
    const elements: Expr[] = [];
    while (!this.at(']')) {
      const element = this.at('*') ? this.parseStarred('test') : this.parseNamedOrTest();
      if (elements.length === 0 && (this.at('for') || this.at('async'))) {
        const comprehension = this.parseComprehension(first, 'Comprehension', element, null);
        this.expect(']');
        return { ...comprehension, ...this.spanFrom(first) };
      }
      elements.push(element);
      if (!this.accept(',')) break;
    }
    this.expect(']');
    return { kind: 'List', elements, ...this.spanFrom(first) };
  }

  protected parseBraceDisplay(): Expr {
    const first = this.expect('{');
    const keys: (Expr | null)[] = [];
    const values: Expr[] = [];
    const elements: Expr[] = [];
    while (!this.at('}')) {
      if (this.accept('**')) {
        keys.push(null);
        values.push(this.parseBinary(0));
      } else {
        const key = this.at('*') ? this.parseStarred('test') : this.parseNamedOrTest();
        if (this.accept(':')) {
          const value = this.parseTest();
          if (keys.length === 0 && (this.at('for') || this.at('async'))) {
            const comprehension = this.parseComprehension(first, 'Comprehension', key, value);
            this.expect('}');
            return { ...comprehension, ...this.spanFrom(first) };
          }
          keys.push(key);
          values.push(value);
        } else {
          if (elements.length === 0 && (this.at('for') || this.at('async'))) {
            const comprehension = this.parseComprehension(first, 'Comprehension', key, null);
            this.expect('}');
            return { ...comprehension, ...this.spanFrom(first) };
          }
          elements.push(key);
        }
      }
      if (!this.accept(',')) break;
    }
    this.expect('}');
    if (elements.length > 0) return { kind: 'Set', elements, ...this.spanFrom(first) };
    return { kind: 'Dict', keys, values, ...this.spanFrom(first) };
  }

  protected parseComprehension(first: Token | Span, kind: 'Comprehension', element: Expr, value: Expr | null): Expr {
    const generators: CompFor[] = [];
    while (this.at('for') || this.at('async')) {
      const start = this.peek();
      this.accept('async');
      this.expect('for');
      const target = this.parseExpressionList(true, 'target');
      this.expect('in');
      const iter = this.parseOr();
      const conditions: Expr[] = [];
      while (this.accept('if')) conditions.push(this.parseOrNoCondition());
      generators.push({ kind: 'CompFor', target, iter, conditions, ...this.spanFrom(start) });
    }
    return { kind, element, value, generators, ...this.spanFrom(first) };
  }

  protected parseOrNoCondition(): Expr {
    return this.at('lambda') ? this.parseTest() : this.parseOr();
  }

  protected parseYield(): Expr {
    const first = this.expect('yield');
    if (this.accept('from')) return { kind: 'Yield', value: this.parseTest(), isFrom: true, ...this.spanFrom(first) };
    const ends = this.atType('NEWLINE') || this.at(')') || this.at(']') || this.at('}') || this.at('=') || this.at(';');
    const value = ends ? null : this.parseExpressionList();
    return { kind: 'Yield', value, isFrom: false, ...this.spanFrom(first) };
  }

  protected parseStrings(): Expr {
    const first = this.peek();
    let value = '';
    let isFormatted = false;
    let isBytes = false;
    const parts: Expr[] = [];
    while (this.atType('STRING')) {
      const token = this.next();
      const literal = decodeLiteral(token.value);
      value += literal.body;
      isFormatted ||= literal.isFormatted;
      isBytes ||= literal.isBytes;
      if (literal.isFormatted) parts.push(...this.parseInterpolations(token, literal.bodyOffset, literal.body));
    }
    return { kind: 'Str', value, isFormatted, isBytes, parts, ...this.spanFrom(first) };
  }

  /** Parses the `{expression}` parts of an f-string; unparsable parts are skipped. */
  protected parseInterpolations(token: Token, bodyOffset: number, body: string): Expr[] {
    const expressions: Expr[] = [];
    for (const part of interpolationTexts(body)) {
      const offset = token.start + bodyOffset + part.offset;
      const lineOffset = token.line - 1 + countLines(body.slice(0, part.offset));
      try {
        const { tokens } = tokenize(`(${part.text}\n)`);
        const shifted = tokens.map((each) => ({
          ...each,
          line: each.line + lineOffset,
          endLine: each.endLine + lineOffset,
          start: each.start + offset - 1,
          end: each.end + offset - 1,
        }));
        expressions.push(this.parseSubExpression(shifted));
      } catch {
        // A malformed interpolation does not stop the analysis of the file.
      }
    }
    return expressions;
  }
}
