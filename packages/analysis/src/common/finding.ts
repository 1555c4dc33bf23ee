/** Building findings with their rule name and category filled in. */
import { ruleCategory, ruleName } from '../rules.ts';
import type { Finding, Severity } from '../types.ts';

/** A finding for a law or rule id; endLine defaults to startLine. */
export function makeFinding(
  ruleId: string,
  severity: Severity,
  message: string,
  startLine: number,
  endLine: number = startLine,
  fix?: string,
): Finding {
  const finding: Finding = {
    ruleId,
    ruleName: ruleName(ruleId),
    category: ruleCategory(ruleId),
    severity,
    message,
    startLine,
    endLine: Math.max(startLine, endLine),
  };
  if (fix) finding.fix = fix;
  return finding;
}

/** Shortens code text for a message: one line, at most `max` characters. */
export function snippet(text: string, max = 48): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
