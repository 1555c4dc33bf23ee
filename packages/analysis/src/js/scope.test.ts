import { parse } from '@babel/parser';
import type { Identifier, Node } from '@babel/types';
import { describe, expect, it } from 'vitest';
import { forEachChild } from './ast-utils.ts';
import { analyzeScopes } from './scope.ts';

function analyse(source: string) {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program;
  const scopes = analyzeScopes(program);
  const identifiers: Identifier[] = [];
  const collect = (node: Node) => {
    if (node.type === 'Identifier') identifiers.push(node);
    forEachChild(node, collect);
  };
  collect(program);
  const binding = (name: string, occurrence = 0) =>
    scopes.resolve(identifiers.filter((identifier) => identifier.name === name)[occurrence] as Identifier);
  return { scopes, binding };
}

describe('analyzeScopes', () => {
  it('resolves shadowed names to the innermost declaration', () => {
    const { binding } = analyse(
      'let total = 0;\nfunction sum(items) { let total = 1; total += items.length; return total; }\n',
    );
    const outer = binding('total', 0);
    const inner = binding('total', 1);
    expect(outer).not.toBe(inner);
    expect(outer?.writes).toHaveLength(0);
    expect(inner?.writes).toHaveLength(1);
    expect(inner?.isModuleLevel).toBe(false);
  });

  it('hoists var to the function scope and sees writes from closures', () => {
    const { binding } = analyse('function f() { if (x) { var seen = 1; } return () => { seen = 2; }; }');
    const seen = binding('seen');
    expect(seen?.kind).toBe('var');
    expect(seen?.writes).toHaveLength(1);
    expect(seen?.writes[0]?.inFunction?.type).toBe('ArrowFunctionExpression');
  });

  it('counts destructuring assignments and for-of heads as writes', () => {
    const { binding } = analyse(
      'let a = 1, b = 2;\n[a, b] = [b, a];\nfor (const item of list) {}\nlet c;\nfor (c of list) {}\n',
    );
    expect(binding('a')?.writes).toHaveLength(1);
    expect(binding('b')?.writes).toHaveLength(1);
    expect(binding('item')?.hasInitializer).toBe(true);
    expect(binding('c')?.writes).toHaveLength(1);
  });

  it('ignores property keys and type annotations', () => {
    const { scopes } = analyse('const name: string = "x";\nconst object = { name: 1 };\nobject.name = 2;\n');
    const name = scopes.bindings.find((each) => each.name === 'name');
    expect(name?.writes).toHaveLength(0);
    expect(name?.readCount).toBe(0);
  });
});
