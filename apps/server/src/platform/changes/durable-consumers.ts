import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { changeCursorTable, changeTable } from '../../db/schema';
import type { Database, Transaction } from '../database';
import type { Change, ChangeRow, ChangeType } from './change';
import { BATCH_SIZE, readChangesAfter, rowsOf } from './change-numbering';
import type { ConsumerRetries } from './consumer-retries';
import type { ReadProgress } from './read-progress';

/**
 * A reader that applies each change of its types exactly once across every instance: its cursor
 * row is locked while it works (another instance skips it meanwhile) and moves in the transaction
 * that applies the changes, so a crash at any moment either applies a batch and moves past it, or
 * neither.
 */
export interface ChangeConsumer {
  name: string;
  /** The changes it applies; it is not woken for others. */
  types: readonly ChangeType[];
  /**
   * Whether a change of its types gives it work; one that does not, it passes over when its cursor
   * next moves (a later change, or the poll), instead of waking it now.
   */
  wants?(change: Change): boolean;
  apply(tx: Transaction, changes: ChangeRow[]): Promise<void>;
}

/**
 * True for a change every durable consumer has moved past (and that is numbered: the numbering's
 * own cursor counts among the cursors). What prunes the record deletes only such changes: a
 * consumer stalled on a change, or a cursor left behind by a consumer no longer running, keeps
 * everything from there on.
 */
export function consumedByEveryConsumer(): SQL {
  return sql`${changeTable.position} <= (select min(${changeCursorTable.position}) from ${changeCursorTable})`;
}

function reads(consumer: ChangeConsumer, change: ChangeRow): boolean {
  return consumer.types.includes(change.type as ChangeType);
}

function wants(consumer: ChangeConsumer, change: ChangeRow): boolean {
  return reads(consumer, change) && (consumer.wants?.(change.data) ?? true);
}

/** A cursor locked for a batch: from the position it was at to the one it moves to. */
interface LockedCursor {
  name: string;
  from: number;
  to: number;
}

/**
 * The durable consumers and their cursors (rows of `change_cursors`, shared by every instance):
 * they run together, a batch at a time; one that fails on a change goes on alone, change by
 * change, once its retry is due.
 */
export class DurableConsumers {
  private readonly consumers: ChangeConsumer[] = [];
  /** Whether a consumer applied changes in the current run. */
  private applied = false;
  private readonly db: Database;
  private readonly progress: ReadProgress;
  private readonly retries: ConsumerRetries;
  private readonly log: Pick<FastifyBaseLogger, 'warn'>;

  constructor(
    db: Database,
    progress: ReadProgress,
    retries: ConsumerRetries,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.db = db;
    this.progress = progress;
    this.retries = retries;
    this.log = log;
  }

  add(consumer: ChangeConsumer): void {
    this.consumers.push(consumer);
  }

  /** Whether one of `changes` gives some consumer work. */
  wantAny(changes: ChangeRow[]): boolean {
    return changes.some((change) => this.consumers.some((consumer) => wants(consumer, change)));
  }

  /** Gives a new consumer a cursor at `position`, so it starts from now, not from the beginning. */
  async startAt(position: number): Promise<void> {
    for (const consumer of this.consumers) {
      await this.db
        .insert(changeCursorTable)
        .values({ name: consumer.name, position })
        .onConflictDoNothing();
    }
  }

  /**
   * Runs the consumers when `wanted` (new changes of their types were read: some cursor is behind,
   * unless another instance consumed them meanwhile) or for `everything` (the poll). True when a
   * consumer applied changes: what it recorded (a notification) is numbered by the next round.
   */
  async run(everything: boolean, wanted: boolean): Promise<boolean> {
    this.applied = false;
    if (this.consumers.length > 0 && (everything || wanted)) await this.consume(wanted);
    return this.applied;
  }

  private async consume(known: boolean): Promise<void> {
    if (!known && !(await this.anyBehind())) return;
    // Those failing on a change retry it alone when due; the others go on together meanwhile.
    const healthy = this.consumers.filter((consumer) => !this.retries.isFailing(consumer.name));
    try {
      if (healthy.length > 0) while (await this.consumeTogether(healthy));
    } catch (error) {
      this.log.warn({ err: error }, 'a batch of changes failed; applying them one by one');
      for (const consumer of healthy) await this.consumeAlone(consumer);
    }
    for (const consumer of this.consumers) {
      if (this.retries.isFailing(consumer.name) && this.retries.mayRun(consumer.name)) {
        await this.consumeAlone(consumer);
      }
    }
  }

