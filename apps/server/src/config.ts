import path from 'node:path';
import { z } from 'zod';
import { defaultEngineLimits, type EngineLimits } from './ai/engine/pool.ts';
import { type AuthConfig, defaultAuthConfig, scalePerAddressLimits } from './auth/auth-config.ts';
import { parseRedirectUrls, providersFromEnv } from './auth/oauth/provider-config.ts';
import { parseJwtKeys } from './auth/signing-keys.ts';

const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z
  .object({
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
    JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
    JWT_EXPIRY: z.coerce.number().int().min(300).max(604_800).default(3600),
    JWT_KEYS: z
      .string()
      .optional()
      .transform((text, context) => {
        if (!text) return undefined;
        try {
          return parseJwtKeys(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    ANON_KEY: z.string().min(20, { error: 'ANON_KEY must be at least 20 characters' }).optional(),
    SERVICE_ROLE_KEY: z.string().min(32, { error: 'SERVICE_ROLE_KEY must be at least 32 characters' }).optional(),
    AUTH_DISABLE_SIGNUP: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    AUTH_ALLOWED_EMAIL_DOMAINS: z
      .string()
      .default('')
      .transform(parseDomainList)
      .refine((domains) => domains.every((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)), {
        error: 'AUTH_ALLOWED_EMAIL_DOMAINS must be comma-separated domains such as school.example',
      }),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Hammurabi <no-reply@hammurabi.local>'),
    AUTH_CONFIRM_EMAIL: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    AUTH_REDIRECT_URLS: z
      .string()
      .optional()
      .refine((value) => parseRedirectUrls(value).every((entry) => /^https?:\/\/[^\s,]+$/.test(entry)), {
        error: 'AUTH_REDIRECT_URLS must be comma-separated http(s) URLs (with * or ** wildcards)',
      }),
    AUTH_SECURE_EMAIL_CHANGE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    AUTH_BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
    AUTH_IP_LIMIT_SCALE: z.coerce
      .number({ error: 'AUTH_IP_LIMIT_SCALE must be a number from 1 to 1000' })
      .min(1, { error: 'AUTH_IP_LIMIT_SCALE must be a number from 1 to 1000' })
      .max(1000, { error: 'AUTH_IP_LIMIT_SCALE must be a number from 1 to 1000' })
      .default(1),
    AUTH_GITHUB_CLIENT_ID: z.string().optional(),
    AUTH_GITHUB_SECRET: z.string().optional(),
    AUTH_GOOGLE_CLIENT_ID: z.string().optional(),
    AUTH_GOOGLE_SECRET: z.string().optional(),
    AUTH_GITLAB_CLIENT_ID: z.string().optional(),
    AUTH_GITLAB_SECRET: z.string().optional(),
    AUTH_GITLAB_URL: z
      .url({ error: 'AUTH_GITLAB_URL must be an absolute URL such as https://gitlab.example' })
      .optional(),
    AUTH_KEYCLOAK_URL: z
      .url({ error: 'AUTH_KEYCLOAK_URL must be the issuer URL, e.g. https://sso.example/realms/main' })
      .optional(),
    AUTH_KEYCLOAK_CLIENT_ID: z.string().optional(),
    AUTH_KEYCLOAK_SECRET: z.string().optional(),
    AUTH_KEYCLOAK_NAME: z.string().max(40).optional(),
    AI_PROVIDER: z
      .enum(['builtin', 'openai'], { error: 'AI_PROVIDER must be "builtin" or "openai"' })
      .default('builtin'),
    AI_BASE_URL: z.url({ error: 'AI_BASE_URL must be an absolute URL such as http://127.0.0.1:11434/v1' }).optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    // Gave the staff role to whoever registered a listed address (issue #32); refused so an
    // upgrade cannot pass unnoticed. Roles are granted with `npm run admin` (decision 072).
    SUPPORT_STAFF_EMAILS: z
      .undefined({
        error:
          'SUPPORT_STAFF_EMAILS is no longer supported: anyone could register a listed address. Remove it and grant the role with `npm run admin -- grant staff EMAIL`',
      })
      .optional(),
    SUPPORT_SUBMIT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    MODERATION_FLAG_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
    ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    ANALYSIS_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(256),
    PLAYGROUND_JAVA: z.enum(['auto', 'off'], { error: 'PLAYGROUND_JAVA must be "auto" or "off"' }).default('auto'),
    PLAYGROUND_JAVA_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    PLAYGROUND_JAVA_RUNS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    RUNNER_MODE: z.enum(['inline', 'off'], { error: 'RUNNER_MODE must be "inline" or "off"' }).default('inline'),
    POST_LIMIT_SCALE: z.coerce
      .number({ error: 'POST_LIMIT_SCALE must be a number from 0 to 100' })
      .min(0, { error: 'POST_LIMIT_SCALE must be a number from 0 to 100' })
      .max(100, { error: 'POST_LIMIT_SCALE must be a number from 0 to 100' })
      .default(1),
  })
  .superRefine((values, context) => {
    if (values.AUTH_KEYCLOAK_CLIENT_ID && !values.AUTH_KEYCLOAK_URL) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_KEYCLOAK_URL'],
        message: 'AUTH_KEYCLOAK_URL is required when AUTH_KEYCLOAK_CLIENT_ID is set',
      });
    }
    if (values.AI_PROVIDER !== 'openai') return;
    for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
      if (!values[name]) {
        context.addIssue({ code: 'custom', path: [name], message: `${name} is required when AI_PROVIDER=openai` });
      }
    }
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
  /** The auth server's settings (src/auth/auth-config.ts). */
  auth: AuthConfig;
  /** Where the built web app lives; absent while developing with Vite. */
  webDistDir: string;
  /** The AI provider (src/ai): the offline built-in one, or an OpenAI-compatible endpoint. */
  ai: AiConfig;
  /** Limits of the analysis engine's worker threads (src/ai/engine). */
  analysis: EngineLimits;
  /** How often one address may open support tickets (staff are a role: src/auth/roles.ts). */
  support: SupportConfig;
  /** Distinct people's flags that hide a post pending review (decision 087). */
  moderation: { flagThreshold: number };
  /** The playground's server-side Java runner (modules/playground). */
  playground: PlaygroundConfig;
  /**
   * The background job queue (src/jobs): how long a process holds a job without renewing, how
   * many it runs, and whether this process also runs the runner's jobs (Java runs) or leaves them
   * to separate runner processes (`off`).
   */
  jobs: { leaseSeconds: number; concurrency: number; runnerMode: 'inline' | 'off' };
  /** Multiplies every per-account limit on public posts (`http/write-limits.ts`); 0 turns them off. */
  postLimitScale: number;
}

/** `java: 'off'` turns Java off; `auto` turns it on when the tools exist and the sandbox self-test passes. */
export interface PlaygroundConfig {
  java: 'auto' | 'off';
  javaConcurrency: number;
  javaRunsPerMinute: number;
}

/** Support settings: the per-address submit limit. */
export interface SupportConfig {
  submitLimit: { max: number; windowSeconds: number };
}

/** Which AI provider answers chats and reviews, and how to reach it. */
export type AiConfig =
  | { provider: 'builtin'; timeoutMs: number }
  | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

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
    auth: defaultAuthConfig({
      jwtSecret: values.JWT_SECRET,
      jwtExpirySeconds: values.JWT_EXPIRY,
      jwtKeys: values.JWT_KEYS,
      anonKey: values.ANON_KEY,
      serviceRoleKey: values.SERVICE_ROLE_KEY,
      disableSignup: values.AUTH_DISABLE_SIGNUP,
      allowedEmailDomains: values.AUTH_ALLOWED_EMAIL_DOMAINS,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      confirmEmail: values.AUTH_CONFIRM_EMAIL,
      providers: providersFromEnv(values),
      redirectUrls: parseRedirectUrls(values.AUTH_REDIRECT_URLS),
      secureEmailChange: values.AUTH_SECURE_EMAIL_CHANGE,
      bcryptCost: values.AUTH_BCRYPT_COST,
      rateLimits: scalePerAddressLimits(defaultAuthConfig().rateLimits, values.AUTH_IP_LIMIT_SCALE),
    }),
    webDistDir,
    ai: aiConfig(values),
    support: {
      submitLimit: { max: values.SUPPORT_SUBMIT_LIMIT, windowSeconds: 15 * 60 },
    },
    moderation: { flagThreshold: values.MODERATION_FLAG_THRESHOLD },
    analysis: {
      ...defaultEngineLimits(),
      ...(values.ANALYSIS_THREADS ? { threads: values.ANALYSIS_THREADS } : {}),
      timeoutMs: values.ANALYSIS_TIMEOUT_MS,
      memoryMb: values.ANALYSIS_MEMORY_MB,
    },
    playground: {
      java: values.PLAYGROUND_JAVA,
      javaConcurrency: values.PLAYGROUND_JAVA_CONCURRENCY,
      javaRunsPerMinute: values.PLAYGROUND_JAVA_RUNS_PER_MINUTE,
    },
    jobs: {
      leaseSeconds: values.JOBS_LEASE_SECONDS,
      concurrency: values.JOBS_CONCURRENCY,
      runnerMode: values.RUNNER_MODE,
    },
    postLimitScale: values.POST_LIMIT_SCALE,
  };
}

/** `school.example, Uni.example` → lower-cased domains; blanks dropped. */
function parseDomainList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** AI settings; `openai` needs AI_BASE_URL and AI_MODEL (AI_API_KEY is optional for local servers). */
function aiConfig(values: z.infer<typeof EnvSchema>): AiConfig {
  if (values.AI_PROVIDER === 'builtin') return { provider: 'builtin', timeoutMs: values.AI_TIMEOUT_MS };
  // The schema refuses openai without these; this check only narrows the types.
  if (!values.AI_BASE_URL || !values.AI_MODEL) {
    throw new ConfigError('AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL');
  }
  return {
    provider: 'openai',
    baseUrl: values.AI_BASE_URL,
    apiKey: values.AI_API_KEY,
    model: values.AI_MODEL,
    timeoutMs: values.AI_TIMEOUT_MS,
  };
}

/** Treats `VAR=` the same as an unset variable, as shells and .env files often produce it. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
