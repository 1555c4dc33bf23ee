/** Python expression grammar (precedence climbing), including comprehensions, lambdas and f-strings. */
import type { Expr, Param } from './ast.ts';
import { BracketParser } from './parse-brackets.ts';
import type { Token } from './tokens.ts';

const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  '|': 1,
  '^': 2,
  '&': 3,
  '<<': 4,
  '>>': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '@': 6,
  '/': 6,
  '%': 6,
  '//': 6,
};
const COMPARISON = new Set(['<', '>', '==', '>=', '<=', '!=', 'in', 'is', 'not']);
const KEYWORDS = new Set([
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
]);

/** True for reserved words that can never be names. */
export function isKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}

/** Parses expressions from a token list; the statement parser extends it. */
export class ExpressionParser extends BracketParser {
  constructor(
    tokens: readonly Token[],
    protected readonly source: string,
  ) {
    super(tokens);
  }

  protected parseSubExpression(tokens: Token[]): Expr {
    return new ExpressionParser(tokens, this.source).parseExpressionList();
  }

  /** star_expressions: `a, *b` becomes a Tuple. */
  protected parseExpressionList(allowStar = true, level: 'test' | 'target' = 'test'): Expr {
    const first = this.peek();
    const parseOne = () =>
      allowStar && this.at('*')
        ? this.parseStarred(level)
        : level === 'test'
          ? this.parseNamedOrTest()
          : this.parseBinary(0);
    const head = parseOne();
    if (!this.at(',')) return head;
    const elements = [head];
    while (this.accept(',')) {
      if (this.endsList()) break;
      elements.push(parseOne());
    }
    return { kind: 'Tuple', elements, ...this.spanFrom(first) };
  }

  private endsList(): boolean {
    const token = this.peek();
    if (token.type === 'NEWLINE' || token.type === 'END') return true;
    if (token.type !== 'OP' && !(token.type === 'NAME' && token.value === 'in')) return false;
    return (
      [')', ']', '}', '=', ':', ';', 'in'].includes(token.value) ||
      /^(?:[-+*/%@&|^]|\/\/|\*\*|<<|>>)=$/.test(token.value)
    );
  }

  protected parseStarred(level: 'test' | 'target'): Expr {
    const first = this.expect('*');
    const value = level === 'test' ? this.parseTest() : this.parseBinary(0);
    return { kind: 'Starred', value, ...this.spanFrom(first) };
  }

  /** namedexpr_test: `name := value` or a test. */
  protected parseNamedOrTest(): Expr {
    const first = this.peek();
    const target = this.parseTest();
    if (!this.accept(':=')) return target;
    const value = this.parseTest();
    return { kind: 'NamedExpr', target, value, ...this.spanFrom(first) };
  }

  /** test: conditional expression or lambda. */
  protected parseTest(): Expr {
    if (this.at('lambda')) return this.parseLambda();
    const first = this.peek();
    const body = this.parseOr();
    if (!this.at('if')) return body;
    this.next();
    const test = this.parseOr();
    this.expect('else');
    const orelse = this.parseTest();
    return { kind: 'IfExp', test, body, orelse, ...this.spanFrom(first) };
  }

  private parseLambda(): Expr {
    const first = this.expect('lambda');
    const params = this.parseParams(':', false);
    this.expect(':');
    const body = this.parseTest();
    return { kind: 'Lambda', params, body, ...this.spanFrom(first) };
  }

  /** Parameters up to `closing` (')' for def, ':' for lambda). */
  protected parseParams(closing: string, annotations: boolean): Param[] {
    const params: Param[] = [];
    while (!this.at(closing)) {
      const first = this.peek();
      let prefix: Param['prefix'] = '';
      if (this.accept('**')) prefix = '**';
      else if (this.accept('*')) prefix = '*';
      else if (this.accept('/')) prefix = '/';
      let name = '';
      let annotation: Expr | null = null;
      let defaultValue: Expr | null = null;
      if (this.atType('NAME') && prefix !== '/') {
        name = this.next().value;
        if (annotations && this.accept(':')) {
          annotation = prefix === '*' && this.at('*') ? this.parseStarred('test') : this.parseTest();
        }
        if (this.accept('=')) defaultValue = this.parseTest();
      }
      params.push({ kind: 'Param', name, prefix, annotation, defaultValue, ...this.spanFrom(first) });
      if (!this.accept(',')) break;
    }
    return params;
  }

