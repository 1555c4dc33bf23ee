/** Security rules SEC001–SEC008 for Python. */
import { isSecretName, knownSecretFormat, looksLikeSecretValue, mentionsPassword } from '../common/secrets.ts';
import { SQL_EXECUTING_METHODS } from '../common/sql.ts';
import type { Expr, PyNode } from './ast.ts';
import { qualifiedName, ruleFromHandlers, type PyContext, type PyRule } from './context.ts';
import { dynamicSqlOf, isLiteral, keyword } from './expr-utils.ts';
import { checkRequestTaint } from './taint.ts';

type Call = Extract<Expr, { kind: 'Call' }>;

const SHELL_CALLS = new Set([
  'os.system',
  'os.popen',
  'subprocess.getoutput',
  'subprocess.getstatusoutput',
  'commands.getoutput',
  'asyncio.create_subprocess_shell',
]);
const SUBPROCESS = new Set([
  'subprocess.run',
  'subprocess.call',
  'subprocess.check_call',
  'subprocess.check_output',
  'subprocess.Popen',
]);
const UNSAFE_LOADERS = new Set([
  'pickle.loads',
  'pickle.load',
  'cPickle.loads',
  'cPickle.load',
  'dill.loads',
  'dill.load',
  'marshal.loads',
  'marshal.load',
  'shelve.open',
  'jsonpickle.decode',
  'pandas.read_pickle',
  'yaml.unsafe_load',
  'yaml.full_load',
]);
const HTML_TRUST = /(^|\.)(Markup|mark_safe|SafeString|render_template_string)$/;
const SANITIZERS = /(^|\.)(escape|clean|sanitize|bleach\.clean|conditional_escape)$/;

function isBuiltin(name: string, context: PyContext): boolean {
  return !context.imports.has(name) && !context.moduleNames.has(name);
}

function checkCall(call: Call, context: PyContext): void {
  const name = qualifiedName(call.func, context) ?? '';
  checkCodeExecution(call, context);
  checkShell(call, name, context);
  checkSql(call, name, context);
  checkHtmlTrust(call, name, context);
  checkDeserialisation(call, name, context);
  checkWeakHash(call, name, context);
  checkTls(call, name, context);
  checkRequestTaint(call, context);
  for (const each of call.keywords) checkSecret(each.name ?? '', each.value, each, context);
}

function checkCodeExecution(call: Call, context: PyContext): void {
  const first = call.args[0];
  const builtin = call.func.kind === 'Name' && /^(eval|exec)$/.test(call.func.id) ? call.func.id : undefined;
  if (!builtin || !first || !isBuiltin(builtin, context)) return;
  const literal = isLiteral(first);
  context.report(
    'SEC001',
    literal ? 'Major' : 'Critical',
    `\`${builtin}\` executes ${literal ? 'a string' : `\`${context.text(first).slice(0, 40)}\``} as code.`,
    call,
    builtin === 'eval'
      ? 'Use ast.literal_eval for literals, or explicit parsing.'
      : 'Replace exec with explicit code paths.',
  );
}

function checkShell(call: Call, name: string, context: PyContext): void {
  const first = call.args[0];
  if (!first || isLiteral(first)) return;
  if (SHELL_CALLS.has(name)) {
    context.report(
      'SEC003',
      'Critical',
      `Shell command for \`${name}\` is built from \`${context.text(first).slice(0, 40)}\`.`,
      call,
      'Use subprocess.run with an argument list (shell=False) and validate the values.',
    );
  }
  const shell = keyword(call, 'shell');
  if (SUBPROCESS.has(name) && shell?.kind === 'Constant' && shell.value === 'True') {
    context.report(
      'SEC003',
      'Critical',
      `\`${name}\` runs \`${context.text(first).slice(0, 40)}\` through a shell (shell=True).`,
      call,
      'Pass the command as a list of arguments and drop shell=True.',
    );
  }
}

function checkSql(call: Call, name: string, context: PyContext): void {
  const method = call.func.kind === 'Attribute' ? call.func.attr : call.func.kind === 'Name' ? call.func.id : '';
  if (!SQL_EXECUTING_METHODS.has(method) && !/(^|\.)(text|read_sql|read_sql_query)$/.test(name)) return;
  const sql = dynamicSqlOf(call.args[0], context);
  if (!sql) return;
  context.report(
    'SEC002',
    'Critical',
    `SQL passed to \`${method}\` is built from strings with \`${sql.example}\`${sql.line !== call.line ? ` (line ${sql.line})` : ''}.`,
    call,
    'Use placeholders (%s or ?) and pass the values as the second argument.',
  );
}

function checkHtmlTrust(call: Call, name: string, context: PyContext): void {
  const first = call.args[0];
  if (!HTML_TRUST.test(name) || !first || isLiteral(first)) return;
  if (first.kind === 'Call' && SANITIZERS.test(qualifiedName(first.func, context) ?? '')) return;
  context.report(
    'SEC005',
    'Major',
    `\`${name.split('.').pop()}\` marks \`${context.text(first).slice(0, 40)}\` as safe HTML without escaping.`,
    call,
    'Let the template engine escape the value, or escape it (markupsafe.escape) first.',
  );
}

