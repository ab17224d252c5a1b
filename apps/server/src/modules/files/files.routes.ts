import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape, pageSchema } from '@groundwork/shared/common/paging';
import {
  countSchema,
  idParamsSchema,
  optionalWorkspaceQuerySchema,
} from '@groundwork/shared/common/schemas';
import {
  fileDownloadSchema,
  fileFiltersShape,
  fileListQueryShape,
  listWorkspaceFilesQuerySchema,
  taskFileListSchema,
  taskFileSchema,
  taskFilesParamsSchema,
  taskFileUploadHeadersSchema,
  taskFileUploadParamsSchema,
  workspaceFileListSchema,
  workspaceFileSchema,
} from '@groundwork/shared/files/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import { accessResolver } from '../../platform/workspace-access';
import type { FilesService } from './files.service';
import { registerRawBodyRoutes } from '../../platform/storage/raw-body-scope';

const tags = ['files'];
const taskFilesAnswer = listOrPageAnswer(
  taskFileListSchema,
  pageSchema(taskFileSchema, 'TaskFilePage'),
);
const workspaceFilesAnswer = listOrPageAnswer(
  workspaceFileListSchema,
  pageSchema(workspaceFileSchema, 'WorkspaceFilePage'),
);
const security = bearerSecurity;

export const filesRoutes: FastifyPluginAsyncZod<{ filesService: FilesService }> = async (
  app,
  { filesService: service },
) => {
  await registerRawBodyRoutes(app, (uploads) => {
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/files/upload/direct/:fileId',
      {
        schema: {
          operationId: 'uploadTaskFile',
          tags,
          security,
          summary:
            'Upload a task file: the raw bytes as the body (any member who can see the task)',
          description:
            'The client makes up the file id. x-filename holds the name percent-encoded. The ' +
            'declared content-type must be an allowed type and match the bytes. At most 100 MB: ' +
            'a larger Content-Length is refused at once, a body without one is cut off past it. ' +
            'The same id sent again by the same uploader for the same task answers the stored ' +
            'file (200); any other reuse of an id is a conflict.',
          params: taskFileUploadParamsSchema,
          headers: taskFileUploadHeadersSchema,
          response: {
            200: taskFileSchema,
            201: taskFileSchema,
            ...errorResponses(400, 403, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const auth = await app.authenticate(request);
        const length = request.headers['content-length'];
        const { file, created } = await service.uploadTaskFile(
          {
            fileId: request.params.fileId,
            taskId: request.headers['x-task-id'],
            filenameHeader: request.headers['x-filename'],
            contentType: request.headers['content-type'],
            contentLength: length === undefined ? undefined : Number(length),
            // No body at all (no length, not chunked) is an empty file.
            body: request.body instanceof Readable ? request.body : Readable.from([]),
          },
          accessResolver(app, request, auth),
        );
        return reply.status(created ? 201 : 200).send(file);
      },
    );
  });

  app.get(
    '/api/files/task/:taskId',
    {
      schema: {
        operationId: 'listTaskFiles',
        tags,
        security,
        summary:
          "A task's files (any member who can see the task), newest first unless `sortBy`/`sortOrder` say otherwise, narrowed by `type` and `search`: all of them, or a page with `limit`/`cursor`",
        params: taskFilesParamsSchema,
        querystring: optionalWorkspaceQuerySchema.extend(fileListQueryShape).extend(pageQueryShape),
        response: { 200: taskFilesAnswer.schema },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const answer = await service.listTaskFiles(
        request.params.taskId,
        accessResolver(app, request, auth),
        request.query,
      );
      return taskFilesAnswer.send(reply, answer);
    },
  );

  app.get(
    '/api/files/task/:taskId/count',
    {
      schema: {
        operationId: 'countTaskFiles',
        tags,
        security,
        summary: "How many of a task's files there are with the list's `type` and `search`",
        params: taskFilesParamsSchema,
        querystring: optionalWorkspaceQuerySchema.extend(fileFiltersShape),
        response: { 200: countSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const count = await service.countTaskFiles(
        request.params.taskId,
        accessResolver(app, request, auth),
        request.query,
      );
      return { count };
    },
  );

  app.get(
    '/api/files',
    {
      schema: {
        operationId: 'listWorkspaceFiles',
        tags,
        security,
        summary:
          'Every task file of the workspace in a project the caller can see, newest first unless `sortBy`/`sortOrder` say otherwise, narrowed by `type` and `search`: all of them, or a page with `limit`/`cursor`',
        querystring: listWorkspaceFilesQuerySchema
          .extend(fileListQueryShape)
          .extend(pageQueryShape),
        response: { 200: workspaceFilesAnswer.schema },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { workspaceId, ...query } = request.query;
      const access = await app.workspaceAccess(request, auth, workspaceId);
      return workspaceFilesAnswer.send(reply, await service.listWorkspaceFiles(access, query));
    },
  );

  app.get(
    '/api/files/count',
    {
      schema: {
        operationId: 'countWorkspaceFiles',
        tags,
        security,
        summary:
          "How many of the workspace's files the caller can see, with the list's `type` and `search`",
        querystring: listWorkspaceFilesQuerySchema.extend(fileFiltersShape),
        response: { 200: countSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const { workspaceId, ...filters } = request.query;
      const access = await app.workspaceAccess(request, auth, workspaceId);
      return { count: await service.countWorkspaceFiles(access, filters) };
    },
  );

  app.get(
    '/api/files/:id/download',
    {
      schema: {
        operationId: 'getFileDownload',
        tags,
        security,
        summary: 'A signed address that downloads the file, valid for 5 minutes',
        params: idParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: fileDownloadSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.getDownload(request.params.id, accessResolver(app, request, auth));
    },
  );

  app.delete(
    '/api/files/:id',
    {
      schema: {
        operationId: 'deleteTaskFile',
        tags,
        security,
        summary: 'Delete a task file and its stored bytes (owner, admin or project_manager)',
        params: idParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      await service.deleteTaskFile(request.params.id, accessResolver(app, request, auth));
      return { success: true as const };
    },
  );
};
