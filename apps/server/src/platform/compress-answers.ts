/**
 * Written here rather than with `@fastify/compress` (9.2). Configured as closely as it allows
 * (API routes only, same threshold and levels), it cost more: the server's CPU time for an 80 kB
 * list answer sent as brotli went from 3.1 to 4.3 ms a request (medians of three, alternating;
 * 2.8–3.4 and 4.1–4.4), as it pipes larger answers through a zlib stream; the bench's 200-task
 * list as brotli, 6.1 req/s against 14.6 (6.0–18.6 and 6.9–29, a busy machine). It also answers
 * differently: it reads `Accept-Encoding: *` as gzip, writes `Vary: accept-encoding` and only on
 * the answers it compressed, and would compress streamed files of a compressible type too.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes out as it is: it fits in a packet or two, where compressing would
 * cost the server more than it saves the wire.
 */
export const COMPRESS_FROM_BYTES = 8 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli, else gzip, when the client accepts it (q above 0). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  // Quality 4 compresses a list answer about tenfold in about a millisecond; the top qualities
  // gain a little more for many times the time.
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * Compresses large API answers (a project's task list is about 100 kB of JSON, 10 kB as brotli)
 * for clients that accept it: on a phone's connection that is most of a first visit's wait.
 * Streams (files, live updates) and small answers go out as they are; the web app's files are
 * compressed once, by the build.
 */
export async function registerAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) {
      return payload;
    }
    void reply.header('vary', 'Accept-Encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
