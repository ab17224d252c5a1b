import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { changeCursorTable, changeTable } from '../../db/schema';
import type { Database, DatabaseHandle, Queryable, Transaction } from '../database';
import type { Change, ChangeRow, ChangeType } from './change';
import { CHANGES_CHANNEL } from './change-record';
import { listenForChanges } from './change-wakeup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The change record's relay on this instance (tests drain it). */
    changeRelay: ChangeRelay;
  }
}

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

/** An in-process reader of every numbered change, in position order, as it is seen. */
export type ChangeReader = (changes: ChangeRow[]) => Promise<void>;

export interface ChangeRelay {
  /** Registers a durable consumer; it starts from the changes numbered after it first ran. */
  addConsumer(consumer: ChangeConsumer): void;
  /** Registers a reader of this instance (the live hub); answers the function that removes it. */
  addReader(reader: ChangeReader): () => void;
  /** The last position this instance has handed to its readers. */
  readPosition(): number;
  /** Listens for new changes and starts polling. */
  start(): Promise<void>;
  /** Numbers, reads and consumes whatever is waiting, then resolves. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** The cursor of the numbering itself: the last position given. */
const POSITIONS_CURSOR = 'positions';
const BATCH_SIZE = 500;
/** A fallback for a wake-up that never came (a lost listening connection). */
export const CHANGE_POLL_INTERVAL_MS = 2000;

export interface ChangeRelayDeps {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollIntervalMs?: number;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }; drizzle passes them through.
  return (result as { rows: T[] }).rows;
}

function wants(consumer: ChangeConsumer, change: ChangeRow): boolean {
  return (
    consumer.types.includes(change.type as ChangeType) && (consumer.wants?.(change.data) ?? true)
  );
}

function readChangesAfter(db: Queryable, position: number): Promise<ChangeRow[]> {
  return db
    .select()
    .from(changeTable)
    .where(gt(changeTable.position, position))
    .orderBy(asc(changeTable.position))
    .limit(BATCH_SIZE) as Promise<ChangeRow[]>;
}

