import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createPostgresProbe, PROBE_APPLICATION_NAME } from '../../platform/database-probe';
import { postgresPool } from '../../platform/scheduler';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('health probes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers liveness and readiness while all is well', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', stalledConsumers: [] });
  });

  it('answers liveness from the process alone, and readiness 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const live = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    if (!onPostgres) {
      // On PostgreSQL the probe has a connection of its own (tested below); the pool's end is not
      // the database's.
      const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' });
    }
    await broken.app.close();
  });

  it('reports not ready from the moment the instance drains, while it stays alive', async () => {
    const draining = await createTestApp();
    draining.app.readiness.startDraining();
    const ready = await draining.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'Shutting down', code: 'SERVICE_UNAVAILABLE' });
    const live = await draining.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    await draining.close();
  });
});

describe.skipIf(!onPostgres)('health probes on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answer while requests hold every pooled connection, without waiting for one', async () => {
    const pool = postgresPool(ctx.database);
    if (!pool) throw new Error('expected PostgreSQL');
    // More slow statements than the pool has connections: every connection busy, some queued.
    let slowFinished = 0;
    const slow = Array.from({ length: 12 }, () =>
      pool.query('select pg_sleep(3)').then(() => (slowFinished += 1)),
    );
    await vi.waitFor(() => expect(pool.waitingCount).toBeGreaterThan(0), { timeout: 2000 });

    const [live, ready] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/health/ready' }),
    ]);

    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    // Both answered before any pooled connection came free: the probe has its own.
    expect(slowFinished).toBe(0);
    expect(pool.waitingCount).toBeGreaterThan(0);
    await Promise.all(slow);
  });

  it('replaces its connection when the database ends it, without a failed probe', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
      200,
    );
    const ended = await postgresPool(ctx.database)?.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1 and datname = current_database()`,
      [PROBE_APPLICATION_NAME],
    );
    expect(ended?.rowCount).toBe(1);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('counts a database it cannot reach as unreachable, within its timeout, and logs it once', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const probe = createPostgresProbe(
      { connectionString: 'postgres://postgres@127.0.0.1:1/nothing' },
      log,
      300,
    );
    const started = performance.now();
    expect(await probe.isReachable()).toBe(false);
    expect(await probe.isReachable()).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await probe.close();
  });
});
