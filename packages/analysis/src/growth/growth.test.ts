import { describe, expect, it } from 'vitest';
import { analyzeCode, analyzeCodeWithGrowth } from '../analyze.ts';
import type { GrowthFacts, GrowthLoop } from './types.ts';

function growthOf(filename: string, content: string, name: string): GrowthFacts {
  const { result, growthOf } = analyzeCodeWithGrowth({ filename, content });
  const fn = result.metrics.functions.find((unit) => unit.name === name);
  const growth = fn && growthOf(fn);
  if (!growth) throw new Error(`no growth facts for ${name}`);
  return growth;
}

/** Loops as "line:flags" with their inner loops, for compact expectations. */
function outline(loops: readonly GrowthLoop[]): string[] {
  return loops.map((loop) => {
    const flags = [loop.shrinking && 'shrinking', loop.halving && 'halving', loop.constant && 'constant'].filter(
      Boolean,
    );
    const inner = loop.inner.length > 0 ? ` [${outline(loop.inner).join(', ')}]` : '';
    return `${loop.line}${flags.length > 0 ? `:${flags.join('+')}` : ''}${inner}`;
  });
}

describe('growth facts from the syntax tree', () => {
  it('stays out of the plain analysis result, which keeps no tree', () => {
    const result = analyzeCode({ filename: 'a.py', content: 'def f(items):\n    return sorted(items)\n' });
    expect(Object.keys(result.metrics.functions[0] ?? {})).not.toContain('growth');
    const withGrowth = analyzeCodeWithGrowth({
      filename: 'a.py',
      content: 'def f(items):\n    return sorted(items)\n',
    });
    expect(withGrowth.result).toEqual(result);
  });

  it('reads Python loops, halving bounds, set lookups and recursion per path', () => {
    const source = [
      'SEEN = {1, 2}',
      'def scan(items, known):',
      '    for i in range(len(items)):',
      '        for j in range(len(items) - i - 1):',
      '            if items[j] in SEEN or items[j] in known:',
      '                pass',
      '    lo, hi = 0, len(items)',
      '    while lo < hi:',
      '        mid = (lo + hi) // 2',
      '        hi = mid',
      '    return sorted(items)',
      '',
      'def search(items, low, high):',
      '    mid = (low + high) // 2',
      '    if items[mid] > 0:',
      '        return search(items, low, mid - 1)',
      '    return search(items, mid + 1, high)',
      '',
      'def fib(n):',
      '    return fib(n - 1) + fib(n - 2) if n > 1 else n',
      '',
      'def depth(node):',
      '    return 1 + max(depth(node.left), depth(node.right)) if node else 0',
    ].join('\n');
    const scan = growthOf('a.py', source, 'scan');
    expect(outline(scan.loops)).toEqual(['3 [4:shrinking]', '8:halving']);
    expect(scan.calls.map((call) => `${call.line} ${call.cost} ${call.collection}`)).toEqual([
      '5 n known',
      '11 nlogn items',
    ]);
    const search = growthOf('a.py', source, 'search');
    expect(search.recursiveCalls.map((call) => call.halving)).toEqual([true, true]);
    expect(search.recursionPerPath).toBe(1);
    const fib = growthOf('a.py', source, 'fib');
    expect(fib.recursionPerPath).toBe(2);
    expect(fib.recursiveCalls.some((call) => call.part)).toBe(false);
    expect(growthOf('a.py', source, 'depth').recursiveCalls.map((call) => call.part)).toEqual([true, true]);
  });

  it('reads JavaScript loops on one line, iteration callbacks and halving updates', () => {
    const source = [
      'export function pairs(left, right) {',
      '  for (const a of left) for (const b of right) if (a === b) return true;',
      '  return left.map((x) => right.includes(x));',
      '}',
      'export function halvings(n) {',
      '  let count = 0;',
      '  for (let size = n; size > 1; size = Math.floor(size / 2)) count += 1;',
      '  for (let i = 0; i < 10; i++) count += 1;',
      '  return count;',
      '}',
    ].join('\n');
    const pairs = growthOf('a.js', source, 'pairs');
    expect(outline(pairs.loops)).toEqual(['2 [2]', '3']);
    expect(pairs.calls).toEqual([expect.objectContaining({ line: 3, cost: 'n', collection: 'right' })]);
    expect(outline(growthOf('a.js', source, 'halvings').loops)).toEqual(['7:halving', '8:constant']);
  });

  it('reads Java loops with braces on their own lines, set and list lookups, and recursion in a ternary', () => {
    const source = [
      'import java.util.*;',
      'class A {',
      '    static int count(List<String> names, Set<String> blocked, List<String> listed)',
      '    {',
      '        int total = 0;',
      '        for (int i = 0; i < names.size(); i++)',
      '        {',
      '            for (int j = i + 1; j < names.size(); j++)',
      '            {',
      '                if (blocked.contains(names.get(j)) || listed.contains(names.get(i))) total++;',
      '            }',
      '        }',
      '        return total;',
      '    }',
      '    static int find(int[] a, int x, int lo, int hi)',
      '    {',
      '        int mid = (lo + hi) / 2;',
      '        return a[mid] < x ? find(a, x, mid + 1, hi) : find(a, x, lo, mid - 1);',
      '    }',
      '}',
    ].join('\n');
    const count = growthOf('A.java', source, 'count');
    expect(outline(count.loops)).toEqual(['6 [8:shrinking]']);
    expect(count.calls.map((call) => call.collection)).toEqual(['listed']);
    const find = growthOf('A.java', source, 'find');
    expect(find.recursionPerPath).toBe(1);
    expect(find.recursiveCalls.every((call) => call.halving)).toBe(true);
  });
});
