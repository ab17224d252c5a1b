/**
 * Periodic jobs, one tick a minute, run by one instance at a time. Written here rather than with
 * `pg-boss` or `graphile-worker`: both are job queues kept in PostgreSQL, in a schema of their
 * own reached through a `pg` pool, so neither runs on PGlite, the embedded default; their current
 * releases (12.38, 0.18) also need Node 22.12 and 22.18, above the 20.19 floor, and install 6 and
 * 13 MB.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Clock } from './clock';
import type { DatabaseHandle } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules register their periodic jobs here. */
    scheduler: Scheduler;
  }
}

/** Work done on every tick; `run` must be idempotent (a tick may be repeated after a failure). */
export interface ScheduledJob {
  name: string;
  run(now: Date): Promise<void>;
}

export interface SchedulerTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Scheduler {
  /** Adds a job by name; a second job of the same name is refused. */
  register(job: ScheduledJob): void;
  /**
   * Runs every job once, in registration order. False when another instance holds the tick
   * (PostgreSQL) or a tick is still running here.
   */
  runDueJobs(now?: Date): Promise<boolean>;
  /** Ticks every `intervalMs` until `stop`. */
  start(): void;
  /** Stops ticking and waits for a running tick to finish. */
  stop(): Promise<void>;
}

export const SCHEDULER_INTERVAL_MS = 60_000;
// Any fixed number other than the migration lock's: one instance at a time runs a tick.
const SCHEDULER_LOCK_ID = 4_727_002;

const systemTimer: SchedulerTimer = {
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** The pool under the PostgreSQL driver, for statements that need one connection of their own. */
export function postgresPool(database: DatabaseHandle): pg.Pool | null {
  return database.kind === 'postgres'
    ? (database.db as unknown as { $client: pg.Pool }).$client
    : null;
}

export interface SchedulerDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  timer?: SchedulerTimer;
  intervalMs?: number;
}

export function createScheduler({
  database,
  clock,
  log,
  timer = systemTimer,
  intervalMs = SCHEDULER_INTERVAL_MS,
}: SchedulerDeps): Scheduler {
  const jobs = new Map<string, ScheduledJob>();
  const pool = postgresPool(database);
  let running: Promise<boolean> | null = null;
  let handle: unknown = null;

  async function runJobs(now: Date): Promise<void> {
    for (const job of jobs.values()) {
      try {
        await job.run(now);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'a scheduled job failed');
      }
    }
  }

  /** A session-level advisory lock on one connection held for the whole tick. */
  async function runLocked(now: Date): Promise<boolean> {
    if (!pool) {
      await runJobs(now);
      return true;
    }
    const client = await pool.connect();
    try {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [SCHEDULER_LOCK_ID],
      );
      if (!result.rows[0]?.locked) return false;
      try {
        await runJobs(now);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SCHEDULER_LOCK_ID]);
      }
      return true;
    } finally {
      client.release();
    }
  }

  const scheduler: Scheduler = {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`a scheduled job named ${job.name} already exists`);
      jobs.set(job.name, job);
    },

    async runDueJobs(now = clock.now()) {
      if (running) return false;
      running = runLocked(now).finally(() => {
        running = null;
      });
      return running;
    },

    start() {
      if (handle !== null) return;
      handle = timer.setInterval(() => {
        scheduler.runDueJobs().catch((error: unknown) => {
          log.error({ err: error }, 'a scheduler tick failed');
        });
      }, intervalMs);
    },

    async stop() {
      if (handle !== null) timer.clearInterval(handle);
      handle = null;
      await running?.catch(() => undefined);
    },
  };
  return scheduler;
}