function checkDeserialisation(call: Call, name: string, context: PyContext): void {
  const loader = keyword(call, 'Loader') ?? call.args[1];
  const unsafeYaml = name === 'yaml.load' && !(loader && /Safe|Base/.test(context.text(loader)));
  if (UNSAFE_LOADERS.has(name) || unsafeYaml) {
    context.report(
      'SEC006',
      'Major',
      `\`${name}\` can execute code embedded in the data.`,
      call,
      name.startsWith('yaml') ? 'Use yaml.safe_load.' : 'Exchange untrusted data as JSON.',
    );
  }
  const weightsOnly = keyword(call, 'weights_only');
  if (name === 'torch.load' && !(weightsOnly?.kind === 'Constant' && weightsOnly.value === 'True')) {
    context.report('SEC006', 'Major', '`torch.load` unpickles arbitrary objects.', call, 'Pass weights_only=True.');
  }
}

function checkTls(call: Call, name: string, context: PyContext): void {
  const verify = keyword(call, 'verify');
  if (verify?.kind === 'Constant' && verify.value === 'False') {
    context.report(
      'SEC008',
      context.isTestFile ? 'Minor' : 'Major',
      '`verify=False` accepts any TLS certificate.',
      call,
      'Keep verification on; pass the CA bundle path instead.',
    );
  }
  if (name === 'ssl._create_unverified_context') {
    context.report(
      'SEC008',
      'Major',
      'An unverified SSL context accepts any certificate.',
      call,
      'Use ssl.create_default_context().',
    );
  }
}

/** True for hashlib.md5, hashlib.sha1 and hashlib.new('md5' | 'sha1'). */
function isWeakHash(call: Call, name: string): boolean {
  if (name === 'hashlib.md5' || name === 'hashlib.sha1') return true;
  const algorithm = call.args[0];
  return name === 'hashlib.new' && algorithm?.kind === 'Str' && /^(md5|sha1)$/i.test(algorithm.value);
}

/** `usedforsecurity=False` declares a digest that is not a password hash. */
function declaredNotForSecurity(call: Call): boolean {
  const notForSecurity = keyword(call, 'usedforsecurity');
  return notForSecurity?.kind === 'Constant' && notForSecurity.value === 'False';
}

function checkWeakHash(call: Call, name: string, context: PyContext): void {
  if (!isWeakHash(call, name) || declaredNotForSecurity(call)) return;
  const statement =
    [...context.ancestors].reverse().find((ancestor) => /Assign|Return|ExprStmt/.test(ancestor.kind)) ?? call;
  if (!mentionsPassword(context.text(statement)) && !mentionsPassword(context.frame?.name ?? '')) return;
  const algorithm = name === 'hashlib.new' ? context.text(call.args[0] as Expr) : name.split('.')[1]?.toUpperCase();
  context.report(
    'SEC007',
    'Major',
    `Passwords are hashed with ${algorithm}, which is fast and broken.`,
    call,
    'Use hashlib.scrypt, bcrypt or argon2 with a per-user salt.',
  );
}

function checkSecret(
  name: string,
  value: Expr | null,
  node: { line: number; endLine: number },
  context: PyContext,
): void {
  if (!value || context.isTestFile || value.kind !== 'Str' || value.isFormatted || value.isBytes) return;
  if (isSecretName(name) && looksLikeSecretValue(value.value)) {
    context.report(
      'SEC004',
      'Critical',
      `\`${name}\` is set to a hard-coded secret.`,
      node,
      `Read ${name} from the environment (os.environ) or a secret store.`,
    );
  }
}

/** The name an assignment target stands for: `x`, `obj.x`, `obj['x']`; '' for anything else. */
function assignedName(target: Expr): string {
  if (target.kind === 'Name') return target.id;
  if (target.kind === 'Attribute') return target.attr;
  return target.kind === 'Subscript' && target.index.kind === 'Str' ? target.index.value : '';
}

function checkAssign(node: PyNode & { kind: 'Assign' }, context: PyContext): void {
  for (const target of node.targets) {
    const name = assignedName(target);
    checkSecret(name, node.value, node, context);
    if (name === 'check_hostname' && node.value.kind === 'Constant' && node.value.value === 'False') {
      context.report('SEC008', 'Major', 'Host name checking is turned off.', node, 'Keep check_hostname = True.');
    }
    if (name === 'verify_mode' && context.text(node.value).endsWith('CERT_NONE')) {
      context.report(
        'SEC008',
        'Major',
        'Certificate verification is turned off (CERT_NONE).',
        node,
        'Use ssl.CERT_REQUIRED.',
      );
    }
  }
}

/** The security rule for Python. */
export const pythonSecurityRule: PyRule = ruleFromHandlers({
  Call: checkCall,
  Assign: checkAssign,
  AnnAssign: (node, context) => {
    if (node.target.kind === 'Name') checkSecret(node.target.id, node.value, node, context);
  },
  Dict: (node, context) => {
    node.keys.forEach((key, index) => {
      if (key?.kind === 'Str') checkSecret(key.value, node.values[index] ?? null, key, context);
    });
  },
  Param: (node, context) => checkSecret(node.name, node.defaultValue, node, context),
  Str: (node, context) => {
    const format = node.value.length >= 20 ? knownSecretFormat(node.value) : undefined;
    if (format) {
      context.report(
        'SEC004',
        'Critical',
        `String literal contains ${format}.`,
        node,
        'Revoke the credential and load it from the environment.',
      );
    }
  },
});
