import type { FastifyInstance } from 'fastify';
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

/**
 * The policy with these image sources, and these inline scripts allowed by their hashes
 * (`'sha256-…'`, as index.html's first-visit script needs).
 */
export function contentSecurityPolicyWith(
  imageSources: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  const policy = {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...scriptHashes],
    'img-src': [...contentSecurityPolicy['img-src'], ...imageSources],
  };
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Helmet's default headers with the policy above, written out once: they are the same on every
 * answer, so nothing about them is worked out per request. No Strict-Transport-Security:
 * self-hosted servers are often reached over plain HTTP on a LAN, where HSTS would lock them out.
 */
export function securityHeaders(imageSources: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyWith(imageSources),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
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
