/** The language-neutral model each front end (JS/TS, Python, line scanner) hands to the common checks. */
import type { GrowthReader } from './growth/types.ts';
import type { AnalysisLevel, Finding, ParserName } from './types.ts';

/** A function, method, callback or lambda as seen by a front end. */
export interface UnitInfo {
  name: string;
  startLine: number;
  endLine: number;
  complexity: number;
  maxNesting: number;
  parameterCount: number;
  /** Passed inline as an argument (callbacks, lambdas). */
  isCallback: boolean;
  /** The body of a test-framework block (describe/it/test…); exempt from length limits. */
  isTestBlock: boolean;
  /** Part of the file's public surface (exported, module-level public). */
  isPublic: boolean;
  hasDocComment: boolean;
}

/** A class (or struct/interface-like type in the line scanner). */
export interface ClassInfo {
  name: string;
  startLine: number;
  endLine: number;
  isPublic: boolean;
  hasDocComment: boolean;
}

/** What kind of thing a declared name binds. */
export type NameKind = 'variable' | 'field' | 'parameter' | 'function' | 'class' | 'catch' | 'loop' | 'resource';

/** A declared name, for the Law of Explicit Naming. */
export interface NameInfo {
  name: string;
  line: number;
  kind: NameKind;
  /** Declared by a short inline callback, a lambda or a comprehension. */
  inShortScope: boolean;
}

/** A comment (or docstring) with its line span and text. */
export interface CommentInfo {
  startLine: number;
  endLine: number;
  text: string;
}

/** The output of a front end. */
export interface FrontEndResult {
  level: AnalysisLevel;
  parser: ParserName;
  units: UnitInfo[];
  classes: ClassInfo[];
  names: NameInfo[];
  comments: CommentInfo[];
  /** The source with comments and docstrings replaced by spaces (newlines kept). */
  codeOnly: string;
  /** Language-specific findings (HB004, security, performance, reliability, syntax). */
  findings: Finding[];
  /** True when the file exposes functions or classes to other modules. */
  exportsBehaviour: boolean;
  /** True when the file carries its own tests (e.g. a Rust #[cfg(test)] module). */
  hasInlineTests: boolean;
  notes: string[];
  /** Reads a function's loops, costly calls and recursion from the tree, on demand; absent without a tree. */
  growth?: GrowthReader;
}
