import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { postgresPool } from './scheduler';

/** How long a check may take, connecting included, before the database counts as unreachable. */
const PROBE_TIMEOUT_MS = 2000;

/** How the probe's connection shows in `pg_stat_activity`. */
export const PROBE_APPLICATION_NAME = 'groundwork readiness probe';

type ProbeLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

interface ProbeConnection {
  client: pg.Client;
  connected: Promise<unknown>;
}

export interface DatabaseProbe {
  /** Whether the database answers now; never waits for a connection that requests hold. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The readiness probe's view of the database. On PostgreSQL it is a connection of its own, outside
 * the pool, so a probe never queues behind requests that hold every pooled connection (the load
 * balancer would then take a busy instance for a dead one). PGlite runs in this process, one query
 * at a time: a probe query would queue behind request work, and the database is there for as long
 * as it is open, so the probe answers from that.
 */
export function createDatabaseProbe(database: DatabaseHandle, log: ProbeLog): DatabaseProbe {
  const pool = postgresPool(database) as (pg.Pool & { options: pg.PoolConfig }) | null;
  if (pool) return createPostgresProbe(pool.options, log);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { isReachable: async () => !client.closed, close: async () => undefined };
}

/**
 * A probe on a dedicated connection made from `connection`. A connection that breaks or times out
 * is dropped and the check tried once more on a fresh one, so a database restart costs no failed
 * probe; checks asked for while one runs share its answer.
 */
export function createPostgresProbe(
  connection: pg.ClientConfig,
  log: ProbeLog,
  timeoutMs = PROBE_TIMEOUT_MS,
): DatabaseProbe {
  let current: ProbeConnection | null = null;
  let running: Promise<boolean> | null = null;
  let wasReachable = true;
  let closed = false;

  function drop(client: pg.Client) {
    if (current?.client === client) current = null;
    client.end().catch(() => undefined);
  }

  function connect(): ProbeConnection {
    const client = new pg.Client({
      ...connection,
      application_name: PROBE_APPLICATION_NAME,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // A connection the server ends while idle reports it here; the next check makes a new one.
    client.on('error', () => drop(client));
    current = { client, connected: client.connect() };
    return current;
  }

  async function selectOne({ client, connected }: ProbeConnection) {
    try {
      await connected;
      await client.query('select 1');
    } catch (error) {
      drop(client);
      throw error;
    }
  }

  async function query() {
    if (current) {
      try {
        return await selectOne(current);
      } catch {
        // It may have broken unnoticed (a restarted database, a dropped idle connection): a fresh
        // connection tells whether the database itself answers.
      }
    }
    await selectOne(connect());
  }

  async function check(): Promise<boolean> {
    try {
      await query();
      if (!wasReachable) log.info('the database answers the readiness probe again');
      wasReachable = true;
    } catch (error) {
      if (wasReachable)
        log.warn({ err: error }, 'the database does not answer the readiness probe');
      wasReachable = false;
    }
    return wasReachable;
  }

  return {
    isReachable() {
      if (closed) return Promise.resolve(false);
      running ??= check().finally(() => {
        running = null;
      });
      return running;
    },
    async close() {
      closed = true;
      await running;
      if (current) await current.client.end().catch(() => undefined);
      current = null;
    },
  };
}
