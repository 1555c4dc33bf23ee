/** Public types of the analysis engine: its input, findings, metrics, ratings and result. */

/** Severity levels, most severe first. */
export type Severity = 'Critical' | 'Major' | 'Minor' | 'Trivial';

/** Identifiers of the five Hammurabi laws. */
export type LawId = 'HB001' | 'HB002' | 'HB003' | 'HB004' | 'HB005';

/** What a finding is about; `law` findings carry a law id as their rule id. */
export type FindingCategory =
  'law' | 'security' | 'performance' | 'reliability' | 'maintainability' | 'governance' | 'syntax';

/** Languages (stored lowercase), the keys of the analysis. */
export type Language =
  | 'javascript'
  | 'typescript'
  | 'python'
  | 'java'
  | 'c#'
  | 'c++'
  | 'php'
  | 'go'
  | 'ruby'
  | 'swift'
  | 'kotlin'
  | 'rust'
  | 'other';

/**
 * How deeply a file was analysed: `syntax-tree` means a real parser built an AST;
 * `line-based` is the reduced scanner used for other languages or unparsable files.
 */
export type AnalysisLevel = 'syntax-tree' | 'line-based';

/** Which front end produced the analysis. */
export type ParserName = 'babel' | 'python' | 'lezer' | 'line-scanner';

/** What the engine needs to analyse one file. */
export interface AnalysisInput {
  filename: string;
  /** A spec language value ("typescript", "c#", …) or a common alias; derived from the filename when absent. */
  language?: string | null;
  content: string;
  /** Other file names (or paths) of the same project; enables the Law of Tested Units (HB005). */
  projectFiles?: readonly string[];
  /** Law of Brevity limits for a function; each defaults to the engine's constant. */
  limits?: Partial<BrevityLimits>;
}

/** The per-function limits of the Law of Brevity; the Major level is twice the limit. */
export interface BrevityLimits {
  functionLines: number;
  complexity: number;
  nesting: number;
  parameters: number;
}

/** One problem found in the code. Lines are 1-based and inclusive. */
export interface Finding {
  /** A law id (HB001…HB005) or a rule id such as SEC002 or PERF003. */
  ruleId: string;
  /** Human name of the law or rule, e.g. "Law of Brevity". */
  ruleName: string;
  category: FindingCategory;
  severity: Severity;
  message: string;
  startLine: number;
  endLine: number;
  /** A concrete way to fix it, when one can be stated. */
  fix?: string;
}

/** Size and shape of one function, method or callback. */
export interface FunctionMetric {
  name: string;
  startLine: number;
  endLine: number;
  lines: number;
  /** McCabe cyclomatic complexity: 1 + decision points (see DECISIONS.md). */
  complexity: number;
  maxNesting: number;
  parameters: number;
}

/** A block of lines that occurs more than once in the file. */
export interface DuplicatedBlock {
  lines: number;
  occurrences: { startLine: number; endLine: number }[];
}

/** Line counts of a file; a line holding code and a comment counts as code. */
export interface LineCounts {
  total: number;
  code: number;
  comment: number;
  blank: number;
}

/** Measurements of a file. */
export interface Metrics {
  lines: LineCounts;
  functions: FunctionMetric[];
  maxComplexity: number;
  averageComplexity: number;
  maxNesting: number;
  duplicatedBlocks: DuplicatedBlock[];
  duplicatedLines: number;
  /** Comment lines divided by non-blank lines, 0…1 rounded to two decimals. */
  commentRatio: number;
}

/** The five ratings, each 0–100 (higher is better). */
export interface Ratings {
  clarity: number;
  justice: number;
  reliability: number;
  maintainability: number;
  governance: number;
}

/** Band of a 0–100 score, using the spec thresholds 80 and 50. */
export type ScoreBand = 'good' | 'fair' | 'poor';

/** Everything the engine knows about one file. */
export interface AnalysisResult {
  filename: string;
  language: Language;
  analysisLevel: AnalysisLevel;
  parser: ParserName;
  isTestFile: boolean;
  findings: Finding[];
  metrics: Metrics;
  ratings: Ratings;
  score: number;
  scoreBand: ScoreBand;
  /** Facts about the analysis itself, e.g. why a reduced level was used. */
  notes: string[];
}
