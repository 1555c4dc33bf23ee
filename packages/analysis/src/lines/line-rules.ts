/** Pattern rules of the reduced, line-based analysis (one source line at a time, comments removed). */
import { isSecretName, knownSecretFormat, looksLikeSecretValue, mentionsPassword } from '../common/secrets.ts';
import { looksLikeSql } from '../common/sql.ts';
import type { Language, Severity } from '../types.ts';

/** One pattern rule. */
export interface LineRule {
  ruleId: string;
  severity: Severity;
  languages: readonly Language[] | 'all';
  pattern: RegExp;
  message: string;
  fix: string;
  /** Extra condition on the matched line (and the name of the enclosing function). */
  when?: (line: string, enclosing: string) => boolean;
}

/**
 * The contents of the quoted literals on a line ('…', "…" or `…`, with backslash escapes). An
 * unterminated quote is skipped, and so is every later quote of its kind, so each kind scans the
 * rest of the line at most once: a hand-written scanner because the equivalent regular expression
 * backtracks polynomially on lines full of quotes.
 */
export function quotedLiterals(line: string): string[] {
  const literals: string[] = [];
  const unterminated = new Set<string>();
  let index = 0;
  while (index < line.length) {
    const quote = line.charAt(index);
    index += 1;
    if ((quote !== '"' && quote !== "'" && quote !== '`') || unterminated.has(quote)) continue;
    let end = index;
    while (end < line.length && line[end] !== quote) end += line[end] === '\\' ? 2 : 1;
    if (end >= line.length) {
      unterminated.add(quote);
      continue;
    }
    literals.push(line.slice(index, end));
    index = end + 1;
  }
  return literals;
}

