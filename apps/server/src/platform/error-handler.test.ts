import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

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
