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

/** Creates the HB004 rule; parameter mutations are collected during the walk, the rest at the end. */
export function createImmutabilityRule(): JsRule {
  const mutations = new Map<Binding, ParamMutation>();

  const recordMutation = (target: Node, node: Node, context: JsContext) => {
    const root = rootIdentifier(target);
    if (!root || target === root) return;
    const binding = context.scopes.resolve(root);
    const frame = context.currentFunction;
    if (!binding || binding.kind !== 'param' || !binding.owner || !frame || MUTABLE_BY_CONVENTION.has(binding.name))
      return;
    const existing = mutations.get(binding);
    if (existing) {
      existing.count += 1;
      return;
    }
    let ownerFrame: typeof frame | null = frame;
    while (ownerFrame && ownerFrame.node !== binding.owner) ownerFrame = ownerFrame.parent;
    // The accumulator of reduce is the callback's own working value.
    const isAccumulator =
      /^reduce(Right)?$/.test(ownerFrame?.callbackOf ?? '') && binding.owner.params[0] === binding.declaration;
    if (isAccumulator) return;
    mutations.set(binding, {
      binding,
      owner: binding.owner,
      functionName: ownerFrame?.name ?? 'a function',
      line: startLine(node),
      count: 1,
      example: context.text(node).split('\n')[0]?.slice(0, 40) ?? '',
    });
  };

  return {
    enter(node, context) {
      if (node.type === 'AssignmentExpression') recordMutation(node.left, node, context);
      else if (node.type === 'UpdateExpression') recordMutation(node.argument, node, context);
      else if (node.type === 'UnaryExpression' && node.operator === 'delete')
        recordMutation(node.argument, node, context);
      else if (node.type === 'CallExpression') {
        const method = calleeName(node);
        const object = calleeObject(node);
        if (method && object && MUTATING_METHODS.has(method) && object.type !== 'ThisExpression') {
          recordMutation(node.callee, node, context);
        } else if (node.callee.type === 'MemberExpression' && context.text(node.callee) === 'Object.assign') {
          const first = node.arguments[0];
          if (first?.type === 'Identifier') {
            recordMutation({ ...node.callee, object: first }, node, context);
          }
        }
      }
    },
    finish(context) {
      const findings: Finding[] = [];
      for (const mutation of mutations.values()) {
        const times = mutation.count > 1 ? ` (${mutation.count} places)` : '';
        findings.push(
          makeFinding(
            'HB004',
            'Minor',
            `\`${mutation.functionName}\` mutates its parameter \`${mutation.binding.name}\`${times}, e.g. \`${mutation.example}\`.`,
            mutation.line,
            mutation.line,
            `Return a new value (spread or copy \`${mutation.binding.name}\`) instead of changing the caller's object.`,
          ),
        );
      }
      findings.push(...bindingFindings(context));
      return findings;
    },
  };
}

function bindingFindings(context: JsContext): Finding[] {
  const findings: Finding[] = [];
  const reportedDeclarators = new Set<Node>();
  for (const binding of context.scopes.bindings) {
    if (binding.kind === 'param' && binding.writes.length > 0) {
      const write = binding.writes[0];
      const line = write ? startLine(write.identifier) : startLine(binding.identifier);
      findings.push(
        makeFinding(
          'HB004',
          'Minor',
          `Parameter \`${binding.name}\` is reassigned.`,
          line,
          line,
          `Assign the new value to a const with its own name instead of reusing \`${binding.name}\`.`,
        ),
      );
      continue;
    }
    if (binding.kind !== 'let' && binding.kind !== 'var') continue;
    const inFunction = binding.writes.find((write) => write.inFunction !== null);
    if (binding.isModuleLevel && inFunction && !context.isTestFile) {
      const line = startLine(inFunction.identifier);
      findings.push(
        makeFinding(
          'HB004',
          'Minor',
          `Module-level variable \`${binding.name}\` (line ${startLine(binding.identifier)}) is reassigned inside a function at line ${line}.`,
          startLine(binding.identifier),
          startLine(binding.identifier),
          'Keep the state inside a function or object that owns it, or pass it explicitly.',
        ),
      );
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
