import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import { systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/database';
import { createDomainEvents } from './platform/domain-events';
import { createAuthenticate } from './platform/authenticate';
import { errorHandler } from './platform/error-handler';
import { registerOpenApi } from './platform/openapi';
import { registerSecurityHeaders } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import { registerWebApp } from './platform/web-app';
import { createSmsSender } from './platform/sms/create-sms-sender';
import type { SmsSender } from './platform/sms/sms-sender';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { commentsRoutes } from './modules/comments/comments.routes';
import { createCommentsService } from './modules/comments/comments.service';
import { healthRoutes } from './modules/health/health.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { createWorkspacesService } from './modules/workspaces/workspaces.service';
import { createWorkspaceAccess } from './platform/workspace-access';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Replaces the configured SMS provider (tests read what was sent). */
  sms?: SmsSender;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies above this answer 413 (uploads stream through their own routes). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole application, ready to `inject` or `listen`; it never listens itself. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandler);
  await registerSecurityHeaders(app);
  await registerOpenApi(app, config.publicUrl);

  const events = createDomainEvents(app.log);
  const sms = deps.sms ?? createSmsSender(config.sms, clock, (line) => app.log.info(line));
  const authService = createAuthService({
    db: database.db,
    clock,
    sms,
    sessionTtlDays: config.sessionTtlDays,
    log: app.log,
  });
  app.decorate('authenticate', createAuthenticate(authService.resolveSession));
  app.decorate('workspaceAccess', createWorkspaceAccess(database.db));

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(authRoutes, {
    authService,
    codesPrintedToTerminal: !deps.sms && config.sms.provider === 'console',
  });

  await app.register(workspacesRoutes, {
    workspacesService: createWorkspacesService({
      db: database.db,
      clock,
      sms,
      log: app.log,
      events,
    }),
  });
  await app.register(projectsRoutes, {
    projectsService: createProjectsService({ db: database.db, clock, events }),
  });
  await app.register(dashboardRoutes, {
    dashboardService: createDashboardService({ db: database.db, clock }),
  });
  const tasksService = createTasksService({ db: database.db, clock, events });
  await app.register(tasksRoutes, { tasksService });
  await app.register(commentsRoutes, {
    commentsService: createCommentsService({ db: database.db, clock, events, tasks: tasksService }),
  });

  await registerWebApp(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
