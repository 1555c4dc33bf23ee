import { MAX_RULE_LINE_LENGTH } from '../constants.ts';

/** The part of a line the pattern rules read: its first MAX_RULE_LINE_LENGTH characters. */
export function ruleText(line: string): string {
  return line.length > MAX_RULE_LINE_LENGTH ? line.slice(0, MAX_RULE_LINE_LENGTH) : line;
}
