import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventTable } from '../../db/schema';
import { createTestClock } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../database';
import { createDomainEvents } from '../domain-events';
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
    },
  };
}

describe('live hub', () => {
  let database: DatabaseHandle;
  let hub: LiveHub;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await openTestDatabase();
    hub = await createLiveHub({
      database,
      clock,
      events: createDomainEvents(silentLog),
      log: silentLog,
      heartbeatIntervalMs: 20,
    });
  });
  afterAll(async () => {
    await hub.close();
    await database.close();
  });

  const until = (check: () => boolean) => expect.poll(check, { timeout: 3000 }).toBe(true);

  it("sends a user's messages as SSE with an increasing id, and heartbeats in between", async () => {
    const client = socket();
    const disconnect = await hub.connect(client.connection, null);
    await hub.publishToUser(USER, 'unread-count', { count: 1 });
    await hub.publishToUser(USER, 'unread-count', { count: 2 });
    await until(() => client.written.filter((c) => c.startsWith('id:')).length === 2);
    const [first, second] = client.written.filter((c) => c.startsWith('id:'));
    expect(first).toMatch(/^id: (\d+)\nevent: unread-count\ndata: \{"count":1\}\n\n$/);
    const ids = [first, second].map((chunk) => Number(/^id: (\d+)/.exec(chunk ?? '')?.[1]));
    expect(ids[1]).toBeGreaterThan(ids[0] as number);
    await until(() => client.written.includes(': heartbeat\n\n'));
    disconnect();
  });

  it('drops a client that cannot keep up, and writes nothing more to it', async () => {
    let accepting = true;
    const slow = socket({ accepts: () => accepting });
    await hub.connect(slow.connection, null);
    await hub.publishToUser(USER, 'unread-count', { count: 3 });
    await until(() => slow.written.length > 0);
    accepting = false;
    await hub.publishToUser(USER, 'unread-count', { count: 4 });
    await until(() => slow.closed);
    accepting = true;
    const before = slow.written.length;
    await hub.publishToUser(USER, 'unread-count', { count: 5 });
    const healthy = socket();
    await hub.connect(healthy.connection, null);
    await hub.publishToUser(USER, 'unread-count', { count: 6 });
    await until(() => healthy.written.some((c) => c.includes('"count":6')));
    expect(slow.written).toHaveLength(before);
  });

  it('prunes messages older than the replay window; a resumption no longer finds them', async () => {
    await database.db.insert(liveEventTable).values({
      name: 'unread-count',
      userId: USER,
      data: { count: 99 },
      createdAt: new Date(clock.now().getTime() - LIVE_EVENT_RETENTION_MS - 60_000),
    });
    await hub.publishToUser(USER, 'unread-count', { count: 7 });
    await hub.pruneJob.run(clock.now());
    const resumed = socket();
    const disconnect = await hub.connect(resumed.connection, 0);
    const replayed = resumed.written.filter((c) => c.startsWith('id:'));
    expect(replayed.some((c) => c.includes('"count":7'))).toBe(true);
    expect(replayed.some((c) => c.includes('"count":99'))).toBe(false);
    disconnect();
  });
});
