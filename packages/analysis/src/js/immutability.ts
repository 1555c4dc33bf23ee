/** Law of Immutable State (HB004) for JavaScript/TypeScript. */
import type { Identifier, Node, VariableDeclarator } from '@babel/types';
import { makeFinding } from '../common/finding.ts';
import type { Finding } from '../types.ts';
import { calleeName, calleeObject, endLine, patternIdentifiers, startLine, type FunctionNode } from './ast-utils.ts';
import type { JsContext, JsRule } from './context.ts';
import type { Binding } from './scope.ts';

/** Methods that change the array, map or set they are called on. */
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'clear',
]);

/**
 * Parameters that frameworks hand over precisely to be changed: request/response objects,
 * Immer drafts and reducer state, DOM nodes, reduce accumulators.
 */
const MUTABLE_BY_CONVENTION = new Set([
  'req',
  'res',
  'request',
  'response',
  'reply',
  'ctx',
  'context',
  'next',
  'draft',
  'state',
  'el',
  'element',
  'node',
  'target',
  'event',
  'e',
  'acc',
  'accumulator',
  'memo',
  'app',
  'server',
  'router',
  'program',
  'config',
  'module',
  'window',
  'document',
  'canvas',
  'map',
  'registry',
  'self',
  'builder',
  'options',
  'opts',
  'store',
  'cache',
  'socket',
  'stream',
  'emitter',
  'logger',
  'doc',
  'editor',
  'view',
  'chart',
  'sandbox',
  'container',
  'root',
  'parent',
  'host',
  'mount',
  'wrapper',
  'form',
  'input',
  'button',
  'link',
  'image',
  'img',
  'ref',
  'mock',
  'into',
  'out',
  'output',
  'sink',
  'collector',
  'result',
  'results',
  'buffer',
  'visited',
  'seen',
  'spy',
  'fixture',
  'draftState',
]);

/** The identifier at the root of `a.b[c].d`. */
function rootIdentifier(node: Node): Identifier | undefined {
  let current: Node = node;
  while (
    current.type === 'MemberExpression' ||
    current.type === 'OptionalMemberExpression' ||
    current.type === 'TSNonNullExpression'
  ) {
    current = current.type === 'TSNonNullExpression' ? current.expression : current.object;
  }
  return current.type === 'Identifier' ? current : undefined;
}

interface ParamMutation {
  binding: Binding;
  owner: FunctionNode;
  functionName: string;
  line: number;
  count: number;
  example: string;
}

type FunctionFrame = NonNullable<JsContext['currentFunction']>;

/** The frame of the function that owns a parameter, searching outwards from `frame`. */
function ownerFrameOf(frame: FunctionFrame, owner: FunctionNode): FunctionFrame | null {
  let current: FunctionFrame | null = frame;
  while (current && current.node !== owner) current = current.parent;
  return current;
}

/** A parameter that may be reported when mutated: not one that is mutable by convention (req, res, …). */
function reportableParam(binding: Binding | undefined): binding is Binding & { owner: FunctionNode } {
  return (
    binding !== undefined && binding.kind === 'param' && !!binding.owner && !MUTABLE_BY_CONVENTION.has(binding.name)
  );
}

/** The accumulator of reduce is the callback's own working value. */
function isReduceAccumulator(binding: Binding & { owner: FunctionNode }, ownerFrame: FunctionFrame | null): boolean {
  return /^reduce(Right)?$/.test(ownerFrame?.callbackOf ?? '') && binding.owner.params[0] === binding.declaration;
}

/**
 * The nodes that a mutating expression changes: `a.b = …`, each member inside a destructuring
 * target (`[a[i], a[j]] = …`, `({ x: a.y } = …)`), `a.b++`, `delete a.b`, `a.push(…)`,
 * `Object.assign(a, …)`.
 */
function mutatedTargets(node: Node, context: JsContext): Node[] {
  if (node.type === 'AssignmentExpression') return patternTargets(node.left);
  if (node.type === 'UpdateExpression') return [node.argument];
  if (node.type === 'UnaryExpression') return node.operator === 'delete' ? [node.argument] : [];
  if (node.type === 'CallExpression') {
    const target = mutatingCallTarget(node, context);
    return target ? [target] : [];
  }
  return [];
}

/** The assignable places inside an assignment's left side, looking through patterns. */
function patternTargets(node: Node): Node[] {
  if (node.type === 'ArrayPattern') return node.elements.flatMap((element) => (element ? patternTargets(element) : []));
  if (node.type === 'ObjectPattern') {
    return node.properties.flatMap((property) =>
      property.type === 'RestElement' ? patternTargets(property.argument) : patternTargets(property.value),
    );
  }
  if (node.type === 'RestElement') return patternTargets(node.argument);
  if (node.type === 'AssignmentPattern') return patternTargets(node.left);
  return [node];
}

function mutatingCallTarget(node: Extract<Node, { type: 'CallExpression' }>, context: JsContext): Node | undefined {
  const method = calleeName(node);
  const object = calleeObject(node);
  if (method && object && MUTATING_METHODS.has(method) && object.type !== 'ThisExpression') return node.callee;
  if (node.callee.type !== 'MemberExpression' || context.text(node.callee) !== 'Object.assign') return undefined;
  const first = node.arguments[0];
  return first?.type === 'Identifier' ? { ...node.callee, object: first } : undefined;
}

