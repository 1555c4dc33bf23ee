/**
 * Expectations for the corpus in ./files. Each file is stored with an extra `.txt` suffix so
 * that type-checkers, linters and formatters of this repository leave the samples alone.
 * `at` is a substring of the line the finding must start on (robust against line shifts).
 */
import type { AnalysisLevel } from '../types.ts';

/** A finding that must (or must not) be reported. */
export interface ExpectedFinding {
  rule: string;
  /** A piece of text on the finding's first line. */
  at?: string;
}

/** One corpus file and what the engine must say about it. */
export interface CorpusCase {
  file: string;
  expect: ExpectedFinding[];
  /** Rule ids or id prefixes ("SEC", "HB00") that must not appear anywhere in the file. */
  forbid: string[];
  /** Findings that must not start on the line containing `at`. */
  forbidAt?: ExpectedFinding[];
  level?: AnalysisLevel;
  projectFiles?: string[];
  minScore?: number;
  maxScore?: number;
}

/** Every problem category: a clean file must produce none of them. */
export const ALL_PROBLEMS = ['SEC', 'PERF', 'REL', 'HB00', 'MNT', 'SYN'];
