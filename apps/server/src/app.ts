import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAi } from './ai/plugin.ts';
import { registerAuth } from './auth/setup.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerNotifier } from './db/notifier.ts';
import { AccessLog } from './http/access-log.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { registerJobs } from './jobs/plugin.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { serializeError } from './http/log-errors.ts';
import { registerRouteRateLimits } from './http/route-rate-limits.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { countActivity } from './modules/dashboard/service.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { onActivityRecorded } from './events/activity.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { playgroundRoutes } from './modules/playground/routes.ts';
import { ideRoutes } from './modules/ide/routes.ts';
import { avatarRoutes } from './modules/avatars/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { snippetRoutes } from './modules/snippets/routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
}

/**
 * The log goes out asynchronously and in blocks: a request never waits for the terminal or the log
 * file, and a busy server writes many lines per system call instead of one each. A line waits at
 * most a quarter of a second; whatever is left is written when the app closes or the process exits.
 */
function bufferedLogStream() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 8192 });
  let waiting = false;
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    waiting = true;
    return write(line);
  };
  const flush = () => {
    if (!waiting) return;
    waiting = false;
    try {
      stream.flush();
    } catch {
      // Destroyed at exit: pino wrote what it held when the process ended.
    }
  };
  const timer = setInterval(flush, 250);
  timer.unref();
  return {
    stream,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

/** The composition root: every plugin and route module of the server, registered in order. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const log = bufferedLogStream();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
      serializers: { err: serializeError },
      stream: log.stream,
    },
    logController: new AccessLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.addHook('onClose', (_instance, done) => {
    log.close();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text body is refused with 415 instead of being parsed as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', database);
  app.decorate('config', config);

  installErrorHandling(app);
  registerSecurity(app);
  registerRouteRateLimits(app, config.auth.now);
  registerNotifier(app);
  await registerOpenApi(app);
  await registerAuth(app, config, database);
  await app.register(registerAi);
  await app.register(registerJobs);

  await app.register(
    async (api) => {
      // Every API answer over 1 KB, compressed as negotiated; the web app's files are pre-compressed.
      await registerCompression(api);
      await api.register(healthRoutes);
      await api.register(newsletterRoutes);
      await api.register(profileRoutes);
      await api.register(dataExportRoutes);
      await api.register(avatarRoutes);
      await api.register(projectRoutes);
      await api.register(fileRoutes);
      // The dashboard counts what the other modules report (streak days, achievements).
      onActivityRecorded(countActivity);
      await api.register(dashboardRoutes);
      await api.register(aiRoutes);
      await api.register(reviewRoutes);
      await api.register(supportRoutes);
      await api.register(communityRoutes);
      await api.register(snippetRoutes);
      await api.register(playgroundRoutes);
      await api.register(ideRoutes);
      await api.register(adminRoutes);
      await api.register(moderationRoutes);
      await api.register(learningRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