  protected parseOr(): Expr {
    return this.parseBoolean('or', () => this.parseBoolean('and', () => this.parseNot()));
  }

  private parseBoolean(op: 'and' | 'or', operand: () => Expr): Expr {
    const first = this.peek();
    const head = operand();
    if (!this.at(op)) return head;
    const values = [head];
    while (this.accept(op)) values.push(operand());
    return { kind: 'BoolOp', op, values, ...this.spanFrom(first) };
  }

  private parseNot(): Expr {
    if (!this.at('not')) return this.parseComparison();
    const first = this.next();
    const operand = this.parseNot();
    return { kind: 'UnaryOp', op: 'not', operand, ...this.spanFrom(first) };
  }

  private parseComparison(): Expr {
    const first = this.peek();
    const left = this.parseBinary(0);
    const ops: string[] = [];
    const comparators: Expr[] = [];
    while (
      this.peek().type !== 'STRING' &&
      COMPARISON.has(this.peek().value) &&
      !(this.at('not') && !this.at('in', 1))
    ) {
      let op = this.next().value;
      if (op === 'not') op = `not ${this.expect('in').value}`;
      else if (op === 'is' && this.accept('not')) op = 'is not';
      ops.push(op);
      comparators.push(this.parseBinary(0));
    }
    return ops.length === 0 ? left : { kind: 'Compare', left, ops, comparators, ...this.spanFrom(first) };
  }

  /** Binary operators by precedence climbing (| ^ & shifts + - * / // % @). */
  protected parseBinary(minPrecedence: number): Expr {
    const first = this.peek();
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      const precedence = token.type === 'OP' ? BINARY_PRECEDENCE[token.value] : undefined;
      if (precedence === undefined || precedence <= minPrecedence) return left;
      this.next();
      const right = this.parseBinary(precedence);
      left = { kind: 'BinOp', op: token.value, left, right, ...this.spanFrom(first) };
    }
  }

  private parseUnary(): Expr {
    if (this.at('-') || this.at('+') || this.at('~')) {
      const first = this.next();
      const operand = this.parseUnary();
      return { kind: 'UnaryOp', op: first.value, operand, ...this.spanFrom(first) };
    }
    const first = this.peek();
    const base = this.parseAwaitPrimary();
    if (!this.accept('**')) return base;
    const exponent = this.parseUnary();
    return { kind: 'BinOp', op: '**', left: base, right: exponent, ...this.spanFrom(first) };
  }

  private parseAwaitPrimary(): Expr {
    if (this.at('await')) {
      const first = this.next();
      const value = this.parsePrimary();
      return { kind: 'Await', value, ...this.spanFrom(first) };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Expr {
    const first = this.peek();
    let node = this.parseAtom();
    for (;;) {
      if (this.accept('.')) {
        const attr = this.expectType('NAME').value;
        node = { kind: 'Attribute', value: node, attr, ...this.spanFrom(first) };
      } else if (this.accept('(')) {
        const { args, keywords } = this.parseArguments();
        this.expect(')');
        node = { kind: 'Call', func: node, args, keywords, ...this.spanFrom(first) };
      } else if (this.accept('[')) {
        const index = this.parseSubscript();
        this.expect(']');
        node = { kind: 'Subscript', value: node, index, ...this.spanFrom(first) };
      } else {
        return node;
      }
    }
  }

  private parseAtom(): Expr {
    const token = this.peek();
    if (token.type === 'NAME') {
      if (token.value === 'None' || token.value === 'True' || token.value === 'False') {
        this.next();
        return { kind: 'Constant', value: token.value, ...this.spanFrom(token) };
      }
      if (isKeyword(token.value) && token.value !== 'await') this.fail('invalid syntax');
      this.next();
      return { kind: 'Name', id: token.value, ...this.spanFrom(token) };
    }
    if (token.type === 'NUMBER') {
      this.next();
      return { kind: 'Constant', value: token.value, ...this.spanFrom(token) };
    }
    if (token.type === 'STRING') return this.parseStrings();
    if (this.accept('...')) return { kind: 'Constant', value: '...', ...this.spanFrom(token) };
    if (this.at('(')) return this.parseParenthesised();
    if (this.at('[')) return this.parseListDisplay();
    if (this.at('{')) return this.parseBraceDisplay();
    return this.fail('invalid syntax');
  }
}
