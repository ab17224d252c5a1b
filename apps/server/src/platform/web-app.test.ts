import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createTestApp, type TestContext } from '../../test/test-app';

const firstVisitScript = 'window.started = true;';
const indexHtml = `<!doctype html><head><script>${firstVisitScript}</script><title>Groundwork</title>`;
const assetJs = 'console.log("Groundwork");'.repeat(20);
const serviceWorker = 'self.addEventListener("fetch", () => {});'.repeat(20);
const webManifest = JSON.stringify({ name: 'Groundwork', start_url: '/' });
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The web app's own file, which the build copies into dist as it is.
const robotsTxt = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../web/public/robots.txt'),
  'utf8',
);

/**
 * Whether robots.txt (one group, for every crawler) lets a crawler fetch `pathname`, read as
 * RFC 9309 says: of the rules that match, the longest wins (`*` any characters, a final `$` the
 * end), Allow on a tie.
 */
function crawlable(robots: string, pathname: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.replace(/#.*/, '').trim()))
    .flatMap((match) =>
      match ? [{ allow: match[1]?.toLowerCase() === 'allow', path: match[2] ?? '' }] : [],
    );
  const matches = (rulePath: string) => {
    const anchored = rulePath.endsWith('$');
    const pattern = (anchored ? rulePath.slice(0, -1) : rulePath)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(pathname);
  };
  const best = rules
    .filter((rule) => rule.path !== '' && matches(rule.path))
    .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

/** A file of the build with the .br and .gz copies the build writes beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-dist-'));
  let ctx: TestContext;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    writeWithCompressedCopies(path.join(dist, 'index.html'), indexHtml);
    writeWithCompressedCopies(path.join(dist, 'assets', 'index-abc123.js'), assetJs);
    // Too small to gain from compression, so the build leaves it alone.
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    writeWithCompressedCopies(path.join(dist, 'sw.js'), serviceWorker);
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), webManifest);
    fs.writeFileSync(path.join(dist, 'robots.txt'), robotsTxt);
    fs.writeFileSync(path.join(dist, 'assets', 'icon-192-5976db94.png'), pngHeader);
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/workspaces', '/workspaces/123/projects', '/no/such/page'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Groundwork</title>');
    },
  );

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(firstVisitScript).digest('base64');
    const scriptSources = (policy: string | undefined) =>
      policy
        ?.split(';')
        .find((directive) => directive.startsWith('script-src '))
        ?.split(' ')
        .slice(1);
    const page = await ctx.app.inject({ method: 'GET', url: '/workspaces/123' });
    expect(scriptSources(page.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSources(api.headers['content-security-policy'] as string)).toEqual(["'self'"]);
  });

  it('sends index.html asked for by name (as the service worker does) with its policy', async () => {
    const byName = await ctx.app.inject({ method: 'GET', url: '/index.html?__WB_REVISION__=1' });
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toBe(indexHtml);
    expect(byName.headers['cache-control']).toBe('no-cache');
    expect(byName.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it.each([
    ['/sw.js', 'javascript', serviceWorker],
    ['/manifest.webmanifest', 'application/manifest+json', webManifest],
  ])('sends %s for browsers to check on every visit', async (url, contentType, content) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(contentType);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(content);
    const compressed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page register its service worker and link its manifest', async () => {
    const policy = String(
      (await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(policy.split(';')).toEqual(
      expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]),
    );
  });

  it('answers /robots.txt with the rules for crawlers, not the app page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(robotsTxt);
    expect(response.body).toMatch(/^User-agent: \*$/m);
  });

  it.each([
    ['the Explore page of public ventures', '/ventures', true],
    ["a venture's page", '/workspaces/w1/ventures/v1', true],
    ['the sign-in page', '/login', false],
    ['the app root', '/', false],
    ['a workspace', '/workspaces/w1', false],
    ["a project's tasks", '/workspaces/w1/projects/p1/tasks', false],
    ["a workspace's own ventures list", '/workspaces/w1/ventures', false],
    ['the new venture form', '/workspaces/w1/ventures/new', false],
    ["a venture's edit form", '/workspaces/w1/ventures/v1/edit', false],
    ['my pledges', '/pledges', false],
    ['the API', '/api/auth/me', false],
    ['the public ventures API', '/api/public/ventures', false],
    ['the API document', '/api/openapi.json', false],
  ])('robots.txt: %s (%s) crawlable: %s', (_case, pathname, allowed) => {
    expect(crawlable(robotsTxt, pathname)).toBe(allowed);
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches the icons for a year, under the names the build gives them from their content', async () => {
    const icon = await ctx.app.inject({ method: 'GET', url: '/assets/icon-192-5976db94.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files briefly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  describe('precompressed files', () => {
    const get = (url: string, acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends the brotli copy when the browser accepts it, preferring it to gzip', async () => {
      const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetJs);
    });

    it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip'])(
      'sends the gzip copy for "Accept-Encoding: %s"',
      async (acceptEncoding) => {
        const response = await get('/assets/index-abc123.js', acceptEncoding);
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(gunzipSync(response.rawPayload).toString()).toBe(assetJs);
      },
    );

    it.each([
      ['without Accept-Encoding', undefined],
      ['for "Accept-Encoding: identity"', 'identity'],
    ])('sends the file as it is %s, still varying on it', async (_case, acceptEncoding) => {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(assetJs);
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const)(
      'sends the %s copy of index.html for the pages of the app, never cached',
      async (encoding, decompress) => {
        for (const url of ['/', '/login', '/workspaces/123/projects']) {
          const response = await get(url, encoding);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers.vary).toContain('accept-encoding');
          expect(decompress(response.rawPayload).toString()).toBe(indexHtml);
        }
      },
    );

    it('sends a file the build did not compress as it is', async () => {
      const response = await get('/favicon.svg', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('<svg/>');
    });

    it('does not serve the compressed copies or the build manifest as files of their own', async () => {
      for (const url of ['/index.html.gz', '/index.html.br', '/.vite/manifest.json']) {
        const response = await get(url);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toBe(indexHtml);
      }
      const compressedAsset = await get('/assets/index-abc123.js.br');
      expect(compressedAsset.statusCode).toBe(404);
    });
  });

  it('answers a missing hashed asset with a 404, not the app page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('serves files a rebuild writes while the server runs', async () => {
    const rebuilt = path.join(dist, 'assets', 'index-new456.js');
    writeWithCompressedCopies(rebuilt, assetJs);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-new456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetJs);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/verify',
        '/api/auth/me',
        '/api/auth/logout',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
