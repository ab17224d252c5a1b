import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { createTestClock } from '../../test/test-app';
import { openDatabase, type DatabaseHandle } from './database';
import { createScheduler, SCHEDULER_INTERVAL_MS, type SchedulerTimer } from './scheduler';

function recordingLog() {
  const errors: unknown[] = [];
  return { errors, error: (...args: unknown[]) => void errors.push(args) };
}

/** A timer the test fires by hand. */
function manualTimer() {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timer: SchedulerTimer & { fire(): void; intervals: typeof intervals } = {
    intervals,
    setInterval(callback, ms) {
      next += 1;
      intervals.set(next, { callback, ms });
      return next;
    },
    clearInterval(handle) {
      intervals.delete(handle as number);
    },
    fire() {
      for (const { callback } of intervals.values()) callback();
    },
  };
  return timer;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('scheduler', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("runs every registered job with the clock's time on each tick of the timer, until stopped", async () => {
    const clock = createTestClock();
    const timer = manualTimer();
    const scheduler = createScheduler({ database, clock, log: recordingLog(), timer });
    const runs: string[] = [];
    scheduler.register({
      name: 'first',
      run: async (now) => void runs.push(`first ${now.toISOString()}`),
    });
    scheduler.register({ name: 'second', run: async () => void runs.push('second') });
    expect(() => scheduler.register({ name: 'first', run: async () => undefined })).toThrow(
      'a scheduled job named first already exists',
    );

    scheduler.start();
    expect([...timer.intervals.values()].map((i) => i.ms)).toEqual([SCHEDULER_INTERVAL_MS]);
    timer.fire();
    await scheduler.stop();
    expect(runs).toEqual([`first ${clock.now().toISOString()}`, 'second']);
    expect(timer.intervals.size).toBe(0);
  });

  it('logs a failing job and still runs the others', async () => {
    const log = recordingLog();
    const scheduler = createScheduler({ database, clock: createTestClock(), log });
    let ran = false;
    scheduler.register({
      name: 'broken',
      run: async () => {
        throw new Error('boom');
      },
    });
    scheduler.register({ name: 'fine', run: async () => void (ran = true) });
    expect(await scheduler.runDueJobs()).toBe(true);
    expect(ran).toBe(true);
    expect(log.errors).toHaveLength(1);
  });

  it('skips a tick while the previous one is still running, and waits for it on stop', async () => {
    const scheduler = createScheduler({ database, clock: createTestClock(), log: recordingLog() });
    const gate = deferred();
    let finished = false;
    scheduler.register({
      name: 'slow',
      run: async () => {
        await gate.promise;
        finished = true;
      },
    });
    const first = scheduler.runDueJobs();
    expect(await scheduler.runDueJobs()).toBe(false);
    const stopped = scheduler.stop();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
    expect(await first).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scheduler on one PostgreSQL database', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    first = await openTestDatabase();
    const pool = (first.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
    second = await openDatabase({ kind: 'postgres', url: pool.options.connectionString as string });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('lets one instance at a time run a tick (advisory lock)', async () => {
    const clock = createTestClock();
    const a = createScheduler({ database: first, clock, log: recordingLog() });
    const b = createScheduler({ database: second, clock, log: recordingLog() });
    const gate = deferred();
    const ranOn: string[] = [];
    a.register({
      name: 'job',
      run: async () => {
        ranOn.push('a');
        await gate.promise;
      },
    });
    b.register({ name: 'job', run: async () => void ranOn.push('b') });

    const running = a.runDueJobs();
    await expect.poll(() => ranOn).toEqual(['a']);
    expect(await b.runDueJobs()).toBe(false);
    gate.resolve();
    expect(await running).toBe(true);
    expect(await b.runDueJobs()).toBe(true);
    expect(ranOn).toEqual(['a', 'b']);
  });
});
