/**
 * Growth facts of JavaScript and TypeScript functions from Babel's tree: `for`, `for…of`,
 * `while` loops (halving bounds included), iteration callbacks (`.map`, `.forEach`, …) as loops,
 * `.sort()` n log n, `.includes`/`.indexOf` on an array n, and calls of a function to itself.
 */
import type { CallExpression, Node, OptionalCallExpression, Program } from '@babel/types';
import {
  calleeName,
  calleeObject,
  endLine,
  forEachChild,
  isFunctionNode,
  startLine,
  type FunctionNode,
} from '../js/ast-utils.ts';
import { ITERATION_METHODS } from '../js/units.ts';
import type { UnitInfo } from '../model.ts';
import {
  callsOnOnePath,
  isHalf,
  isHalvingUpdate,
  lazyGrowthReader,
  namesIn,
  nestLoops,
  type PathView,
  type PlacedLoop,
} from './shared.ts';
import type { GrowthCall, GrowthReader, RecursiveCall } from './types.ts';

type Call = CallExpression | OptionalCallExpression;

const SORTS = new Set(['sort', 'toSorted']);
const LINEAR_METHODS = new Set(['includes', 'indexOf', 'lastIndexOf', 'splice', 'shift', 'unshift']);

const isCall = (node: Node): node is Call => node.type === 'CallExpression' || node.type === 'OptionalCallExpression';

function rootName(node: Node | undefined | null): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  // `[...items].sort()` sorts a copy of items.
  if (node.type === 'ArrayExpression' && node.elements.length === 1 && node.elements[0]?.type === 'SpreadElement') {
    return rootName(node.elements[0].argument);
  }
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    return node.object.type === 'ThisExpression' && node.property.type === 'Identifier'
      ? node.property.name
      : rootName(node.object);
  }
  return null;
}

function declaredName(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'VariableDeclaration') return declaredName(node.declarations[0]?.id);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'AssignmentExpression') return declaredName(node.left);
  if (node.type === 'ArrayPattern' || node.type === 'ObjectPattern') return null;
  return null;
}

class FunctionReader {
  readonly loops: PlacedLoop[] = [];
  readonly calls: GrowthCall[] = [];
  readonly recursiveCalls: RecursiveCall[] = [];
  private readonly halved = new Set<string>();

  constructor(
    private readonly name: string,
    private readonly source: string,
    private readonly lines: readonly string[],
  ) {}

  text(node: Node | null | undefined): string {
    return node ? this.source.slice(node.start ?? 0, node.end ?? 0) : '';
  }

  private header(line: number): string {
    return (this.lines[line - 1] ?? '').trim();
  }

  isSelfCall(node: Node): boolean {
    if (!isCall(node)) return false;
    const { callee } = node;
    if (callee.type === 'Identifier') return callee.name === this.name;
    return (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'ThisExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === this.name
    );
  }

