import { describe, expect, it } from 'vitest';
import type { Stmt } from './ast.ts';
import { parsePython } from './parse.ts';
import { PythonSyntaxError, tokenize } from './tokens.ts';

function kinds(source: string): string[] {
  return parsePython(source).module.body.map((statement) => statement.kind);
}

function syntaxErrorLine(source: string): number {
  try {
    parsePython(source);
  } catch (error) {
    if (error instanceof PythonSyntaxError) return error.line;
    throw error;
  }
  throw new Error('expected a syntax error');
}

describe('Python tokenizer', () => {
  it('ignores indentation inside brackets and after a backslash continuation', () => {
    const { tokens } = tokenize('x = (1,\n     2)\ny = 1 + \\\n    2\n');
    expect(tokens.filter((token) => token.type === 'INDENT')).toHaveLength(0);
    expect(tokens.filter((token) => token.type === 'NEWLINE')).toHaveLength(2);
  });

  it('accepts a file whose last line is indentation alone, as an editor leaves it after Enter', () => {
    expect(kinds('def greet(name):\n  return name\n  ')).toEqual(['FunctionDef']);
    expect(kinds('x = 1\n\t')).toEqual(['Assign']);
  });

  it('keeps comments apart with their lines', () => {
    const { comments } = tokenize('# header\nx = 1  # trailing\n');
    expect(comments.map((comment) => [comment.line, comment.text.trim()])).toEqual([
      [1, 'header'],
      [2, 'trailing'],
    ]);
  });

  it('reads f-strings with nested quotes of the same kind (Python 3.12)', () => {
    const { tokens } = tokenize('label = f"{event["type"]}!"\n');
    expect(tokens.filter((token) => token.type === 'STRING').map((token) => token.value)).toEqual([
      'f"{event["type"]}!"',
    ]);
  });
});

describe('Python parser', () => {
  it('parses compound statements into nested blocks', () => {
    const source = [
      'import os',
      'from .models import User as U',
      '@decorator(arg=1)',
      'class Service(Base, metaclass=Meta):',
      '    """Doc."""',
      '    async def run(self, *args, key: int = 1, **kwargs) -> None:',
      '        async with lock as held, other():',
      '            for index, value in enumerate(args):',
      '                if value := index:',
      '                    continue',
      '                elif not value:',
      '                    break',
      '            else:',
      '                pass',
      '        try:',
      '            yield from other()',
      '        except* (ValueError, TypeError) as error:',
      '            raise RuntimeError("x") from error',
      '        finally:',
      '            del self.cache[key]',
      '',
    ].join('\n');
    const body = parsePython(source).module.body;
    expect(body.map((statement) => statement.kind)).toEqual(['Import', 'ImportFrom', 'ClassDef']);
    const service = body[2] as Extract<Stmt, { kind: 'ClassDef' }>;
    expect(service.decorators).toHaveLength(1);
    const run = service.body[1] as Extract<Stmt, { kind: 'FunctionDef' }>;
    expect(run.isAsync).toBe(true);
    expect(run.params.map((param) => `${param.prefix}${param.name}`)).toEqual(['self', '*args', 'key', '**kwargs']);
    expect(run.body.map((statement) => statement.kind)).toEqual(['With', 'Try']);
    expect(run.endLine).toBe(20);
  });

  it('parses match statements, type aliases, generics and lambdas', () => {
    const source = [
      'type Pair[T] = tuple[T, T]',
      'def first[T](items: list[T]) -> T:',
      '    return items[0]',
      'match command.split():',
      '    case ["go", direction] if direction in DIRECTIONS:',
      '        move(direction)',
      '    case Point(x=0, y=0) | {"origin": True}:',
      '        pass',
      '    case str() as text:',
      '        print(text)',
      '    case _:',
      '        handler = lambda event, *, retry=False: event',
      'match = 3',
      '',
    ].join('\n');
    expect(kinds(source)).toEqual(['TypeAlias', 'FunctionDef', 'Match', 'Assign']);
  });

  it('parses slices, comprehensions, conditional expressions and star targets', () => {
    const source = [
      'first, *rest = values[1:-1:2], [x for x in range(10) if x % 2 if x > 2]',
      'table = {k: v for k, v in pairs}',
      'unique = {item for item in items}',
      'lazy = (y async for y in stream())',
      'value = a if b else c if d else e',
      'matrix[1, ::2] += 1; print(*args, sep="")',
      '',
    ].join('\n');
    expect(kinds(source)).toEqual(['Assign', 'Assign', 'Assign', 'Assign', 'Assign', 'AugAssign', 'ExprStmt']);
  });

  it('reports the line of a syntax error', () => {
    expect(syntaxErrorLine('def ok():\n    return 1\n\ndef broken(:\n    pass\n')).toBe(4);
    expect(syntaxErrorLine('x = = 1\n')).toBe(1);
    expect(syntaxErrorLine('name = "unterminated\n')).toBe(1);
    expect(syntaxErrorLine('if True:\n        a = 1\n    b = 2\n')).toBe(3);
    expect(syntaxErrorLine('print "python 2"\n')).toBe(1);
  });

  it("refuses return, break and continue outside the blocks they need, as CPython's compiler does", () => {
    const message = (source: string) => {
      try {
        parsePython(source);
        return null;
      } catch (error) {
        return error instanceof PythonSyntaxError ? [error.line, error.message] : error;
      }
    };
    expect(message('def total(a):\n    t = 0\nfor x in a:\n    t += x\nreturn t\n')).toEqual([
      5,
      "'return' outside function",
    ]);
    expect(message('class Box:\n    return 1\n')).toEqual([2, "'return' outside function"]);
    expect(message('if ready:\n    break\n')).toEqual([2, "'break' outside loop"]);
    // A function inside a loop starts outside any loop of its own.
    expect(message('for x in xs:\n    def f():\n        continue\n')).toEqual([3, "'continue' not properly in loop"]);
    // Allowed: in a function, in a loop's try/finally/with/match, and a loop's else breaking its outer loop.
    expect(
      message(
        [
          'def f(xs):',
          '    for x in xs:',
          '        try:',
          '            with open(x) as handle:',
          '                match handle.read():',
          '                    case "":',
          '                        continue',
          '        finally:',
          '            break',
          '    while True:',
          '        for y in xs:',
          '            pass',
          '        else:',
          '            break',
          '    return xs',
        ].join('\n'),
      ),
    ).toBeNull();
  });

  it('parses f-string interpolations as expressions with file line numbers', () => {
    const body = parsePython('x = 1\nmessage = f"user {user.name!r} has {len(items):>5} items"\n').module.body;
    const assign = body[1] as Extract<Stmt, { kind: 'Assign' }>;
    expect(assign.value.kind).toBe('Str');
    if (assign.value.kind !== 'Str') return;
    expect(assign.value.parts.map((part) => part.kind)).toEqual(['Attribute', 'Call']);
    expect(assign.value.parts.every((part) => part.line === 2)).toBe(true);
  });
});