/** Every column of `changes`, named as drizzle names them, for a statement drizzle cannot build. */
const changeColumns = getTableColumns(changeTable);
const returnedChangeColumns = sql.join(
  Object.entries(changeColumns).map(
    ([key, column]) => sql`c.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

function changeRowOf(raw: Record<string, unknown>): ChangeRow {
  return Object.fromEntries(
    Object.entries(changeColumns).map(([key, column]) => [
      key,
      raw[key] === null ? null : column.mapFromDriverValue(raw[key]),
    ]),
  ) as ChangeRow;
}

interface Numbering {
  /** The changes this numbering gave positions to, in position order. */
  changes: ChangeRow[];
  /** The last position given before them: all changes up to it were numbered earlier. */
  previous: number;
}

/**
 * Gives positions, above the last one given, to the committed changes that have none, in one
 * statement under a lock of the `positions` cursor: numberings never overlap, and each commits
 * before the next begins, so a reader that sees position P has seen every position below it. A
 * change still uncommitted is invisible here and is numbered in a later round, after these.
 * (Rows another numbering took while this statement waited for the lock fail the `position is
 * null` recheck and are left alone; their numbers are skipped, which readers do not mind.)
 * Answers the changes it numbered, so that a relay that had read up to `previous` need not read
 * them again.
 */
async function numberNewChanges(db: Database): Promise<Numbering> {
  const result = await db.execute(sql`
    with cursor as (
      select position from ${changeCursorTable} where name = ${POSITIONS_CURSOR} for update
    ), waiting as (
      select id, row_number() over (order by id) as n
      from ${changeTable} where position is null order by id limit ${BATCH_SIZE}
    ), numbered as (
      update ${changeTable} c set position = (select position from cursor) + waiting.n
      from waiting where c.id = waiting.id and c.position is null
      returning ${returnedChangeColumns}
    ), moved as (
      update ${changeCursorTable} set position = (select max(position) from numbered)
      where name = ${POSITIONS_CURSOR} and exists (select 1 from numbered)
    )
    -- One notification however many rows: PostgreSQL folds identical ones of a transaction.
    select numbered.*, cursor.position as "previousPosition", pg_notify(${CHANGES_CHANNEL}, '')
    from numbered, cursor`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    changes: rows
      .map(changeRowOf)
      .sort((one, other) => (one.position as number) - (other.position as number)),
    previous: Number(rows[0]?.previousPosition ?? Number.NaN),
  };
}

/**
 * Turns the committed change record into an ordered feed, on every instance. Each round numbers
 * what was committed since the last one, hands the newly numbered changes to this instance's
 * readers, and runs the durable consumers when any of them has something to apply. Woken by
 * NOTIFY (a writer's commit, another instance's numbering) and by a poll.
 */
export function createChangeRelay({
  database,
  log,
  pollIntervalMs = CHANGE_POLL_INTERVAL_MS,
}: ChangeRelayDeps): ChangeRelay {
  const db = database.db;
  const consumers: ChangeConsumer[] = [];
  const readers = new Set<ChangeReader>();
  let readUpTo = 0;
  let running: Promise<void> | null = null;
  let wantsAnotherRound = false;
  let roundsStarted = 0;
  /** Every change after position `after` up to `readUpTo`, at most a batch: what consumers take. */
  const recent: { after: number; changes: ChangeRow[] } = { after: 0, changes: [] };
  /** Whether a consumer applied changes in the current round. */
  let applied = false;
  /** Those waiting for a round numbered at least `round` to finish. */
  let waiters: { round: number; resolve: () => void }[] = [];
  let pollDue = false;
  let closed = false;
  let stopListening: (() => Promise<void>) | null = null;
  let poll: NodeJS.Timeout | null = null;

  /** Hands changes numbered after `readUpTo`, in position order, to the readers. */
  async function feed(changes: ChangeRow[]): Promise<void> {
    const last = changes.at(-1);
    if (!last) return;
    for (const reader of readers) {
      await reader(changes).catch((error: unknown) =>
        log.error({ err: error }, 'a reader of the change record failed'),
      );
    }
    readUpTo = last.position as number;
    recent.changes.push(...changes);
    const dropped = recent.changes.splice(0, Math.max(0, recent.changes.length - BATCH_SIZE));
    if (dropped.length > 0) recent.after = dropped.at(-1)?.position as number;
  }

  /**
   * One batch for every consumer whose cursor is behind and no other instance holds, in one
   * transaction; true when there may be more. The cursors are locked and moved to what this
   * instance has read in one statement; their batch comes from the changes this instance read
   * lately, or from the table when a cursor is further behind.
   */
  async function consumeTogether(): Promise<boolean> {
    const target = readUpTo;
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        with behind as (
          select name, position from ${changeCursorTable}
          where name in ${consumers.map((consumer) => consumer.name)} and position < ${target}
          for update skip locked
        ), moved as (
          update ${changeCursorTable} c set position = ${target} from behind where c.name = behind.name
        )
        select name, position from behind`);
      const cursors = rowsOf<{ name: string; position: string | number }>(result).map((row) => ({
        name: row.name,
        from: Number(row.position),
        to: target,
      }));
      if (cursors.length === 0) return false;
      const from = Math.min(...cursors.map((cursor) => cursor.from));
      let changes = recent.changes.filter((change) => (change.position as number) > from);
      let more = false;
      if (from < recent.after) {
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
        const consumer = consumers.find((candidate) => candidate.name === cursor.name);
        const own = changes.filter(
          (change) =>
            (change.position as number) > cursor.from &&
            (change.position as number) <= cursor.to &&
            consumer?.types.includes(change.type as ChangeType),
        );
        if (consumer && own.length > 0) {
          await consumer.apply(tx, own);
          applied = true;
        }
      }
      return more;
    });
  }

  /**
   * One consumer alone, change by change, after a batch failed: a change that cannot be applied
   * is logged and passed over instead of stopping the rest.
   */
  async function consumeAlone(consumer: ChangeConsumer): Promise<void> {
    for (;;) {
      const moved = await db.transaction(async (tx) => {
        const [cursor] = await tx
          .select()
          .from(changeCursorTable)
          .where(eq(changeCursorTable.name, consumer.name))
          .for('update', { skipLocked: true });
        if (!cursor) return false;
        const [change] = await readChangesAfter(tx, cursor.position);
        if (!change) return false;
        if (consumer.types.includes(change.type as ChangeType)) {
          try {
            await tx.transaction((savepoint) => consumer.apply(savepoint, [change]));
            applied = true;
          } catch (error) {
            log.error(
              { err: error, consumer: consumer.name, position: change.position },
              'a change could not be applied and was passed over',
            );
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
        return true;
      });
      if (!moved) return;
    }
  }

  /** Whether some consumer's cursor is behind what this instance has read (no lock taken). */
  async function anyConsumerBehind(): Promise<boolean> {
    const [row] = await db
      .select({ behind: sql<boolean>`min(${changeCursorTable.position}) < ${readUpTo}` })
      .from(changeCursorTable)
      .where(
        inArray(
          changeCursorTable.name,
          consumers.map((consumer) => consumer.name),
        ),
      );
    return row?.behind === true;
  }

  /**
   * `known`: a change for them was just read, so some cursor is behind (unless another instance
   * has consumed it meanwhile) and there is no need to ask.
   */
  async function consume(known: boolean): Promise<void> {
    if (!known && !(await anyConsumerBehind())) return;
    try {
      while (await consumeTogether());
    } catch (error) {
      log.error({ err: error }, 'a batch of changes failed; applying them one by one');
      for (const consumer of consumers) await consumeAlone(consumer);
    }
  }

  /**
   * Consumers run when new changes of their types were seen, and on every poll. True when a
   * consumer applied changes: what it recorded (a notification) is numbered by the next round.
   */
  async function round(everything: boolean): Promise<boolean> {
    let wanted = false;
    const feedAndNote = async (changes: ChangeRow[]) => {
      await feed(changes);
      wanted ||= changes.some((change) => consumers.some((consumer) => wants(consumer, change)));
    };
    for (;;) {
      const numbering = await numberNewChanges(db);
      if (numbering.changes.length > 0 && numbering.previous === readUpTo) {
        await feedAndNote(numbering.changes);
      } else {
        // Nothing new here, or another instance numbered changes since this one last read: read
        // everything after what this one has read, in order.
        for (;;) {
          const changes = await readChangesAfter(db, readUpTo);
          await feedAndNote(changes);
          if (changes.length < BATCH_SIZE) break;
        }
      }
      if (numbering.changes.length < BATCH_SIZE) break;
    }
    applied = false;
    if (consumers.length > 0 && (everything || wanted)) await consume(wanted);
    return applied;
  }

  function wake(poll = false): Promise<void> {
    if (poll) pollDue = true;
    if (closed) return Promise.resolve();
    if (running) {
      wantsAnotherRound = true;
      return running;
    }
    running = (async () => {
      do {
        wantsAnotherRound = false;
        const everything = pollDue;
        pollDue = false;
        const current = (roundsStarted += 1);
        try {
          if (await round(everything)) wantsAnotherRound = true;
        } catch (error) {
          log.error({ err: error }, 'the change relay failed a round');
        }
        finishRound(current);
      } while (wantsAnotherRound && !closed);
    })().finally(() => {
      running = null;
      // Closed meanwhile: no later round will come for those still waiting.
      finishRound(Infinity);
    });
    return running;
  }

  function finishRound(round: number) {
    const done = waiters.filter((waiter) => waiter.round <= round);
    waiters = waiters.filter((waiter) => waiter.round > round);
    for (const waiter of done) waiter.resolve();
  }

  return {
    addConsumer(consumer) {
      consumers.push(consumer);
    },
    addReader(reader) {
      readers.add(reader);
      return () => readers.delete(reader);
    },
    readPosition: () => readUpTo,
    async start() {
      const [positions] = await db
        .insert(changeCursorTable)
        .values({ name: POSITIONS_CURSOR, position: 0 })
        .onConflictDoUpdate({
          target: changeCursorTable.name,
          set: { position: sql`${changeCursorTable.position}` },
        })
        .returning();
      // A new consumer starts from now rather than from the beginning of the record.
      for (const consumer of consumers) {
        await db
          .insert(changeCursorTable)
          .values({ name: consumer.name, position: positions?.position ?? 0 })
          .onConflictDoNothing();
      }
      readUpTo = positions?.position ?? 0;
      recent.after = readUpTo;
      stopListening = await listenForChanges(database, () => void wake(), log);
      poll = setInterval(() => void wake(true), pollIntervalMs);
      poll.unref();
      await wake(true);
    },
    /**
     * Resolves once a round that began after the call has finished: it has numbered and consumed
     * everything committed before the call (not what others commit meanwhile, which a busy
     * instance would otherwise make it wait for without end).
     */
    drain() {
      if (closed) return Promise.resolve();
      const round = roundsStarted + 1;
      const done = new Promise<void>((resolve) => waiters.push({ round, resolve }));
      void wake();
      return done;
    },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      await stopListening?.();
      await running;
    },
  };
}
