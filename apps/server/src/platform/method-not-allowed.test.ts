import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const ID = '11111111-1111-4111-8111-111111111111';
const methodNotAllowed = { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' };

describe('methods a path does not have', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

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

  it('leaves the methods a path has to its routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/workspaces' });
    expect(response.statusCode).toBe(401);
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
