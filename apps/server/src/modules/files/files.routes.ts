import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import type { FilesService } from './files.service';
import { registerRawBodyRoutes } from '../../platform/storage/raw-body-scope';
import { uploadedBytes } from '../../platform/storage/uploaded-bytes';

const route = routeSchemas('files');
const taskFilesAnswer = listOrPageAnswer(
  taskFileListSchema,
  pageSchema(taskFileSchema, 'TaskFilePage'),
);
const workspaceFilesAnswer = listOrPageAnswer(
  workspaceFileListSchema,
  pageSchema(workspaceFileSchema, 'WorkspaceFilePage'),
);

export const filesRoutes = routesOf<{ filesService: FilesService }>(
  async (app, { filesService: service }, caller) => {
    await registerRawBodyRoutes(app, (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().put(
        '/api/files/upload/direct/:fileId',
        route(
          'uploadTaskFile',
          'Upload a task file: the raw bytes as the body (any member who can see the task)',
          {
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
        ),
        async (request, reply) => {
          const access = await caller.access(request);
          const { file, created } = await service.uploadTaskFile(
            {
              fileId: request.params.fileId,
              taskId: request.headers['x-task-id'],
              ...uploadedBytes(request),
            },
            access,
          );
          return reply.status(created ? 201 : 200).send(file);
        },
      );
    });

    app.get(
      '/api/files/task/:taskId',
      route(
        'listTaskFiles',
        "A task's files (any member who can see the task), newest first unless `sortBy`/`sortOrder` say otherwise, narrowed by `type` and `search`: all of them, or a page with `limit`/`cursor`",
        {
          params: taskFilesParamsSchema,
          querystring: optionalWorkspaceQuerySchema
            .extend(fileListQueryShape)
            .extend(pageQueryShape),
          response: { 200: taskFilesAnswer.schema },
        },
      ),
      async (request, reply) => {
        const access = await caller.access(request);
        const answer = await service.listTaskFiles(request.params.taskId, access, request.query);
        return taskFilesAnswer.send(reply, answer);
      },
    );

    app.get(
      '/api/files/task/:taskId/count',
      route(
        'countTaskFiles',
        "How many of a task's files there are with the list's `type` and `search`",
        {
          params: taskFilesParamsSchema,
          querystring: optionalWorkspaceQuerySchema.extend(fileFiltersShape),
          response: { 200: countSchema },
        },
      ),
      async (request) => {
        const access = await caller.access(request);
        const count = await service.countTaskFiles(request.params.taskId, access, request.query);
        return { count };
      },
    );

    app.get(
      '/api/files',
      route(
        'listWorkspaceFiles',
        'Every task file of the workspace in a project the caller can see, newest first unless `sortBy`/`sortOrder` say otherwise, narrowed by `type` and `search`: all of them, or a page with `limit`/`cursor`',
        {
          querystring: listWorkspaceFilesQuerySchema
            .extend(fileListQueryShape)
            .extend(pageQueryShape),
          response: { 200: workspaceFilesAnswer.schema },
        },
      ),
      async (request, reply) => {
        const { workspaceId, ...query } = request.query;
        const access = await caller.workspace(request, workspaceId);
        return workspaceFilesAnswer.send(reply, await service.listWorkspaceFiles(access, query));
      },
    );

    app.get(
      '/api/files/count',
      route(
        'countWorkspaceFiles',
        "How many of the workspace's files the caller can see, with the list's `type` and `search`",
        {
          querystring: listWorkspaceFilesQuerySchema.extend(fileFiltersShape),
          response: { 200: countSchema },
        },
      ),
      async (request) => {
        const { workspaceId, ...filters } = request.query;
        const access = await caller.workspace(request, workspaceId);
        return { count: await service.countWorkspaceFiles(access, filters) };
      },
    );

    app.get(
      '/api/files/:id/download',
      route('getFileDownload', 'A signed address that downloads the file, valid for 5 minutes', {
        params: idParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: fileDownloadSchema },
      }),
      async (request) => service.getDownload(request.params.id, await caller.access(request)),
    );

    app.delete(
      '/api/files/:id',
      route(
        'deleteTaskFile',
        'Delete a task file and its stored bytes (owner, admin or project_manager)',
        {
          params: idParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          response: { 200: successSchema, ...errorResponses(403) },
        },
      ),
      async (request) =>
        succeeded(service.deleteTaskFile(request.params.id, await caller.access(request))),
    );
  },
);
