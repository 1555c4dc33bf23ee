/**
 * Every regular-expression literal of the analysis engine and the content package, checked with
 * a ReDoS checker (recheck): the engine runs user code through these patterns, and one pattern
 * that backtracks badly freezes a worker (before the pool, the whole server).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['packages/analysis/src', 'packages/content/src', 'packages/content/scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'generated', '__corpus__', 'dist']);

/**
 * Patterns recheck calls quadratic that are accepted, with the bound that makes them harmless.
 * Anything cubic, exponential or undecided fails; an entry that is no longer needed fails too.
 */
const ACCEPTED_QUADRATIC: Record<string, string> = {
  '\\b(DES|TripleDES|RC2)CryptoServiceProvider\\b|\\bDES\\.Create\\(|CipherMode\\.ECB|openssl_encrypt\\([^)]*[\'"](des|rc4|bf)[^\'"]*[\'"]|-ecb[\'"]':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  'set_cookie\\([^)]*\\b(secure|httponly)\\s*=\\s*False|\\b(SESSION|CSRF)_COOKIE_(SECURE|HTTPONLY)\\s*=\\s*False':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  'ALLOW_ALL_HOSTNAME_VERIFIER|NoopHostnameVerifier|TrustAllStrategy|TrustSelfSignedStrategy|set\\w*HostnameVerifier\\(\\s*\\(\\s*\\w+\\s*,\\s*\\w+\\s*\\)\\s*->\\s*true|InsecureTrustManagerFactory':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '\\bjwt\\.(encode|sign)\\s*\\([^)]*,\\s*b?[\'"`][^\'"`\\s]{3,}[\'"`]|\\bhmac\\.new\\(\\s*b?[\'"][^\'"]{3,}[\'"]|createHmac\\(\\s*[\'"`]\\w+[\'"`]\\s*,\\s*[\'"`][^\'"`]{3,}[\'"`]|Algorithm\\.HMAC\\d+\\(\\s*"[^"]{3,}"|signWith\\([^)]*,\\s*"[^"]{3,}"|\\.setSigningKey\\(\\s*"[^"]{3,}"|\\[\\]byte\\(\\s*"[^"]{6,}"\\s*\\)\\s*,?\\s*$|SignedString\\(\\s*\\[\\]byte\\(\\s*"[^"]{3,}"':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '\\b(checkServerTrusted|checkClientTrusted)\\s*\\([^)]*\\)\\s*(?:throws\\s+[\\w.,\\s]+)?\\{\\s*\\}|\\bverify\\s*\\(\\s*(?:final\\s+)?String\\s+\\w+\\s*,\\s*(?:final\\s+)?SSLSession\\s+\\w+\\s*\\)\\s*\\{\\s*return\\s+true\\s*;\\s*\\}':
    'runs on a window of TRUST_WINDOW (400) characters after a method name',
  'exec\\.Command(Context)?\\([^)]*"(sh|bash|cmd|powershell)"\\s*,\\s*"(-c|\\/c)"\\s*,\\s*[^")]':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '\\b(shell_exec|system|passthru|exec|popen|proc_open)\\s*\\(\\s*[^)"\']*\\$|\\b(shell_exec|system|passthru|exec)\\s*\\(\\s*["\'][^"\']*["\']\\s*\\.\\s*\\$|`[^`]*\\$[a-z_]':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  'Process\\.Start\\(\\s*"(cmd(\\.exe)?|bash|sh|powershell)"\\s*,\\s*[^)]*\\+':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '\\b(echo|print)\\b[^;]*\\$_(GET|POST|REQUEST|COOKIE)':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  'InsecureSkipVerify\\s*:\\s*true|CURLOPT_SSL_VERIFYPEER\\s*,\\s*(false|0)|VERIFY_NONE|danger_accept_invalid_certs\\(true\\)|ServerCertificate(Custom)?ValidationCallback\\s*=.*=>\\s*true|verify\\s*=\\s*False|rejectUnauthorized\\s*:\\s*false':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '(?<![\\w.@])([\\w.@]+)\\.(?:each|each_with_index|map|select|reject|find|any\\?|all\\?)\\b[^{]*(?:\\bdo\\b|\\{)|\\bfor\\s+\\w+\\s+in\\s+([\\w.@]+)':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '\\.(executeQuery|executeUpdate|QueryRow|QueryRowContext|Query|QueryContext|Exec|ExecContext|ExecuteReader|ExecuteScalar|ExecuteNonQuery|find_by\\w*|where)\\s*\\(|->query\\s*\\(|\\bmysqli_query\\s*\\(|\\$wpdb->|\\.execute\\s*\\(|\\bhttp\\.Get\\s*\\(|\\bHttpClient\\b.*\\.(Get|Post)Async\\s*\\(':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '^\\s*(?:(?:public|protected|private|internal|static|final|abstract|synchronized|native|virtual|override|async|sealed|extern|inline|constexpr|unsafe|partial|new|default|explicit|friend)\\s+)*(?:[\\w:<>[\\],.*&?]+\\s+)+[*&]?([A-Za-z_~][\\w:~]*)\\s*\\([^;]*$':
    'line rule: reads at most MAX_RULE_LINE_LENGTH characters of a line',
  '^\\s*(```|~~~).*$': "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '^\\s*(?:\\|\\s*)?:?-{3,}.*$':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '<!--[\\s\\S]*?-->': "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '!\\[([^\\]]*)\\]\\([^)]*\\)':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '\\[([^\\]]+)\\]\\([^)]*\\)':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '^\\s*(?:[-*+]|\\d+\\.)\\s+(?:\\[[ x]\\]\\s+)?':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '(^|[\\s(])[*_](\\S(?:.*?\\S)?)[*_](?=[\\s).,;:!?]|$)':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '\\]\\(([^)\\s]+)(?:\\s+"[^"]*")?\\)':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '^```([\\w+-]*)[^\\n]*\\n([\\s\\S]*?)^```\\s*$':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '^-+|-+$': "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
  '\\s*\\{([^}]*)\\}\\s*$':
    "runs on the site's own Markdown when the content is compiled or indexed, never on user input",
};

