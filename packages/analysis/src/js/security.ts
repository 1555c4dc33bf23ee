/** Security rules SEC001–SEC008 for JavaScript/TypeScript. */
import type { Node } from '@babel/types';
import { knownSecretFormat, isSecretName, looksLikeSecretValue, mentionsPassword } from '../common/secrets.ts';
import { SQL_EXECUTING_METHODS } from '../common/sql.ts';
import { calleeName, isStaticString, keyName, memberPath } from './ast-utils.ts';
import type { Severity } from '../types.ts';
import type { JsContext, JsRule } from './context.ts';
import { resolveCallee } from './imports.ts';
import { allPartsSafe, dynamicSql, rememberAssignment } from './security-helpers.ts';
import { checkRequestTaint, rememberRequestAlias } from './taint.ts';

type Call = Extract<Node, { type: 'CallExpression' | 'NewExpression' }>;

const SHELL_MODULES = new Set(['child_process', 'shelljs', 'execa']);
const WEAK_HASHES = new Set(['md5', 'sha1', 'md4', 'sha-1', 'md-5']);

function isGlobal(node: Node, name: string, context: JsContext): boolean {
  return node.type === 'Identifier' && node.name === name && context.scopes.resolve(node) === undefined;
}

/** A SEC001 finding before it is reported. */
interface CodeExecution {
  severity: Severity;
  message: string;
  fix: string;
}

/** Recognises one way of running a string as code; undefined when the call is not that. */
type CodeExecutionCheck = (call: Call, context: JsContext, dynamic: boolean) => CodeExecution | undefined;

const evalCall: CodeExecutionCheck = (call, context, dynamic) => {
  const callee = call.callee;
  const isEval =
    isGlobal(callee, 'eval', context) ||
    (callee.type === 'MemberExpression' && /^(window|globalThis)\.eval$/.test(memberPath(callee) ?? ''));
  if (!isEval) return undefined;
  return {
    severity: dynamic ? 'Critical' : 'Major',
    message: `\`eval\` executes ${dynamic ? 'a dynamic string' : 'a string'} as code.`,
    fix: 'Parse data with JSON.parse or dispatch through a lookup table instead of evaluating code.',
  };
};

const functionConstructor: CodeExecutionCheck = (call, context, dynamic) => {
  if (!isGlobal(call.callee, 'Function', context)) return undefined;
  return {
    severity: dynamic ? 'Critical' : 'Major',
    message: '`Function` constructor compiles a string into code.',
    fix: 'Define the function in source code instead of building it from strings.',
  };
};

const STRING_CODE_TYPES = new Set(['StringLiteral', 'TemplateLiteral', 'BinaryExpression']);

const timerWithString: CodeExecutionCheck = (call, context) => {
  const callee = call.callee;
  const first = call.arguments[0] as Node | undefined;
  const isTimer = isGlobal(callee, 'setTimeout', context) || isGlobal(callee, 'setInterval', context);
  if (!isTimer || !first || !STRING_CODE_TYPES.has(first.type)) return undefined;
  return {
    severity: 'Major',
    message: `\`${(callee as { name: string }).name}\` with a string argument evaluates it as code.`,
    fix: 'Pass a function instead of a string.',
  };
};

const vmWithDynamicCode: CodeExecutionCheck = (call, context, dynamic) => {
  const resolved = resolveCallee(context.imports, call.callee);
  if (resolved?.source !== 'vm' || !/^(runIn\w*Context|compileFunction|Script)$/.test(resolved.member) || !dynamic) {
    return undefined;
  }
  return {
    severity: 'Critical',
    message: `\`vm.${resolved.member}\` runs a dynamic string as code.`,
    fix: 'The vm module is not a security boundary; avoid running untrusted code.',
  };
};

const CODE_EXECUTION_CHECKS: readonly CodeExecutionCheck[] = [
  evalCall,
  functionConstructor,
  timerWithString,
  vmWithDynamicCode,
];

function checkDynamicCode(call: Call, context: JsContext): void {
  const first = call.arguments[0] as Node | undefined;
  const dynamic = first !== undefined && !isStaticString(first);
  for (const check of CODE_EXECUTION_CHECKS) {
    const found = check(call, context, dynamic);
    if (found) {
      context.report('SEC001', found.severity, found.message, call, found.fix);
      return;
    }
  }
}

