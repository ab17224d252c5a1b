import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import { systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/database';
import { createDomainEvents } from './platform/domain-events';
import { createAnswerCache } from './platform/answer-cache';
import { createAuthenticate } from './platform/authenticate';
import { errorHandler } from './platform/error-handler';
import { registerOpenApi } from './platform/openapi';
import { registerSecurityHeaders, storageImageSources } from './platform/security-headers';
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
import { createLiveHub } from './platform/live-events/live-hub';
import { createScheduler } from './platform/scheduler';
import { eventsRoutes } from './modules/events/events.routes';
import { createNotifications } from './modules/notifications/notifications.module';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createStorage } from './platform/storage/create-storage';
import { createServedFiles, servedFilesRoutes } from './platform/storage/served-files';
import { createFileUrlSigner, signingKeySource } from './platform/storage/signed-urls';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { venturesRoutes } from './modules/ventures/ventures.routes';
import { createVenturesService } from './modules/ventures/ventures.service';
import { ventureFilesRoutes } from './modules/ventures/venture-files.routes';
import { createVentureFilesService } from './modules/ventures/venture-files.service';

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
  await registerSecurityHeaders(app, storageImageSources(config.storage));
  await registerOpenApi(app, config.publicUrl);

  const events = createDomainEvents(app.log);
  const live = await createLiveHub({ database, clock, events, log: app.log });
  const scheduler = createScheduler({ database, clock, log: app.log });
  scheduler.register(live.pruneJob);
  app.decorate('scheduler', scheduler);
  // Tests run the jobs themselves, at the times they choose.
  if (config.env !== 'test') app.addHook('onReady', async () => scheduler.start());
  // Open event streams would keep the server from closing.
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await live.close();
  });
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
  const answers = createAnswerCache(config.answerCacheBytes);

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
    projectsService: createProjectsService({ db: database.db, clock, events, answers }),
  });
  await app.register(dashboardRoutes, {
    dashboardService: createDashboardService({ db: database.db, clock }),
  });
  const tasksService = createTasksService({ db: database.db, clock, events, answers });
  await app.register(tasksRoutes, { tasksService });
  await app.register(commentsRoutes, {
    commentsService: createCommentsService({ db: database.db, clock, events, tasks: tasksService }),
  });

  const signer = createFileUrlSigner(
    signingKeySource(config.fileSigningSecret, config.dataDir),
    clock,
  );
  const storage = createStorage(config.storage, signer);
  const servedFiles = createServedFiles();
  const filesService = createFilesService({
    db: database.db,
    storage,
    events,
    tasks: tasksService,
  });
  servedFiles.addSource(filesService.findServedFile);
  events.subscribe(filesService.removeStoredFilesOf);
  await app.register(filesRoutes, { filesService });
  const venturesService = createVenturesService({ db: database.db, clock, events, storage });
  scheduler.register({ name: 'venture-deadlines', run: venturesService.failExpiredVentures });
  await app.register(venturesRoutes, { venturesService });
  const ventureFilesService = createVentureFilesService({
    db: database.db,
    clock,
    events,
    storage,
  });
  scheduler.register(ventureFilesService.unsentFilesJob);
  servedFiles.addSource(ventureFilesService.findServedFile);
  events.subscribe(ventureFilesService.removeStoredFilesOf);
  await app.register(ventureFilesRoutes, { ventureFilesService });
  await app.register(servedFilesRoutes, { storage, signer, servedFiles });

  await app.register(notificationsRoutes, {
    notificationsService: createNotifications({
      db: database.db,
      clock,
      events,
      live,
      scheduler,
    }),
  });
  await app.register(eventsRoutes, { live });

  await registerWebApp(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
