import type { FastifyBaseLogger } from 'fastify';
import { and, lt, sql } from 'drizzle-orm';
import {
  liveChangeSubject,
  type LiveChange,
  type LiveUpdateEventName,
} from '@groundwork/shared/live-updates/live-updates';
import { LIVE_EVENT_RETENTION_MS } from '@groundwork/shared/notifications/constants';
import { changeTable } from '../../db/schema';
import type { ChangeRow } from '../changes/change';
import { consumedByEveryConsumer, type ChangeRelay } from '../changes/change-relay';
import type { Clock } from '../clock';
import type { Database } from '../database';
import type { ScheduledJob } from '../scheduler';
import { listChangeRecipients } from './live-recipients';

/** One open stream: `write` answers false once the client can no longer keep up. */
interface LiveConnection {
  userId: string;
  write(chunk: string): boolean;
  /** Cuts the stream (a client that cannot keep up). */
  close(): void;
  /** Ends the stream cleanly once what was written has gone out (the instance is stopping). */
  end(): void;
}

export interface LiveHub {
  /**
   * Registers the stream. It first receives the changes after `lastEventId` (or after the last one
   * this instance had read, when none) that its user may see, then each new one as it is read.
   * Answers the function that unregisters it.
   */
  connect(connection: LiveConnection, lastEventId: number | null): Promise<() => void>;
  /**
   * Deletes the per-person messages (notifications, unread counts) older than the replay window
   * that every consumer has consumed.
   */
  pruneJob: ScheduledJob;
  /** Ends every stream with a hint to reconnect soon (to another instance). */
  close(): Promise<void>;
}

/** How long changes can be replayed with Last-Event-ID (the web app stops resuming after it). */
export { LIVE_EVENT_RETENTION_MS };
const HEARTBEAT_INTERVAL_MS = 25_000;
/** Changes read per statement when a stream resumes. */
const REPLAY_PAGE = 1000;
/** The browser's wait before reconnecting to another instance when this one stops. */
const RECONNECT_ON_CLOSE_MS = 500;

/** The position of the newest change recorded; 0 when there is none. */
async function newestChangePosition(db: Database): Promise<number> {
  const [row] = await db
    .select({ newest: sql<string | number | null>`max(${changeTable.position})` })
    .from(changeTable);
  return Number(row?.newest ?? 0);
}

