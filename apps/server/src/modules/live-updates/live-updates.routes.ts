import type { OutgoingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { LiveHub } from '../../platform/live-updates/live-hub';
import { routeSchemas, routesOf } from '../../platform/module-routes';

const route = routeSchemas('events');

/** A client this far behind (bytes queued on its socket) is dropped; it resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a browser waits before reconnecting (the SSE `retry:` hint). */
const RETRY_MS = 3000;

const lastEventIdSchema = z.object({
  'last-event-id': z
    .string()
    .optional()
    .describe('The id of the last message received, to resume after it'),
});

function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export const liveUpdatesRoutes = routesOf<{ live: LiveHub }>((app, { live }) => {
  app.get(
    '/api/events',
    route(
      'streamEvents',
      'Server-Sent Events for the caller: notification, unread-count, change and resync',
      {
        headers: lastEventIdSchema,
        response: {
          200: {
            description:
              'A stream of `id:`/`event:`/`data:` messages (`notification`, `unread-count`, `change`; `resync` first when Last-Event-ID names a change the server has no record of) and `:` heartbeats',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    ),
    async (request, reply) => {
      const { user } = await app.authenticate(request);
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        raw.destroy();
      };
      const end = () => {
        if (!open) return;
        open = false;
        raw.end();
      };
      const disconnect = await live.connect(
        {
          userId: user.id,
          // A slow or vanished client is dropped rather than buffered without end.
          write: (chunk) =>
            open && raw.writableLength <= MAX_BUFFERED_BYTES && (raw.write(chunk) || true),
          close,
          end,
        },
        lastEventId,
      );
      raw.on('close', () => {
        open = false;
        disconnect();
      });
      if (raw.destroyed) disconnect();
    },
  );
});
