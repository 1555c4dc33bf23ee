import { ConfigError, loadConfig } from '../config.ts';
import { paths } from '../paths.ts';
import { runAdminCommand, UsageError } from './admin-commands.ts';

// `npm run admin -- grant admin you@example.com`: roles and the service_role key, from the server's shell.
try {
  const config = loadConfig(process.env, paths.webDist);
  console.log(await runAdminCommand(process.argv.slice(2), config));
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
