/**
 * Security settings and primitives that are wrong wherever they appear, matched on each line of
 * code (comments removed) for every language: predictable randomness for security values, weak
 * ciphers and modes, weak hashes for security use, cookies without Secure/HttpOnly, XML parsers open
 * to external entities, disabled TLS checks, secrets passed as literal arguments and unsafe
 * deserialisers (Java object streams without a filter: object-streams.ts). Data-flow findings are the taint pass's (src/taint).
 */
import type { UnitInfo } from '../model.ts';
import type { Finding, Language } from '../types.ts';
import { ruleText } from '../lines/rule-text.ts';
import { makeFinding } from './finding.ts';
import { CONFIG_RULES, SECURITY_WORDS, STRONG_WORDS } from './config-rules.ts';
import { splitLines } from './line-metrics.ts';
import { objectStreamFindings } from './object-streams.ts';

/** Findings of the configuration rules for a file, with its functions to judge the security context. */
export function weakCryptoFindings(
  codeOnly: string,
  content: string,
  language: Language,
  units: readonly UnitInfo[],
): Finding[] {
  const rules = CONFIG_RULES.filter((rule) => rule.languages.includes(language) && (!rule.file || rule.file(content)));
  if (rules.length === 0) return [];
  const findings: Finding[] = [];
  const lines = splitLines(codeOnly);
  /** The line, or the function around it, is about a security value. */
  const securityContext = (line: string, lineNumber: number, level: 'broad' | 'strong') => {
    const words = level === 'broad' ? SECURITY_WORDS : STRONG_WORDS;
    if (words.test(line)) return true;
    // The innermost function decides by its body; any enclosing one by its name (a callback inside `verificationCode`).
    const unit = enclosing(units, lineNumber);
    return (
      (!!unit && lines.slice(unit.startLine - 1, unit.endLine).some((text) => STRONG_WORDS.test(text))) ||
      units.some((outer) => outer.startLine <= lineNumber && outer.endLine >= lineNumber && words.test(outer.name))
    );
  };
  lines.forEach((full, index) => {
    // Like the line rules, only the first MAX_RULE_LINE_LENGTH characters are read: the patterns stay linear in the file.
    const line = ruleText(full);
    if (line.trim() === '' || /^\s*(import|package|using|require)\b/.test(line)) return;
    const lineNumber = index + 1;
    for (const rule of rules) {
      if (!rule.pattern.test(line) || rule.unless?.(line)) continue;
      if (rule.securityContext && !securityContext(line, lineNumber, rule.securityContext)) continue;
      findings.push(makeFinding(rule.ruleId, rule.severity, rule.message, lineNumber, lineNumber, rule.fix));
    }
  });
  const streams = language === 'java' ? objectStreamFindings(codeOnly) : [];
  return [...findings, ...emptyTrustChecks(codeOnly, language), ...streams];
}

/** The innermost function around a line. */
function enclosing(units: readonly UnitInfo[], line: number): UnitInfo | undefined {
  let found: UnitInfo | undefined;
  for (const unit of units) {
    if (unit.startLine <= line && unit.endLine >= line && (!found || unit.startLine >= found.startLine)) found = unit;
  }
  return found;
}

const TRUST_WINDOW = 400;

/** Java trust managers that accept every certificate and host name verifiers that accept every host. */
function emptyTrustChecks(codeOnly: string, language: Language): Finding[] {
  if (language !== 'java' && language !== 'kotlin') return [];
  const findings: Finding[] = [];
  const pattern =
    /\b(checkServerTrusted|checkClientTrusted)\s*\([^)]*\)\s*(?:throws\s+[\w.,\s]+)?\{\s*\}|\bverify\s*\(\s*(?:final\s+)?String\s+\w+\s*,\s*(?:final\s+)?SSLSession\s+\w+\s*\)\s*\{\s*return\s+true\s*;\s*\}/;
  // Each method name is matched on a window of TRUST_WINDOW characters, so the cost stays linear in the file.
  for (const name of codeOnly.matchAll(/\b(?:checkServerTrusted|checkClientTrusted|verify)\b/g)) {
    const match = pattern.exec(codeOnly.slice(name.index, name.index + TRUST_WINDOW));
    if (match?.index !== 0) continue;
    const line = codeOnly.slice(0, name.index).split('\n').length;
    findings.push(
      makeFinding(
        'SEC008',
        'Major',
        match[1]
          ? `\`${match[1]}\` is empty: every certificate is trusted.`
          : 'The host name verifier accepts every host.',
        line,
        line,
        'Use the default TrustManager and HostnameVerifier; add the needed CA to a trust store.',
      ),
    );
  }
  return findings;
}
