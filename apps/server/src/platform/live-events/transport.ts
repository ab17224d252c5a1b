import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../database';
import { postgresPool } from '../scheduler';
import { findLiveEvent, type LiveEventRow } from './live-event-store';

/**
 * How a stored live message reaches every server instance: NOTIFY/LISTEN on PostgreSQL (this
 * instance hears its own messages the same way), a direct call with the embedded database.
 */
export interface LiveTransport {
  /** `receive` is called once per message, on every instance. */
  start(receive: (row: LiveEventRow) => void): Promise<void>;
  announce(row: LiveEventRow): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'groundwork_live';
// NOTIFY payloads must stay under 8000 bytes; a larger message travels as its id alone.
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_DELAY_MS = 1000;

export function createLiveTransport(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): LiveTransport {
  const pool = postgresPool(database);
  if (!pool) return inProcessTransport();
  return postgresTransport(database, pool, log);
}

function inProcessTransport(): LiveTransport {
  let deliver: ((row: LiveEventRow) => void) | null = null;
  return {
    async start(receive) {
      deliver = receive;
    },
    async announce(row) {
      deliver?.(row);
    },
    async close() {
      deliver = null;
    },
  };
}

type Payload = { id: number } | { row: LiveEventRow };

function postgresTransport(
  database: DatabaseHandle,
  pool: pg.Pool,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): LiveTransport {
  // The pool's own settings (connection string included), for a connection outside the pool.
  const clientConfig = (pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connect(receive: (row: LiveEventRow) => void): Promise<void> {
    const listener = new pg.Client(clientConfig);
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      void parse(message.payload).then(
        (row) => row && receive(row),
        (error: unknown) => log.error({ err: error }, 'a live message could not be read'),
      );
    });
    listener.on('error', (error) => {
      log.warn({ err: error }, 'the live event listener lost its connection');
      void listener.end().catch(() => undefined);
      if (client === listener) client = null;
      scheduleReconnect(receive);
    });
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    client = listener;
  }

  function scheduleReconnect(receive: (row: LiveEventRow) => void) {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect(receive).catch((error: unknown) => {
        log.warn({ err: error }, 'the live event listener could not reconnect');
        scheduleReconnect(receive);
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  }

  async function parse(payload: string): Promise<LiveEventRow | null> {
    const parsed = JSON.parse(payload) as Payload;
    if ('row' in parsed) return { ...parsed.row, createdAt: new Date(parsed.row.createdAt) };
    return findLiveEvent(database.db, parsed.id);
  }

  return {
    start: connect,
    async announce(row) {
      const full = JSON.stringify({ row } satisfies Payload);
      const payload =
        Buffer.byteLength(full) < MAX_PAYLOAD_BYTES
          ? full
          : JSON.stringify({ id: row.id } satisfies Payload);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
