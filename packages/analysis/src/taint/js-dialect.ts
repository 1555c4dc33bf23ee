/** JavaScript/TypeScript sources, sanitisers, propagators and sinks for the taint pass (Express, Koa, Next, Node, the DOM). */
import type { Dialect, SinkHit } from './dialect.ts';
import type { Expr } from './ir.ts';
import { programArguments, tainted, UNKNOWN, type Value } from './values.ts';

const ROUTE =
  /^(\w*(app|router|server|api|route|Router|App))\.(get|post|put|patch|delete|all|use|route|head|options)#\d+$/;
const REQUEST_FIELDS =
  /^(query|params|body|headers|cookies|signedCookies|url|originalUrl|path|files|file|hostname|search|searchParams|nextUrl)$/;
const REQUEST_CALLS = /^(get|header|param|json|text|formData|arrayBuffer)$/;
const SANITISERS: [RegExp, string[]][] = [
  [/^(parseInt|parseFloat|Number|Boolean|Math\.\w+|Number\.parseInt|Number\.parseFloat)$/, ['*']],
  [
    /^(DOMPurify\.sanitize|sanitize|sanitizeHtml|escape|escapeHtml|he\.encode|he\.escape|validator\.escape|xss|encodeHTML|_\.escape|lodash\.escape)$/,
    ['SEC005'],
  ],
  [/^(path\.basename|basename)$/, ['SEC010']],
  [/^(ldapEscape\.filter|ldapEscape\.dn|ldapEscape|escapeFilter|escapeLdap\w*|escapeLDAP\w*|escapeDN)$/, ['SEC011']],
  [/^(escapeXPath|xpathEscape|escapeXpath|xpathLiteral)$/, ['SEC012']],
  [/^(encodeURIComponent|encodeURI|querystring\.escape)$/, ['SEC005', 'SEC010', 'SEC003']],
  [/^(shellEscape|shellescape|shell-quote\.quote|quote)$/, ['SEC003']],
  [
    /^(mysql\.escape|connection\.escape|pool\.escape|db\.escape|SqlString\.escape|pgFormat\.literal|escapeLiteral|escapeIdentifier)$/,
    ['SEC002'],
  ],
];
const PROPAGATORS =
  /^(String|path\.\w+|decodeURIComponent|decodeURI|JSON\.parse|JSON\.stringify|Buffer\.from|url\.parse|querystring\.parse|format|util\.format|concat|join|replace|replaceAll|trim|toLowerCase|toUpperCase|slice|substring|substr|split|toString|padStart|padEnd|normalize)$/;
const SQL_METHODS =
  /^(query|execute|raw|whereRaw|orderByRaw|havingRaw|joinRaw|where|andWhere|orWhere|\$queryRawUnsafe|\$executeRawUnsafe|exec|all|run|get|prepare|each)$/;
const SQL_RECEIVER =
  /^(db|database|conn|connection|pool|client|pg|mysql|knex|sequelize|prisma|sql|sqlite|tx|trx|transaction|this\.db|this\.pool|this\.connection)$/i;
const FILE_METHODS =
  /^(readFile|readFileSync|createReadStream|writeFile|writeFileSync|createWriteStream|unlink|unlinkSync|rm|rmSync|rmdir|rmdirSync|appendFile|appendFileSync|open|openSync|readdir|readdirSync|stat|statSync|mkdir|mkdirSync|access|accessSync|copyFile|copyFileSync|rename|renameSync)$/;
const FILE_RECEIVER = /^(fs|fsp|fs\.promises|fse|fsExtra|promises|fs\/promises)$/;
const SHELL_CALLS =
  /^(exec|execSync|child_process\.exec|child_process\.execSync|cp\.exec|cp\.execSync|childProcess\.exec|childProcess\.execSync|shell\.exec|execa\.command|execaCommand|execaCommandSync)$/;
const SPAWN_CALLS =
  /^(spawn|spawnSync|execFile|execFileSync|child_process\.(spawn|spawnSync|execFile|execFileSync)|cp\.(spawn|spawnSync|execFile|execFileSync)|childProcess\.(spawn|spawnSync|execFile|execFileSync)|execa|execa\.sync)$/;