  visit(node: Node): void {
    if (isFunctionNode(node)) return;
    if (
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.init &&
      isHalf(this.text(node.init))
    ) {
      this.halved.add(node.id.name);
    }
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && isHalf(this.text(node.right))) {
      this.halved.add(node.left.name);
    }
    if (node.type === 'ForStatement') this.forLoop(node);
    else if (node.type === 'ForOfStatement' || node.type === 'ForInStatement') {
      this.loop(node, declaredName(node.left), this.text(node.right), node.right.type === 'ArrayExpression', false);
    } else if (node.type === 'WhileStatement' || node.type === 'DoWhileStatement') {
      this.loop(node, null, this.text(node.test), false, this.halvesBound(node.test, node.body));
    } else if (isCall(node)) this.call(node);
    forEachChild(node, (child) => this.visit(child));
  }

  private loop(node: Node, variable: string | null, bound: string, constant: boolean, halving: boolean): void {
    const line = startLine(node);
    this.loops.push({
      from: node.start ?? 0,
      to: node.end ?? 0,
      line,
      endLine: endLine(node),
      header: this.header(line),
      variable,
      bound,
      names: namesIn(bound).filter((name) => name !== variable),
      shrinking: false,
      halving,
      constant,
      inner: [],
    });
  }

  private forLoop(node: Extract<Node, { type: 'ForStatement' }>): void {
    const variable = declaredName(node.init);
    const initValue =
      node.init?.type === 'VariableDeclaration' ? this.text(node.init.declarations[0]?.init) : this.text(node.init);
    const bound = `${this.text(node.test)} ; ${initValue}`;
    const test = node.test;
    // `for (let i = 0; i < 10; i++)` runs a fixed number of times; `for (s = n; s > 1; …)` does not.
    const constant =
      test?.type === 'BinaryExpression' &&
      test.right.type === 'NumericLiteral' &&
      /^(<|<=|>|>=|!==?)$/.test(test.operator) &&
      /^\s*-?\d+\s*$/.test(initValue);
    const update = this.text(node.update);
    const halving =
      isHalvingUpdate(update) || isHalf(update) || (node.test ? this.halvesBound(node.test, node.body) : false);
    this.loop(node, variable, bound, constant, halving);
  }

  /** True when the loop's body moves a name of its condition by a half (`hi = mid - 1`, `n >>= 1`). */
  private halvesBound(test: Node, body: Node): boolean {
    const names = namesIn(this.text(test));
    const inside = new Set(this.halved);
    let halving = false;
    const visit = (node: Node) => {
      if (isFunctionNode(node)) return;
      if (
        node.type === 'VariableDeclarator' &&
        node.id.type === 'Identifier' &&
        node.init &&
        isHalf(this.text(node.init))
      ) {
        inside.add(node.id.name);
      }
      if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier') {
        const text = this.text(node);
        if (isHalf(this.text(node.right))) inside.add(node.left.name);
        if (
          names.includes(node.left.name) &&
          (isHalvingUpdate(text) ||
            isHalf(this.text(node.right)) ||
            namesIn(this.text(node.right)).some((name) => inside.has(name)))
        ) {
          halving = true;
        }
      }
      forEachChild(node, visit);
    };
    visit(body);
    return halving;
  }

  private call(node: Call): void {
    const line = startLine(node);
    if (this.isSelfCall(node)) {
      const halving = node.arguments.some((arg) => {
        const text = this.text(arg);
        return (
          isHalf(text) ||
          /\.(slice|subarray|substring)\(/.test(text) ||
          namesIn(text).some((name) => this.halved.has(name))
        );
      });
      const part = node.arguments.some(
        (arg) =>
          arg.type === 'MemberExpression' &&
          !arg.computed &&
          arg.object.type === 'Identifier' &&
          arg.property.type === 'Identifier' &&
          arg.property.name !== 'length' &&
          arg.property.name !== 'size',
      );
      this.recursiveCalls.push({ line, halving, part });
      return;
    }
    const method = calleeName(node);
    const receiver = calleeObject(node);
    if (!method || !receiver) return;
    const callback = node.arguments.find((arg) => isFunctionNode(arg));
    if (ITERATION_METHODS.has(method) && callback && isFunctionNode(callback)) {
      // The callback runs once per element: a loop whose body is the callback's.
      this.loop(
        node,
        callback.params[0]?.type === 'Identifier' ? callback.params[0].name : null,
        this.text(receiver),
        receiver.type === 'ArrayExpression',
        false,
      );
      this.visit(callback.body);
      return;
    }
    if (SORTS.has(method)) {
      this.calls.push({ line, cost: 'nlogn', text: this.header(line), collection: rootName(receiver) });
    } else if (LINEAR_METHODS.has(method) && receiver.type !== 'ArrayExpression' && receiver.type !== 'StringLiteral') {
      this.calls.push({ line, cost: 'n', text: this.header(line), collection: rootName(receiver) });
    }
  }
}

function pathView(reader: FunctionReader): PathView<Node> {
  const exits = (node: Node): boolean => {
    if (node.type === 'ReturnStatement' || node.type === 'ThrowStatement') return true;
    if (node.type !== 'BlockStatement') return false;
    const last = node.body[node.body.length - 1];
    return last !== undefined && exits(last);
  };
  return {
    children(node) {
      const children: Node[] = [];
      forEachChild(node, (child) => {
        if (!isFunctionNode(child)) children.push(child);
      });
      return children;
    },
    isSelfCall: (node) => reader.isSelfCall(node),
    branch(node) {
      if (node.type === 'IfStatement') {
        return {
          always: [node.test],
          arms: node.alternate ? [node.consequent, node.alternate] : [node.consequent],
          complete: node.alternate !== null && node.alternate !== undefined,
        };
      }
      if (node.type === 'ConditionalExpression') {
        return { always: [node.test], arms: [node.consequent, node.alternate], complete: true };
      }
      if (node.type === 'SwitchStatement') return { always: [node.discriminant], arms: node.cases, complete: false };
      return null;
    },
    isBlock: (node) => node.type === 'BlockStatement',
    exits,
  };
}

/** Reads the growth facts of a parsed program's functions, each on first use. */
export function jsGrowthReader(program: Program, source: string, units: readonly UnitInfo[]): GrowthReader {
  const names = new Map<string, string>();
  for (const unit of units) {
    const key = `${unit.startLine}:${unit.endLine}`;
    if (!names.has(key)) names.set(key, unit.name.split('.').pop() ?? unit.name);
  }
  let lines: string[] | undefined;
  const index = () => {
    const nodes = new Map<string, { node: FunctionNode; name: string }>();
    const visit = (node: Node) => {
      if (isFunctionNode(node)) {
        const key = `${startLine(node)}:${endLine(node)}`;
        const name = names.get(key);
        if (name !== undefined && !nodes.has(key)) nodes.set(key, { node, name });
      }
      forEachChild(node, visit);
    };
    visit(program);
    return nodes;
  };
  return lazyGrowthReader(index, ({ node, name }) => {
    lines ??= source.split('\n');
    const reader = new FunctionReader(name, source, lines);
    for (const param of node.params) reader.visit(param);
    reader.visit(node.body);
    return {
      loops: nestLoops(reader.loops.sort((left, right) => left.from - right.from)),
      calls: reader.calls,
      recursiveCalls: reader.recursiveCalls,
      recursionPerPath: reader.recursiveCalls.length === 0 ? 0 : callsOnOnePath(node.body, pathView(reader)),
      memoised: /\b(memo|cache)\w*\s*(\[|\.(has|get)\()/i.test(reader.text(node)),
    };
  });
}
