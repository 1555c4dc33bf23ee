/** Java's sources, sanitisers, propagators and sinks for the taint pass (Servlets, Spring, JDBC, JPA, JNDI, XPath). */
import type { Dialect, SinkHit } from './dialect.ts';
import type { Expr } from './ir.ts';
import { tainted, UNKNOWN } from './values.ts';

type Call = Extract<Expr, { k: 'call' | 'new' }>;

const REQUEST_TYPES =
  /^(HttpServletRequest|ServletRequest|HttpServletRequestWrapper|WebRequest|NativeWebRequest|MultipartHttpServletRequest)$/;
const RESPONSE_TYPES = /^(HttpServletResponse|ServletResponse)$/;
const REQUEST_ANNOTATIONS =
  /^(RequestParam|PathVariable|RequestBody|RequestHeader|CookieValue|ModelAttribute|RequestPart|MatrixVariable|QueryParam|PathParam|FormParam|HeaderParam|CookieParam|BeanParam)$/;
const REQUEST_READS =
  /^(getParameter|getParameterValues|getParameterMap|getParameterNames|getHeader|getHeaders|getHeaderNames|getCookies|getQueryString|getInputStream|getReader|getPathInfo|getRequestURI|getRequestURL|getPart|getParts|getRemoteUser|getServletPath|getPathTranslated)$/;
const SANITISERS: [RegExp, string[]][] = [
  [/^(parseInt|parseLong|parseDouble|parseFloat|parseBoolean|valueOf)$/, ['*']],
  [
    /^(encodeForHTML|encodeForHTMLAttribute|encodeForJavaScript|htmlEscape|escapeHtml[34]?|escapeXml\d*|forHtml\w*|forJavaScript\w*|sanitize|escapeEcmaScript)$/,
    ['SEC005'],
  ],
  [/^(encodeForSQL|escapeSql)$/, ['SEC002']],
  [/^(encodeForLDAP|encodeForDN|escapeLDAPSearchFilter)$/, ['SEC011']],
  [/^(encodeForXPath)$/, ['SEC012']],
  [/^(encodeForOS)$/, ['SEC003']],
  [/^(getName|getFileName|normalizeFilename|getBaseName)$/, ['SEC010']],
  [/^(encodeForURL|encode)$/, ['SEC005', 'SEC009', 'SEC010', 'SEC003']],
];
const PROPAGATORS =
  /^(format|valueOf|join|decode|decodeBase64|encode|encodeBase64|encodeToString|getDecoder|getEncoder|getBytes|toCharArray|nextElement|copyOf|asList|of|get|toString|replace\w*|concat|substring|toLowerCase|toUpperCase|trim|strip|split|readLine|nextLine|next|read\w*|getValue|getName)$/;
const SQL_METHODS =
  /^(execute|executeQuery|executeUpdate|executeLargeUpdate|addBatch|prepareStatement|prepareCall|nativeSQL|createQuery|createNativeQuery|createSQLQuery|queryForObject|queryForList|queryForMap|queryForRowSet|queryForStream|batchUpdate|query|update)$/;
const FILE_TYPES =
  /^(File|FileInputStream|FileOutputStream|FileReader|FileWriter|RandomAccessFile|PrintWriter|FileSystemResource|ZipFile)$/;
const FILE_CALLS = /^(Paths\.get|Path\.of|Files\.\w+|FileUtils\.\w+|new File)$/;
const WRITER_METHODS = /^(print|println|write|printf|format|append)$/;

/** Request objects of Apache HttpClient, and classes whose constructor takes the address. */
const HTTP_REQUEST_TYPES =
  /^(HttpGet|HttpPost|HttpPut|HttpDelete|HttpPatch|HttpHead|HttpOptions|HttpTrace|HttpUriRequestBase)$/;
const REST_TEMPLATE_METHODS =
  /^(getForObject|getForEntity|postForObject|postForEntity|postForLocation|exchange|put|delete|patchForObject|headForHeaders|optionsForAllow|execute)$/;

