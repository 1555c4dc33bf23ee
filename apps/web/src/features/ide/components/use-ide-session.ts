import {
  DEPLOYMENT_INITIATED,
  IDE_EVENTS,
  deployingMessage,
  ideEventsFor,
  type IdeCheckRequest,
  type IdeCheckResult,
} from '@hammurabi/shared';
import { useCallback, useRef, useState } from 'react';
import type { BrowserLanguage } from '@/lib/runners/protocol';
import { checkCode } from '../api/check-code';
import { type AgentMessage, executingLine, suggestionsFrom, summaryLine } from '../lib/ide-messages';
import { endLine, runFile, runningLine } from '../lib/run-file';

/** A line of the Output tab or the Event Log, with its time. */
export interface LogLine {
  id: number;
  at: Date;
  text: string;
  /** What the program itself printed, as opposed to the IDE's own lines. */
  stream?: 'stdout' | 'stderr';
}

/** How Run treats the open file after checking it: run it in a browser runner, or say why not. */
export type ProgramTarget =
  { language: BrowserLanguage; code: string; modules: () => Promise<Record<string, string>> } | { notRunnable: string };

/** The Deployment panel's state. */
export interface DeploymentState {
  status: string;
  /** true: deployed, false: blocked, null: not decided yet. */
  passed: boolean | null;
  pending: boolean;
}

/** A file to check and how. */
export interface RunTarget {
  request: IdeCheckRequest;
  profileLabel: string;
  program: ProgramTarget;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The IDE's session: output, Event Log, violations of the last run, agent messages and the
 * deployment status. Every output line passes through the Event Log rules.
 */
export function useIdeSession() {
  const nextId = useRef(1);
  const id = () => nextId.current++;
  const [output, setOutput] = useState<LogLine[]>([]);
  const [events, setEvents] = useState<LogLine[]>(() => [{ id: 0, at: new Date(), text: IDE_EVENTS.initialized }]);
  const [agent, setAgent] = useState<AgentMessage[]>([]);
  const [result, setResult] = useState<IdeCheckResult | null>(null);
  const [stale, setStale] = useState(false);
  const [running, setRunning] = useState(false);
  /** The language of the program running now, or null. */
  const [executing, setExecuting] = useState<BrowserLanguage | null>(null);
  const stopper = useRef<AbortController | null>(null);
  const [deployment, setDeployment] = useState<DeploymentState>({
    status: 'Not deployed yet.',
    passed: null,
    pending: false,
  });

  const write = useCallback((text: string, violationCount = 0) => {
    const at = new Date();
    setOutput((lines) => [...lines, { id: id(), at, text }]);
    const added = ideEventsFor(text, violationCount).map((event) => ({ id: id(), at, text: event }));
    if (added.length > 0) setEvents((lines) => [...lines, ...added]);
  }, []);

  const addAgent = useCallback((messages: Omit<AgentMessage, 'id'>[]) => {
    setAgent((current) => [...current, ...messages.map((message) => ({ ...message, id: id() }))]);
  }, []);

  const fail = useCallback(
    (message: string) => {
      write(`Error: ${message}`);
      addAgent([{ type: 'error', message: `Runtime error: ${message}` }]);
    },
    [addAgent, write],
  );

  /** Program output goes to Output only: what a program prints is no IDE event. */
  const print = useCallback((text: string, stream: 'stdout' | 'stderr') => {
    const at = new Date();
    const lines = text.replace(/\n$/, '').split('\n');
    setOutput((current) => [...current, ...lines.map((line) => ({ id: id(), at, text: line, stream }))]);
  }, []);

  const execute = useCallback(
    async (filename: string, program: ProgramTarget) => {
      if ('notRunnable' in program) {
        write(program.notRunnable);
        return;
      }
      const controller = new AbortController();
      stopper.current = controller;
      setExecuting(program.language);
      write(runningLine(filename, program.language));
      try {
        const modules = await program.modules();
        const outcome = await runFile({ ...program, filename, modules, signal: controller.signal });
        if (outcome.stdout) print(outcome.stdout, 'stdout');
        // A timeout's or a stop's own sentence ends the run below; other stderr is the program's.
        if (outcome.stderr && outcome.exit !== 'timeout' && outcome.stderr !== 'Stopped.') {
          print(outcome.stderr, 'stderr');
        }
        write(endLine(outcome));
      } catch (error) {
        fail(errorMessage(error));
      } finally {
        stopper.current = null;
        setExecuting(null);
      }
    },
    [fail, print, write],
  );

  const run = useCallback(
    async ({ request, profileLabel, program }: RunTarget) => {
      setRunning(true);
      write(executingLine(request.filename, profileLabel));
      try {
        const checked = await checkCode(request);
        setResult(checked);
        setStale(false);
        write(summaryLine(checked), checked.violations.length);
        setAgent((current) => current.filter((message) => message.type === 'assistant'));
        addAgent(suggestionsFrom(checked.violations));
      } catch (error) {
        fail(errorMessage(error));
      }
      try {
        await execute(request.filename, program);
      } finally {
        setRunning(false);
      }
    },
    [addAgent, execute, fail, write],
  );

  /** Stops the running program; the runner ends it and reports "Stopped.". */
  const stop = useCallback(() => stopper.current?.abort(), []);

  const deploy = useCallback(
    async (title: string, profileLabel: string, release: () => Promise<{ passed: boolean; status: string }>) => {
      setDeployment({ status: DEPLOYMENT_INITIATED, passed: null, pending: true });
      write(deployingMessage(title, profileLabel));
      try {
        const verdict = await release();
        setDeployment({ status: verdict.status, passed: verdict.passed, pending: false });
        write(verdict.status);
      } catch (error) {
        const message = errorMessage(error);
        setDeployment({ status: `Deployment failed: ${message}`, passed: false, pending: false });
        fail(message);
      }
    },
    [fail, write],
  );

  /** The text changed since the last run: its marks no longer point at the right lines. */
  const markStale = useCallback(() => setStale(true), []);

  /**
   * Another file was opened, or the sample was reset: the last run's results and the suggestions
   * drawn from them belong to text no longer on screen (the assistant's answers stay).
   */
  const clearRun = useCallback(() => {
    setResult(null);
    setStale(false);
    setAgent((current) => current.filter((message) => message.type === 'assistant'));
  }, []);

  return {
    output,
    events,
    agent,
    addAgent,
    result,
    stale,
    running,
    executing,
    deployment,
    run,
    stop,
    deploy,
    markStale,
    clearRun,
  };
}

export type IdeSession = ReturnType<typeof useIdeSession>;
