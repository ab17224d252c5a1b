import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { fileDownloadSchema } from '@groundwork/shared/files/schemas';
import {
  createVentureFileAnswerSchema,
  createVentureFileInputSchema,
  ventureFileListSchema,
  ventureFileParamsSchema,
  ventureFileSchema,
  ventureFileUploadHeadersSchema,
  ventureParamsSchema,
} from '@groundwork/shared/ventures/schemas';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import type { VentureFilesService } from './venture-files.service';
import { registerRawBodyRoutes } from '../../platform/storage/raw-body-scope';
import { uploadedBytes } from '../../platform/storage/uploaded-bytes';

const route = routeSchemas('ventures');

export const ventureFilesRoutes = routesOf<{
  ventureFilesService: VentureFilesService;
}>(async (app, { ventureFilesService: filesService }, caller) => {
  app.get(
    '/api/ventures/:ventureId/files',
    route('listVentureFiles', "A venture's files, oldest first, with signed addresses", {
      params: ventureParamsSchema,
      response: { 200: ventureFileListSchema },
    }),
    async (request) => {
      const userId = await caller.userId(request);
      return { files: await filesService.listFiles(request.params.ventureId, userId) };
    },
  );

  app.post(
    '/api/ventures/:ventureId/files',
    route('createVentureFile', "Record a file before sending its bytes (the draft's creator)", {
      description:
        'JPEG, PNG, GIF, WebP or PDF, at most 10 MB. Answers the id to send the bytes to.',
      params: ventureParamsSchema,
      body: createVentureFileInputSchema,
      response: {
        201: createVentureFileAnswerSchema,
        ...errorResponses(400, 403, 413, 415),
      },
    }),
    async (request, reply) => {
      const userId = await caller.userId(request);
      const answer = await filesService.createFileRecord(
        request.params.ventureId,
        userId,
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );

  await registerRawBodyRoutes(app, (uploads) => {
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/ventures/:ventureId/files/direct/:fileId',
      route('uploadVentureFile', "Send a recorded file's bytes as the body (the draft's creator)", {
        description:
          'x-filename holds the name percent-encoded; the content-type must be the recorded ' +
          'one and match the bytes. At most 10 MB, checked while streaming.',
        params: ventureFileParamsSchema,
        headers: ventureFileUploadHeadersSchema,
        response: { 200: ventureFileSchema, ...errorResponses(400, 403, 413, 415) },
      }),
      async (request) => {
        const userId = await caller.userId(request);
        return filesService.uploadFile(
          {
            ventureId: request.params.ventureId,
            fileId: request.params.fileId,
            workspaceId: request.headers['x-workspace-id'],
            ...uploadedBytes(request),
          },
          userId,
        );
      },
    );
  });

  app.get(
    '/api/ventures/:ventureId/files/:fileId/download',
    route(
      'getVentureFileDownload',
      'A signed address that downloads the file, valid for 5 minutes',
      { params: ventureFileParamsSchema, response: { 200: fileDownloadSchema } },
    ),
    async (request) => {
      const userId = await caller.userId(request);
      const { ventureId, fileId } = request.params;
      return filesService.getFileDownload(ventureId, fileId, userId);
    },
  );

  app.delete(
    '/api/ventures/:ventureId/files/:fileId',
    route('deleteVentureFile', 'Delete a file and its stored bytes (the venture creator)', {
      params: ventureFileParamsSchema,
      response: { 200: successSchema, ...errorResponses(403) },
    }),
    async (request) => {
      const { ventureId, fileId } = request.params;
      return succeeded(filesService.deleteFile(ventureId, fileId, await caller.userId(request)));
    },
  );
});
