import { ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { paths } from './paths.ts';
import { startServer, type RunningServer } from './server.ts';

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig(process.env, paths.webDist);

  let server: RunningServer | undefined;
  let stopRequested: NodeJS.Signals | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopRequested) return;
    stopRequested = signal;
    // A signal during start-up is honoured as soon as start-up has finished.
    if (server) void stop(server, signal);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    server = await startServer(config, (line) => {
      if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(`[postgres] ${line}`);
    });
  } catch (error) {
    if (error instanceof DataDirBusyError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  server.app.log.info(`Hammurabi is ready at ${server.url} (started in ${seconds} s, data in ${config.dataDir})`);
  if (stopRequested) await stop(server, stopRequested);
}

async function stop(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  server.app.log.info(`${signal} received; finishing in-flight requests and shutting down`);
  const deadline = setTimeout(() => {
    console.error('Shutdown took too long; exiting now.');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
