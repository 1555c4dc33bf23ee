/** Python statement grammar on top of the expression parser; produces a Module or throws PythonSyntaxError. */
import type { ClassDef, ExceptHandler, Expr, FunctionDef, MatchCase, Module, Stmt, WithItem } from './ast.ts';
import { SimpleStatementParser } from './parse-simple.ts';
import { checkPlacement } from './placement.ts';
import { PythonSyntaxError, tokenize, type PythonComment, type Token } from './tokens.ts';

/** Parses a compound statement from its leading keyword, or declines with undefined. */
type CompoundStatement = (parser: StatementParser, token: Token) => Stmt | undefined;

const BRACKET_DEPTH = new Map([
  ['(', 1],
  ['[', 1],
  ['{', 1],
  [')', -1],
  [']', -1],
  ['}', -1],
]);

/** The parsed module with its comments. */
export interface ParsedPython {
  module: Module;
  comments: PythonComment[];
}

class StatementParser extends SimpleStatementParser {
  parseModule(): Module {
    const body: Stmt[] = [];
    while (!this.atType('END')) {
      if (this.atType('NEWLINE')) {
        this.next();
        continue;
      }
      body.push(...this.parseStatement());
    }
    return { body };
  }

  private parseStatement(): Stmt[] {
    const token = this.peek();
    // Python's own words; "found indent" would repeat them.
    if (token.type === 'INDENT') throw new PythonSyntaxError('unexpected indent', token.line);
    if (token.type === 'OP' && token.value === '@') return [this.parseDecorated()];
    const parse = token.type === 'NAME' ? StatementParser.COMPOUND_STATEMENTS.get(token.value) : undefined;
    const compound = parse?.(this, token);
    return compound ? [compound] : this.parseSimpleStatements();
  }

  /** Compound statements by leading keyword; undefined leaves the line to the simple-statement grammar. */
  private static readonly COMPOUND_STATEMENTS = new Map<string, CompoundStatement>([
    ['def', (parser, token) => parser.parseFunction([], token)],
    ['class', (parser, token) => parser.parseClass([], token)],
    ['if', (parser) => parser.parseIf()],
    ['while', (parser) => parser.parseWhile()],
    ['for', (parser, token) => parser.parseFor(false, token)],
    ['try', (parser) => parser.parseTry()],
    ['with', (parser, token) => parser.parseWith(false, token)],
    ['async', (parser) => parser.parseAsync()],
    ['match', (parser) => (parser.looksLikeMatch() ? parser.parseMatch() : undefined)],
  ]);

  private parseAsync(): Stmt {
    const first = this.expect('async');
    if (this.at('def')) return this.parseFunction([], first, true);
    if (this.at('for')) return this.parseFor(true, first);
    if (this.at('with')) return this.parseWith(true, first);
    return this.fail('invalid syntax');
  }

  private parseBlock(): Stmt[] {
    this.expect(':');
    if (!this.atType('NEWLINE')) return this.parseSimpleStatements();
    this.next();
    if (!this.atType('INDENT')) this.fail('expected an indented block');
    this.next();
    const body: Stmt[] = [];
    while (!this.atType('DEDENT') && !this.atType('END')) body.push(...this.parseStatement());
    if (this.atType('DEDENT')) this.next();
    return body;
  }

  private parseDecorated(): Stmt {
    const first = this.peek();
    const decorators: Expr[] = [];
    while (this.accept('@')) {
      decorators.push(this.parseNamedOrTest());
      this.expectType('NEWLINE');
    }
    if (this.at('def')) return this.parseFunction(decorators, first);
    if (this.at('class')) return this.parseClass(decorators, first);
    if (this.at('async')) {
      this.next();
      return this.parseFunction(decorators, first, true);
    }
    return this.fail('expected a function or class after decorators');
  }

  private parseFunction(decorators: Expr[], first: Token, isAsync = false): FunctionDef {
    this.expect('def');
    const nameToken = this.expectType('NAME');
    this.parseTypeParameters();
    this.expect('(');
    const params = this.parseParams(')', true);
    this.expect(')');
    const returns = this.accept('->') ? this.parseTest() : null;
    const body = this.parseBlock();
    return {
      kind: 'FunctionDef',
      name: nameToken.value,
      nameLine: nameToken.line,
      isAsync,
      decorators,
      params,
      returns,
      body,
      ...this.spanFrom(first),
    };
  }

  private parseClass(decorators: Expr[], first: Token): ClassDef {
    this.expect('class');
    const nameToken = this.expectType('NAME');
    this.parseTypeParameters();
    let bases: Expr[] = [];
    let keywords: ClassDef['keywords'] = [];
    if (this.accept('(')) {
      const call = this.parseArguments();
      this.expect(')');
      bases = call.args;
      keywords = call.keywords;
    }
    const body = this.parseBlock();
    return {
      kind: 'ClassDef',
      name: nameToken.value,
      nameLine: nameToken.line,
      decorators,
      bases,
      keywords,
      body,
      ...this.spanFrom(first),
    };
  }

