import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../database';
import { postgresPool } from '../scheduler';
import { CHANGES_CHANNEL } from './change-record';

const RECONNECT_DELAY_MS = 1000;

/**
 * Calls `wake` whenever a change is committed or numbered, by any instance: LISTEN on a connection
 * of its own on PostgreSQL, PGlite's own listener when embedded. A wake-up only says "look"; the
 * relay reads what there is, so a lost one costs a poll's delay, never a change. Answers the
 * function that stops listening.
 */
export async function listenForChanges(
  database: DatabaseHandle,
  /** Called with the notification's payload: the numbering instance's id, or '' for a commit. */
  wake: (sender: string) => void,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<() => Promise<void>> {
  const pool = postgresPool(database);
  if (!pool) {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => wake(payload));
    return () => unlisten().catch(() => undefined);
  }
  // The pool's own settings (connection string included), for a connection outside the pool.
  const clientConfig = (pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const listener = new pg.Client(clientConfig);
    listener.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) wake(message.payload ?? '');
    });
    listener.on('error', (error) => {
      log.warn({ err: error }, 'the change listener lost its connection');
      void listener.end().catch(() => undefined);
      if (client === listener) client = null;
      reconnectLater();
    });
    await listener.connect();
    await listener.query(`listen ${CHANGES_CHANNEL}`);
    client = listener;
    // Whatever was committed while no one listened is read now.
    wake('');
  }

  function reconnectLater() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'the change listener could not reconnect');
        reconnectLater();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
