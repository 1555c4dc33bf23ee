import {
  PLAYGROUND_LIMITS,
  type PlaygroundLanguage,
  type PlaygroundTestCase,
  type TestResult,
} from '@hammurabi/shared';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { runProgram } from './run-program';
import { STARTER_CODE, starterTests } from './starters';

/** A test case with its latest result; no result means pending. */
export interface CaseState extends PlaygroundTestCase {
  result: TestResult | null;
}

/** The saved program the editor shows, when it shows one the user owns. */
export interface OpenProgram {
  id: string;
  title: string;
  version: number;
  shareSlug: string;
}

/** The console after a run: what the program printed, or the compiler's complaint. */
export interface ConsoleState {
  text: string;
  compileOutput: string | null;
  failed: boolean;
}

const pending = (cases: PlaygroundTestCase[]): CaseState[] => cases.map((test) => ({ ...test, result: null }));

/** The playground's state and actions: language, code, cases, running and stopping. */
export function usePlayground() {
  const [language, setLanguageState] = useState<PlaygroundLanguage>('python');
  const [cases, setCases] = useState<CaseState[]>(() => pending(starterTests()));
  const [document, setDocument] = useState({ key: 0, text: STARTER_CODE.python });
  const codeRef = useRef(STARTER_CODE.python);
  const [running, setRunning] = useState(false);
  const [consoleState, setConsoleState] = useState<ConsoleState | null>(null);
  const [program, setProgram] = useState<OpenProgram | null>(null);
  /** Standard input for a run without test cases. */
  const [stdin, setStdin] = useState('');
  const controller = useRef<AbortController | null>(null);
  // One buffer per language: switching keeps each language's code (Java is never run as Python).
  const buffers = useRef<Partial<Record<PlaygroundLanguage, string>>>({});

  const replaceCode = useCallback((text: string) => {
    codeRef.current = text;
    setDocument((current) => ({ key: current.key + 1, text }));
  }, []);

  const setLanguage = useCallback(
    (next: PlaygroundLanguage) => {
      if (next === language) return;
      buffers.current[language] = codeRef.current;
      replaceCode(buffers.current[next] ?? STARTER_CODE[next]);
      setLanguageState(next);
      setCases((current) => pending(current));
      setConsoleState(null);
    },
    [language, replaceCode],
  );

  /** Opens a program (shared, saved or uploaded): its language, code and cases, all pending. */
  const open = useCallback(
    (
      next: { language: PlaygroundLanguage; code: string; testCases: PlaygroundTestCase[] },
      saved: OpenProgram | null,
    ) => {
      setLanguageState(next.language);
      replaceCode(next.code);
      setCases(pending(next.testCases));
      setConsoleState(null);
      setProgram(saved);
    },
    [replaceCode],
  );

  const run = useCallback(async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setConsoleState(null);
    setCases((current) => pending(current));
    const tests = cases.map(({ result: _result, ...test }) => test);
    try {
      const summary = await runProgram({
        language,
        code: codeRef.current,
        tests,
        stdin,
        timeLimitMs: PLAYGROUND_LIMITS.timeLimitDefaultMs,
        signal: abort.signal,
        onResult: (index, result) => {
          if (tests.length > 0) {
            setCases((current) => current.map((item, position) => (position === index ? { ...item, result } : item)));
          }
        },
      });
      const outputs = summary.results.map((result, index) => {
        const heading = tests[index] ? `── ${tests[index].name} (${result.status}, ${result.durationMs} ms)\n` : '';
        return (
          heading +
          result.actualOutput +
          (result.stderr
            ? `${result.actualOutput.endsWith('\n') || !result.actualOutput ? '' : '\n'}${result.stderr}\n`
            : '')
        );
      });
      const allPassed = summary.results.length > 0 && summary.results.every((result) => result.status === 'passed');
      setConsoleState({ text: outputs.join('\n'), compileOutput: summary.compileOutput, failed: !allPassed });
      if (abort.signal.aborted) toast({ title: 'Run stopped', description: 'The program was stopped.' });
      else if (tests.length === 0) {
        // A run of the Standard input box has no tests to pass: say how the program ended.
        if (allPassed) {
          toast({ title: 'Execution Successful', description: 'The program ran to its end.', variant: 'success' });
        } else {
          toast({
            title: 'Execution Warning',
            description: 'The program stopped with an error; the console shows it.',
            variant: 'warning',
          });
        }
      } else if (allPassed) {
        toast({ title: 'Execution Successful', description: 'All tests passed!', variant: 'success' });
      } else toast({ title: 'Execution Warning', description: 'Some tests failed.', variant: 'warning' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!abort.signal.aborted) {
        setConsoleState({ text: message, compileOutput: null, failed: true });
        toast({ title: 'Could not run the program', description: message, variant: 'destructive' });
      } else {
        // As the browser runners report it: a stopped server run (Java) says so too.
        setConsoleState({ text: 'Stopped.', compileOutput: null, failed: true });
        toast({ title: 'Run stopped', description: 'The program was stopped.' });
      }
    } finally {
      controller.current = null;
      setRunning(false);
    }
  }, [cases, language, stdin]);

  const stop = useCallback(() => controller.current?.abort(), []);
  /** Follows the editor: the code is read when a run starts, so typing does not re-render the page. */
  const updateCode = useCallback((text: string) => {
    codeRef.current = text;
  }, []);

  return {
    language,
    setLanguage,
    cases,
    setCases,
    document,
    codeRef,
    updateCode,
    replaceCode,
    running,
    run,
    stop,
    consoleState,
    stdin,
    setStdin,
    program,
    setProgram,
    open,
  };
}

export type PlaygroundState = ReturnType<typeof usePlayground>;
