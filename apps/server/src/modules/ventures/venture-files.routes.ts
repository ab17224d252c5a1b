import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import type { VentureFilesService } from './venture-files.service';
import { registerRawBodyRoutes } from '../../platform/storage/raw-body-scope';

const tags = ['ventures'];
const security = bearerSecurity;

export const ventureFilesRoutes: FastifyPluginAsyncZod<{
  ventureFilesService: VentureFilesService;
}> = async (app, { ventureFilesService: filesService }) => {
  app.get(
    '/api/ventures/:ventureId/files',
    {
      schema: {
        operationId: 'listVentureFiles',
        tags,
        security,
        summary: "A venture's files, oldest first, with signed addresses",
        params: ventureParamsSchema,
        response: { 200: ventureFileListSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return { files: await filesService.listFiles(request.params.ventureId, auth.user.id) };
    },
  );

  app.post(
    '/api/ventures/:ventureId/files',
    {
      schema: {
        operationId: 'createVentureFile',
        tags,
        security,
        summary: "Record a file before sending its bytes (the draft's creator)",
        description:
          'JPEG, PNG, GIF, WebP or PDF, at most 10 MB. Answers the id to send the bytes to.',
        params: ventureParamsSchema,
        body: createVentureFileInputSchema,
        response: {
          201: createVentureFileAnswerSchema,
          ...errorResponses(400, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const answer = await filesService.createFileRecord(
        request.params.ventureId,
        auth.user.id,
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );

  await registerRawBodyRoutes(app, (uploads) => {
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/ventures/:ventureId/files/direct/:fileId',
      {
        schema: {
          operationId: 'uploadVentureFile',
          tags,
          security,
          summary: "Send a recorded file's bytes as the body (the draft's creator)",
          description:
            'x-filename holds the name percent-encoded; the content-type must be the recorded ' +
            'one and match the bytes. At most 10 MB, checked while streaming.',
          params: ventureFileParamsSchema,
          headers: ventureFileUploadHeadersSchema,
          response: { 200: ventureFileSchema, ...errorResponses(400, 403, 413, 415) },
        },
      },
      async (request) => {
        const auth = await app.authenticate(request);
        const length = request.headers['content-length'];
        return filesService.uploadFile(
          {
            ventureId: request.params.ventureId,
            fileId: request.params.fileId,
            workspaceId: request.headers['x-workspace-id'],
            filenameHeader: request.headers['x-filename'],
            contentType: request.headers['content-type'],
            contentLength: length === undefined ? undefined : Number(length),
            body: request.body instanceof Readable ? request.body : Readable.from([]),
          },
          auth.user.id,
        );
      },
    );
  });

  app.get(
    '/api/ventures/:ventureId/files/:fileId/download',
    {
      schema: {
        operationId: 'getVentureFileDownload',
        tags,
        security,
        summary: 'A signed address that downloads the file, valid for 5 minutes',
        params: ventureFileParamsSchema,
        response: { 200: fileDownloadSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const { ventureId, fileId } = request.params;
      return filesService.getFileDownload(ventureId, fileId, auth.user.id);
    },
  );

  app.delete(
    '/api/ventures/:ventureId/files/:fileId',
    {
      schema: {
        operationId: 'deleteVentureFile',
        tags,
        security,
        summary: 'Delete a file and its stored bytes (the venture creator)',
        params: ventureFileParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const { ventureId, fileId } = request.params;
      await filesService.deleteFile(ventureId, fileId, auth.user.id);
      return { success: true as const };
    },
  );
};
