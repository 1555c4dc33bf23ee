import type { PlaygroundTestCase } from '@hammurabi/shared';
import type { RunnerKind } from '../../../jobs/runner.ts';
import { checkJavaAvailability } from './availability.ts';
import { runJavaJob, type JavaJobResult } from './java-runner.ts';
import { removeLeftovers } from './run-user.ts';

/** The runner job kind of a playground Java run. */
export const JAVA_RUN_JOB = 'playground.java-run';

/** What the web process queues: the program, its tests and the time limit of each. */
export interface JavaRunPayload {
  code: string;
  tests: PlaygroundTestCase[];
  timeLimitMs: number;
}

/** Compiles and runs the program in the sandbox; the result goes back to the waiting request. */
export const javaRunKind: RunnerKind = {
  kind: JAVA_RUN_JOB,
  async unavailable({ config }) {
    if (config.playground.java === 'off') return 'Java is turned off here (PLAYGROUND_JAVA=off).';
    return (await checkJavaAvailability()).reason;
  },
  async prepare({ log }) {
    const removed = await removeLeftovers();
    if (removed > 0) log.info(`Removed ${removed} Java work folders left by a crashed process`);
  },
  handler: () => ({
    run: (payload: JavaRunPayload, { signal }): Promise<JavaJobResult> => runJavaJob({ ...payload, signal }),
    // The waiting request reads the failure from the job itself.
    failed: async () => undefined,
  }),
};