/** The address of an outgoing HTTP request made by this call, if it makes one (SEC018). */
function requestUrl(call: Extract<Expr, { k: 'call' }>): Expr | undefined {
  const [first] = call.args;
  // `new URL(x).openConnection()`, `url.openStream()`: the URL object is the address.
  if (/^(openConnection|openStream)$/.test(call.method) && call.args.length <= 1) return call.receiver;
  if (!first) return undefined;
  if (call.method === 'newBuilder' && /HttpRequest/.test(call.callee)) return first;
  if (
    /^(uri|url)$/.test(call.method) &&
    /newBuilder|HttpRequest|[Ww]eb[Cc]lient|Builder|client|\.(get|post|put|delete|patch|method)\(/.test(call.callee)
  ) {
    return first;
  }
  // RestTemplate and RestOperations; JdbcTemplate, RedisTemplate and the like share method names.
  const owner = call.callee.slice(0, Math.max(0, call.callee.length - call.method.length - 1));
  if (REST_TEMPLATE_METHODS.test(call.method) && /rest/i.test(owner.split('.').pop() ?? '')) return first;
  if (/^(Jsoup\.connect|Request\.(Get|Post|Put|Delete|Head|Patch))$/.test(call.callee)) return first;
  return undefined;
}

function bareCallee(call: Call): string {
  if (call.k === 'new') return `new ${call.type}`;
  return call.callee.replace(/^(java|javax|jakarta|org|com)\.[\w.]*\.(\w+\.\w+)$/, '$2');
}

/** Java as the taint pass reads it. */
export const JAVA_DIALECT: Dialect = {
  switchFallsThrough: true,
  param(param, fn) {
    const type = param.type.replace(/<.*$/s, '').split('.').pop() ?? '';
    if (REQUEST_TYPES.test(type)) return { kind: 'request' };
    if (RESPONSE_TYPES.test(type)) return { kind: 'response' };
    if (param.annotations.some((annotation) => REQUEST_ANNOTATIONS.test(annotation))) {
      return tainted(fn.line, `the request parameter \`${param.name}\``);
    }
    if (fn.name === 'main' && /String\s*\[\]|String\.\.\./.test(param.type + ' ')) {
      return { rest: tainted(fn.line, 'the command line') };
    }
    if (/^(String|Object|CharSequence)$/.test(type)) return tainted(fn.line, `the parameter \`${param.name}\``, true);
    return UNKNOWN;
  },
  source(call, receiver) {
    if (call.k === 'new') {
      if (call.type === 'Scanner' || call.type === 'BufferedReader' || call.type === 'InputStreamReader') {
        return call.text.includes('System.in') ? tainted(call.line, 'standard input') : undefined;
      }
      return undefined;
    }
    if (receiver?.kind === 'request') {
      if (REQUEST_READS.test(call.method)) return tainted(call.line, `the request (\`${call.method}\`)`);
      if (call.method === 'getSession') return { kind: 'session' };
      return UNKNOWN;
    }
    if (receiver?.kind === 'request-wrapper' && /^get/.test(call.method)) {
      return tainted(call.line, `the request (\`${call.method}\`)`);
    }
    if (receiver?.kind === 'response') {
      return call.method === 'getWriter' || call.method === 'getOutputStream' ? { kind: 'writer' } : UNKNOWN;
    }
    if (receiver?.kind === 'session' && /^(getAttribute|getValue)$/.test(call.method)) return UNKNOWN;
    if (call.callee === 'System.getenv') return tainted(call.line, 'the environment');
    return undefined;
  },
  global(expression) {
    if (expression.k === 'field' && expression.text === 'System.in') return tainted(0, 'standard input');
    return undefined;
  },
  sanitises(call) {
    if (call.k === 'new') return undefined;
    if (
      call.method === 'valueOf' &&
      !/^(Integer|Long|Double|Float|Short|Byte|Boolean)$/.test(call.callee.split('.')[0] ?? '')
    ) {
      return undefined;
    }
    if (/^(encode)$/.test(call.method) && !/URLEncoder/.test(call.callee)) return undefined;
    if (
      /^(getName|getFileName)$/.test(call.method) &&
      !/FilenameUtils|Path|Paths|File/.test(call.callee) &&
      call.args.length === 0
    ) {
      return undefined;
    }
    return SANITISERS.find(([pattern]) => pattern.test(call.method))?.[1];
  },
  propagates(call) {
    if (call.k !== 'call') return false;
    return (
      PROPAGATORS.test(call.method) ||
      /^(URI\.create|java\.net\.URI\.create|UriComponentsBuilder\.\w+)$/.test(call.callee)
    );
  },
  resolvesUrl(call) {
    // `base.resolve(ref)`: a URI's reference, or a file Path's child, decides the result either way.
    return call.k === 'call' && call.method === 'resolve' && call.args.length === 1 ? 0 : undefined;
  },
  sinks(call, receiver) {
    const hits: SinkHit[] = [];
    const name = bareCallee(call);
    const first = call.args[0];
    if (call.k === 'new') {
      if (call.type === 'ProcessBuilder') hits.push({ ruleId: 'SEC003', noun: 'the command', args: call.args });
      if (FILE_TYPES.test(call.type)) hits.push({ ruleId: 'SEC010', noun: 'the file path', args: call.args });
      if (HTTP_REQUEST_TYPES.test(call.type) && call.args[0]) {
        hits.push({ ruleId: 'SEC018', noun: 'the outgoing request', args: [call.args[0]] });
      }
      return hits;
    }
    if (call.method === 'exec' && /Runtime|getRuntime|^r$|runtime/i.test(call.callee)) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: call.args });
    } else if (call.method === 'exec' && call.args.length <= 3) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: call.args });
    }
    if (call.method === 'command' && call.receiver) {
      hits.push({ ruleId: 'SEC003', noun: 'the command', args: call.args });
    }
    if (SQL_METHODS.test(call.method) && first) hits.push({ ruleId: 'SEC002', noun: 'the query', args: [first] });
    if (FILE_CALLS.test(name) && first) hits.push({ ruleId: 'SEC010', noun: 'the file path', args: call.args });
    if (receiver?.kind === 'response' && call.method === 'sendRedirect' && first) {
      hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [first] });
    }
    if (
      receiver?.kind === 'response' &&
      /^(setHeader|addHeader)$/.test(call.method) &&
      /Location/i.test(call.text) &&
      call.args[1]
    ) {
      hits.push({ ruleId: 'SEC009', noun: 'the redirect', args: [call.args[1]] });
    }
    if (receiver?.kind === 'writer' && WRITER_METHODS.test(call.method)) {
      hits.push({ ruleId: 'SEC005', noun: 'the page', args: call.args });
    }
    // JNDI's and Spring's `search(name, filter, …)` take at most five arguments; a driver's own longer `search` is no API.
    if (call.method === 'search' && call.args.length >= 2 && call.args.length <= 5) {
      hits.push({ ruleId: 'SEC011', noun: 'the LDAP query', args: call.args.slice(0, 2) });
    }
    if (
      /^(evaluate|compile|selectNodes|selectSingleNode)$/.test(call.method) &&
      first &&
      /xpath|xp\b|XPath/i.test(call.callee)
    ) {
      hits.push({ ruleId: 'SEC012', noun: 'the XPath expression', args: [first] });
    }
    if (receiver?.kind === 'session' && /^(setAttribute|putValue)$/.test(call.method)) {
      hits.push({ ruleId: 'SEC013', noun: 'the session', args: call.args });
    }
    const url = requestUrl(call);
    if (url) hits.push({ ruleId: 'SEC018', noun: 'the outgoing request', args: [url] });
    if (call.method === 'eval' && first && call.receiver) {
      hits.push({ ruleId: 'SEC001', noun: 'the script engine', args: [first] });
    }
    // Expression languages and shells: SpEL, OGNL, MVEL, Groovy.
    if (
      first &&
      (call.method === 'parseExpression' ||
        /^(Ognl\.(getValue|setValue|parseExpression)|MVEL\.(eval\w*|compileExpression)|Eval\.(me|x|xy|xyz))$/.test(
          name,
        ) ||
        (/^(evaluate|parse|run)$/.test(call.method) && /GroovyShell|shell/i.test(call.callee)))
    ) {
      hits.push({ ruleId: 'SEC001', noun: 'the expression', args: [first] });
    }
    return hits;
  },
};
