import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { genericErrorMessages } from '@groundwork/shared/common/api-error';
import { contentSecurityPolicyWith } from './security-headers';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The build writes these beside each file it compresses (vite-plugin-compression2).
const precompressedSuffix = /\.(br|gz)$/;

// Files under a name that stays the same from one build to the next, which browsers must check
// each time: the page, the service worker (a stale one would keep serving an old release) and the
// web app manifest.
const unhashedFiles = ['index.html', 'sw.js', 'manifest.webmanifest'];

/** The cache policy of a file, the same whichever of its encodings is sent. */
function cacheControlFor(sentPath: string, webDistDir: string): string {
  const filePath = sentPath.replace(precompressedSuffix, '');
  if (unhashedFiles.some((file) => filePath === path.join(webDistDir, file))) return 'no-cache';
  const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
  return hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600';
}

/** The CSP sources (`'sha256-…'`) of the inline scripts of an HTML page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  );
}

/**
 * The policy index.html is sent with: the app's, plus its inline first-visit script by hash. Read
 * again when the file changes, so that a rebuild under a running server keeps the script allowed.
 */
function indexPolicy(indexFile: string, imageSources: readonly string[]) {
  let known: { modifiedMs: number; policy: string } | null = null;
  return (): string => {
    const modifiedMs = fs.statSync(indexFile).mtimeMs;
    if (known?.modifiedMs !== modifiedMs) {
      const hashes = inlineScriptHashes(fs.readFileSync(indexFile, 'utf8'));
      known = { modifiedMs, policy: contentSecurityPolicyWith(imageSources, hashes) };
    }
    return known.policy;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other non-API path, where the client router renders its own 404. Unknown /api paths get
 * a JSON 404.
 *
 * Each file goes out in the best encoding both sides have: the build's .br when the browser
 * accepts brotli, else its .gz when it accepts gzip, else the file itself, with Content-Encoding
 * and `Vary: Accept-Encoding` so that caches keep the encodings apart. Nothing is compressed
 * per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  imageSources: readonly string[] = [],
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const policyOfIndex = hasBuild ? indexPolicy(indexFile, imageSources) : () => '';
  const sendIndex = (reply: FastifyReply) =>
    reply.header('content-security-policy', policyOfIndex()).sendFile('index.html');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up on disk per request rather than listed at startup, so that a rebuild under a
      // running server is served at once, not as index.html in place of its new files.
      index: false,
      preCompressed: true,
      // The compressed copies are only sent in place of their originals, and the build manifest
      // is for the bundle budget check, not for browsers.
      allowedPath: (pathname) =>
        !precompressedSuffix.test(pathname) && !pathname.split('/').includes('.vite'),
      setHeaders(res, filePath) {
        void res.header('cache-control', cacheControlFor(filePath, webDistDir));
      },
    });
    // The file server has no index file, so the app's root page is named here. The service worker
    // fetches the page by its file name, to answer every page of the app offline: it keeps the
    // headers with it, so it needs the same policy.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A hashed file that is not there (a page open since an older build) must fail as a file,
    // not load the app's HTML in its place.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: genericErrorMessages.notFound, code: 'NOT_FOUND' });
    }
    return sendIndex(reply);
  });
}
