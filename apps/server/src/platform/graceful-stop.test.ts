import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOnNewConnection, startSignIn } from '../../test/raw-http';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { createGracefulStop } from './graceful-stop';

describe('createGracefulStop', () => {
  let ctx: TestContext;
  let released = false;
  const exits: number[] = [];

  async function start(drainDelayMs: number, graceMs: number) {
    ctx = await createTestApp();
    released = false;
    exits.length = 0;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stop = createGracefulStop({
      app: ctx.app,
      drainDelayMs,
      graceMs,
      release: async () => {
        released = true;
        await ctx.database.close();
      },
      exit: (code) => exits.push(code),
    });
    return { port, stop };
  }

  /** Resolves once the server has read the head of `count` more requests: they are in flight. */
  function requestsReceived(count: number) {
    return new Promise<void>((resolve) => {
      let seen = 0;
      const onRequest = () => {
        seen += 1;
        if (seen < count) return;
        ctx.app.server.off('request', onRequest);
        resolve();
      };
      ctx.app.server.on('request', onRequest);
    });
  }

  afterEach(async () => {
    await ctx.app.close();
    if (!released) await ctx.database.close();
  });

  it('drains, finishes requests in flight, ends event streams, answers late requests in the API shape, and exits 0', async () => {
    const { port, stop } = await start(300, 5000);
    const user = await createUser(ctx);
    const stream = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(
        { host: '127.0.0.1', port, path: '/api/events', headers: user.headers, agent: false },
        resolve,
      );
    });
    expect(stream.statusCode).toBe(200);
    const streamEnded = new Promise((resolve) => stream.on('close', resolve).resume());
    const received = requestsReceived(2);
    const inFlight = startSignIn(port, '+14155550198');
    const pipelined = startSignIn(port, '+14155550199');
    await received;

    stop('SIGTERM');
    const ready = await getOnNewConnection(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ error: 'Shutting down', code: 'SERVICE_UNAVAILABLE' });
    expect((await getOnNewConnection(port, '/api/health')).status).toBe(200);

    // After the drain delay the server takes no new connections.
    await vi.waitFor(
      () => expect(getOnNewConnection(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/),
      {
        timeout: 3000,
        interval: 50,
      },
    );
    await streamEnded;

    // Answered, then its idle connection closed (not kept open for the keep-alive timeout).
    inFlight.socket.write(inFlight.rest);
    expect(await inFlight.closed).toMatch(/^HTTP\/1\.1 200 [^]*\{"success":true\}$/);

    // Answered too, and a request behind it on the same connection gets the API's 503.
    pipelined.socket.write(
      pipelined.rest + 'GET /api/workspaces HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    const [first, second] = (await pipelined.closed).split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toContain('{"success":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toMatch(
      /\r\n\r\n\{"error":"Service unavailable","code":"SERVICE_UNAVAILABLE"\}$/,
    );

    await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
    expect(released).toBe(true);
  });

  it('takes one signal delivered twice for one, and a second signal for stopping at once', async () => {
    // A drain long enough that the first stop cannot end during the wait below, however slow.
    const { stop } = await start(3000, 5000);
    stop('SIGINT');
    stop('SIGINT');
    await sleep(600);
    expect(exits).toEqual([]);
    stop('SIGINT');
    expect(exits).toEqual([1]);
    // The test's exit ends nothing, so the first stop carries on to its end.
    await vi.waitFor(() => expect(exits).toEqual([1, 0]), { timeout: 15_000 });
  });

  it('cuts requests still running when the grace period ends, and exits 1', async () => {
    const { port, stop } = await start(0, 300);
    const received = requestsReceived(1);
    const inFlight = startSignIn(port, '+14155550197');
    await received;

    stop('SIGTERM');
    expect(await inFlight.closed).toBe('');
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 5000 });
    expect(released).toBe(false);
  });
});
