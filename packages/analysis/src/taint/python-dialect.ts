/** Python's sources, sanitisers, propagators and sinks for the taint pass (Flask, Django, FastAPI, DB-API, subprocess). */
import type { Dialect, SinkHit } from './dialect.ts';
import type { Expr } from './ir.ts';
import { programArguments, tainted, UNKNOWN, type Value } from './values.ts';

const ROUTE_DECORATOR = /^@?\s*\w+\.(route|get|post|put|patch|delete|api_route|websocket)\(/;
const DEPENDENCY = /Depends\(|Session|Request|Response|BackgroundTasks|UploadFile/;
const REQUEST_CALLS = /^(get_json|get_data|getlist|get|values|items|read|json|body|form|stream)$/;
const SANITISERS: [RegExp, string[]][] = [
  [/^(int|float|bool|uuid\.UUID|UUID|len|ord)$/, ['*']],
  [/^(os\.path\.basename|secure_filename|werkzeug\.utils\.secure_filename|posixpath\.basename)$/, ['SEC010']],
  [/^(shlex\.quote|pipes\.quote|quote)$/, ['SEC003']],
  [/^(html\.escape|escape|markupsafe\.escape|bleach\.clean|cgi\.escape|conditional_escape|format_html)$/, ['SEC005']],
  [/^(url_for|reverse)$/, ['SEC009']],
  [/^((ldap\.filter\.|ldap\.dn\.|ldap3\.utils\.conv\.)?(escape_filter_chars|escape_dn_chars|escape_rdn))$/, ['SEC011']],
];
const PROPAGATORS =
  /^(os\.path\.\w+|posixpath\.\w+|pathlib\.Path|Path|str|bytes|format|join|replace|strip|lstrip|rstrip|lower|upper|decode|encode|urllib\.parse\.unquote\w*|unquote\w*|base64\.\w+|json\.loads|loads|text|read_text|read_bytes|split|removeprefix|removesuffix|urllib\.request\.Request|Request|urlunparse|urllib\.parse\.urlunparse)$/;
const SQL_METHODS =
  /^(execute|executemany|executescript|raw|extra|read_sql|read_sql_query|pd\.read_sql|text|sqlalchemy\.text)$/;
const SHELL_CALLS =
  /^(os\.system|os\.popen|commands\.getoutput|commands\.getstatusoutput|subprocess\.getoutput|subprocess\.getstatusoutput|asyncio\.create_subprocess_shell|popen2\.\w+)$/;
const SUBPROCESS = /^(subprocess\.(run|call|check_call|check_output|Popen)|asyncio\.create_subprocess_exec)$/;
const EXEC_FAMILY = /^os\.(exec\w+|spawn\w+|posix_spawnp?)$/;
const FILE_SINKS =
  /^(open|io\.open|codecs\.open|send_file|flask\.send_file|FileResponse|os\.remove|os\.unlink|os\.rmdir|os\.removedirs|os\.listdir|os\.makedirs|os\.rename|shutil\.rmtree|shutil\.copy\w*|shutil\.move|os\.chmod|tarfile\.open|zipfile\.ZipFile|aiofiles\.open)$/;
const REDIRECTS =
  /^(\w*_redirect|redirect|flask\.redirect|RedirectResponse|HttpResponseRedirect|HttpResponsePermanentRedirect|django\.shortcuts\.redirect)$/;
const HTML_TRUST =
  /^(Markup|markupsafe\.Markup|mark_safe|SafeString|render_template_string|HTMLResponse|make_response|HttpResponse|Response|flask\.Response)$/;

/** Module-level HTTP calls whose first argument (or `url=`) is the address; `request` takes the method first. */
const HTTP_CALLS =
  /^(requests|httpx|niquests|grequests)\.(get|post|put|patch|delete|head|options|request|stream)$|^(urllib\.request\.urlopen|urllib2\.urlopen|urllib\.urlopen|urlopen|request\.urlopen|urllib\.request\.urlretrieve|urlretrieve|aiohttp\.request)$/;
/** Objects whose methods send requests: sessions and clients. */
const HTTP_CLIENTS =
  /^(requests\.Session|requests\.session|Session|httpx\.Client|httpx\.AsyncClient|aiohttp\.ClientSession|ClientSession|urllib3\.PoolManager|PoolManager|urllib3\.HTTPConnectionPool)$/;
const CLIENT_METHODS = /^(get|post|put|patch|delete|head|options|request|stream|urlopen)$/;

/** The address argument of an outgoing HTTP request, if the call is one. */
function requestUrl(call: Extract<Expr, { k: 'call' }>, receiver: Value | undefined): Expr | undefined {
  const keyword = call.keywords?.find((item) => item.name === 'url')?.value;
  const byMethod = /^(request|urlopen)$/.test(call.method) && call.args.length >= 2 && call.method !== 'urlopen';
  if (HTTP_CALLS.test(call.callee) || (receiver?.kind === 'http-client' && CLIENT_METHODS.test(call.method))) {
    return keyword ?? (byMethod || call.callee === 'aiohttp.request' ? call.args[1] : call.args[0]);
  }
  return undefined;
}

const XML_OWNER = /(^|\.)(root|tree|doc|document|xml\w*|etree|element|dom|node|parsed)$/i;

/** The LDAP filter of a python-ldap (`search_s(base, scope, filter)`) or ldap3 (`search(base, filter)`) call. */
function ldapFilter(call: Extract<Expr, { k: 'call' }>): Expr | undefined {
  const keyword = call.keywords?.find((item) => /^(filterstr|search_filter)$/.test(item.name))?.value;
  if (keyword) return keyword;
  if (!call.receiver) return undefined;
  if (/^(search_s|search_st|search_ext|search_ext_s|search_subtree_s)$/.test(call.method)) return call.args[2];
  if (call.method !== 'search' || call.args.length < 2) return undefined;
  const scope = call.args[1];
  return scope?.k === 'field' && /SCOPE_/.test(scope.text) ? call.args[2] : scope;
}

/** Python as the taint pass reads it. */
export const PYTHON_DIALECT: Dialect = {
  switchFallsThrough: false,
  param(param, fn) {
    if (param.name === 'self' || param.name === 'cls') return UNKNOWN;
    if (param.name === 'request' || param.name === 'req' || /^(Request|HttpRequest|WSGIRequest)$/.test(param.type)) {
      return { kind: 'request' };
    }
    const route = param.annotations.some((decorator) => ROUTE_DECORATOR.test(decorator));
    if (route && !DEPENDENCY.test(param.type) && !/^(db|session|background_tasks)$/.test(param.name)) {
      return tainted(fn.line, `the request parameter \`${param.name}\``);
    }
    if (!param.type || /^(str|bytes|Any|Optional\[str\])$/.test(param.type)) {
      return tainted(fn.line, `the parameter \`${param.name}\``, true);
    }
    return UNKNOWN;
  },
  member(name, object, line) {
    if (object.kind === 'request') {
      return /^(method|user|session|app|META_SAFE)$/.test(name)
        ? UNKNOWN
        : tainted(line, `the request (\`request.${name}\`)`);
    }
    return undefined;
  },
  source(call, receiver) {
    if (call.k === 'new') return undefined;
    if (receiver?.kind === 'request') {
      return REQUEST_CALLS.test(call.method) ? tainted(call.line, `the request (\`request.${call.method}\`)`) : UNKNOWN;
    }
    if (HTTP_CLIENTS.test(call.callee)) return { kind: 'http-client' };
    if (call.callee === 'input' || call.callee === 'raw_input') return tainted(call.line, 'user input');
    if (/^(os\.getenv|os\.environ\.get)$/.test(call.callee)) return tainted(call.line, 'the environment');
    if (call.callee === 'sys.stdin.read' || call.callee === 'sys.stdin.readline') {
      return tainted(call.line, 'standard input');
    }
    return undefined;
  },
  global(expression) {
    if (expression.k === 'name' && expression.name === 'request') return { kind: 'request' };
    if (expression.k === 'field' && /^(flask|quart)\.request$/.test(expression.text)) return { kind: 'request' };
    if (expression.k === 'field' && expression.text === 'sys.argv') {
      return programArguments(expression.line, 1);
    }
    if (expression.k === 'field' && expression.text === 'os.environ') {
      return { rest: tainted(expression.line, 'the environment') };
    }
    return undefined;
  },
  sanitises(call) {
    if (call.k === 'new') return undefined;
    return SANITISERS.find(([pattern]) => pattern.test(call.callee))?.[1];
  },
  propagates(call) {
    return call.k === 'call' && (PROPAGATORS.test(call.callee) || PROPAGATORS.test(call.method));
  },
  fieldSink(target) {
    const holder = target.object;
    const session =
      (holder.k === 'name' && holder.name === 'session') ||
      (holder.k === 'field' && /(^|\.)session$/.test(holder.text));
    return session && target.k === 'index' ? { ruleId: 'SEC013', noun: 'the session' } : undefined;
  },
  returnSink(fn) {
    const view =
      fn.params.some((param) => param.name === 'request') ||
      (fn.annotations ?? []).some((decorator) => ROUTE_DECORATOR.test(decorator));
    return view ? { ruleId: 'SEC005', noun: 'the page' } : undefined;
  },
  resolvesUrl(call) {
    return call.k === 'call' && /(^|\.)urljoin$/.test(call.callee) ? 1 : undefined;
  },
  sinks(call, receiver) {
    const hits: SinkHit[] = [];
    if (call.k === 'new') return hits;
    const { callee, method, args } = call;
    const [first] = args;
    const shell = call.keywords?.find((keyword) => keyword.name === 'shell')?.value;
    if (first && (SQL_METHODS.test(method) || SQL_METHODS.test(callee)) && (call.receiver || /text$/.test(callee))) {
      hits.push({ ruleId: 'SEC002', noun: 'the query', args: [first] });
    }
    if (first && SHELL_CALLS.test(callee)) hits.push({ ruleId: 'SEC003', noun: 'the shell command', args: [first] });
    if (first && SUBPROCESS.test(callee)) {
      const shellOn = shell && !(shell.k === 'lit' && !shell.value);
      const program = first.k === 'list' ? first.items[0] : first;
      const list = first.k === 'list' ? first.items : [first];
      const shellProgram = program?.k === 'lit' && /^(\/bin\/)?(sh|bash|zsh|dash|ksh)$/.test(String(program.value));
      const shellArgument = shellProgram ? list.findIndex((item) => item.k === 'lit' && item.value === '-c') : -1;
      if (shellOn) {
        const uncertain = shell.k !== 'lit';
        hits.push({ ruleId: 'SEC003', noun: 'the shell command', args: [first], uncertain });
      } else if (shellArgument > 0) {
        hits.push({ ruleId: 'SEC003', noun: 'the shell command', args: list.slice(shellArgument + 1) });
      } else if (program) hits.push({ ruleId: 'SEC003', noun: 'the command', args: [program], program: true });
    }
    if (EXEC_FAMILY.test(callee)) {
      // `execve(path, args, env)`, `spawnle(…, env)`, `posix_spawn(path, argv, env)`: the environment runs nothing.
      const withEnv = /e$|posix_spawn/.test(callee) && args.length > 1;
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: withEnv ? args.slice(0, -1) : args });
    }
    if (first && FILE_SINKS.test(callee)) hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [first] });
    if (first && method === 'save' && receiver?.taint) {
      hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [first] });
    }
    if (first && /^(Path|pathlib\.Path)$/.test(callee) && args.length === 1) {
      hits.push({ ruleId: 'SEC010', noun: 'the file path', args: [first] });
    }
    if (first && REDIRECTS.test(callee)) hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [first] });
    if (first && HTML_TRUST.test(callee)) hits.push({ ruleId: 'SEC005', noun: 'the page', args: [first] });
    // `response.set_data(body)` on a Flask/Werkzeug response: the body, text/html unless told otherwise.
    if (first && method === 'set_data' && /resp/i.test(callee)) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args: [first] });
    }
    const filter = ldapFilter(call);
    if (filter && /ldap|conn|^l\.|directory|server|^c\./i.test(callee)) {
      hits.push({ ruleId: 'SEC011', noun: 'the LDAP filter', args: [filter] });
    }
    const owner = callee.slice(0, Math.max(0, callee.length - method.length - 1));
    if (
      first &&
      ((method === 'xpath' && call.receiver) ||
        /^(etree\.XPath|lxml\.etree\.XPath|XPath|etree\.ETXPath)$/.test(callee) ||
        (/^(find|findall|iterfind|findtext)$/.test(method) && XML_OWNER.test(owner)))
    ) {
      hits.push({ ruleId: 'SEC012', noun: 'the XPath expression', args: [first] });
    }
    if (first && /^(eval|exec)$/.test(callee)) {
      const uncertain = args.length > 1 || (call.keywords?.length ?? 0) > 0;
      hits.push({ ruleId: 'SEC001', noun: 'the interpreter', args: [first], uncertain });
    }
    const url = requestUrl(call, receiver);
    if (url) hits.push({ ruleId: 'SEC018', noun: 'the outgoing request', args: [url] });
    return hits;
  },
};
