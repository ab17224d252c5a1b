import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { changeCursorTable, changeTable } from '../../db/schema';
import { createTestClock } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import type { Change } from '../changes/change';
import { recordChanges } from '../changes/change-record';
import { createChangeRelay, type ChangeRelay } from '../changes/change-relay';
import type { DatabaseHandle } from '../database';
import { createLiveHub, LIVE_EVENT_RETENTION_MS, type LiveHub } from './live-hub';

const USER = '11111111-1111-4111-8111-111111111111';
const silentLog = { error: () => undefined, warn: () => undefined };

/** The socket side of a stream: what was written, and whether the server closed it. */
function socket(options: { accepts?: () => boolean } = {}) {
  const written: string[] = [];
  let closed = false;
  return {
    written,
    get closed() {
      return closed;
    },
    connection: {
      userId: USER,
      write(chunk: string) {
        if (options.accepts && !options.accepts()) return false;
        written.push(chunk);
        return true;
      },
      close() {
        closed = true;
      },
      end() {
        closed = true;
      },
    },
  };
}

const unreadCount = (count: number): Change => ({
  type: 'notification.read',
  userId: USER,
  unreadCount: count,
});

describe('live hub', () => {
  let database: DatabaseHandle;
  let relay: ChangeRelay;
  let hub: LiveHub;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await openTestDatabase();
    relay = createChangeRelay({ database, log: silentLog, pollIntervalMs: 60_000 });
    hub = createLiveHub({ db: database.db, clock, relay, log: silentLog, heartbeatIntervalMs: 20 });
    await relay.start();
  });
  afterAll(async () => {
    await hub.close();
    await relay.close();
    await database.close();
  });

  async function record(change: Change, at = clock.now()) {
    await database.db.transaction((tx) => recordChanges(tx, [change], at));
    await relay.drain();
  }

  const until = (check: () => boolean) => expect.poll(check, { timeout: 3000 }).toBe(true);
  const ids = (written: string[]) =>
    written.filter((c) => c.startsWith('id:')).map((c) => Number(/^id: (\d+)/.exec(c)?.[1]));

  it("sends each of a person's notifications written together, then their unread count, under one id", async () => {
    const client = socket();
    const disconnect = await hub.connect(client.connection, null);
    const notification = (id: string, title: string) => ({
      id,
      type: 'due_date_reminder',
      title,
      message: `${title} is due within 24 hours`,
      createdAt: clock.now().toISOString(),
      readAt: null,
      isRead: false,
      relatedId: null,
      workspaceId: null,
      projectId: null,
      taskId: null,
    });
    await record({
      type: 'notification.created',
      userId: USER,
      notifications: [
        notification('22222222-2222-4222-8222-222222222222', 'Pour slab'),
        notification('33333333-3333-4333-8333-333333333333', 'Hang doors'),
      ],
      unreadCount: 7,
    });
    await until(() => client.written.some((chunk) => chunk.includes('event: unread-count')));
    const messages = client.written
      .join('')
      .split('\n\n')
      .filter((message) => message.startsWith('id:'))
      .map((message) => {
        const [id, event, data] = message.split('\n');
        return { id, event, data: JSON.parse(data?.slice('data: '.length) ?? 'null') as unknown };
      });
    expect(messages.map((message) => message.event)).toEqual([
      'event: notification',
      'event: notification',
      'event: unread-count',
    ]);
    expect(new Set(messages.map((message) => message.id)).size).toBe(1);
    expect(messages.map((message) => message.data)).toEqual([
      expect.objectContaining({ title: 'Pour slab' }),
      expect.objectContaining({ title: 'Hang doors' }),
      { count: 7 },
    ]);
    disconnect();
  });

  it("sends a person's messages as SSE with increasing ids, and heartbeats in between", async () => {
    const client = socket();
    const disconnect = await hub.connect(client.connection, null);
    await record(unreadCount(1));
    await record(unreadCount(2));
    await until(() => ids(client.written).length === 2);
    const [first] = client.written.filter((c) => c.startsWith('id:'));
    expect(first).toMatch(/^id: (\d+)\nevent: unread-count\ndata: \{"count":1\}\n\n$/);
    const [a, b] = ids(client.written);
    expect(b).toBeGreaterThan(a as number);
    await until(() => client.written.includes(': heartbeat\n\n'));
    disconnect();
  });

  it('drops a client that cannot keep up, and writes nothing more to it', async () => {
    let accepting = true;
    const slow = socket({ accepts: () => accepting });
    await hub.connect(slow.connection, null);
    await record(unreadCount(3));
    await until(() => slow.written.length > 0);
    accepting = false;
    await record(unreadCount(4));
    await until(() => slow.closed);
    accepting = true;
    const before = slow.written.length;
    await record(unreadCount(5));
    expect(slow.written).toHaveLength(before);
  });

  it('resumes after Last-Event-ID within the replay window only', async () => {
    const old = new Date(clock.now().getTime() - LIVE_EVENT_RETENTION_MS - 60_000);
    await record(unreadCount(99), old);
    await record(unreadCount(7));
    const resumed = socket();
    const disconnect = await hub.connect(resumed.connection, 0);
    const replayed = resumed.written.filter((c) => c.startsWith('id:'));
    expect(replayed.some((c) => c.includes('"count":7'))).toBe(true);
    expect(replayed.some((c) => c.includes('"count":99'))).toBe(false);
    expect(ids(resumed.written)).toEqual([...ids(resumed.written)].sort((x, y) => x - y));
    disconnect();
  });

  it('answers an id beyond its record with a resync from where it stands, then live changes', async () => {
    await record(unreadCount(3));
    const stranger = socket();
    // The database this id came from held far more changes than this one.
    const disconnect = await hub.connect(stranger.connection, 9_000_000);
    expect(stranger.written[0]).toMatch(/^id: \d+\nevent: resync\ndata: \{\}\n\n$/);
    const startsAt = ids(stranger.written)[0] ?? Infinity;
    expect(startsAt).toBeLessThan(9_000_000);
    // Nothing is replayed; what comes next comes live, after the resync's id.
    expect(stranger.written.filter((c) => c.includes('"count":3'))).toEqual([]);
    await record(unreadCount(4));
    await until(() => stranger.written.some((c) => c.includes('"count":4')));
    expect(
      ids(stranger.written)
        .slice(1)
        .every((id) => id > startsAt),
    ).toBe(true);
    disconnect();

    // An id the record holds resumes as before, without a resync.
    const known = socket();
    const knownDisconnect = await hub.connect(known.connection, startsAt);
    expect(known.written.some((c) => c.includes('event: resync'))).toBe(false);
    expect(known.written.some((c) => c.includes('"count":4'))).toBe(true);
    knownDisconnect();
  });

  it('prunes per-person messages older than the replay window, and keeps the rest', async () => {
    const kept = () =>
      database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(changeTable)
        .then(([row]) => row?.count);
    const before = await kept();
    await hub.pruneJob.run(clock.now());
    expect(await kept()).toBe((before as number) - 1);
  });

  it('delivers every change once and in order after its recipient statement failed for a while', async () => {
    const client = socket();
    const disconnect = await hub.connect(client.connection, null);
    const from = relay.readPosition();
    // The recipient statement fails while a table it reads is away.
    await database.db.execute(sql`alter table workspace_members rename to workspace_members_away`);
    try {
      await record(unreadCount(100));
      await record(unreadCount(101));
    } finally {
      await database.db.execute(
        sql`alter table workspace_members_away rename to workspace_members`,
      );
    }
    await record(unreadCount(102));
    const counts = () =>
      client.written.filter((c) => c.startsWith('id:')).map((c) => /"count":(\d+)/.exec(c)?.[1]);
    await until(() => counts().includes('102'));
    expect(counts()).toEqual(['100', '101', '102']);
    expect(ids(client.written)).toEqual([...new Set(ids(client.written))].sort((x, y) => x - y));
    disconnect();
    // Resuming from before them skips none either.
    const resumed = socket();
    const stop = await hub.connect(resumed.connection, from);
    expect(
      resumed.written.filter((c) => c.startsWith('id:')).map((c) => /"count":(\d+)/.exec(c)?.[1]),
    ).toEqual(['100', '101', '102']);
    stop();
  });

  it('never prunes a change a consumer has not consumed yet, however old', async () => {
    const old = new Date(clock.now().getTime() - LIVE_EVENT_RETENTION_MS - 60_000);
    await record(unreadCount(42), old);
    const [change] = await database.db
      .select({ id: changeTable.id, position: changeTable.position })
      .from(changeTable)
      .where(sql`${changeTable.data}->>'unreadCount' = '42'`);
    const position = change?.position as number;
    const stillThere = async () =>
      (
        await database.db
          .select()
          .from(changeTable)
          .where(eq(changeTable.id, change?.id ?? 0))
      ).length === 1;
    // A consumer whose cursor is still before it (stalled, or behind).
    await database.db.insert(changeCursorTable).values({ name: 'lagging', position: position - 1 });
    await hub.pruneJob.run(clock.now());
    expect(await stillThere()).toBe(true);
    // Once it has moved past, the change goes.
    await database.db
      .update(changeCursorTable)
      .set({ position })
      .where(eq(changeCursorTable.name, 'lagging'));
    await hub.pruneJob.run(clock.now());
    expect(await stillThere()).toBe(false);
    await database.db.delete(changeCursorTable).where(eq(changeCursorTable.name, 'lagging'));
  });

  it('ends every stream with a hint to reconnect soon when the instance stops', async () => {
    const open = socket();
    await hub.connect(open.connection, null);
    await hub.close();
    expect(open.written.at(-1)).toMatch(/^retry: \d+\n\n$/);
    expect(open.closed).toBe(true);
  });
});