  private parseIf(isElif = false): Stmt {
    const first = this.next();
    const test = this.parseNamedOrTest();
    const body = this.parseBlock();
    let orelse: Stmt[] = [];
    if (this.at('elif')) orelse = [this.parseIf(true)];
    else if (this.at('else')) {
      this.next();
      orelse = this.parseBlock();
    }
    return { kind: 'If', test, body, orelse, isElif, ...this.spanFrom(first) };
  }

  private parseElse(): Stmt[] {
    if (!this.at('else')) return [];
    this.next();
    return this.parseBlock();
  }

  private parseWhile(): Stmt {
    const first = this.expect('while');
    const test = this.parseNamedOrTest();
    const body = this.parseBlock();
    return { kind: 'While', test, body, orelse: this.parseElse(), ...this.spanFrom(first) };
  }

  private parseFor(isAsync: boolean, first: Token): Stmt {
    this.expect('for');
    const target = this.parseExpressionList(true, 'target');
    this.expect('in');
    const iter = this.parseExpressionList();
    const body = this.parseBlock();
    return { kind: 'For', target, iter, body, orelse: this.parseElse(), isAsync, ...this.spanFrom(first) };
  }

  private parseTry(): Stmt {
    const first = this.expect('try');
    const body = this.parseBlock();
    const handlers: ExceptHandler[] = [];
    while (this.at('except')) {
      const start = this.next();
      this.accept('*');
      let type: Expr | null = null;
      let name: string | null = null;
      if (!this.at(':')) {
        type = this.parseExpressionList(false);
        if (this.accept('as')) name = this.expectType('NAME').value;
      }
      const handlerBody = this.parseBlock();
      handlers.push({ kind: 'ExceptHandler', type, name, body: handlerBody, ...this.spanFrom(start) });
    }
    const orelse = this.parseElse();
    let finalbody: Stmt[] = [];
    if (this.accept('finally')) finalbody = this.parseBlock();
    if (handlers.length === 0 && finalbody.length === 0) this.fail("expected 'except' or 'finally' block");
    return { kind: 'Try', body, handlers, orelse, finalbody, ...this.spanFrom(first) };
  }

  private parseWithItems(): WithItem[] {
    const items: WithItem[] = [];
    do {
      if (this.at(')') || this.at(':')) break;
      const start = this.peek();
      const context = this.parseTest();
      const target = this.accept('as') ? this.parseBinaryTarget() : null;
      items.push({ kind: 'WithItem', context, target, ...this.spanFrom(start) });
    } while (this.accept(','));
    return items;
  }

  private parseBinaryTarget(): Expr {
    return this.parseBinary(0);
  }

  private parseWith(isAsync: boolean, first: Token): Stmt {
    this.expect('with');
    let items: WithItem[] | undefined;
    if (this.at('(')) {
      const saved = this.position;
      try {
        this.next();
        items = this.parseWithItems();
        this.expect(')');
        if (!this.at(':')) throw new PythonSyntaxError('not a parenthesised with', first.line);
      } catch {
        this.position = saved;
        items = undefined;
      }
    }
    items ??= this.parseWithItems();
    const body = this.parseBlock();
    return { kind: 'With', items, body, isAsync, ...this.spanFrom(first) };
  }

  /** `match` is a soft keyword: a statement only when its line ends with ':' and a case block follows. */
  private looksLikeMatch(): boolean {
    const end = this.logicalLineEnd(1);
    if (end === undefined || end === 1 || this.peek(end - 1).value !== ':') return false;
    return this.peek(end + 1).type === 'INDENT' && this.peek(end + 2).value === 'case';
  }

  /** The offset of the NEWLINE that ends the logical line (outside brackets); undefined when the input ends first. */
  private logicalLineEnd(from: number): number | undefined {
    let depth = 0;
    for (let offset = from; ; offset += 1) {
      const token = this.peek(offset);
      if (token.type === 'END') return undefined;
      if (token.type === 'NEWLINE' && depth === 0) return offset;
      depth += BRACKET_DEPTH.get(token.value) ?? 0;
    }
  }

  private parseMatch(): Stmt {
    const first = this.expect('match');
    const subject = this.parseExpressionList();
    this.expect(':');
    this.expectType('NEWLINE');
    this.expectType('INDENT');
    const cases: MatchCase[] = [];
    while (this.at('case')) {
      const start = this.next();
      let pattern: Expr | null;
      try {
        pattern = this.parseExpressionList(true, 'target');
        if (this.accept('as')) this.expectType('NAME');
      } catch {
        pattern = null;
      }
      while (!this.at(':') && !this.at('if') && !this.atType('NEWLINE') && !this.atType('END')) this.next();
      const guard = this.accept('if') ? this.parseNamedOrTest() : null;
      const body = this.parseBlock();
      cases.push({ kind: 'MatchCase', pattern, guard, body, ...this.spanFrom(start) });
    }
    if (this.atType('DEDENT')) this.next();
    return { kind: 'Match', subject, cases, ...this.spanFrom(first) };
  }
}

/** Parses Python source into a module; throws PythonSyntaxError with a line number. */
export function parsePython(source: string): ParsedPython {
  const { tokens, comments } = tokenize(source);
  const parser = new StatementParser(tokens, source);
  const module = parser.parseModule();
  checkPlacement(module.body);
  return { module, comments };
}