/** True when a line builds SQL text by concatenation or interpolation with a variable. */
export function buildsSqlFromStrings(line: string): boolean {
  const literals = quotedLiterals(line);
  if (
    !literals.some((literal) => looksLikeSql(literal.replace(/[#$]\{[^{}]*\}|\\\([^()]*\)|\{[^{}]*\}|\$\w+/g, ' x ')))
  ) {
    return false;
  }
  const interpolated =
    /#\{[^{}]+\}|\$\{[^{}]+\}|\\\([^()]+\)|\$[a-z_]\w*|\{[a-z_]\w*\}/i.test(literals.join(' ')) &&
    /\$"|f"|#\{|\\\(|"[^"]*\$[a-z_]/i.test(line);
  const concatenated =
    /["'`]\s*(\+|\.)\s*[$A-Za-z_(]|[\w)\]]\s*(\+|\.)\s*["'`]/.test(line) &&
    !/["'`]\s*\+\s*["'`]/.test(line.replace(/["'`]\s*\+\s*[A-Z_]+\s*\+\s*["'`]/g, ''));
  const formatted = /(Sprintf|String\.format|format!|sprintf)\s*\(\s*["'`]/.test(line) && /%[sdv]|\{\}/.test(line);
  return interpolated || concatenated || formatted;
}

/** The pattern rules; each language only gets the rules that apply to it. */
export const LINE_RULES: readonly LineRule[] = [
  {
    ruleId: 'SEC001',
    severity: 'Critical',
    languages: ['php', 'ruby', 'javascript', 'typescript', 'python'],
    pattern: /(?<![\w.>:$])eval\s*\(\s*(?!["'][^"']*["']\s*\))/,
    message: 'Dynamic code execution with `eval`.',
    fix: 'Replace eval with explicit parsing or a lookup table.',
  },
  {
    ruleId: 'SEC001',
    severity: 'Critical',
    languages: ['python'],
    pattern: /(?<![\w.])exec\s*\(\s*(?!["'][^"']*["']\s*\))/,
    message: 'Dynamic code execution with `exec`.',
    fix: 'Replace exec with explicit code paths.',
  },
  {
    ruleId: 'SEC001',
    severity: 'Critical',
    languages: ['ruby'],
    pattern: /\b(instance_eval|class_eval|module_eval)\s*(?:\(\s*)?[^{\s]/,
    message: 'String evaluation with `instance_eval`/`class_eval`.',
    fix: 'Use define_method or a block instead of evaluating strings.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['java'],
    pattern: /Runtime\.getRuntime\(\)\.exec\(\s*(?!"[^"]*"\s*\))/,
    message: 'Shell command built from a variable (`Runtime.exec`).',
    fix: 'Use ProcessBuilder with a fixed program and an argument list.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['go'],
    pattern: /exec\.Command(Context)?\([^)]*"(sh|bash|cmd|powershell)"\s*,\s*"(-c|\/c)"\s*,\s*[^")]/,
    message: 'Shell command built from a variable (`exec.Command("sh", "-c", …)`).',
    fix: 'Run the program directly with exec.Command(name, args...) without a shell.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['php'],
    pattern:
      /\b(shell_exec|system|passthru|exec|popen|proc_open)\s*\(\s*[^)"']*\$|\b(shell_exec|system|passthru|exec)\s*\(\s*["'][^"']*["']\s*\.\s*\$|`[^`]*\$[a-z_]/i,
    message: 'Shell command built from a variable.',
    fix: 'Avoid the shell; if unavoidable, escape every argument with escapeshellarg.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['ruby'],
    pattern: /\b(system|exec|spawn|IO\.popen)\s*(?:\(\s*)?"[^"]*#\{|`[^`]*#\{|%x\([^()]*#\{/,
    message: 'Shell command built with string interpolation.',
    fix: 'Pass the command and its arguments separately: system("ls", dir).',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['c#'],
    pattern: /Process\.Start\(\s*"(cmd(\.exe)?|bash|sh|powershell)"\s*,\s*[^)]*\+/,
    message: 'Shell command built from a variable (`Process.Start`).',
    fix: 'Start the program directly with ArgumentList instead of a shell.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['c++'],
    pattern: /\b(system|popen)\s*\(\s*(?!")/,
    message: 'Shell command built from a variable (`system`).',
    fix: 'Use exec-family calls with an argument vector instead of a shell.',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['rust'],
    pattern: /Command::new\("(sh|bash|cmd)"\)\s*\.arg\("(-c|\/C)"\)/,
    message: 'Shell command run through `sh -c`.',
    fix: 'Run the program directly with Command::new(program).args(list).',
  },
  {
    ruleId: 'SEC003',
    severity: 'Critical',
    languages: ['python'],
    pattern: /\bos\.(system|popen)\s*\(\s*(?!["'][^"']*["']\s*\))|shell\s*=\s*True/,
    message: 'Shell command built from a variable.',
    fix: 'Use subprocess.run with an argument list and shell=False.',
  },
  {
    ruleId: 'SEC005',
    severity: 'Major',
    languages: ['php'],
    pattern: /\b(echo|print)\b[^;]*\$_(GET|POST|REQUEST|COOKIE)/,
    message: 'Request data is echoed into the page without escaping.',
    fix: 'Escape output with htmlspecialchars($value, ENT_QUOTES).',
  },
  {
    ruleId: 'SEC005',
    severity: 'Major',
    languages: ['ruby'],
    pattern: /\.html_safe\b|\braw\s*\(/,
    message: 'Dynamic content marked as safe HTML (`html_safe`/`raw`).',
    fix: 'Let the template escape it, or sanitise it first.',
  },
  {
    ruleId: 'SEC005',
    severity: 'Major',
    languages: ['c#'],
    pattern: /Html\.Raw\(\s*(?!")/,
    message: 'Dynamic content rendered unescaped with `Html.Raw`.',
    fix: 'Render the value normally so Razor escapes it.',
  },
  {
    ruleId: 'SEC005',
    severity: 'Major',
    languages: ['go'],
    pattern: /template\.HTML\(\s*(?!")/,
    message: 'Dynamic content converted to trusted `template.HTML`.',
    fix: 'Pass the string to the template and let html/template escape it.',
  },
  {
    ruleId: 'SEC005',
    severity: 'Major',
    languages: ['javascript', 'typescript'],
    pattern: /\.(innerHTML|outerHTML)\s*=(?!\s*["'`][^"'`$]*["'`]\s*(?:;\s*)?$)/,
    message: 'Dynamic HTML assigned to innerHTML.',
    fix: 'Use textContent or sanitise the HTML.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['c#'],
    pattern:
      /\bBinaryFormatter\b|\bNetDataContractSerializer\b|TypeNameHandling\s*=\s*TypeNameHandling\.(All|Auto|Objects)/,
    message: 'Unsafe .NET deserialiser.',
    fix: 'Use System.Text.Json without polymorphic type names.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['php'],
    pattern: /\bunserialize\s*\(/,
    message: '`unserialize` can instantiate arbitrary objects from the data.',
    fix: 'Use json_decode, or pass allowed_classes => false.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['ruby'],
    pattern: /\bMarshal\.load\b|\bYAML\.load\s*\(|\bYAML\.unsafe_load\b/,
    message: 'Unsafe deserialisation (`Marshal.load`/`YAML.load`).',
    fix: 'Use JSON or YAML.safe_load.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['python'],
    pattern: /\b(pickle|cPickle|marshal|dill)\.loads?\s*\(|\byaml\.load\s*\((?![^)]*SafeLoader)/,
    message: 'Unsafe deserialisation.',
    fix: 'Use json, or yaml.safe_load.',
  },
  {
    ruleId: 'SEC007',
    severity: 'Major',
    languages: 'all',
    pattern:
      /MessageDigest\.getInstance\(\s*"(MD5|SHA-?1)"|\b(md5|sha1)\.(Sum|New)\b|\bmd5\s*\(|\bsha1\s*\(|Digest::(MD5|SHA1)|\b(MD5|SHA1)\.(Create|HashData)\b|MD5CryptoServiceProvider|Insecure\.(MD5|SHA1)|md5::compute|hashlib\.(md5|sha1)/,
    message: 'Passwords hashed with MD5/SHA-1, which are fast and broken.',
    fix: 'Use bcrypt, scrypt or Argon2 for passwords.',
    when: (line, enclosing) => mentionsPassword(line) || mentionsPassword(enclosing),
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: 'all',
    pattern:
      /InsecureSkipVerify\s*:\s*true|CURLOPT_SSL_VERIFYPEER\s*,\s*(false|0)|VERIFY_NONE|danger_accept_invalid_certs\(true\)|ServerCertificate(Custom)?ValidationCallback\s*=.*=>\s*true|verify\s*=\s*False|rejectUnauthorized\s*:\s*false/,
    message: 'TLS certificate verification is disabled.',
    fix: 'Keep verification on and trust the needed CA instead.',
  },
  {
    ruleId: 'REL003',
    severity: 'Minor',
    languages: ['ruby'],
    pattern: /\bbinding\.(pry|irb)\b|^\s*byebug\b|^\s*debugger\b/,
    message: 'Debugger breakpoint left in the code.',
    fix: 'Remove the breakpoint.',
  },
  {
    ruleId: 'REL003',
    severity: 'Minor',
    languages: ['php'],
    pattern: /\b(var_dump|dd|dump)\s*\(/,
    message: 'Debug output (`var_dump`/`dd`) left in the code.',
    fix: 'Remove the debug call or use a logger.',
  },
  {
    ruleId: 'REL003',
    severity: 'Minor',
    languages: ['javascript', 'typescript'],
    pattern: /^\s*debugger\s*(?:;\s*)?$/,
    message: '`debugger` statement left in the code.',
    fix: 'Remove the debugger statement.',
  },
  {
    ruleId: 'REL003',
    severity: 'Minor',
    languages: ['python'],
    pattern: /\bbreakpoint\(\)|\bpdb\.set_trace\(\)/,
    message: 'Debugger breakpoint left in the code.',
    fix: 'Remove the breakpoint.',
  },
];

// The name starts where no name character precedes it, so a long run of name characters is
// tried once, not once per position (that retry made the pattern quadratic).
/** A configuration placeholder with a default value: `${name:default}`. */
const PROPERTY_DEFAULT = /\$\{([\w.-]+):([^${}"'\s]{4,})\}/g;
const ASSIGNED_LITERAL = /(?<![\w$.])([A-Za-z_$][\w$.]*)["']?\s*(?::=|=>|=|:)\s*@?["']([^"'\\]{4,})["']/g;

/** Hard-coded secrets on a line: `NAME = "literal"` with a secret-like name, or a known key format. */
export function secretOnLine(line: string): string | undefined {
  for (const match of line.matchAll(ASSIGNED_LITERAL)) {
    const name = (match[1] ?? '').split('.').pop() ?? '';
    const value = match[2] ?? '';
    if (isSecretName(name.replace(/^\$/, '')) && looksLikeSecretValue(value)) {
      return `\`${name}\` is set to a hard-coded secret.`;
    }
  }
  // Spring's `@Value("${jwt.secret:default}")` on a field or parameter: the default ships with the code.
  for (const match of line.matchAll(PROPERTY_DEFAULT)) {
    const property = match[1] ?? '';
    if (isSecretName(property) && looksLikeSecretValue(match[2] ?? '')) {
      return `The property \`${property}\` has a hard-coded secret as its default.`;
    }
  }
  const format = knownSecretFormat(line);
  return format ? `A string contains ${format}.` : undefined;
}
