/** Go's sources, sanitisers, propagators and sinks for the taint pass (net/http, Gin/Echo/Fiber, database/sql, GORM, os/exec). */
import type { Dialect, SinkHit } from './dialect.ts';
import type { Expr } from './ir.ts';
import { programArguments, tainted, UNKNOWN, type Value } from './values.ts';

const CONTEXT_TYPES = /^\*?(gin\.Context|echo\.Context|fiber\.Ctx)$/;
const CONTEXT_READS =
  /^(Query|DefaultQuery|QueryArray|QueryMap|GetQuery|Param|Params|PostForm|DefaultPostForm|PostFormArray|GetPostForm|GetHeader|Cookie|Cookies|FormFile|FormValue|QueryParam|QueryParams|GetRawData|Body|BodyParser|Bind\w*|ShouldBind\w*|MustBind\w*|Get)$/;
const SANITISERS: [RegExp, string[]][] = [
  [/^strconv\.(Atoi|ParseInt|ParseUint|ParseFloat|ParseBool)$/, ['*']],
  [
    /^(html\.EscapeString|template\.HTMLEscapeString|template\.JSEscapeString|html\.EscapeString|bluemonday\.\w+|\w+\.Sanitize)$/,
    ['SEC005'],
  ],
  [/^(url\.QueryEscape|url\.PathEscape)$/, ['SEC005', 'SEC003', 'SEC010']],
  [/^(filepath\.Base|path\.Base)$/, ['SEC010']],
  [/^ldap\.(EscapeFilter|EscapeDN)$/, ['SEC011']],
];
const PROPAGATORS =
  /^(fmt\.(Sprint|Sprintf|Sprintln|Errorf)|strings\.\w+|filepath\.\w+|path\.\w+|url\.(QueryUnescape|PathUnescape|Parse)|io\.ReadAll|ioutil\.ReadAll|mux\.Vars|chi\.URLParam|bytes\.\w+|string|append|base64\.\w+\.DecodeString)$/;
const SQL_FIRST =
  /^(Query|QueryRow|Exec|Prepare|Raw|Where|Order|Queryx|QueryRowx|MustExec|Having|Joins|Select|Get|NamedExec|NamedQuery)$/;
const SQL_SECOND = /^(QueryContext|QueryRowContext|ExecContext|PrepareContext|QueryxContext|SelectContext|GetContext)$/;
const FILE_FIRST =
  /^(os\.(Open|OpenFile|ReadFile|WriteFile|Create|Remove|RemoveAll|Mkdir|MkdirAll|Rename|Chmod|ReadDir)|ioutil\.(ReadFile|WriteFile|ReadDir))$/;
const SESSION_NAME = /^(session|sess|s|store|sessionManager|sm)\b|[sS]ession\.(Values|Set|Put)$/;
const SHELLS = /^(sh|bash|zsh|cmd|cmd\.exe|powershell|\/bin\/sh|\/bin\/bash)$/;

/** net/http's package functions and client methods that send a request to their first argument. */
const HTTP_FIRST = /^(Get|Head|Post|PostForm)$/;
const HTTP_CLIENT = /^(http\.DefaultClient|client|cl|c\.client|s\.client|h\.client)$/;

/** The address of an outgoing request (SEC018): `http.Get(x)`, `http.NewRequest(m, x, b)`, `client.Get(x)`, resty. */
function requestUrl(call: Extract<Expr, { k: 'call' }>, receiver: Value | undefined): Expr | undefined {
  const { callee, method, args } = call;
  if (callee === 'http.NewRequest') return args[1];
  if (callee === 'http.NewRequestWithContext') return args[2];
  if (receiver?.kind === 'context' || receiver?.kind === 'request' || receiver?.kind === 'writer') return undefined;
  const owner = callee.slice(0, Math.max(0, callee.length - method.length - 1));
  const client = owner === 'http' || HTTP_CLIENT.test(owner) || /http/i.test(owner);
  if (HTTP_FIRST.test(method) && client) return args[0];
  // resty: `client.R().Get(url)`.
  if (/^(Get|Post|Put|Delete|Patch|Head|Options|Execute)$/.test(method) && owner.includes('.R()')) {
    return method === 'Execute' ? args[1] : args[0];
  }
  return undefined;
}

