import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@groundwork/shared/common/schemas';
import { fileMessages, TASK_FILE_TYPES } from '@groundwork/shared/files/rules';
import { VENTURE_FILE_TYPES } from '@groundwork/shared/ventures/rules';
import { AppError } from '../errors';
import { errorResponses } from '../openapi';
import { contentDisposition, effectiveDisposition } from './content-disposition';
import type { FileUrlSigner } from './signed-urls';
import type { StorageDriver } from './storage-driver';

/** What serving a file needs to know of it. */
export interface ServedFile {
  storageKey: string;
  filename: string;
  mimeType: string;
}

/** Finds a file by id in one feature's table (task files, venture files), or answers null. */
type ServedFileSource = (fileId: string) => Promise<ServedFile | null>;

/** The features whose files the signed `/api/files/{id}` address serves. */
export interface ServedFiles {
  addSource(source: ServedFileSource): void;
  find(fileId: string): Promise<ServedFile | null>;
}

export function createServedFiles(): ServedFiles {
  const sources: ServedFileSource[] = [];
  return {
    addSource(source) {
      sources.push(source);
    },
    async find(fileId) {
      for (const source of sources) {
        const found = await source(fileId);
        if (found) return found;
      }
      return null;
    },
  };
}

export const signedLinkMessages = {
  expired: 'This link has expired',
  invalid: 'Invalid link',
} as const;

// Strings, checked by the handler: a mangled address is a refused one (403), not a bad request.
const signedFileQuerySchema = z.object({
  expires: z
    .string()
    .optional()
    .meta({ description: 'When the address stops working, in milliseconds since 1970 (UTC).' }),
  signature: z
    .string()
    .optional()
    .meta({ description: '64 lower-case hex digits, as the address was given.' }),
  inline: z
    .string()
    .optional()
    .meta({ description: '1 to show an image in the page; anything else downloads it.' }),
});

/** The 200 of a served file, in the document: its bytes, as any type a task or venture file may have. */
const servedFileAnswer = {
  description: "The file's bytes, with the Content-Type it was stored with",
  content: Object.fromEntries(
    [...new Set([...Object.keys(TASK_FILE_TYPES), ...Object.keys(VENTURE_FILE_TYPES)])].map(
      (mimeType) => [mimeType, { schema: z.string().meta({ format: 'binary' }) }],
    ),
  ),
};

export const servedFilesRoutes: FastifyPluginAsyncZod<{
  storage: StorageDriver;
  signer: FileUrlSigner;
  servedFiles: ServedFiles;
}> = async (app, { storage, signer, servedFiles }) => {
  app.get(
    '/api/files/:id',
    {
      schema: {
        operationId: 'getSignedFile',
        tags: ['files'],
        security: [],
        summary: 'A stored file, by the signed address a download or preview answer gave',
        description:
          'No session: the signature (HMAC of the id, expiry and disposition) is the permission. ' +
          'Sent as an attachment, except jpeg, png, gif and webp images asked for with inline=1.',
        params: idParamsSchema,
        querystring: signedFileQuerySchema,
        response: {
          200: servedFileAnswer,
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const { id: fileId } = request.params;
      const { expires, signature, inline } = request.query;
      const expiresAt = Number(expires);
      const verdict =
        Number.isSafeInteger(expiresAt) && signature && /^[0-9a-f]{64}$/.test(signature)
          ? signer.verify(fileId, { expires: expiresAt, signature, inline: inline === '1' })
          : 'invalid';
      if (verdict !== 'valid') throw new AppError('FORBIDDEN', signedLinkMessages[verdict]);

      const file = await servedFiles.find(fileId);
      const opened = file && (await storage.open(file.storageKey));
      if (!file || !opened) throw new AppError('NOT_FOUND', fileMessages.notFound);
      const disposition = effectiveDisposition(
        inline === '1' ? 'inline' : 'attachment',
        file.mimeType,
      );
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-length', opened.size)
          .header('content-disposition', contentDisposition(disposition, file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A stream is sent as it is; the 200 schema only describes it for the API document.
          .send(opened.body as unknown as string)
      );
    },
  );
};