interface Literal {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function regexLiterals(file: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(sourceFile);
      const slash = text.lastIndexOf('/');
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push({
        where: `${relative(ROOT, file)}:${line + 1}`,
        source: text.slice(1, slash),
        // g and y change where matching starts, not how one attempt backtracks.
        flags: text.slice(slash + 1).replace(/[gy]/g, ''),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const literals = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(regexLiterals);

/** Verdicts recheck gave earlier, by `/source/flags`: checking every pattern takes minutes on a busy machine. */
const VERDICTS_FILE = fileURLToPath(new URL('./redos-verdicts.json', import.meta.url));
const UPDATE = process.env.REDOS_UPDATE === '1';

/** 'safe', 'quadratic', or recheck's summary of a worse complexity. */
type Verdict = string;

function storedVerdicts(): Record<string, Verdict> {
  return existsSync(VERDICTS_FILE) ? (JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')) as Record<string, Verdict>) : {};
}

function verdictOf(literal: Literal): Verdict {
  const result = checkSync(literal.source, literal.flags, { timeout: UPDATE ? 60_000 : 10_000 });
  if (result.status === 'safe') return 'safe';
  if (result.status === 'unknown') return `undecided (${result.error.kind})`;
  const { complexity } = result;
  return complexity.type === 'polynomial' && complexity.degree === 2 ? 'quadratic' : complexity.summary;
}

const keyOf = (literal: Literal) => `/${literal.source}/${literal.flags}`;

describe('regular expressions of the engine and the content', () => {
  it('finds the literals to check', () => {
    expect(literals.length).toBeGreaterThan(200);
  });

  it('has no pattern with super-linear backtracking beyond the accepted, bounded ones', () => {
    const stored = UPDATE ? {} : storedVerdicts();
    const verdicts: Record<string, Verdict> = {};
    const problems: string[] = [];
    for (const literal of literals) {
      const key = keyOf(literal);
      const verdict = stored[key] ?? verdicts[key] ?? verdictOf(literal);
      verdicts[key] = verdict;
      if (verdict === 'safe' || (verdict === 'quadratic' && literal.source in ACCEPTED_QUADRATIC)) continue;
      problems.push(`${literal.where} ${verdict}: /${literal.source}/`);
    }
    if (UPDATE) writeFileSync(VERDICTS_FILE, `${JSON.stringify(verdicts, null, 2)}\n`);
    const stale = Object.keys(ACCEPTED_QUADRATIC).filter((source) => !literals.some((each) => each.source === source));
    // Verdicts of patterns no longer in the code: rerun with REDOS_UPDATE=1 to check the new ones.
    const unused = Object.keys(stored).filter((key) => !(key in verdicts));
    expect(problems).toEqual([]);
    expect(stale).toEqual([]);
    expect(unused).toEqual([]);
  }, 900_000);
});
