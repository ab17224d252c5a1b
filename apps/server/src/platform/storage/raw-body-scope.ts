import type { FastifyInstance } from 'fastify';

/**
 * Registers upload routes whose body is the file itself: handed over as the raw stream, never
 * parsed or buffered (the 1 MB JSON limit does not apply; each route enforces its own file limit
 * while streaming).
 */
export async function registerRawBodyRoutes(
  app: FastifyInstance,
  routes: (uploads: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // A refusal sent before the whole body arrived closes the connection rather than read on.
    uploads.addHook('onSend', async (request, reply) => {
      if (!request.raw.readableEnded) void reply.header('connection', 'close');
    });
    routes(uploads);
  });
}