/** The SSE messages a change becomes: the same id for each, its position. */
function liveMessagesOf(change: ChangeRow): string {
  const id = change.position as number;
  const message = (name: LiveUpdateEventName, data: unknown) =>
    `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const data = change.data;
  if (data.type === 'notification.created') {
    return (
      data.notifications.map((notification) => message('notification', notification)).join('') +
      message('unread-count', { count: data.unreadCount })
    );
  }
  if (data.type === 'notification.read')
    return message('unread-count', { count: data.unreadCount });
  const subject = liveChangeSubject(data.type);
  if (!subject) return '';
  const live: LiveChange = {
    type: data.type,
    subject,
    workspaceId: 'workspaceId' in data ? data.workspaceId : null,
    projectId: 'projectId' in data ? data.projectId : null,
    taskId: 'taskId' in data ? data.taskId : null,
    actorId: data.actorId,
  };
  return message('change', live);
}

export interface LiveHubDeps {
  db: Database;
  clock: Clock;
  relay: ChangeRelay;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  heartbeatIntervalMs?: number;
}

interface Connection extends LiveConnection {
  /** Changes read while the replay runs wait here. */
  pending: ChangeRow[] | null;
  lastSentPosition: number;
}

/**
 * Hands the change record, as this instance's relay reads it, to the open streams of this instance
 * whose people may see each change, decided by the one visibility rule when it is delivered (so a
 * member removed a moment ago receives nothing more). Delivery and replay cost one statement per
 * batch of changes, whatever the number of changes or streams.
 */
export function createLiveHub({
  db,
  clock,
  relay,
  log,
  heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS,
}: LiveHubDeps): LiveHub {
  const connections = new Map<string, Set<Connection>>();

  function send(connection: Connection, change: ChangeRow) {
    const position = change.position as number;
    if (position <= connection.lastSentPosition) return;
    connection.lastSentPosition = position;
    const chunk = liveMessagesOf(change);
    if (chunk && !connection.write(chunk)) drop(connection);
  }

  function unregister(connection: Connection) {
    const set = connections.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) connections.delete(connection.userId);
  }

  function drop(connection: Connection) {
    unregister(connection);
    connection.close();
  }

  async function deliver(changes: ChangeRow[]) {
    const first = changes[0];
    const last = changes.at(-1);
    if (connections.size === 0 || !first || !last) return;
    const recipients = await listChangeRecipients(db, [...connections.keys()], {
      after: (first.position as number) - 1,
      upTo: last.position as number,
    });
    const byPosition = new Map(changes.map((change) => [change.position as number, change]));
    for (const { position, userId } of recipients) {
      const change = byPosition.get(position);
      if (!change) continue;
      for (const connection of connections.get(userId) ?? []) {
        if (connection.pending) connection.pending.push(change);
        else send(connection, change);
      }
    }
  }

  const removeReader = relay.addReader('live-hub', deliver);

  const heartbeat = setInterval(() => {
    for (const set of connections.values()) {
      for (const connection of set) {
        if (!connection.write(': heartbeat\n\n')) drop(connection);
      }
    }
  }, heartbeatIntervalMs);
  heartbeat.unref();

  /** The changes after `after` the user may see, a page per statement. */
  async function replay(connection: Connection, after: number) {
    const since = new Date(clock.now().getTime() - LIVE_EVENT_RETENTION_MS);
    let from = after;
    for (;;) {
      const visible = await listChangeRecipients(db, [connection.userId], {
        after: from,
        since,
        limit: REPLAY_PAGE,
      });
      const positions = visible.map((row) => row.position);
      const lastPosition = positions.at(-1);
      if (lastPosition === undefined) return;
      const changes = (await db
        .select()
        .from(changeTable)
        .where(sql`${changeTable.position} = any(${`{${positions.join(',')}}`}::bigint[])`)
        .orderBy(changeTable.position)) as ChangeRow[];
      for (const change of changes) send(connection, change);
      if (positions.length < REPLAY_PAGE) return;
      from = lastPosition;
    }
  }

  return {
    async connect(base, lastEventId) {
      // An id beyond the newest change names nothing this database holds (it was restored or
      // replaced): the stream starts from now and says so, and the page fetches all again.
      const resumable = lastEventId !== null && lastEventId <= (await newestChangePosition(db));
      const from = resumable ? lastEventId : relay.readPosition();
      const connection: Connection = { ...base, pending: [], lastSentPosition: from };
      if (lastEventId !== null && !resumable) {
        connection.write(
          `id: ${from}\nevent: ${'resync' satisfies LiveUpdateEventName}\ndata: {}\n\n`,
        );
      }
      const set = connections.get(connection.userId) ?? new Set();
      set.add(connection);
      connections.set(connection.userId, set);
      try {
        await replay(connection, from);
      } catch (error) {
        // Going on would send later changes over the ones that could not be replayed: the stream
        // is cut instead, and the browser reconnects with the last id it received.
        log.error({ err: error }, 'a live stream could not be resumed');
        drop(connection);
        return () => undefined;
      }
      const waiting = connection.pending ?? [];
      connection.pending = null;
      for (const change of waiting) send(connection, change);
      return () => unregister(connection);
    },
    pruneJob: {
      name: 'live-messages-prune',
      async run(now) {
        await db
          .delete(changeTable)
          .where(
            and(
              sql`${changeTable.type} like 'notification.%'`,
              lt(changeTable.createdAt, new Date(now.getTime() - LIVE_EVENT_RETENTION_MS)),
              consumedByEveryConsumer(),
            ),
          );
      },
    },
    async close() {
      removeReader();
      clearInterval(heartbeat);
      for (const set of connections.values()) {
        for (const connection of set) {
          connection.write(`retry: ${RECONNECT_ON_CLOSE_MS}\n\n`);
          connection.end();
        }
      }
      connections.clear();
    },
  };
}
