/**
 * The playground's runner contract, shared by the three runners (Python and JavaScript in the
 * browser, Java on the server): one test case shape, one result shape, one output comparison.
 */

export const PLAYGROUND_LANGUAGES = ['python', 'javascript', 'java'] as const;
export type PlaygroundLanguage = (typeof PLAYGROUND_LANGUAGES)[number];

/** How a run of one test ended. `timeout` always means the time limit ended it. */
export type RunStatus = 'passed' | 'failed' | 'error' | 'timeout';

/** A test case: `input` is the program's standard input, `expectedOutput` what it should print. */
export interface PlaygroundTestCase {
  id: string;
  name: string;
  input: string;
  expectedOutput: string;
}

/** The outcome of running a program with one test case (or with no test: `status` is passed or error). */
export interface TestResult {
  status: RunStatus;
  actualOutput: string;
  stderr: string;
  durationMs: number;
}

/** How a runner saw the program end, before the output is judged against a test. */
export type ExitKind = 'ok' | 'error' | 'timeout';

/** What a runner reports for one execution; `judgeRun` turns it into a `TestResult`. */
export interface RawRun {
  exit: ExitKind;
  stdout: string;
  stderr: string;
  durationMs: number;
}

export const PLAYGROUND_LIMITS = {
  /** Time limit of one test, by default and at most. */
  timeLimitDefaultMs: 5000,
  timeLimitMaxMs: 10_000,
  /** Output kept from one run; a program printing more is stopped. */
  outputMaxBytes: 64 * 1024,
  stderrMaxBytes: 16 * 1024,
  codeMaxChars: 64 * 1024,
  testInputMaxChars: 16 * 1024,
  testCasesMax: 20,
  testNameMax: 80,
  titleMax: 120,
  /** Loading the Python interpreter may take this long before the page reports a failure. */
  pythonLoadTimeoutMs: 60_000,
} as const;

/** Trims trailing whitespace of every line and trailing empty lines, so `6\n` equals `6`. */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** True when the program's output matches the expected output, ignoring trailing whitespace per line. */
export function outputMatches(actual: string, expected: string): boolean {
  return normalizeOutput(actual) === normalizeOutput(expected);
}

/**
 * Judges one execution against a test: a timeout or crash keeps its status whatever was printed;
 * a clean exit passes when the output matches. Without a test a clean exit counts as passed.
 */
export function judgeRun(run: RawRun, test: Pick<PlaygroundTestCase, 'expectedOutput'> | null): TestResult {
  const base = { actualOutput: run.stdout, stderr: run.stderr, durationMs: Math.max(0, Math.round(run.durationMs)) };
  if (run.exit === 'timeout') return { status: 'timeout', ...base };
  if (run.exit === 'error') return { status: 'error', ...base };
  if (!test) return { status: 'passed', ...base };
  return { status: outputMatches(run.stdout, test.expectedOutput) ? 'passed' : 'failed', ...base };
}

/** The message a timed-out run carries in its stderr, so every runner words it the same way. */
/**
 * The result of a test not run because an earlier one (`after`, when it has a name to show) ran
 * out of time: the rest would most likely time out too, one full limit each.
 */
export function notRunAfterTimeout(after?: string): TestResult {
  const stderr = after
    ? `Not run: “${after}” ran out of time first.`
    : 'Not run: an earlier test ran out of time first.';
  return { status: 'error', actualOutput: '', stderr, durationMs: 0 };
}

export function timeoutMessage(limitMs: number): string {
  return `Timed out: the program ran longer than the ${formatSeconds(limitMs)} limit and was stopped.`;
}

/** The message of a run stopped for printing too much. */
export function outputLimitMessage(limitBytes: number): string {
  return `Output limit exceeded: the program printed more than ${Math.round(limitBytes / 1024)} KB and was stopped.`;
}

/** The message of a run stopped for using too much memory; `limit` names the bound ("the 32 MB limit"). */
export function memoryLimitMessage(limit: string): string {
  return `Out of memory: the program needed more than ${limit} and was stopped.`;
}

/** "5 s", "2.5 s". */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** Appends `chunk` to `text` without passing `maxChars`; `full` says the cap was reached. */
export function appendCapped(text: string, chunk: string, maxChars: number): { text: string; full: boolean } {
  if (text.length + chunk.length <= maxChars) return { text: text + chunk, full: false };
  return { text: text + chunk.slice(0, Math.max(0, maxChars - text.length)), full: true };
}

/** The file extensions the playground opens, and the language each means. */
export const PLAYGROUND_EXTENSIONS: Record<string, PlaygroundLanguage> = {
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  java: 'java',
};

/** The language a file name implies, or null for an extension the playground cannot run. */
export function playgroundLanguageFromFilename(filename: string): PlaygroundLanguage | null {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return filename.includes('.') ? (PLAYGROUND_EXTENSIONS[extension] ?? null) : null;
}

/** True when `value` names a playground language. */
export function isPlaygroundLanguage(value: unknown): value is PlaygroundLanguage {
  return typeof value === 'string' && (PLAYGROUND_LANGUAGES as readonly string[]).includes(value);
}
