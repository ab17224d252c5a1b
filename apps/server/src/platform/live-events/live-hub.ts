import type { FastifyBaseLogger } from 'fastify';
import { deniedReason } from '@groundwork/shared/permissions/can';
import {
  liveChangeSubject,
  type LiveChange,
  type LiveEventName,
} from '@groundwork/shared/notifications/live-events';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../database';
import type { DomainEvent, DomainEvents } from '../domain-events';
import type { ScheduledJob } from '../scheduler';
import * as store from './live-event-store';
import { createLiveTransport } from './transport';

/** One open stream: `write` answers false once the client can no longer keep up. */
export interface LiveConnection {
  userId: string;
  write(chunk: string): boolean;
  close(): void;
}

export interface LiveHub {
  /** A message for one user only (`notification`, `unread-count`). */
  publishToUser(
    userId: string,
    name: Exclude<LiveEventName, 'change'>,
    data: unknown,
  ): Promise<void>;
  /**
   * Registers the stream; with `lastEventId` it first receives the stored messages after it
   * that its user may still see. Answers the function that unregisters it.
   */
  connect(connection: LiveConnection, lastEventId: number | null): Promise<() => void>;
  /** Deletes stored messages older than the replay window. */
  pruneJob: ScheduledJob;
  close(): Promise<void>;
}

/** How long stored messages can be replayed with Last-Event-ID. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const HEARTBEAT_INTERVAL_MS = 25_000;
const REPLAY_LIMIT = 1000;

/** One SSE message. */
function formatLiveMessage(row: Pick<store.LiveEventRow, 'id' | 'name' | 'data'>): string {
  return `id: ${row.id}\nevent: ${row.name}\ndata: ${JSON.stringify(row.data)}\n\n`;
}

/**
 * The live changes of a domain event, with who each concerns beyond those who may see it. A
 * deleted workspace has no members left to decide by, so each former member gets their own.
 */
function changesOf(event: DomainEvent): store.NewLiveEvent[] {
  const change = changeOf(event);
  if (!change) return [];
  if (event.type !== 'workspace.deleted') return [change];
  return event.memberIds.map((userId) => ({ ...change, userId }));
}

function changeOf(event: DomainEvent): store.NewLiveEvent | null {
  const subject = liveChangeSubject(event.type);
  if (!subject) return null;
  const projectId = 'projectId' in event ? event.projectId : null;
  const data: LiveChange = {
    type: event.type,
    subject,
    workspaceId: event.workspaceId,
    projectId,
    taskId: 'taskId' in event ? event.taskId : null,
    actorId: event.actorId,
  };
  return {
    name: 'change',
    userId: null,
    workspaceId: event.workspaceId,
    projectId,
    concernedUserId: 'userId' in event ? event.userId : null,
    data,
  };
}

export interface LiveHubDeps {
  database: DatabaseHandle;
  clock: Clock;
  events: DomainEvents;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  heartbeatIntervalMs?: number;
}

/**
 * Turns domain events and new notifications into stored, ordered live messages and hands each to
 * the open streams of this instance whose users may see it, decided when it is delivered (so a
 * member removed a moment ago receives nothing more).
 */
