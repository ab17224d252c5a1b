import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../database';
import { postgresPool } from '../scheduler';
import { CHANGES_CHANNEL } from './change-record';

const RECONNECT_DELAY_MS = 1000;

/**
 * Calls `wake` whenever another instance commits or numbers a change: LISTEN on a connection of
 * its own. What this instance's own connections commit or number, it reads without a wake-up: a
 * write's answer drains the relay, and so does the scheduler's tick (waking for those as well
 * would run a second round per write). The embedded database has no other instance, so nothing
 * listens there. A wake-up only says "look"; the relay reads what there is, so a lost one costs a
 * poll's delay, never a change. Answers the function that stops listening.
 */
async function listenForChanges(
  database: DatabaseHandle,
  wake: () => void,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<() => Promise<void>> {
  const pool = postgresPool(database);
  if (!pool) return () => Promise.resolve();
  // The pool's own settings (connection string included), for a connection outside the pool.
  const clientConfig = (pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const listener = new pg.Client(clientConfig);
    listener.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && !database.ownBackends.has(message.processId)) {
        wake();
      }
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
    wake();
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

/**
 * Wakes the relay on what other instances commit (`listenForChanges`) and polls every
 * `pollIntervalMs`, a fallback for a wake-up that never came (a lost listening connection); `wake`
 * is told which. Answers the function that stops both.
 */
export async function wakeOnChanges(
  database: DatabaseHandle,
  wake: (poll: boolean) => void,
  pollIntervalMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<() => Promise<void>> {
  const stopListening = await listenForChanges(database, () => wake(false), log);
  const poll = setInterval(() => wake(true), pollIntervalMs);
  poll.unref();
  return async () => {
    clearInterval(poll);
    await stopListening();
  };
}
