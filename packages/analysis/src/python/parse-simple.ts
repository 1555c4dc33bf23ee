/** Python simple statements (assignments, imports, return, raise, …) on top of the expression grammar. */
import type { Expr, Stmt } from './ast.ts';
import { ExpressionParser } from './parse-expressions.ts';
import type { Token } from './tokens.ts';

const BARE_KEYWORDS = { pass: 'Pass', break: 'Break', continue: 'Continue' } as const;
const AUGMENTED = new Set(['+=', '-=', '*=', '/=', '//=', '%=', '**=', '>>=', '<<=', '&=', '|=', '^=', '@=']);

/** Parses the rest of a statement that starts with a keyword, or declines with undefined. */
type KeywordStatement = (parser: SimpleStatementParser, first: Token) => Stmt | undefined;

/** Parses the statements that fit on one logical line. */
export class SimpleStatementParser extends ExpressionParser {
  protected parseTypeParameters(): void {
    if (!this.accept('[')) return;
    let depth = 1;
    while (depth > 0 && !this.atType('END')) {
      const token = this.next();
      if (token.value === '[') depth += 1;
      if (token.value === ']') depth -= 1;
    }
  }

  protected parseSimpleStatements(): Stmt[] {
    const statements = [this.parseSmallStatement()];
    while (this.accept(';')) {
      if (this.atType('NEWLINE')) break;
      statements.push(this.parseSmallStatement());
    }
    if (!this.atType('END')) this.expectType('NEWLINE');
    return statements;
  }

  private parseSmallStatement(): Stmt {
    const first = this.peek();
    const parse = first.type === 'NAME' ? SimpleStatementParser.KEYWORD_STATEMENTS.get(first.value) : undefined;
    return parse?.(this, first) ?? this.parseExpressionStatement();
  }

  /** Statements introduced by a keyword; a parser returning undefined leaves the line to the expression grammar. */
  private static readonly KEYWORD_STATEMENTS: ReadonlyMap<string, KeywordStatement> = new Map<string, KeywordStatement>(
    [
      ['pass', (parser, first) => parser.parseBareKeyword(first)],
      ['break', (parser, first) => parser.parseBareKeyword(first)],
      ['continue', (parser, first) => parser.parseBareKeyword(first)],
      ['return', (parser, first) => parser.parseReturn(first)],
      ['raise', (parser, first) => parser.parseRaise(first)],
      ['global', (parser, first) => parser.parseScopeDeclaration(first)],
      ['nonlocal', (parser, first) => parser.parseScopeDeclaration(first)],
      ['del', (parser, first) => parser.parseDelete(first)],
      ['assert', (parser, first) => parser.parseAssert(first)],
      ['import', (parser) => parser.parseImport()],
      ['from', (parser) => parser.parseFromImport()],
      ['type', (parser) => parser.parseSoftTypeKeyword()],
    ],
  );

  /** True at the end of a small statement, where an optional value is absent. */
  private atSmallStatementEnd(): boolean {
    return this.atType('NEWLINE') || this.at(';');
  }

  private parseBareKeyword(first: Token): Stmt {
    this.next();
    return { kind: BARE_KEYWORDS[first.value as keyof typeof BARE_KEYWORDS], ...this.spanFrom(first) };
  }

  private parseReturn(first: Token): Stmt {
    this.next();
    const value = this.atSmallStatementEnd() ? null : this.parseExpressionList();
    return { kind: 'Return', value, ...this.spanFrom(first) };
  }

  private parseRaise(first: Token): Stmt {
    this.next();
    const exc = this.atSmallStatementEnd() ? null : this.parseTest();
    const cause = exc && this.accept('from') ? this.parseTest() : null;
    return { kind: 'Raise', exc, cause, ...this.spanFrom(first) };
  }

  private parseScopeDeclaration(first: Token): Stmt {
    this.next();
    const names = [this.expectType('NAME').value];
    while (this.accept(',')) names.push(this.expectType('NAME').value);
    return { kind: first.value === 'global' ? 'Global' : 'Nonlocal', names, ...this.spanFrom(first) };
  }

  private parseDelete(first: Token): Stmt {
    this.next();
    const target = this.parseExpressionList(true, 'target');
    return {
      kind: 'Delete',
      targets: target.kind === 'Tuple' ? target.elements : [target],
      ...this.spanFrom(first),
    };
  }

  private parseAssert(first: Token): Stmt {
    this.next();
    const test = this.parseTest();
    const message = this.accept(',') ? this.parseTest() : null;
    return { kind: 'Assert', test, message, ...this.spanFrom(first) };
  }

  /** `type X = …` and `type X[T] = …` are aliases; any other `type` is a name. */
  private parseSoftTypeKeyword(): Stmt | undefined {
    if (this.peek(1).type === 'NAME' && (this.at('=', 2) || this.at('[', 2))) return this.parseTypeAlias();
    return undefined;
  }

  private parseDottedName(): string {
    let name = this.expectType('NAME').value;
    while (this.accept('.')) name += `.${this.expectType('NAME').value}`;
    return name;
  }

  private parseImport(): Stmt {
    const first = this.expect('import');
    const names: string[] = [];
    do {
      const dotted = this.parseDottedName();
      names.push(this.accept('as') ? `${dotted} as ${this.expectType('NAME').value}` : dotted);
    } while (this.accept(','));
    return { kind: 'Import', names, ...this.spanFrom(first) };
  }

  private parseFromImport(): Stmt {
    const first = this.expect('from');
    let module = '';
    while (this.at('.') || this.at('...')) module += this.next().value;
    if (!this.at('import')) module += this.parseDottedName();
    this.expect('import');
    const names: string[] = [];
    if (this.accept('*')) names.push('*');
    else {
      const parenthesised = this.accept('(');
      do {
        if (parenthesised && this.at(')')) break;
        const name = this.expectType('NAME').value;
        names.push(this.accept('as') ? `${name} as ${this.expectType('NAME').value}` : name);
      } while (this.accept(','));
      if (parenthesised) this.expect(')');
    }
    return { kind: 'ImportFrom', module, names, ...this.spanFrom(first) };
  }

  private parseTypeAlias(): Stmt {
    const first = this.next();
    const name = this.expectType('NAME').value;
    this.parseTypeParameters();
    this.expect('=');
    return { kind: 'TypeAlias', name, value: this.parseTest(), ...this.spanFrom(first) };
  }

  private parseRightHandSide(): Expr {
    return this.at('yield') ? this.parseYield() : this.parseExpressionList();
  }

  private parseExpressionStatement(): Stmt {
    const first = this.peek();
    const head = this.parseRightHandSide();
    if (this.at(':') && !this.atType('NEWLINE')) {
      this.next();
      const annotation = this.parseTest();
      const value = this.accept('=') ? this.parseRightHandSide() : null;
      return { kind: 'AnnAssign', target: head, annotation, value, ...this.spanFrom(first) };
    }
    const operator = this.peek();
    if (operator.type === 'OP' && AUGMENTED.has(operator.value)) {
      this.next();
      return {
        kind: 'AugAssign',
        target: head,
        op: operator.value,
        value: this.parseRightHandSide(),
        ...this.spanFrom(first),
      };
    }
    if (!this.at('=')) return { kind: 'ExprStmt', value: head, ...this.spanFrom(first) };
    const targets = [head];
    let value = head;
    while (this.accept('=')) {
      value = this.parseRightHandSide();
      targets.push(value);
    }
    targets.pop();
    return { kind: 'Assign', targets, value, ...this.spanFrom(first) };
  }
}
