import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle, Transaction } from '../database';
import { openDatabase } from '../database';
import { postgresPool } from '../scheduler';
import type { Change, ChangeRow } from './change';
import { recordChanges } from './change-record';
import { createChangeRelay, type ChangeConsumer, type ChangeRelay } from './change-relay';

const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-03-02T09:00:00.000Z');

/** A workspace renamed to `name`: a change the tests can tell apart by its new name. */
const renamed = (name: string): Change => ({
  type: 'workspace.updated',
  workspaceId: WORKSPACE,
  actorId: null,
  fields: [{ field: 'name', from: null, to: name }],
});
const updated = (n: number) => renamed(`Name ${n}`);
const nameOf = (change: ChangeRow) => String(change.fields[0]?.to ?? '');

/** A relay whose reader and consumer note what they were given. */
function observedRelay(database: DatabaseHandle, consumer?: Partial<ChangeConsumer>) {
  const read: ChangeRow[] = [];
  const consumed: ChangeRow[] = [];
  const logged: unknown[] = [];
  const relay = createChangeRelay({
    database,
    log: { error: (entry: unknown) => logged.push(entry), warn: () => undefined },
    pollIntervalMs: 60_000,
  });
  relay.addReader('observer', async (changes) => {
    read.push(...changes);
  });
  relay.addConsumer({
    name: 'observer',
    types: ['workspace.updated'],
    async apply(tx: Transaction, changes: ChangeRow[]) {
      await consumer?.apply?.(tx, changes);
      consumed.push(...changes);
    },
  });
  return { relay, read, consumed, logged };
}

describe('the change relay', () => {
  let database: DatabaseHandle;
  let observed: ReturnType<typeof observedRelay>;

  beforeAll(async () => {
    database = await openTestDatabase();
    observed = observedRelay(database);
    await observed.relay.start();
  });
  afterAll(async () => {
    await observed.relay.close();
    await database.close();
  });

  it('numbers committed changes in order and hands each to readers and consumers once', async () => {
    await database.db.transaction((tx) => recordChanges(tx, [updated(1), updated(2)], NOW));
    await database.db.transaction((tx) => recordChanges(tx, [updated(3)], NOW));
    await observed.relay.drain();
    await observed.relay.drain();
    expect(observed.read.map(nameOf)).toEqual(['Name 1', 'Name 2', 'Name 3']);
    expect(observed.consumed.map(nameOf)).toEqual(['Name 1', 'Name 2', 'Name 3']);
    const positions = observed.read.map((change) => change.position as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(3);
  });

  it('records nothing of a transaction that rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordChanges(tx, [updated(99)], NOW);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await observed.relay.drain();
    expect(observed.read.map(nameOf)).not.toContain('Name 99');
  });

  it('catches a consumer up on more changes than a batch, in order, applying each once', async () => {
    const names = Array.from({ length: 1200 }, (_, n) => `bulk ${n}`);
    await database.db.transaction((tx) => recordChanges(tx, names.map(renamed), NOW));
    await observed.relay.drain();
    expect(observed.read.map(nameOf).slice(-1200)).toEqual(names);
    expect(observed.consumed.map(nameOf).slice(-1200)).toEqual(names);
    expect(observed.consumed.filter((change) => nameOf(change).startsWith('bulk'))).toHaveLength(
      1200,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the change relay on several instances', () => {
  let database: DatabaseHandle;
  let other: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const pool = postgresPool(database) as pg.Pool & { options: pg.PoolConfig };
    url = pool.options.connectionString as string;
    other = await openDatabase({ kind: 'postgres', url });
  });
  afterAll(async () => {
    await other.close();
    await database.close();
  });

  it('never skips a change whose transaction began first but committed last', async () => {
    const a = observedRelay(database);
    await a.relay.start();
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      // The slow transaction records first (the lower id) and commits after the fast one.
      await slow.query('begin');
      await slow.query(
        `insert into changes (type, workspace_id, fields, data, created_at) values ('workspace.updated', $1, $2, $3, now())`,
        [
          WORKSPACE,
          JSON.stringify([{ field: 'name', from: null, to: 'slow' }]),
          JSON.stringify({ type: 'workspace.updated', workspaceId: WORKSPACE, actorId: null }),
        ],
      );
      await database.db.transaction((tx) => recordChanges(tx, [renamed('fast')], NOW));
      await a.relay.drain();
      expect(a.read.map(nameOf)).toEqual(['fast']);
      await slow.query('commit');
      await a.relay.drain();
      expect(a.read.map(nameOf)).toEqual(['fast', 'slow']);
      expect(a.consumed.map(nameOf)).toEqual(['fast', 'slow']);
      expect(a.read[1]?.position).toBeGreaterThan(a.read[0]?.position as number);
    } finally {
      await slow.end();
      await a.relay.close();
    }
  });

  it("is woken by another instance's commit, without a drain or a poll", async () => {
    const a = observedRelay(database);
    await a.relay.start();
    try {
      await other.db.transaction((tx) => recordChanges(tx, [renamed('from elsewhere')], NOW));
      await expect.poll(() => a.read.map(nameOf)).toContain('from elsewhere');
      await expect.poll(() => a.consumed.map(nameOf)).toContain('from elsewhere');
    } finally {
      await a.relay.close();
    }
  });

  it('applies each change once when two instances consume at the same time', async () => {
    const a = observedRelay(database);
    const b = observedRelay(other);
    await Promise.all([a.relay.start(), b.relay.start()]);
    try {
      const writes = Array.from({ length: 40 }, (_, n) =>
        (n % 2 ? database : other).db.transaction((tx) =>
          recordChanges(tx, [renamed(`w${n}`)], NOW),
        ),
      );
      await Promise.all(writes);
      const drainBoth = (relays: ChangeRelay[]) => Promise.all(relays.map((r) => r.drain()));
      await expect
        .poll(async () => {
          await drainBoth([a.relay, b.relay]);
          return a.consumed.length + b.consumed.length;
        })
        .toBe(40);
      const consumed = [...a.consumed, ...b.consumed].map(nameOf).sort();
      expect(new Set(consumed).size).toBe(40);
      // Each instance's reader saw all of them, in position order.
      for (const instance of [a, b]) {
        expect(instance.read).toHaveLength(40);
        const positions = instance.read.map((change) => change.position as number);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
      }
    } finally {
      await Promise.all([a.relay.close(), b.relay.close()]);
    }
  });
});
