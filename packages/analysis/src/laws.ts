/** The five Hammurabi laws, defined once here and shared with the web app and the server. */
import { DEFAULT_BREVITY_LIMITS, MAX_FILE_LINES } from './constants.ts';
import type { BrevityLimits, LawId } from './types.ts';

/** The Law of Brevity's description with the limits in force. */
export function brevityDescription(limits: BrevityLimits, fileLines: number): string {
  return (
    `A function stays within ${limits.functionLines} lines, a cyclomatic complexity of ` +
    `${limits.complexity}, a nesting depth of ${limits.nesting} and ` +
    `${limits.parameters} parameters; a file stays within ${fileLines} lines. ` +
    'Long, branching units hide defects and resist change: split them into smaller steps ' +
    'whose names tell the story.'
  );
}

/** A law of the Hammurabi code. */
export interface Law {
  id: LawId;
  name: string;
  principle: string;
  description: string;
}

/** The laws HB001–HB005 in order. */
export const LAWS: readonly Law[] = Object.freeze([
  {
    id: 'HB001',
    name: 'Law of Brevity',
    principle: 'A unit of code must be short enough to be understood in a single reading.',
    description: brevityDescription(DEFAULT_BREVITY_LIMITS, MAX_FILE_LINES),
  },
  {
    id: 'HB002',
    name: 'Law of Explicit Naming',
    principle: 'A name must say what a thing holds or does, so that no reader has to guess.',
    description:
      'Variables, parameters, functions and classes carry descriptive names. One letter is ' +
      'allowed only where convention makes it clear: loop counters i, j and k, _ for an ' +
      'ignored value, e or err for a caught error or an event, x, y and z for coordinates, ' +
      'and the parameters of a short inline callback. Placeholders such as foo, tmp, stuff ' +
      'or data2 are violations.',
  },
  {
    id: 'HB003',
    name: 'Law of Documented Purpose',
    principle: 'Every public unit must declare why it exists.',
    description:
      'Exported functions and classes carry a doc comment that states their purpose: a ' +
      'JSDoc block (/** … */) in JavaScript and TypeScript, a docstring in Python and the ' +
      "language's doc-comment convention elsewhere. Private helpers and test files are " +
      'exempt; the comment explains intent, not the next line of code.',
  },
  {
    id: 'HB004',
    name: 'Law of Immutable State',
    principle: 'State that does not need to change must not be able to change.',
    description:
      'Bindings that are never reassigned are declared const; parameters are neither ' +
      'reassigned nor mutated; functions do not change module-level variables; Python code ' +
      'avoids global statements and mutable default arguments. Produce new values instead ' +
      'of editing shared ones, so every change has one visible owner.',
  },
  {
    id: 'HB005',
    name: 'Law of Tested Units',
    principle: 'Code that exports behaviour must have a test that proves it.',
    description:
      'Every source file that exports functions or classes has a matching test in the ' +
      'project (name.test.ts, name.spec.js, test_name.py, name_test.go, NameTest.java and ' +
      'the like). Test files themselves satisfy the law.',
  },
] satisfies Law[]);

/** The law ids in order. */
export const LAW_IDS: readonly LawId[] = LAWS.map((law) => law.id);

const LAWS_BY_ID = new Map<string, Law>(LAWS.map((law) => [law.id, law]));

/** The law with this id, or undefined for a rule id or an unknown id. */
export function getLaw(id: string): Law | undefined {
  return LAWS_BY_ID.get(id);
}

/** True when the id names one of the five laws. */
export function isLawId(id: string): id is LawId {
  return LAWS_BY_ID.has(id);
}
