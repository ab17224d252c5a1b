import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTable } from '../../db/schema';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../database';
import type { Change, ChangeRow } from './change';
import { recordChanges } from './change-record';
import { createChangeRelay, type ChangeRelay } from './change-relay';

const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-03-02T09:00:00.000Z');
/** Short delays, so that a test sees several attempts in a moment. */
const RETRY = { firstDelayMs: 5, maxDelayMs: 40, reportAfterAttempts: 3 };

const renamed = (name: string): Change => ({
  type: 'workspace.updated',
  workspaceId: WORKSPACE,
  actorId: null,
  fields: [{ field: 'name', from: null, to: name }],
});
const nameOf = (change: ChangeRow) => String(change.fields[0]?.to ?? '');

describe('a consumer or reader of the change record that fails', () => {
  let database: DatabaseHandle;
  let relay: ChangeRelay;
  /** Changes the `flaky` consumer fails on, while they are here. */
  const failing = new Set<string>();
  /** How many more times the reader fails. */
  let readerFailures = 0;
  /** What the reader was handed without failing, in order. */
  const delivered: ChangeRow[] = [];
  const errors: { consumer?: string; changeId?: number }[] = [];

  /** What a consumer applied, in the order it committed (it writes in the relay's transaction). */
  async function applied(consumer: string): Promise<string[]> {
    const result = await database.db.execute<{ name: string }>(
      sql`select name from relay_applied where consumer = ${consumer} order by id`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  }

  async function record(...names: string[]) {
    for (const name of names) {
      await database.db.transaction((tx) => recordChanges(tx, [renamed(name)], NOW));
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table relay_applied (id serial primary key, consumer text not null, name text not null)`,
    );
    relay = createChangeRelay({
      database,
      log: {
        error: (entry: unknown) => errors.push(entry as (typeof errors)[number]),
        warn: () => undefined,
      },
      pollIntervalMs: 60_000,
      retry: RETRY,
    });
    relay.addReader('flaky-reader', async (changes) => {
      if (readerFailures > 0) {
        readerFailures -= 1;
        throw new Error('recipients unavailable');
      }
      delivered.push(...changes);
    });
    for (const name of ['flaky', 'steady']) {
      relay.addConsumer({
        name,
        types: ['workspace.updated'],
        async apply(tx, changes) {
          for (const change of changes) {
            await tx.execute(
              sql`insert into relay_applied (consumer, name) values (${name}, ${nameOf(change)})`,
            );
          }
          if (name === 'flaky' && changes.some((change) => failing.has(nameOf(change)))) {
            throw new Error('cannot apply now');
          }
        },
      });
    }
    await relay.start();
  });
  afterAll(async () => {
    await relay.close();
    await database.close();
  });

  it('stops at the change, retries it with backoff, is reported once stalled, and never skips it', async () => {
    failing.add('c2');
    await record('c1', 'c2', 'c3');
    await relay.drain();
    // The other consumer went on; the failing one stopped before c2.
    expect(await applied('steady')).toEqual(['c1', 'c2', 'c3']);
    expect(await applied('flaky')).toEqual(['c1']);

    await expect.poll(() => relay.stalled()[0]?.attempts ?? 0).toBeGreaterThanOrEqual(5);
    const [c2] = await database.db
      .select({ id: changeTable.id, position: changeTable.position })
      .from(changeTable)
      .where(sql`${changeTable.fields}->0->>'to' = 'c2'`);
    expect(relay.stalled()).toEqual([
      expect.objectContaining({ name: 'flaky', changeId: c2?.id, position: c2?.position }),
    ]);
    // One error however many attempts, naming the consumer and the change.
    expect(errors.filter((entry) => entry.consumer === 'flaky')).toEqual([
      expect.objectContaining({ consumer: 'flaky', changeId: c2?.id }),
    ]);
    expect(await applied('flaky')).toEqual(['c1']);

    // It recovers: the retry applies c2, then c3, each once and in order, with no drain asked.
    failing.clear();
    await expect.poll(() => applied('flaky')).toEqual(['c1', 'c2', 'c3']);
    expect(relay.stalled()).toEqual([]);
    await record('c4');
    await relay.drain();
    expect(await applied('flaky')).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(await applied('steady')).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('a reader that fails is handed the same changes again, in order, before any later one', async () => {
    readerFailures = 2;
    const before = delivered.length;
    await record('r1', 'r2');
    await relay.drain();
    await record('r3');
    await relay.drain();
    await expect.poll(() => delivered.map(nameOf).slice(before)).toEqual(['r1', 'r2', 'r3']);
    const positions = delivered.map((change) => change.position as number);
    expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
    expect(relay.stalled()).toEqual([]);
  });

  it('reports a reader stalled like a consumer, and forgets it once it gets past', async () => {
    readerFailures = Number.POSITIVE_INFINITY;
    await record('s1');
    await relay.drain();
    await expect
      .poll(() => relay.stalled().map((stalled) => stalled.name))
      .toEqual(['flaky-reader']);
    const [s1] = await database.db
      .select({ id: changeTable.id })
      .from(changeTable)
      .where(sql`${changeTable.fields}->0->>'to' = 's1'`)
      .orderBy(asc(changeTable.id));
    expect(relay.stalled()[0]?.changeId).toBe(s1?.id);
    readerFailures = 0;
    await expect.poll(() => delivered.map(nameOf).at(-1)).toBe('s1');
    expect(relay.stalled()).toEqual([]);
    expect(delivered.filter((change) => nameOf(change) === 's1')).toHaveLength(1);
  });
});
