import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { Notifier } from './db/notifier.ts';
import { onActivityRecorded } from './events/activity.ts';
import { startRunner } from './jobs/runner.ts';
import { countActivity } from './modules/dashboard/service.ts';
import { paths } from './paths.ts';

const SHUTDOWN_DEADLINE_MS = 60_000;

/**
 * A runner process (`node apps/server/dist/runner.js`): takes the runner's jobs (Java runs) from
 * the PostgreSQL queue of DATABASE_URL, as many machines as needed, beside web processes started
 * with RUNNER_MODE=off. It serves no HTTP; SIGTERM lets its running jobs finish, then it exits.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, paths.webDist);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'A runner needs DATABASE_URL: the database of the web processes whose jobs it runs (start one of them first, it applies the migrations).',
    );
  }
  const log = pino({ level: config.logLevel });
  const database = openDatabase(config.databaseUrl, { max: config.playground.javaConcurrency + 2 });
  const notifier = new Notifier(database.url, database.pool);
  // A judged exercise counts for the learner's streak and achievements, as in a web process.
  onActivityRecorded(countActivity);
  const runner = await startRunner({ config, log, db: database.db, notifier, checkAvailability: true });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received; finishing the running jobs`);
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    void runner
      .stop()
      .then(() => notifier.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'runner shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
