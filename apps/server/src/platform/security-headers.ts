import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config';

/**
 * The Content-Security-Policy the web app works under: its own scripts only; inline style
 * attributes allowed because dialogs and toasts position themselves with them.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // Both would fall back to the sources above; named so that narrowing those keeps the app
  // installable and working offline.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Where image previews come from besides this server: with S3 storage they are presigned
 * addresses of the store (its endpoint, or AWS's bucket host).
 */
export function storageImageSources(storage: Config['storage']): string[] {
  if (storage.driver === 'local') return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`];
}

function directivesWith(
  imageSources: readonly string[],
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...scriptHashes],
    'img-src': [...contentSecurityPolicy['img-src'], ...imageSources],
  };
}

/**
 * The policy with these image sources, and these inline scripts allowed by their hashes
 * (`'sha256-…'`, as index.html's first-visit script needs).
 */
export function contentSecurityPolicyWith(
  imageSources: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  return Object.entries(directivesWith(imageSources, scriptHashes))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Helmet's default headers with the policy above, as `helmet` writes them, worked out once: they
 * are the same on every answer. Not `@fastify/helmet`, which builds Helmet's middleware anew on
 * every request: the server's CPU time for `GET /api/health` went from 88 to 158 µs a request
 * (medians of three, alternating; 72–130 and 134–169). No Strict-Transport-Security: self-hosted
 * servers are often reached over plain HTTP on a LAN, where HSTS would lock them out.
 */
function securityHeaders(imageSources: readonly string[] = []): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directivesWith(imageSources) },
    strictTransportSecurity: false,
  })(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  imageSources: readonly string[] = [],
) {
  const headers = Object.freeze(securityHeaders(imageSources));
  // A route may still set its own (the API docs page sends its own policy).
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
