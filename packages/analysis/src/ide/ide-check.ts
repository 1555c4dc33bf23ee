/** The simplified check of the Hammurabi IDE page, reproducing its messages exactly. */
import { IDE_LINE_LIMIT } from '../constants.ts';
import { LAWS, type Law } from '../laws.ts';

/** A violation as the IDE shows it. */
export interface IdeViolation {
  law: Law;
  message: string;
}

/**
 * Runs the IDE's simplified rules: law 1 when the code has more than 20 lines, law 3 when a
 * .js file has no documentation-style comment opener. `laws` defaults to HB001–HB005.
 */
export function checkIdeRules(filename: string, code: string, laws: readonly Law[] = LAWS): IdeViolation[] {
  const violations: IdeViolation[] = [];
  const brevity = laws[0];
  const documentation = laws[2];
  if (brevity && code.split('\n').length > IDE_LINE_LIMIT) {
    violations.push({
      law: brevity,
      message: `File exceeds ${IDE_LINE_LIMIT} lines (simplified check for ${brevity.name}).`,
    });
  }
  if (documentation && filename.endsWith('.js') && !code.includes('/**')) {
    violations.push({ law: documentation, message: `Missing JSDoc style comment for ${documentation.name}.` });
  }
  return violations;
}
