/** Running the IDE's open file in the playground's sandboxed browser runners (lib/runners). */
import { PLAYGROUND_LIMITS, formatSeconds, type RawRun } from '@hammurabi/shared';
import { editorLanguage, languageLabel } from '@/components/code-editor/languages';
import type { BrowserLanguage } from '@/lib/runners/protocol';
import { javascriptRunner, pythonRunner } from '@/lib/runners/runners';

/** How long one run of the open file may take: the playground's default test limit. */
export const IDE_RUN_LIMIT_MS = PLAYGROUND_LIMITS.timeLimitDefaultMs;

/** The browser runner that can run a file, or null when none can. */
export function runnerFor(language: string | null | undefined, filename: string): BrowserLanguage | null {
  const id = editorLanguage(language ?? 'other', filename);
  return id === 'javascript' || id === 'python' ? id : null;
}

/** Why Run only checks a file: what it is, and where such programs run instead. */
export function notRunnableReason(language: string | null | undefined, filename: string): string {
  const id = editorLanguage(language ?? 'other', filename);
  const where =
    id === 'java'
      ? ' Java programs run in the Playground.'
      : id === 'typescript'
        ? ' TypeScript would need compiling first.'
        : '';
  return `${filename} (${languageLabel(id)}) is checked against the laws but not run: only JavaScript and Python files run in the browser's sandbox.${where}`;
}

/** The Output line a run starts with. */
export function runningLine(filename: string, language: BrowserLanguage): string {
  const runner = language === 'python' ? 'Python (Pyodide)' : 'JavaScript (QuickJS)';
  return `Running ${filename} in the sandboxed ${runner} runner, time limit ${formatSeconds(IDE_RUN_LIMIT_MS)}…`;
}

/** The Output line a run ends with. */
export function endLine(run: RawRun): string {
  const took = `${Math.round(run.durationMs)} ms`;
  if (run.exit === 'ok') return `Finished in ${took}.`;
  if (run.exit === 'timeout') return run.stderr;
  return run.stderr === 'Stopped.' ? 'Stopped.' : `Ended with an error after ${took}.`;
}

/** What a run needs: the file, its text as the editor shows it, and the files it may import. */
export interface FileRun {
  language: BrowserLanguage;
  filename: string;
  code: string;
  /** Other files of the workspace by path (JavaScript `import`s resolve to them). */
  modules: Record<string, string>;
  signal: AbortSignal;
}

/** Runs the file once, without input, in its language's sandboxed runner. */
export async function runFile({ language, filename, code, modules, signal }: FileRun): Promise<RawRun> {
  if (language === 'python') return (await pythonRunner().run(code, '', IDE_RUN_LIMIT_MS, signal)).run;
  return (await javascriptRunner().run(code, '', IDE_RUN_LIMIT_MS, signal, false, { filename, modules })).run;
}
