import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
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

/**
 * Gives positions, above the last one given, to the committed changes that have none, in one
 * statement under a lock of the `positions` cursor: numberings never overlap, and each commits
 * before the next begins, so a reader that sees position P has seen every position below it. A
 * change still uncommitted is invisible here and is numbered in a later round, after these.
 * (Rows another numbering took while this statement waited for the lock fail the `position is
 * null` recheck and are left alone; their numbers are skipped, which readers do not mind.)
 * Answers how many were numbered.
 */
async function numberNewChanges(db: Database, instanceId: string): Promise<number> {
  const result = await db.execute<{ position: string }>(sql`
    with cursor as (
      select position from ${changeCursorTable} where name = ${POSITIONS_CURSOR} for update
    ), waiting as (
      select id, row_number() over (order by id) as n
      from ${changeTable} where position is null order by id limit ${BATCH_SIZE}
    ), numbered as (
      update ${changeTable} c set position = (select position from cursor) + waiting.n
      from waiting where c.id = waiting.id and c.position is null
      returning c.position
    ), moved as (
      update ${changeCursorTable} set position = (select max(position) from numbered)
      where name = ${POSITIONS_CURSOR} and exists (select 1 from numbered)
      returning position
    )
    select (select count(*) from numbered) as numbered, pg_notify(${CHANGES_CHANNEL}, ${instanceId})
    from moved`);
  return Number(rowsOf<{ numbered: string }>(result)[0]?.numbered ?? 0);
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
  const instanceId = crypto.randomUUID();
  const consumers: ChangeConsumer[] = [];
  const readers = new Set<ChangeReader>();
  let readUpTo = 0;
  let running: Promise<void> | null = null;
  let wantsAnotherRound = false;
  let roundsStarted = 0;
  /** Those waiting for a round numbered at least `round` to finish. */
  let waiters: { round: number; resolve: () => void }[] = [];
  let pollDue = false;
  let closed = false;
  let stopListening: (() => Promise<void>) | null = null;
  let poll: NodeJS.Timeout | null = null;

  /** Hands newly numbered changes to the readers; answers them. */
  async function feedReaders(): Promise<ChangeRow[]> {
    const changes = await readChangesAfter(db, readUpTo);
    const last = changes.at(-1);
    if (!last) return [];
    for (const reader of readers) {
      await reader(changes).catch((error: unknown) =>
        log.error({ err: error }, 'a reader of the change record failed'),
      );
    }
    readUpTo = last.position as number;
    return changes;
  }

  /**
   * One batch for every consumer whose cursor no other instance holds, in one transaction; true
   * when there may be more.
   */
  async function consumeTogether(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const cursors = await tx
        .select()
        .from(changeCursorTable)
        .where(
          inArray(
            changeCursorTable.name,
            consumers.map((consumer) => consumer.name),
          ),
        )
        .for('update', { skipLocked: true });
      if (cursors.length === 0) return false;
      const changes = await readChangesAfter(
        tx,
        Math.min(...cursors.map((cursor) => cursor.position)),
      );
      const last = changes.at(-1);
      if (!last) return false;
      for (const cursor of cursors) {
        const consumer = consumers.find((candidate) => candidate.name === cursor.name);
        const own = changes.filter(
          (change) =>
            (change.position as number) > cursor.position &&
            consumer?.types.includes(change.type as ChangeType),
        );
        if (consumer && own.length > 0) await consumer.apply(tx, own);
      }
      await tx
        .update(changeCursorTable)
        .set({ position: last.position as number })
        .where(
          inArray(
            changeCursorTable.name,
            cursors.map((cursor) => cursor.name),
          ),
        );
      return changes.length === BATCH_SIZE;
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

  async function consume(): Promise<void> {
    if (!(await anyConsumerBehind())) return;
    try {
      while (await consumeTogether());
    } catch (error) {
      log.error({ err: error }, 'a batch of changes failed; applying them one by one');
      for (const consumer of consumers) await consumeAlone(consumer);
    }
  }

  /** Consumers run when new changes of their types were seen, and on every poll. */
  async function round(everything: boolean): Promise<void> {
    while ((await numberNewChanges(db, instanceId)) === BATCH_SIZE);
    let wanted = false;
    for (;;) {
      const changes = await feedReaders();
      wanted ||= changes.some((change) => consumers.some((consumer) => wants(consumer, change)));
      if (changes.length < BATCH_SIZE) break;
    }
    if (consumers.length > 0 && (everything || wanted)) await consume();
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
          await round(everything);
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
      // This instance's own numberings need no wake-up: the round that made them reads them.
      stopListening = await listenForChanges(
        database,
        (sender) => sender !== instanceId && void wake(),
        log,
      );
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
