import { describe, expect, it } from 'vitest';
import { readSubject } from './answer.ts';
import { accumulationRewrite } from './accumulation.ts';
import { rewriteProblem } from './rewrite-check.ts';

const CODE =
  'def total(items, start):\n    """Adds."""\n    result = start\n    for item in items:\n        result += item\n    return result\n';

describe('rewrites are checked before they are offered', () => {
  const shape = readSubject({ code: CODE, language: 'python', filename: 't.py' }).shapes[0];
  if (!shape) throw new Error('no function read');
  const rewrite = (code: string) => ({ title: 't', why: 'w', code, line: 1 });

  it('passes a rewrite that parses and keeps the names', () => {
    expect(
      rewriteProblem(shape, rewrite('def total(items, start):\n    """Adds."""\n    return start + sum(items)')),
    ).toBeNull();
  });

  it('refuses one that does not parse, drops a parameter it used, or calls something new', () => {
    expect(rewriteProblem(shape, rewrite('def total(items, start):\n    return sum(items for'))).toMatch(
      /does not parse/,
    );
    expect(rewriteProblem(shape, rewrite('def total(items, start):\n    """Adds."""\n    return sum(items)'))).toBe(
      'drops start',
    );
    expect(rewriteProblem(shape, rewrite('def total(items, start):\n    return start + numpy_sum(items)'))).toMatch(
      /calls numpy_sum/,
    );
  });

  it('checks the accumulation rewrite the assistant writes', () => {
    const found = accumulationRewrite(shape);
    if (found) expect(rewriteProblem(shape, found)).toBeNull();
  });
});