/** The argument values that are SQL for a database call, if it is one. */
function sqlArgs(call: Extract<Expr, { k: 'call' }>): Expr[] {
  if (!call.receiver || /^(c|ctx|r|req|w|strings|os|filepath|url|http)$/.test(call.callee.split('.')[0] ?? '')) {
    return [];
  }
  if (/^(Select|Get)$/.test(call.method)) return call.args[0]?.k === 'unary' && call.args[1] ? [call.args[1]] : [];
  if (SQL_FIRST.test(call.method) && call.args[0]) return [call.args[0]];
  if (SQL_SECOND.test(call.method) && call.args[1]) return [call.args[1]];
  return [];
}

function commandArgs(call: Extract<Expr, { k: 'call' }>): Expr[] {
  const args = call.method === 'CommandContext' ? call.args.slice(1) : call.args;
  const [program, flag] = args;
  if (
    program?.k === 'lit' &&
    SHELLS.test(String(program.value)) &&
    flag?.k === 'lit' &&
    /^(-c|\/c|-Command)$/i.test(String(flag.value))
  ) {
    return args.slice(2);
  }
  return program ? [program] : [];
}

/** Go as the taint pass reads it. */
export const GO_DIALECT: Dialect = {
  switchFallsThrough: false,
  param(param, fn) {
    const type = param.type.replace(/\s+/g, '');
    if (type === '*http.Request') return { kind: 'request' };
    if (type === 'http.ResponseWriter') return { kind: 'writer' };
    if (CONTEXT_TYPES.test(type)) return { kind: 'context' };
    if (type === 'string' || type === '[]byte') return tainted(fn.line, `the parameter \`${param.name}\``, true);
    return UNKNOWN;
  },
  member(name, object, line) {
    if (object.kind === 'request') {
      return name === 'Method' || name === 'Context' ? UNKNOWN : tainted(line, `the request (\`${name}\`)`);
    }
    if (object.kind === 'context' && name === 'Request') return { kind: 'request' };
    if (object.kind === 'context' && name === 'Writer') return { kind: 'writer' };
    return undefined;
  },
  source(call, receiver) {
    if (call.k === 'new') return undefined;
    if (receiver?.kind === 'request') {
      return /^(Context|ParseForm|ParseMultipartForm|WithContext)$/.test(call.method)
        ? UNKNOWN
        : tainted(call.line, `the request (\`${call.method}\`)`);
    }
    if (receiver?.kind === 'context') {
      return CONTEXT_READS.test(call.method) ? tainted(call.line, `the request (\`${call.method}\`)`) : UNKNOWN;
    }
    if (receiver?.kind === 'writer') return UNKNOWN;
    if (call.callee === 'os.Getenv' || call.callee === 'os.LookupEnv') return tainted(call.line, 'the environment');
    if (/^(mux\.Vars|chi\.URLParam|chi\.URLParamFromCtx|httprouter\.ParamsFromContext)$/.test(call.callee)) {
      return tainted(call.line, `the request (\`${call.callee}\`)`);
    }
    return undefined;
  },
  global(expression) {
    if (expression.k === 'field' && expression.text === 'os.Args') {
      return programArguments(expression.line, 1);
    }
    if (expression.k === 'field' && expression.text === 'os.Stdin') return tainted(expression.line, 'standard input');
    return undefined;
  },
  sanitises(call) {
    if (call.k === 'new') return undefined;
    return SANITISERS.find(([pattern]) => pattern.test(call.callee))?.[1];
  },
  propagates(call) {
    return call.k === 'call' && PROPAGATORS.test(call.callee);
  },
  fieldSink(target) {
    // gorilla/sessions: `session.Values["user"] = …`.
    const holder = target.object;
    return target.k === 'index' && holder.k === 'field' && holder.name === 'Values' && SESSION_NAME.test(holder.text)
      ? { ruleId: 'SEC013', noun: 'the session' }
      : undefined;
  },
  resolvesUrl(call) {
    return call.k === 'call' && call.method === 'ResolveReference' ? 0 : undefined;
  },
  sinks(call, receiver) {
    const hits: SinkHit[] = [];
    if (call.k === 'new') return hits;
    const { callee, method, args } = call;
    const sql = sqlArgs(call);
    if (sql.length) hits.push({ ruleId: 'SEC002', noun: 'the query', args: sql });
    if (/^exec\.Command(Context)?$/.test(callee)) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: commandArgs(call) });
    }
    if (/^(syscall\.Exec|os\.StartProcess)$/.test(callee)) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: args.slice(0, 2) });
    }
    if (FILE_FIRST.test(callee) && args[0]) hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [args[0]] });
    if (callee === 'http.ServeFile' && args[2]) hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [args[2]] });
    if (
      receiver?.kind === 'context' &&
      /^(File|FileAttachment|SaveUploadedFile|SendFile|Attachment)$/.test(method) &&
      args[0]
    ) {
      hits.push({
        ruleId: 'SEC010',
        noun: 'the file path',
        args: [method === 'SaveUploadedFile' ? (args[1] ?? args[0]) : args[0]],
      });
    }
    if (callee === 'http.Redirect' && args[2]) hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [args[2]] });
    if (receiver?.kind === 'context' && method === 'Redirect' && args[1]) {
      hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [args[1]] });
    }
    if (receiver?.kind === 'writer' && /^(Write|WriteString)$/.test(method)) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args });
    }
    if (
      /^fmt\.Fprint(f|ln)?$/.test(callee) &&
      args[0]?.k === 'name' &&
      /^(w|rw|writer|resp|res|response)$/.test(args[0].name)
    ) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args: args.slice(1) });
    }
    if (callee === 'io.WriteString' && args[1]) hits.push({ ruleId: 'SEC005', noun: 'the page', args: [args[1]] });
    if (/^template\.(HTML|JS|HTMLAttr|URL)$/.test(callee) && args[0]) {
      hits.push({ ruleId: 'SEC005', noun: 'trusted HTML', args: [args[0]] });
    }
    // gin-contrib/sessions, echo-contrib/session, scs: `session.Set("user", …)`, `sm.Put(ctx, "user", …)`.
    if (/^(Set|Put)$/.test(method) && SESSION_NAME.test(callee) && args.length >= 2) {
      hits.push({ ruleId: 'SEC013', noun: 'the session', args: args.slice(-1) });
    }
    // go-ldap: the filter is NewSearchRequest's seventh argument.
    if (/(^|\.)ldap\.NewSearchRequest$/.test(callee) && args[6]) {
      hits.push({ ruleId: 'SEC011', noun: 'the LDAP filter', args: [args[6]] });
    }
    // antchfx xmlquery/htmlquery/xpath.
    if (
      /^(xmlquery|htmlquery|xpath)\.(Find|FindOne|Query|QueryAll|FindEach|FindEachWithBreak)$/.test(callee) &&
      args[1]
    ) {
      hits.push({ ruleId: 'SEC012', noun: 'the XPath expression', args: [args[1]] });
    }
    if (/^xpath\.(Compile|MustCompile|CompileWithNS)$/.test(callee) && args[0]) {
      hits.push({ ruleId: 'SEC012', noun: 'the XPath expression', args: [args[0]] });
    }
    const url = requestUrl(call, receiver);
    if (url) hits.push({ ruleId: 'SEC018', noun: 'the outgoing request', args: [url] });
    if (receiver?.kind === 'context' && /^(Data|HTMLString)$/.test(method)) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args: args.slice(-1) });
    }
    return hits;
  },
};