function checkShell(call: Call, context: JsContext): void {
  const resolved = resolveCallee(context.imports, call.callee);
  if (!resolved || !SHELL_MODULES.has(resolved.source)) return;
  const first = call.arguments[0] as Node | undefined;
  if (!first || isStaticString(first)) return;
  const usesShell =
    /^(exec|execSync)$/.test(resolved.member) ||
    (/^(spawn|spawnSync|execFile|execFileSync)$/.test(resolved.member) &&
      call.arguments.some(
        (argument) =>
          argument.type === 'ObjectExpression' &&
          argument.properties.some(
            (property) =>
              property.type === 'ObjectProperty' &&
              keyName(property.key, property.computed) === 'shell' &&
              !(property.value.type === 'BooleanLiteral' && !property.value.value),
          ),
      ));
  if (!usesShell) return;
  context.report(
    'SEC003',
    'Critical',
    `Shell command for \`${resolved.member}\` is built from \`${context.text(first).slice(0, 40)}\`.`,
    call,
    'Use execFile/spawn with an argument array and no shell, and validate the values.',
  );
}

function checkSql(call: Call, context: JsContext): void {
  const method = calleeName(call);
  if (!method || !SQL_EXECUTING_METHODS.has(method) || (call.callee.type === 'Identifier' && method !== 'query')) {
    return;
  }
  const sql = dynamicSql(call.arguments[0], context);
  if (!sql) return;
  context.report(
    'SEC002',
    sql.onlyConstants ? 'Major' : 'Critical',
    `SQL passed to \`${method}\` is built from strings with \`${sql.example}\`${sql.line !== call.loc?.start.line ? ` (line ${sql.line})` : ''}.`,
    call,
    'Use placeholders ($1 or ?) and pass the values as query parameters.',
  );
}

function checkCallSinks(call: Call, context: JsContext): void {
  checkHtmlWrite(call, context);
  checkUnsafeDeserialize(call, context);
  checkWeakPasswordHash(call, context);
}

function checkHtmlWrite(call: Call, context: JsContext): void {
  const method = calleeName(call);
  const path = memberPath(call.callee) ?? '';
  const html = call.arguments[method === 'insertAdjacentHTML' ? 1 : 0] as Node | undefined;
  if (method !== 'insertAdjacentHTML' && !/^document\.write(ln)?$/.test(path)) return;
  if (!html || allPartsSafe(html)) return;
  context.report(
    'SEC005',
    'Major',
    `\`${method === 'insertAdjacentHTML' ? method : path}\` inserts dynamic HTML (\`${context.text(html).slice(0, 40)}\`).`,
    call,
    'Build DOM nodes with textContent, or sanitise the HTML (e.g. DOMPurify.sanitize).',
  );
}

function checkUnsafeDeserialize(call: Call, context: JsContext): void {
  const resolved = resolveCallee(context.imports, call.callee);
  if (
    !resolved ||
    !/^(node-serialize|serialize-to-js|funcster)$/.test(resolved.source) ||
    !/^unserialize|deserialize$/.test(resolved.member)
  ) {
    return;
  }
  context.report(
    'SEC006',
    'Critical',
    `\`${resolved.member}\` from ${resolved.source} can execute functions embedded in the data.`,
    call,
    'Exchange data as JSON and parse it with JSON.parse.',
  );
}

/** HMAC-SHA1 (TOTP, webhooks) is still a sound MAC; only plain digests of passwords are reported. */
function checkWeakPasswordHash(call: Call, context: JsContext): void {
  const algorithm = call.arguments[0];
  if (calleeName(call) !== 'createHash' || algorithm?.type !== 'StringLiteral') return;
  if (!WEAK_HASHES.has(algorithm.value.toLowerCase())) return;
  const statement = context.ancestors.findLast((ancestor) => /Statement|Declaration$/.test(ancestor.type)) ?? call;
  const scopeName = context.currentFunction?.name ?? '';
  if (!mentionsPassword(context.text(statement)) && !mentionsPassword(scopeName)) return;
  context.report(
    'SEC007',
    'Major',
    `Passwords are hashed with ${algorithm.value.toUpperCase()}, which is fast and broken.`,
    call,
    'Hash passwords with bcrypt, scrypt (crypto.scrypt) or Argon2 with a per-user salt.',
  );
}

function checkSecretAssignment(
  name: string | undefined,
  value: Node | null | undefined,
  node: Node,
  context: JsContext,
): void {
  if (!name || !value || context.isTestFile) return;
  const text =
    value.type === 'StringLiteral'
      ? value.value
      : value.type === 'TemplateLiteral' && value.expressions.length === 0
        ? value.quasis[0]?.value.cooked
        : undefined;
  if (text === undefined || !isSecretName(name) || !looksLikeSecretValue(text)) return;
  context.report(
    'SEC004',
    'Critical',
    `\`${name}\` is set to a hard-coded secret.`,
    node,
    `Read ${name} from the environment (process.env) or a secret store.`,
  );
}