export async function createLiveHub({
  database,
  clock,
  events,
  log,
  heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS,
}: LiveHubDeps): Promise<LiveHub> {
  const db = database.db;
  const transport = createLiveTransport(database, log);
  const connections = new Map<string, Set<Connection>>();

  interface Connection extends LiveConnection {
    /** Messages that arrive while the replay runs wait here. */
    pending: store.LiveEventRow[] | null;
    lastSentId: number;
  }

  function send(connection: Connection, row: store.LiveEventRow) {
    if (row.id <= connection.lastSentId) return;
    connection.lastSentId = row.id;
    if (!connection.write(formatLiveMessage(row))) drop(connection);
  }

  function drop(connection: Connection) {
    const set = connections.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) connections.delete(connection.userId);
    connection.close();
  }

  /** The users among `candidates` who may receive the message now. */
  async function recipientsAmong(row: store.LiveEventRow, candidates: string[]): Promise<string[]> {
    if (row.userId) return candidates.includes(row.userId) ? [row.userId] : [];
    if (!row.workspaceId) return [];
    const members = await store.listActiveMembersAmong(db, row.workspaceId, candidates);
    const project = row.projectId ? await store.findProjectVisibility(db, row.projectId) : null;
    const recipients = new Set(
      members
        .filter(
          (member) =>
            !row.projectId ||
            deniedReason(member, 'project:view', project ?? { createdBy: '', assignments: [] }) ===
              null,
        )
        .map((member) => member.userId),
    );
    // A member change also reaches the member it is about (an invitee, a removed member).
    const concerned = row.concernedUserId;
    const aboutMember = (row.data as LiveChange).subject === 'member';
    if (concerned && candidates.includes(concerned)) {
      if (aboutMember || members.some((member) => member.userId === concerned)) {
        recipients.add(concerned);
      }
    }
    return [...recipients];
  }

  async function deliver(row: store.LiveEventRow) {
    if (connections.size === 0) return;
    const recipients = await recipientsAmong(row, [...connections.keys()]);
    for (const userId of recipients) {
      for (const connection of connections.get(userId) ?? []) {
        if (connection.pending) connection.pending.push(row);
        else send(connection, row);
      }
    }
  }

  // One message at a time, so that streams receive them in the order they arrive.
  let delivering: Promise<void> = Promise.resolve();
  await transport.start((row) => {
    delivering = delivering
      .then(() => deliver(row))
      .catch((error: unknown) => log.error({ err: error }, 'a live message was not delivered'));
  });

  async function storeAndAnnounce(event: store.NewLiveEvent) {
    const row = await store.insertLiveEvent(db, event, clock.now());
    await transport.announce(row);
  }

  const unsubscribe = events.subscribe(async (event) => {
    for (const change of changesOf(event)) await storeAndAnnounce(change);
  });

  const heartbeat = setInterval(() => {
    for (const set of connections.values()) {
      for (const connection of set) {
        if (!connection.write(': heartbeat\n\n')) drop(connection);
      }
    }
  }, heartbeatIntervalMs);
  heartbeat.unref();

  async function replay(connection: Connection, afterId: number) {
    const rows = await store.listLiveEventsAfter(db, connection.userId, afterId, REPLAY_LIMIT);
    for (const row of rows) {
      if ((await recipientsAmong(row, [connection.userId])).length > 0) send(connection, row);
    }
  }

  return {
    publishToUser(userId, name, data) {
      return storeAndAnnounce({
        name,
        userId,
        workspaceId: null,
        projectId: null,
        concernedUserId: null,
        data,
      });
    },

    async connect(base, lastEventId) {
      const connection: Connection = {
        ...base,
        pending: lastEventId === null ? null : [],
        lastSentId: lastEventId ?? 0,
      };
      const set = connections.get(connection.userId) ?? new Set();
      set.add(connection);
      connections.set(connection.userId, set);
      if (lastEventId !== null) {
        try {
          await replay(connection, lastEventId);
        } finally {
          const waiting = connection.pending ?? [];
          connection.pending = null;
          for (const row of waiting) send(connection, row);
        }
      }
      return () => {
        const current = connections.get(connection.userId);
        current?.delete(connection);
        if (current?.size === 0) connections.delete(connection.userId);
      };
    },

    pruneJob: {
      name: 'live-events-prune',
      run: (now) =>
        store.deleteLiveEventsBefore(db, new Date(now.getTime() - LIVE_EVENT_RETENTION_MS)),
    },

    async close() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const set of connections.values()) for (const connection of set) connection.close();
      connections.clear();
      await transport.close();
      await delivering;
    },
  };
}
