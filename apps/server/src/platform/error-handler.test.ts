import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { errorHandler } from './error-handler';

/** Sends raw bytes on a new connection and answers everything the server sends back. */
function exchange(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

/** Every answer Fastify or Node would otherwise word itself carries the API's `{ error, code }`. */
describe('answers Fastify and Node give before any route', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  it('a path that does not decode', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tasks/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid request', code: 'VALIDATION_FAILED' });
  });

  it('a path parameter over the router’s length limit', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/tasks/${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('a request the HTTP parser refuses', async () => {
    const answer = await exchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\n\r\n\{"error":"Malformed request","code":"VALIDATION_FAILED"\}$/);
  });

  it('headers over the size limit', async () => {
    const answer = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(
      '{"error":"Request headers are too large","code":"VALIDATION_FAILED"}',
    );
  });
});

/**
 * Request schemas refuse a NUL before it reaches the database; should one still get there, the
 * database's refusal answers 400, never 500.
 */
describe('text the database cannot store', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.post<{ Body: { text: string } }>('/text', async (request) => {
      await database.db.execute(sql`select ${request.body.text}::text`);
      return { stored: true };
    });
    app.post<{ Body: { text: string } }>('/json', async (request) => {
      await database.db.execute(sql`select ${JSON.stringify(request.body)}::jsonb`);
      return { stored: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/text', '/json'])('%s with a NUL answers 400', async (url) => {
    const response = await app.inject({ method: 'POST', url, payload: { text: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Text contains characters that are not allowed',
      code: 'VALIDATION_FAILED',
    });
  });

  it.each(['/text', '/json'])('%s with ordinary text is stored', async (url) => {
    const response = await app.inject({ method: 'POST', url, payload: { text: 'a\tb' } });
    expect(response.statusCode).toBe(200);
  });
});