const SHELLS = /^(sh|bash|zsh|dash|ksh|cmd|cmd\.exe|powershell|pwsh|\/bin\/(sh|bash|zsh|dash))$/;

const XPATH_OWNER = /^(xpath|xpathjs|document|doc|xmlDoc|xml|dom|parser|fontoxpath)$/i;

/** Calls that send a request to their first argument (or to its `url` option). */
const HTTP_CALLS =
  /^(fetch|window\.fetch|globalThis\.fetch|axios|got|ky|needle|superagent|undici\.request|undici\.fetch|request|\$fetch|ofetch|nodeFetch|phin|bent)$|^(axios|got|ky|superagent|needle|http|https|request)\.(get|post|put|patch|delete|del|head|options|request|stream)$/;
/** Page loads of a headless browser, which reach internal hosts just as well. */
const PAGE_LOADS = /^(goto|navigate)$/;

/** The address an outgoing HTTP request goes to, if the call sends one. */
function requestUrl(call: Extract<Expr, { k: 'call' }>, receiver: Value | undefined, owner: string): Expr | undefined {
  const [first, second] = call.args;
  if (receiver?.kind === 'request' || receiver?.kind === 'response' || receiver?.kind === 'context') return undefined;
  if (PAGE_LOADS.test(call.method) && /^(page|this\.page|browserPage|tab)$/.test(owner)) return first;
  if (!HTTP_CALLS.test(call.callee)) return undefined;
  // `needle('get', url)`, `axios.request({ url })`, `axios({ url })`, `got(url)`.
  if (call.callee === 'needle' && second) return second;
  return optionValue(first, 'url') ?? (first?.k === 'dict' ? undefined : first);
}

/** The value under a literal key of an option object written in the call (`{ filter: … }`). */
function optionValue(arg: Expr | undefined, key: string): Expr | undefined {
  if (arg?.k !== 'dict') return undefined;
  const index = arg.keys.findIndex((candidate) => candidate?.k === 'lit' && candidate.value === key);
  return index >= 0 ? arg.values[index] : undefined;
}

/** LDAP filters: ldapjs `client.search(base, { filter })`, `ldap.parseFilter(text)`, activedirectory queries. */
function ldapArgs(call: Extract<Expr, { k: 'call' }>, owner: string): Expr[] {
  const [first, second] = call.args;
  if (call.method === 'search' && second) {
    const filter = optionValue(second, 'filter');
    if (filter) return [filter];
    if (/ldap|client|ad\b/i.test(owner) && second.k !== 'dict') return [second];
    return [];
  }
  if (first && /^(ldap\.parseFilter|parseFilter)$/.test(call.callee)) return [first];
  if (
    first &&
    /^(ad|activeDirectory|activedirectory)$/i.test(owner) &&
    /^(find|findUsers|findGroups|findUser)$/.test(call.method)
  ) {
    return [first];
  }
  return [];
}

function receiverName(call: Extract<Expr, { k: 'call' }>): string {
  return call.callee.slice(0, Math.max(0, call.callee.length - call.method.length - 1));
}

function commandArgs(call: Extract<Expr, { k: 'call' }>): Expr[] {
  const [program, list, options] = call.args;
  const items = list?.k === 'list' ? list.items : [];
  const shellOption = [list, options].some(
    (arg) =>
      arg?.k === 'dict' &&
      arg.keys.some(
        (key, index) =>
          key?.k === 'lit' &&
          key.value === 'shell' &&
          !(arg.values[index]?.k === 'lit' && !(arg.values[index] as { value: unknown }).value),
      ),
  );
  const shell = program?.k === 'lit' && SHELLS.test(String(program.value));
  const dashC = shell ? items.findIndex((item) => item.k === 'lit' && /^(-c|\/c)$/i.test(String(item.value))) : -1;
  if (shellOption) return call.args.slice(0, 2);
  if (dashC >= 0) return items.slice(dashC + 1);
  return program ? [program] : [];
}

