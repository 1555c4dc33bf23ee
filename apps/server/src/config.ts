import path from 'node:path';
import { z } from 'zod';

const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  LOG_LEVEL: LogLevelSchema.default('info'),
  SITE_URL: z.url({ error: 'SITE_URL must be an absolute URL such as https://hammurabi.example' }).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof LogLevelSchema>;
  siteUrl: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Where the built web app lives; absent while developing with Vite. */
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment into a Config, or throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, webDistDir: string): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const displayHost = values.HOST === '0.0.0.0' || values.HOST === '::' ? '127.0.0.1' : values.HOST;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    siteUrl: values.SITE_URL ?? `http://${displayHost}:${values.PORT}`,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: values.TRUST_PROXY,
    webDistDir,
  };
}

/** Treats `VAR=` the same as an unset variable, as shells and .env files often produce it. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
