/** The catalogue of non-law rules: security, performance, reliability, maintainability. */
import { getLaw } from './laws.ts';
import type { FindingCategory, Severity } from './types.ts';

/** A rule the engine checks besides the five laws. */
export interface RuleDefinition {
  id: string;
  name: string;
  category: Exclude<FindingCategory, 'law'>;
  /** The severity a typical finding of this rule gets; a finding may be rated differently. */
  defaultSeverity: Severity;
  description: string;
}

/** Every rule the engine can report, in catalogue order. */
export const RULES: readonly RuleDefinition[] = Object.freeze([
  {
    id: 'SEC001',
    name: 'Dynamic code execution',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'eval, new Function, string timers (JavaScript) and eval/exec (Python) run text as code; ' +
      'whoever controls the text controls the program.',
  },
  {
    id: 'SEC002',
    name: 'SQL built from strings',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'A query assembled by concatenation, template literals, f-strings, % or format() is ' +
      'open to SQL injection; pass values as query parameters instead.',
  },
  {
    id: 'SEC003',
    name: 'Shell command built from input',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'A shell command assembled from variables (child_process.exec, os.system, ' +
      'subprocess with shell=True) allows command injection; pass an argument list without a shell.',
  },
  {
    id: 'SEC004',
    name: 'Hard-coded secret',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'Passwords, API keys, tokens and private keys written in source code leak with every ' +
      'copy of the repository; read them from the environment or a secret store.',
  },
  {
    id: 'SEC005',
    name: 'Unsafe HTML sink',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'innerHTML, outerHTML, insertAdjacentHTML, document.write and dangerouslySetInnerHTML ' +
      'with dynamic content allow cross-site scripting unless the HTML is sanitised.',
  },
  {
    id: 'SEC006',
    name: 'Unsafe deserialisation',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'pickle, marshal, yaml.load without a safe loader and similar deserialisers can run ' +
      'code hidden in the data; use JSON or a safe loader for anything not fully trusted.',
  },
  {
    id: 'SEC007',
    name: 'Weak password hashing',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'MD5 and SHA-1 are fast and broken; passwords need a slow, salted algorithm such as ' +
      'bcrypt, scrypt or Argon2.',
  },
  {
    id: 'SEC008',
    name: 'TLS verification disabled',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'rejectUnauthorized: false or verify=False accepts any certificate and exposes the ' +
      'connection to interception.',
  },
  {
    id: 'SEC009',
    name: 'Open redirect from request input',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'A redirect to an address read from the request (query, body, params) lets anyone link ' +
      'through your site to theirs; accept known paths only.',
  },
  {
    id: 'SEC010',
    name: 'File path from request input',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'A file opened, sent or deleted by a path read from the request reaches any file with ../; ' +
      'resolve it under a fixed base directory and check that it stays there.',
  },
  {
    id: 'SEC011',
    name: 'LDAP query from request input',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'An LDAP search filter or name built from request data lets the sender change the query; escape the value or use filter arguments.',
  },
  {
    id: 'SEC012',
    name: 'XPath expression from request input',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'An XPath expression built from request data lets the sender read other nodes; use XPath variables instead.',
  },
  {
    id: 'SEC013',
    name: 'Request data stored in the session',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'Unchecked request data put into the session crosses a trust boundary: later code trusts it as if the server had set it.',
  },
  {
    id: 'SEC014',
    name: 'Insecure randomness for a security value',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'Math.random, java.util.Random, random.random and math/rand are predictable; tokens, keys and session ids need a cryptographic generator.',
  },
  {
    id: 'SEC015',
    name: 'Weak cipher or mode',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'DES, 3DES, RC4, Blowfish and the ECB mode are broken or leak patterns; use AES-GCM or ChaCha20-Poly1305.',
  },
  {
    id: 'SEC016',
    name: 'Cookie without Secure or HttpOnly',
    category: 'security',
    defaultSeverity: 'Minor',
    description: 'A cookie without Secure travels over plain HTTP, and one without HttpOnly is readable by scripts.',
  },
  {
    id: 'SEC017',
    name: 'XML parser open to external entities',
    category: 'security',
    defaultSeverity: 'Major',
    description:
      'An XML parser that resolves DOCTYPEs and external entities (XXE) can read local files and reach internal hosts; disallow DOCTYPE declarations.',
  },
  {
    id: 'SEC018',
    name: 'Server-side request to an address from input',
    category: 'security',
    defaultSeverity: 'Critical',
    description:
      'An outgoing HTTP request whose address (or host) comes from the request lets the sender make the server call internal hosts and cloud metadata (SSRF); fix the host and encode what goes into the path, or check the host against an allow-list.',
  },
  {
    id: 'PERF001',
    name: 'Nested iteration over the same collection',
    category: 'performance',
    defaultSeverity: 'Minor',
    description:
      'Iterating or searching a collection inside a loop over the same collection is ' +
      'quadratic; index it once in a Map or Set.',
  },
  {
    id: 'PERF002',
    name: 'Loop-invariant work repeated in a loop',
    category: 'performance',
    defaultSeverity: 'Minor',
    description:
      'Parsing, DOM queries or regular-expression compilation whose inputs do not change ' +
      'between iterations is repeated on every pass; hoist it out of the loop.',
  },
  {
    id: 'PERF003',
    name: 'Query or request inside a loop',
    category: 'performance',
    defaultSeverity: 'Major',
    description:
      'A database query or network request awaited on every iteration (the N+1 pattern) ' +
      'multiplies latency; fetch in one batched query or run requests together.',
  },
  {
    id: 'PERF004',
    name: 'Blocking call in a handler',
    category: 'performance',
    defaultSeverity: 'Major',
    description:
      'Synchronous file or process calls inside request handlers, and blocking calls inside ' +
      'async functions, stall every other request; use the asynchronous API.',
  },
  {
    id: 'PERF005',
    name: 'Nested-loop join of two collections',
    category: 'performance',
    defaultSeverity: 'Minor',
    description:
      'Scanning a second collection for every element of a first one to find matching keys ' +
      'costs O(n·m); index the second collection once in a Map, Set or dict.',
  },
  {
    id: 'REL001',
    name: 'Swallowed error',
    category: 'reliability',
    defaultSeverity: 'Major',
    description:
      'An empty catch block or an except clause that only passes hides failures; handle, ' +
      'log or rethrow the error.',
  },
  {
    id: 'REL002',
    name: 'Bare except',
    category: 'reliability',
    defaultSeverity: 'Minor',
    description:
      'except: without an exception type also catches KeyboardInterrupt and SystemExit; ' +
      'catch Exception or a narrower type.',
  },
  {
    id: 'REL003',
    name: 'Debugger left in code',
    category: 'reliability',
    defaultSeverity: 'Minor',
    description: 'debugger statements and breakpoint() calls stop the program when tools are attached.',
  },
  {
    id: 'REL004',
    name: 'Promise neither awaited nor handled',
    category: 'reliability',
    defaultSeverity: 'Major',
    description:
      'A promise created inside an async function and dropped (no await, no return, no .catch) ' +
      'loses its errors and lets the function finish before the work does.',
  },
  {
    id: 'MNT001',
    name: 'Duplicated block',
    category: 'maintainability',
    defaultSeverity: 'Minor',
    description:
      'The same sequence of lines appears more than once; a fix in one copy is easily ' +
      'missed in the other. Extract it into a function.',
  },
  {
    id: 'GOV001',
    name: 'Unresolved marker',
    category: 'governance',
    defaultSeverity: 'Trivial',
    description: 'TODO, FIXME and HACK comments record known, unfinished work.',
  },
  {
    id: 'SYN001',
    name: 'Syntax error',
    category: 'syntax',
    defaultSeverity: 'Major',
    description: 'The file could not be parsed completely; the analysis of it is reduced.',
  },
] satisfies RuleDefinition[]);

const RULES_BY_ID = new Map<string, RuleDefinition>(RULES.map((rule) => [rule.id, rule]));

/** The rule with this id, or undefined. */
export function getRule(id: string): RuleDefinition | undefined {
  return RULES_BY_ID.get(id);
}

/** The display name of a law or rule id; the id itself when unknown. */
export function ruleName(id: string): string {
  return getLaw(id)?.name ?? getRule(id)?.name ?? id;
}

/** The finding category of a law or rule id. */
export function ruleCategory(id: string): FindingCategory {
  if (getLaw(id)) return 'law';
  return getRule(id)?.category ?? 'maintainability';
}