  /** Whether some consumer's cursor is behind what this instance has read (no lock taken). */
  private async anyBehind(): Promise<boolean> {
    const [row] = await this.db
      .select({
        behind: sql<boolean>`min(${changeCursorTable.position}) < ${this.progress.upTo}`,
      })
      .from(changeCursorTable)
      .where(
        inArray(
          changeCursorTable.name,
          this.consumers.map((consumer) => consumer.name),
        ),
      );
    return row?.behind === true;
  }

  /**
   * One batch for every consumer whose cursor is behind and no other instance holds, in one
   * transaction; true when there may be more. The cursors are locked and moved to what this
   * instance has read in one statement; their batch comes from the changes this instance read
   * lately, or from the table when a cursor is further behind.
   */
  private async consumeTogether(together: ChangeConsumer[]): Promise<boolean> {
    const target = this.progress.upTo;
    return this.db.transaction(async (tx) => {
      const cursors = await lockCursorsBehind(tx, together, target);
      if (cursors.length === 0) return false;
      const from = Math.min(...cursors.map((cursor) => cursor.from));
      let changes = this.progress.readAfter(from);
      let more = false;
      if (!changes) {
        changes = (await readChangesAfter(tx, from)).filter(
          (change) => (change.position as number) <= target,
        );
        const last = changes.at(-1)?.position as number | undefined;
        if (changes.length === BATCH_SIZE && last !== undefined && last < target) {
          // Read short of the target: each cursor stops at what was read (or stays where it was).
          more = true;
          for (const cursor of cursors) {
            cursor.to = Math.max(cursor.from, last);
            await tx
              .update(changeCursorTable)
              .set({ position: cursor.to })
              .where(eq(changeCursorTable.name, cursor.name));
          }
        }
      }
      for (const cursor of cursors) {
        const consumer = together.find((candidate) => candidate.name === cursor.name);
        if (!consumer) continue;
        const own = changes.filter(
          (change) =>
            (change.position as number) > cursor.from &&
            (change.position as number) <= cursor.to &&
            reads(consumer, change),
        );
        if (own.length > 0) {
          await consumer.apply(tx, own);
          this.applied = true;
        }
      }
      return more;
    });
  }

  /**
   * One consumer alone, change by change: after a batch failed, or once its retry is due. It
   * stops at a change that cannot be applied (its cursor stays before it) and tries it again
   * later (`ConsumerRetries`): a change is never passed over.
   */
  private async consumeAlone(consumer: ChangeConsumer): Promise<void> {
    for (;;) {
      const outcome = await this.db.transaction(async (tx) => {
        const [cursor] = await tx
          .select()
          .from(changeCursorTable)
          .where(eq(changeCursorTable.name, consumer.name))
          .for('update', { skipLocked: true });
        if (!cursor) return 'done';
        const [change] = await readChangesAfter(tx, cursor.position, 1);
        if (!change) return 'done';
        if (reads(consumer, change)) {
          try {
            await tx.transaction((savepoint) => consumer.apply(savepoint, [change]));
            this.applied = true;
          } catch (error) {
            this.retries.failed(consumer.name, change, error);
            return 'failed';
          }
        }
        await tx
          .update(changeCursorTable)
          .set({ position: change.position as number })
          .where(
            and(
              eq(changeCursorTable.name, consumer.name),
              sql`${changeCursorTable.position} < ${change.position}`,
            ),
          );
        return 'moved';
      });
      if (outcome !== 'moved') return;
      this.retries.succeeded(consumer.name);
    }
  }
}

/**
 * Locks the cursors of `consumers` that are behind `target` and no other instance holds (`skip
 * locked`), and moves them to `target`, in one statement; answers where each was.
 */
async function lockCursorsBehind(
  tx: Transaction,
  consumers: ChangeConsumer[],
  target: number,
): Promise<LockedCursor[]> {
  const result = await tx.execute(sql`
    with behind as (
      select name, position from ${changeCursorTable}
      where name in ${consumers.map((consumer) => consumer.name)} and position < ${target}
      for update skip locked
    ), moved as (
      update ${changeCursorTable} c set position = ${target} from behind where c.name = behind.name
    )
    select name, position from behind`);
  return rowsOf<{ name: string; position: string | number }>(result).map((row) => ({
    name: row.name,
    from: Number(row.position),
    to: target,
  }));
}
