/** The texts the IDE writes: run lines, summaries and agent messages from the engine's findings. */
import { IDE_SEVERITIES, countLabel, type IdeCheckResult, type ReviewFinding } from '@hammurabi/shared';

/** An AI agent message: a suggestion from a finding's fix, an error, or the assistant's answer. */
export interface AgentMessage {
  id: number;
  type: 'error' | 'suggestion' | 'assistant';
  message: string;
  /** For suggestions: the law or rule it is about. */
  ruleId?: string;
}

/** The line a run starts with; it contains "Executing", which the Event Log reacts to. */
export function executingLine(filename: string, profileLabel: string): string {
  return `Executing ${filename} under the ${profileLabel} profile…`;
}

/** What a run found and measured, in one line. */
export function summaryLine(result: IdeCheckResult): string {
  const { counts } = result;
  const found =
    result.violations.length === 0
      ? 'no violations'
      : `${countLabel(result.violations.length, 'violation')} (${IDE_SEVERITIES.filter(
          (severity) => counts[severity] > 0,
        )
          .map((severity) => `${counts[severity]} ${severity}`)
          .join(', ')})`;
  const partial = result.analysed_lines < result.lines ? ` The first ${result.analysed_lines} lines were checked.` : '';
  return `Checked ${countLabel(result.lines, 'line')} and ${countLabel(result.functions, 'function')} in ${result.duration_ms} ms: ${found}.${partial}`;
}

/** One suggestion per distinct problem: findings with the same rule and fix share a message. */
export function suggestionsFrom(findings: readonly ReviewFinding[]): Omit<AgentMessage, 'id'>[] {
  const seen = new Set<string>();
  const messages: Omit<AgentMessage, 'id'>[] = [];
  for (const finding of findings) {
    const advice = finding.fix ?? finding.message;
    const key = `${finding.ruleId}|${advice}`;
    if (seen.has(key)) continue;
    seen.add(key);
    messages.push({
      type: 'suggestion',
      ruleId: finding.ruleId,
      message: `${finding.ruleId} ${finding.ruleName}: ${advice}`,
    });
  }
  return messages;
}

/** The question "Ask the assistant" sends about a finding. */
export function questionAbout(finding: ReviewFinding, filename: string): string {
  return `In ${filename}, line ${finding.startLine} breaks ${finding.ruleId} ${finding.ruleName} (${finding.severity}): ${finding.message} How do I fix it?`;
}
