import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import { systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/database';
import { createChangeRelay } from './platform/changes/change-relay';
import { createAnswerCache } from './platform/answer-cache';
import { createAuthenticate } from './platform/authenticate';
import { answerClientError, answerFrameworkError, errorHandler } from './platform/error-handler';
import { registerAnswerCompression } from './platform/compress-answers';
import { registerMethodNotAllowed } from './platform/method-not-allowed';
import { idempotencyCleanupJob } from './platform/idempotency/idempotency-cleanup';
import { idempotencyKeys } from './platform/idempotency/idempotency-keys';
import { registerOpenApi } from './platform/openapi';
import { registerSecurityHeaders, storageImageSources } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import { registerWebApp } from './platform/web-app';
import { createSmsSender } from './platform/sms/create-sms-sender';
import type { SmsSender } from './platform/sms/sms-sender';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { checklistsRoutes } from './modules/checklists/checklists.routes';
import { createChecklistsService } from './modules/checklists/checklists.service';
import { createChecklistItemsService } from './modules/checklists/checklist-items.service';
import { checklistTemplatesRoutes } from './modules/checklists/checklist-templates.routes';
import { createChecklistTemplatesService } from './modules/checklists/checklist-templates.service';
import { commentsRoutes } from './modules/comments/comments.routes';
import { createCommentsService } from './modules/comments/comments.service';
import { healthRoutes } from './modules/health/health.routes';
import { labelsRoutes } from './modules/labels/labels.routes';
import { createLabelsService } from './modules/labels/labels.service';
import { createReadiness } from './platform/readiness';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { projectsRoutes } from './modules/projects/projects.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { createWorkspacesService } from './modules/workspaces/workspaces.service';
import { createWorkspaceAccess } from './platform/workspace-access';
import { refuseUndecodableQuery } from './platform/undecodable-query';
import { createLiveHub } from './platform/live-updates/live-hub';
import { createScheduler } from './platform/scheduler';
import { liveUpdatesRoutes } from './modules/live-updates/live-updates.routes';
import { createNotifications } from './modules/notifications/notifications.module';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createSmsNotifications } from './modules/sms-notifications/sms-notifications.module';
import { notificationPreferencesRoutes } from './modules/sms-notifications/notification-preferences.routes';
import { smsInboundRoutes } from './modules/sms-notifications/sms-inbound.routes';
import { smsLinksRoutes } from './modules/sms-notifications/sms-links.routes';
import { createStorage } from './platform/storage/create-storage';
import { createServedFiles, servedFilesRoutes } from './platform/storage/served-files';
import { createFileUrlSigner, signingKeySource } from './platform/storage/signed-urls';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { venturesRoutes } from './modules/ventures/ventures.routes';
import { createVenturesService } from './modules/ventures/ventures.service';
import { ventureConversionRoutes } from './modules/ventures/venture-conversion.routes';
import { createVentureConversionService } from './modules/ventures/venture-conversion.service';
import { ventureDeadlinesJob } from './modules/ventures/venture-deadlines';
import { pledgesRoutes } from './modules/ventures/pledges.routes';
import { createPledgesService } from './modules/ventures/pledges.service';
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
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

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
    // Answers Fastify would give without our `code` (error-handler.ts gives them instead).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandler);
  // Before any route, so that it hears of every one.
  registerMethodNotAllowed(app);
  refuseUndecodableQuery(app);
  const imageSources = storageImageSources(config.storage);
  await registerSecurityHeaders(app, imageSources);
  // Before compression: a repeat is answered the JSON its handler gave, kept uncompressed.
  await app.register(idempotencyKeys, { db: database.db, clock });
  await registerAnswerCompression(app);
  await registerOpenApi(app, config.publicUrl);

  const relay = createChangeRelay({ database, log: app.log });
  const live = createLiveHub({ db: database.db, clock, relay, log: app.log });
  const scheduler = createScheduler({ database, clock, log: app.log });
  scheduler.register(live.pruneJob);
  scheduler.register(idempotencyCleanupJob(database.db));
  app.decorate('scheduler', scheduler);
  app.decorate('changeRelay', relay);
  app.addHook('onReady', async () => {
    await relay.start();
    // Tests run the jobs themselves, at the times they choose.
    if (config.env !== 'test') scheduler.start();
  });
  // A write is answered once what it recorded has been numbered and consumed here, so that the
  // notifications it causes are there when its client reads next. Delivery does not depend on it:
  // the relay of any instance would do the same a moment later.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await relay.drain();
    }
    return payload;
  });
  // Open event streams would keep the server from closing.
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await live.close();
    await relay.close();
  });
  const sms = deps.sms ?? createSmsSender(config.sms, clock, (line) => app.log.info(line));
  const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const smsNotifications = createSmsNotifications({
    db: database.db,
    clock,
    relay,
    sms,
    appUrl,
    sendAtOnce: config.env !== 'test',
    log: app.log,
  });
  app.addHook('preClose', () => smsNotifications.close());
  const authService = createAuthService({
    db: database.db,
    clock,
    sms,
    sessionTtlDays: config.sessionTtlDays,
    log: app.log,
    timeZones: smsNotifications.preferencesService,
  });
  app.decorate('authenticate', createAuthenticate(authService.resolveSession));
  app.decorate('workspaceAccess', createWorkspaceAccess(database.db));
  const answers = createAnswerCache(config.answerCacheBytes);

  const readiness = createReadiness(database, app.log, relay);
  app.decorate('readiness', readiness);
  app.addHook('onClose', () => readiness.close());
  await app.register(healthRoutes, { readiness });
  await app.register(authRoutes, {
    authService,
    codesPrintedToTerminal: !deps.sms && config.sms.provider === 'console',
  });

  await app.register(workspacesRoutes, {
    workspacesService: createWorkspacesService({
      db: database.db,
      clock,
      appUrl,
      invitationSms: smsNotifications.invitationSms,
    }),
  });
  const projectsService = createProjectsService({ db: database.db, clock, answers });
  await app.register(projectsRoutes, { projectsService });
  await app.register(dashboardRoutes, {
    dashboardService: createDashboardService({ db: database.db, clock }),
  });
  const labelsService = createLabelsService({ db: database.db, clock });
  await app.register(labelsRoutes, { labelsService });
  const tasksService = createTasksService({
    db: database.db,
    clock,
    answers,
    projects: projectsService,
    labels: labelsService,
  });
  await app.register(tasksRoutes, { tasksService });
  await app.register(commentsRoutes, {
    commentsService: createCommentsService({ db: database.db, clock, tasks: tasksService }),
  });
  await app.register(checklistsRoutes, {
    checklistsService: createChecklistsService({ db: database.db, clock, tasks: tasksService }),
    checklistItemsService: createChecklistItemsService({
      db: database.db,
      clock,
      tasks: tasksService,
    }),
  });
  await app.register(checklistTemplatesRoutes, {
    checklistTemplatesService: createChecklistTemplatesService({ db: database.db, clock }),
  });
  await app.register(searchRoutes, { searchService: createSearchService({ db: database.db }) });
  await app.register(activityRoutes, {
    activityService: createActivityService({
      db: database.db,
      tasks: tasksService,
      projects: projectsService,
    }),
  });

  const signer = createFileUrlSigner(
    signingKeySource(config.fileSigningSecret, config.dataDir),
    clock,
  );
  const storage = await createStorage(config.storage, signer);
  const servedFiles = createServedFiles();
  const filesService = createFilesService({
    db: database.db,
    storage,
    clock,
    tasks: tasksService,
  });
  servedFiles.addSource(filesService.findServedFile);
  relay.addConsumer(filesService.storedFilesCleanup);
  await app.register(filesRoutes, { filesService });
  scheduler.register(ventureDeadlinesJob({ db: database.db }));
  await app.register(venturesRoutes, {
    venturesService: createVenturesService({ db: database.db, clock, storage }),
  });
  await app.register(ventureConversionRoutes, {
    conversionService: createVentureConversionService({ db: database.db, clock }),
  });
  await app.register(pledgesRoutes, {
    pledgesService: createPledgesService({ db: database.db, clock }),
  });
  const ventureFilesService = createVentureFilesService({
    db: database.db,
    clock,
    storage,
  });
  scheduler.register(ventureFilesService.unsentFilesJob);
  servedFiles.addSource(ventureFilesService.findServedFile);
  relay.addConsumer(ventureFilesService.storedFilesCleanup);
  await app.register(ventureFilesRoutes, { ventureFilesService });
  await app.register(servedFilesRoutes, { storage, signer, servedFiles });

  await app.register(notificationsRoutes, {
    notificationsService: createNotifications({
      db: database.db,
      clock,
      relay,
      scheduler,
    }),
  });
  await app.register(liveUpdatesRoutes, { live });
  // Last, so that what the jobs above recorded is numbered and consumed within the same tick.
  scheduler.register({ name: 'change-relay', run: () => relay.drain() });
  // After it: the SMS that tick's notifications queued go out in the same tick.
  for (const job of smsNotifications.jobs) scheduler.register(job);
  await app.register(notificationPreferencesRoutes, {
    preferencesService: smsNotifications.preferencesService,
  });
  await app.register(smsInboundRoutes, {
    sms: config.sms,
    publicUrl: config.publicUrl,
    preferencesService: smsNotifications.preferencesService,
  });
  await app.register(smsLinksRoutes, { findLinkTarget: smsNotifications.findLinkTarget });

  await registerWebApp(app, config.webDistDir, imageSources);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
