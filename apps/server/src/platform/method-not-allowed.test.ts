import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const ID = '11111111-1111-4111-8111-111111111111';
const methodNotAllowed = { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' };

/** A web app folder: built (its index.html there) or not, as on a server started before a build. */
function webDist(built: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-dist-'));
  if (built) fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
  return dist;
}

// With a build, the web app's catch-all takes every GET and HEAD, those of /api paths included.
describe.each([false, true])('methods a path does not have (web app built: %s)', (built) => {
  let ctx: TestContext;
  const dist = webDist(built);
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['TRACE', '/api/workspaces', 'GET, HEAD, POST'],
    ['PATCH', `/api/workspaces/${ID}`, 'DELETE, GET, HEAD, PUT'],
    ['DELETE', '/api/auth/me', 'GET, HEAD, PUT'],
    ['GET', '/api/auth/register', 'POST'],
    ['PUT', `/api/tasks/${ID}/comments`, 'GET, HEAD, POST'],
    ['POST', `/api/projects/${ID}/assignments/${ID}/`, 'DELETE'],
    ['OPTIONS', '/api/health?verbose=1', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual(methodNotAllowed);
  });

  it('answers QUERY, which Fastify would refuse for its missing content type, with 405', async () => {
    const response = await ctx.app.inject({ method: 'QUERY' as 'GET', url: `/api/tasks/${ID}` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });

  it('leaves the methods a path has to its routes, and other paths to the web app', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/workspaces' });
    expect(api.statusCode).toBe(401);
    const page = await ctx.app.inject({ method: 'GET', url: '/projects/anything' });
    expect(page.statusCode).toBe(built ? 200 : 404);
  });

  it.each([
    ['TRACE', '/api/nothing-here'],
    ['GET', `/api/workspaces/${ID}/nothing-here`],
    ['DELETE', '/api'],
    ['POST', '/some/page/of/the/web/app'],
  ])('%s %s, a path the API does not have, stays 404', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