function checkAssignment(node: Extract<Node, { type: 'AssignmentExpression' }>, context: JsContext): void {
  rememberAssignment(node, context);
  const property = node.left.type === 'MemberExpression' ? keyName(node.left.property, node.left.computed) : undefined;
  if ((property === 'innerHTML' || property === 'outerHTML') && !allPartsSafe(node.right)) {
    context.report(
      'SEC005',
      'Major',
      `\`${property}\` is assigned dynamic HTML (\`${context.text(node.right).slice(0, 40)}\`).`,
      node,
      'Set textContent instead, or sanitise the HTML (e.g. DOMPurify.sanitize) before assigning it.',
    );
  }
  if (memberPath(node.left) === 'process.env.NODE_TLS_REJECT_UNAUTHORIZED') {
    context.report(
      'SEC008',
      'Major',
      'NODE_TLS_REJECT_UNAUTHORIZED turns off certificate checks for every connection.',
      node,
      'Trust the needed CA (NODE_EXTRA_CA_CERTS) instead of disabling verification.',
    );
  }
  const target = node.left.type === 'Identifier' ? node.left.name : property;
  checkSecretAssignment(target, node.right, node, context);
}

function checkProperty(node: Extract<Node, { type: 'ObjectProperty' | 'ClassProperty' }>, context: JsContext): void {
  const key = keyName(node.key, node.computed);
  if (
    (key === 'rejectUnauthorized' || key === 'strictSSL') &&
    node.value?.type === 'BooleanLiteral' &&
    !node.value.value
  ) {
    context.report(
      'SEC008',
      context.isTestFile ? 'Minor' : 'Major',
      `\`${key}: false\` accepts any TLS certificate.`,
      node,
      'Keep certificate verification on; add the CA certificate instead.',
    );
  }
  checkSecretAssignment(key, node.value, node, context);
}

function checkJsxHtml(node: Extract<Node, { type: 'JSXAttribute' }>, context: JsContext): void {
  if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'dangerouslySetInnerHTML') return;
  const container = node.value;
  const expression = container?.type === 'JSXExpressionContainer' ? container.expression : undefined;
  const html =
    expression?.type === 'ObjectExpression'
      ? expression.properties.find(
          (property) => property.type === 'ObjectProperty' && keyName(property.key, property.computed) === '__html',
        )
      : undefined;
  const value = html?.type === 'ObjectProperty' ? html.value : undefined;
  if (!value || !allPartsSafe(value)) {
    context.report(
      'SEC005',
      'Major',
      `\`dangerouslySetInnerHTML\` renders ${value ? `\`${context.text(value).slice(0, 40)}\`` : 'dynamic HTML'} unsanitised.`,
      node,
      'Render the text as JSX children, or sanitise it with DOMPurify.sanitize first.',
    );
  }
}

function checkCall(call: Call, context: JsContext): void {
  checkDynamicCode(call, context);
  checkShell(call, context);
  checkSql(call, context);
  checkCallSinks(call, context);
  checkRequestTaint(call, context);
}

function checkDeclarator(node: Extract<Node, { type: 'VariableDeclarator' }>, context: JsContext): void {
  rememberRequestAlias(node, context);
  if (node.id.type === 'Identifier') checkSecretAssignment(node.id.name, node.init, node, context);
}

/** A parameter's default value (`constructor(private secret = '…')`, `function connect(password = '…')`). */
function checkDefault(node: Extract<Node, { type: 'AssignmentPattern' }>, context: JsContext): void {
  if (node.left.type === 'Identifier') checkSecretAssignment(node.left.name, node.right, node, context);
}

function checkSecretFormat(
  node: Extract<Node, { type: 'StringLiteral' | 'TemplateElement' }>,
  context: JsContext,
): void {
  const text = node.type === 'StringLiteral' ? node.value : node.value.raw;
  const format = text.length >= 20 ? knownSecretFormat(text) : undefined;
  if (format) {
    context.report(
      'SEC004',
      'Critical',
      `String literal contains ${format}.`,
      node,
      'Revoke the credential and load it from the environment.',
    );
  }
}

type NodeCheck<N extends Node> = (node: N, context: JsContext) => void;

/** The security checks to run on each node type. */
const CHECKS_BY_TYPE: { [T in Node['type']]?: NodeCheck<Extract<Node, { type: T }>> } = {
  CallExpression: checkCall,
  NewExpression: checkCall,
  AssignmentExpression: checkAssignment,
  VariableDeclarator: checkDeclarator,
  AssignmentPattern: checkDefault,
  ObjectProperty: checkProperty,
  ClassProperty: checkProperty,
  JSXAttribute: checkJsxHtml,
  StringLiteral: checkSecretFormat,
  TemplateElement: checkSecretFormat,
};

/** The security rule for JavaScript and TypeScript. */
export const securityRule: JsRule = {
  enter(node, context) {
    (CHECKS_BY_TYPE[node.type] as NodeCheck<Node> | undefined)?.(node, context);
  },
};