/** The parameters mutated so far, one entry per parameter. */
class ParamMutations {
  readonly byBinding = new Map<Binding, ParamMutation>();

  record(target: Node, node: Node, context: JsContext): void {
    const root = rootIdentifier(target);
    if (!root || target === root) return;
    const binding = context.scopes.resolve(root);
    const frame = context.currentFunction;
    if (!reportableParam(binding) || !frame) return;
    const existing = this.byBinding.get(binding);
    if (existing) {
      existing.count += 1;
      return;
    }
    const ownerFrame = ownerFrameOf(frame, binding.owner);
    if (isReduceAccumulator(binding, ownerFrame)) return;
    this.byBinding.set(binding, {
      binding,
      owner: binding.owner,
      functionName: ownerFrame?.name ?? 'a function',
      line: startLine(node),
      count: 1,
      example: context.text(node).split('\n')[0]?.slice(0, 40) ?? '',
    });
  }

  findings(): Finding[] {
    return [...this.byBinding.values()].map((mutation) => {
      const times = mutation.count > 1 ? ` (${mutation.count} places)` : '';
      return makeFinding(
        'HB004',
        'Minor',
        `\`${mutation.functionName}\` mutates its parameter \`${mutation.binding.name}\`${times}, e.g. \`${mutation.example}\`.`,
        mutation.line,
        mutation.line,
        `Return a new value (spread or copy \`${mutation.binding.name}\`) instead of changing the caller's object.`,
      );
    });
  }
}

/** Creates the HB004 rule; parameter mutations are collected during the walk, the rest at the end. */
export function createImmutabilityRule(): JsRule {
  const mutations = new ParamMutations();
  return {
    enter(node, context) {
      for (const target of mutatedTargets(node, context)) mutations.record(target, node, context);
    },
    finish(context) {
      return [...mutations.findings(), ...bindingFindings(context)];
    },
  };
}

function reassignedParamFinding(binding: Binding): Finding {
  const write = binding.writes[0];
  const line = write ? startLine(write.identifier) : startLine(binding.identifier);
  return makeFinding(
    'HB004',
    'Minor',
    `Parameter \`${binding.name}\` is reassigned.`,
    line,
    line,
    `Assign the new value to a const with its own name instead of reusing \`${binding.name}\`.`,
  );
}

/** A module-level let/var reassigned inside a function (outside tests). */
function sharedStateFinding(binding: Binding, context: JsContext): Finding | undefined {
  const inFunction = binding.writes.find((write) => write.inFunction !== null);
  if (!binding.isModuleLevel || !inFunction || context.isTestFile) return undefined;
  const line = startLine(inFunction.identifier);
  const declared = startLine(binding.identifier);
  return makeFinding(
    'HB004',
    'Minor',
    `Module-level variable \`${binding.name}\` (line ${declared}) is reassigned inside a function at line ${line}.`,
    declared,
    declared,
    'Keep the state inside a function or object that owns it, or pass it explicitly.',
  );
}

function bindingFindings(context: JsContext): Finding[] {
  const findings: Finding[] = [];
  const reportedDeclarators = new Set<Node>();
  for (const binding of context.scopes.bindings) {
    if (binding.kind === 'param' && binding.writes.length > 0) {
      findings.push(reassignedParamFinding(binding));
      continue;
    }
    if (binding.kind !== 'let' && binding.kind !== 'var') continue;
    const shared = sharedStateFinding(binding, context);
    if (shared) {
      findings.push(shared);
      continue;
    }
    const declarator = binding.declaration;
    if (declarator.type !== 'VariableDeclarator' || reportedDeclarators.has(declarator)) continue;
    const finding = declaratorFinding(declarator, binding, context);
    if (finding) {
      reportedDeclarators.add(declarator);
      findings.push(finding);
    }
  }
  return findings;
}

function declaratorFinding(declarator: VariableDeclarator, binding: Binding, context: JsContext): Finding | undefined {
  const identifiers = patternIdentifiers(declarator.id);
  const bindings = identifiers.map((identifier) => context.scopes.resolve(identifier));
  const neverWritten = bindings.every((each) => each !== undefined && each.writes.length === 0);
  const names = identifiers.map((identifier) => `\`${identifier.name}\``).join(', ');
  const line = startLine(declarator);
  if (binding.kind === 'var') {
    return makeFinding(
      'HB004',
      'Minor',
      `${names} ${identifiers.length > 1 ? 'are' : 'is'} declared with \`var\`; ${neverWritten ? 'it is never reassigned and should be `const`' : 'use `let` for a block-scoped binding'}.`,
      line,
      endLine(declarator),
      neverWritten ? 'Replace `var` with `const`.' : 'Replace `var` with `let`.',
    );
  }
  if (!binding.hasInitializer || !neverWritten) return undefined;
  return makeFinding(
    'HB004',
    'Minor',
    `${names} ${identifiers.length > 1 ? 'are' : 'is'} declared with \`let\` but never reassigned.`,
    line,
    line,
    'Replace `let` with `const`.',
  );
}