/** JavaScript and TypeScript as the taint pass reads them. */
export const JS_DIALECT: Dialect = {
  switchFallsThrough: true,
  param(param, fn) {
    const [role = '', ...decorators] = param.annotations;
    const handler = ROUTE.test(role) || role === 'default';
    const position = fn.params.indexOf(param);
    // NestJS and routing-controllers name where a parameter comes from.
    if (decorators.some((decorator) => /^@(Req|Request)\b/.test(decorator))) return { kind: 'request' };
    if (decorators.some((decorator) => /^@(Res|Response)\b/.test(decorator))) return { kind: 'response' };
    if (
      decorators.some((decorator) =>
        /^@(Param|Query|Body|Headers|Cookies|QueryParam|BodyParam|HeaderParam|CookieParam|UploadedFile)\b/.test(
          decorator,
        ),
      )
    ) {
      return tainted(fn.line, `the request parameter \`${param.name}\``);
    }
    if (/^(ctx|context)$/.test(param.name) || /Context$/.test(param.type)) return { kind: 'context' };
    if (
      /^(req|request)$/.test(param.name) ||
      (handler && position === 0) ||
      /^(Request|NextRequest|NextApiRequest|IncomingMessage|express\.Request)\b/.test(param.type)
    ) {
      return { kind: 'request' };
    }
    if (
      /^(res|response|reply)$/.test(param.name) ||
      (handler && position === 1) ||
      /^(Response|NextApiResponse|ServerResponse|express\.Response)\b/.test(param.type)
    ) {
      return { kind: 'response' };
    }
    if (param.type === 'string' || param.type === 'any') {
      return tainted(fn.line, `the parameter \`${param.name}\``, true);
    }
    if (!param.type && !handler && !param.name.startsWith('#')) {
      return tainted(fn.line, `the parameter \`${param.name}\``, true);
    }
    return UNKNOWN;
  },
  member(name, object, line) {
    if (object.kind === 'request') {
      return REQUEST_FIELDS.test(name) ? tainted(line, `the request (\`${name}\`)`) : UNKNOWN;
    }
    if (object.kind === 'context') {
      if (name === 'request' || name === 'req') return { kind: 'request' };
      if (name === 'response' || name === 'res') return { kind: 'response' };
      return /^(query|params|cookies|headers|querystring|url|path)$/.test(name)
        ? tainted(line, `the request (\`ctx.${name}\`)`)
        : UNKNOWN;
    }
    return undefined;
  },
  source(call, receiver) {
    if (call.k === 'new') return undefined;
    if (receiver?.kind === 'request') {
      return REQUEST_CALLS.test(call.method) ? tainted(call.line, `the request (\`${call.method}\`)`) : UNKNOWN;
    }
    if (receiver?.kind === 'context' || receiver?.kind === 'response') return UNKNOWN;
    if (/^(prompt|readlineSync\.question)$/.test(call.callee)) return tainted(call.line, 'user input');
    return undefined;
  },
  global(expression) {
    if (expression.k !== 'field') return undefined;
    if (expression.text === 'process.argv') return programArguments(expression.line, 2);
    if (expression.text === 'process.env') return { rest: tainted(expression.line, 'the environment') };
    if (
      /^(window\.)?(location|document\.location)\.(hash|search|href|pathname)$|^document\.(URL|documentURI|referrer|cookie)$|^window\.name$/.test(
        expression.text,
      )
    ) {
      return tainted(expression.line, `the URL (\`${expression.text}\`)`);
    }
    return undefined;
  },
  sanitises(call) {
    if (call.k === 'new') return undefined;
    const byCallee = SANITISERS.find(([pattern]) => pattern.test(call.callee));
    return (byCallee ?? SANITISERS.find(([pattern]) => call.receiver !== undefined && pattern.test(call.method)))?.[1];
  },
  propagates(call) {
    return call.k === 'call' && (PROPAGATORS.test(call.callee) || PROPAGATORS.test(call.method));
  },
  resolvesUrl(call) {
    if (call.k === 'new') return call.type === 'URL' && call.args.length > 1 ? 0 : undefined;
    return call.callee === 'url.resolve' ? 1 : undefined;
  },
  sinks(call, receiver) {
    const hits: SinkHit[] = [];
    if (call.k === 'new') {
      if (call.type === 'Function') hits.push({ ruleId: 'SEC001', noun: 'the code', args: call.args.slice(-1) });
      if (call.type === 'vm.Script') hits.push({ ruleId: 'SEC001', noun: 'the code', args: call.args.slice(0, 1) });
      return hits;
    }
    const { callee, method, args } = call;
    const [first] = args;
    const owner = receiverName(call);
    if (
      first &&
      SQL_METHODS.test(method) &&
      (SQL_RECEIVER.test(owner) ||
        (/^(query|raw|whereRaw|orderByRaw|havingRaw|joinRaw|andWhere|orWhere|where|\$queryRawUnsafe|\$executeRawUnsafe)$/.test(
          method,
        ) &&
          owner))
    ) {
      if (receiver?.kind !== 'request' && receiver?.kind !== 'response') {
        hits.push({ ruleId: 'SEC002', noun: 'the query', args: [first] });
      }
    }
    if (first && SHELL_CALLS.test(callee)) hits.push({ ruleId: 'SEC003', noun: 'the shell command', args: [first] });
    if (first && SPAWN_CALLS.test(callee)) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: commandArgs(call) });
    }
    if (first && FILE_METHODS.test(method) && (FILE_RECEIVER.test(owner) || !owner)) {
      hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [first] });
    }
    if (first && receiver?.kind === 'response' && /^(sendFile|download|attachment)$/.test(method)) {
      hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [first] });
    }
    if (
      first &&
      (receiver?.kind === 'response' || receiver?.kind === 'context' || /^(res|response|ctx|reply)$/.test(owner)) &&
      method === 'redirect'
    ) {
      hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: args.slice(-1) });
    }
    if (
      first &&
      (receiver?.kind === 'response' || /^(res|response)$/.test(owner)) &&
      /^(send|write|end)$/.test(method)
    ) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args: [first] });
    }
    if (first && /^(NextResponse\.redirect|Response\.redirect|redirect|permanentRedirect)$/.test(callee)) {
      hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [first] });
    }
    if (/^document\.(write|writeln)$/.test(callee)) hits.push({ ruleId: 'SEC005', noun: 'the page', args });
    if (method === 'insertAdjacentHTML' && args[1]) hits.push({ ruleId: 'SEC005', noun: 'the page', args: [args[1]] });
    const ldap = ldapArgs(call, owner);
    if (ldap.length) hits.push({ ruleId: 'SEC011', noun: 'the LDAP filter', args: ldap });
    if (
      first &&
      ((/^(select|select1|evaluate|parse|compile)$/.test(method) && XPATH_OWNER.test(owner)) ||
        (/^(find|get)$/.test(method) && /xml/i.test(owner)) ||
        /^(evaluateXPath\w*|fontoxpath\.evaluateXPath\w*)$/.test(callee))
    ) {
      hits.push({ ruleId: 'SEC012', noun: 'the XPath expression', args: [first] });
    }
    const url = requestUrl(call, receiver, owner);
    if (url) hits.push({ ruleId: 'SEC018', noun: 'the outgoing request', args: [url] });
    if (first && /^(eval|window\.eval|vm\.(runIn\w*Context|compileFunction))$/.test(callee)) {
      const uncertain = /^vm\.runIn(New)?Context$/.test(callee) && args.length > 1;
      hits.push({ ruleId: 'SEC001', noun: 'the code', args: [first], uncertain });
    }
    if (first && first.k !== 'lit' && /^(window\.)?(setTimeout|setInterval)$/.test(callee)) {
      hits.push({ ruleId: 'SEC001', noun: 'the code', args: [first], text: true });
    }
    return hits;
  },
  fieldSink(target) {
    const holder = target.object;
    if (holder.k === 'field' && /(^|\.)session$/.test(holder.text)) return { ruleId: 'SEC013', noun: 'the session' };
    if (target.k === 'index') return undefined;
    if (/^(innerHTML|outerHTML)$/.test(target.name)) return { ruleId: 'SEC005', noun: `\`${target.name}\`` };
    if (
      /^(window\.)?location(\.href)?$|^document\.location$/.test(target.text) ||
      (target.name === 'href' && /location$/.test(target.text.replace(/\.href$/, '')))
    ) {
      return { ruleId: 'SEC009', noun: 'the redirect' };
    }
    if (target.text === 'ctx.body' || target.text === 'context.body') return { ruleId: 'SEC005', noun: 'the page' };
    return undefined;
  },
};
