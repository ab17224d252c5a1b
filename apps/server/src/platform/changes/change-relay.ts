import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
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
type ChangeReader = (changes: ChangeRow[]) => Promise<void>;

/**
 * What happens when a consumer or reader fails on a change: it stops there (its position does not
 * move past the change) and tries the same change again after a delay that doubles from
 * `firstDelayMs` up to `maxDelayMs`; it never passes over a change. After `reportAfterAttempts`
 * failed attempts in a row it is reported as stalled: one error in the log, and the readiness
 * probe names it until it applies the change.
 */
interface ConsumerRetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  reportAfterAttempts: number;
}

/** 100 ms doubling to 30 s; reported after 10 attempts, about a minute and a half of failing. */
const CONSUMER_RETRY: ConsumerRetryPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 30_000,
  reportAfterAttempts: 10,
};

/** A consumer or reader that has failed on the same change for the policy's attempts. */
interface StalledConsumer {
  name: string;
  /** The change it cannot get past (its id in the record) and its position. */
  changeId: number;
  position: number;
  failingSince: Date;
  attempts: number;
}

export interface ChangeRelay {
  /** Registers a durable consumer; it starts from the changes numbered after it first ran. */
  addConsumer(consumer: ChangeConsumer): void;
  /**
   * Registers a reader of this instance (the live hub), named for the log and the readiness probe;
   * it reads from the changes numbered after it was added. Answers the function that removes it.
   */
  addReader(name: string, reader: ChangeReader): () => void;
  /** The last position this instance has handed to its readers. */
  readPosition(): number;
  /** Listens for new changes and starts polling. */
  start(): Promise<void>;
  /** The consumers and readers stalled on a change (see ConsumerRetryPolicy). */
  stalled(): StalledConsumer[];
  /** Numbers, reads and consumes whatever is waiting, then resolves. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** The cursor of the numbering itself: the last position given. */
const POSITIONS_CURSOR = 'positions';

/**
 * True for a change every durable consumer has moved past (and that is numbered: the numbering's
 * own cursor counts among the cursors). What prunes the record deletes only such changes: a
 * consumer stalled on a change, or a cursor left behind by a consumer no longer running, keeps
 * everything from there on.
 */
export function consumedByEveryConsumer(): SQL {
  return sql`${changeTable.position} <= (select min(${changeCursorTable.position}) from ${changeCursorTable})`;
}
const BATCH_SIZE = 500;
/** A fallback for a wake-up that never came (a lost listening connection). */
const CHANGE_POLL_INTERVAL_MS = 2000;

export interface ChangeRelayDeps {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollIntervalMs?: number;
  retry?: ConsumerRetryPolicy;
}

/** A consumer's or reader's failure on one change, while it lasts. */
interface Failure {
  changeId: number;
  position: number;
  attempts: number;
  since: Date;
  /** When to try the change again (epoch ms). */
  retryAt: number;
  reported: boolean;
}

interface ReaderState {
  read: ChangeReader;
  /** The last position this reader was handed successfully. */
  position: number;
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

function readChangesAfter(
  db: Queryable,
  position: number,
  limit = BATCH_SIZE,
): Promise<ChangeRow[]> {
  return db
    .select()
    .from(changeTable)
    .where(gt(changeTable.position, position))
    .orderBy(asc(changeTable.position))
    .limit(limit) as Promise<ChangeRow[]>;
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
  retry = CONSUMER_RETRY,
}: ChangeRelayDeps): ChangeRelay {
  const db = database.db;
  const consumers: ChangeConsumer[] = [];
  const readers = new Map<string, ReaderState>();
  /** The consumers and readers (by name) failing on a change, until they get past it. */
  const failures = new Map<string, Failure>();
  const retryTimers = new Set<NodeJS.Timeout>();
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

  /** Whether `name` may work now: it is not failing, or its next attempt is due. */
  function mayRun(name: string): boolean {
    const failure = failures.get(name);
    return !failure || failure.retryAt <= Date.now();
  }

  /** Notes that `name` failed on `change`, and wakes the relay when its next attempt is due. */
  function noteFailure(name: string, change: ChangeRow, error: unknown): void {
    const previous = failures.get(name);
    const same = previous?.changeId === change.id;
    const attempts = same ? previous.attempts + 1 : 1;
    const delay = Math.min(retry.firstDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);
    const failure: Failure = {
      changeId: change.id,
      position: change.position as number,
      attempts,
      since: same ? previous.since : new Date(),
      retryAt: Date.now() + delay,
      reported: same ? previous.reported : false,
    };
    failures.set(name, failure);
    const where = { err: error, consumer: name, changeId: change.id, position: change.position };
    log.warn({ ...where, attempts, retryInMs: delay }, 'a change could not be applied; retrying');
    if (!failure.reported && attempts >= retry.reportAfterAttempts) {
      failure.reported = true;
      log.error({ ...where, attempts }, 'a consumer of the change record is stalled on a change');
    }
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      void wake(true);
    }, delay);
    timer.unref();
    retryTimers.add(timer);
  }

  function noteSuccess(name: string): void {
    const failure = failures.get(name);
    if (!failure) return;
    failures.delete(name);
    if (failure.reported) {
      log.warn(
        { consumer: name, changeId: failure.changeId },
        'a stalled consumer got past its change',
      );
    }
  }

  /**
   * Hands `changes` to the reader; on a failure its position stays before them, and
   * `catchUpReaders` hands them again once the retry is due.
   */
  async function handTo(name: string, state: ReaderState, changes: ChangeRow[]): Promise<void> {
    const first = changes[0];
    const last = changes.at(-1);
    if (!first || !last) return;
    try {
      await state.read(changes);
    } catch (error) {
      noteFailure(name, first, error);
      return;
    }
    state.position = last.position as number;
    noteSuccess(name);
  }

  /** Hands changes numbered after `readUpTo`, in position order, to the readers up to date. */
  async function feed(changes: ChangeRow[]): Promise<void> {
    const last = changes.at(-1);
    if (!last) return;
    for (const [name, state] of readers) {
      if (state.position === readUpTo && !failures.has(name)) await handTo(name, state, changes);
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
  async function consumeTogether(together: ChangeConsumer[]): Promise<boolean> {
    const target = readUpTo;
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        with behind as (
          select name, position from ${changeCursorTable}
          where name in ${together.map((consumer) => consumer.name)} and position < ${target}
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
        const consumer = together.find((candidate) => candidate.name === cursor.name);
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
   * Readers behind what this instance has read (one failed, or was added meanwhile) whose retry
   * is due: the changes after their position, from the table, a batch at a time, until they are
   * up to date or fail again.
   */
  async function catchUpReaders(): Promise<void> {
    for (const [name, state] of readers) {
      while (state.position < readUpTo && mayRun(name) && readers.get(name) === state) {
        const changes = (await readChangesAfter(db, state.position)).filter(
          (change) => (change.position as number) <= readUpTo,
        );
        if (changes.length === 0) {
          state.position = readUpTo;
          break;
        }
        await handTo(name, state, changes);
      }
    }
  }

  /**
   * One consumer alone, change by change: after a batch failed, or once its retry is due. It
   * stops at a change that cannot be applied (its cursor stays before it) and tries it again
   * later (`noteFailure`): a change is never passed over.
   */
  async function consumeAlone(consumer: ChangeConsumer): Promise<void> {
    for (;;) {
      const outcome = await db.transaction(async (tx) => {
        const [cursor] = await tx
          .select()
          .from(changeCursorTable)
          .where(eq(changeCursorTable.name, consumer.name))
          .for('update', { skipLocked: true });
        if (!cursor) return 'done';
        const [change] = await readChangesAfter(tx, cursor.position, 1);
        if (!change) return 'done';
        if (consumer.types.includes(change.type as ChangeType)) {
          try {
            await tx.transaction((savepoint) => consumer.apply(savepoint, [change]));
            applied = true;
          } catch (error) {
            noteFailure(consumer.name, change, error);
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
      noteSuccess(consumer.name);
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
    // Those failing on a change retry it alone when due; the others go on together meanwhile.
    const healthy = consumers.filter((consumer) => !failures.has(consumer.name));
    try {
      if (healthy.length > 0) while (await consumeTogether(healthy));
    } catch (error) {
      log.warn({ err: error }, 'a batch of changes failed; applying them one by one');
      for (const consumer of healthy) await consumeAlone(consumer);
    }
    for (const consumer of consumers) {
      if (failures.has(consumer.name) && mayRun(consumer.name)) await consumeAlone(consumer);
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
    await catchUpReaders();
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
    addReader(name, read) {
      readers.set(name, { read, position: readUpTo });
      return () => {
        readers.delete(name);
        failures.delete(name);
      };
    },
    readPosition: () => readUpTo,
    stalled() {
      return [...failures]
        .filter(([, failure]) => failure.attempts >= retry.reportAfterAttempts)
        .map(([name, failure]) => ({
          name,
          changeId: failure.changeId,
          position: failure.position,
          failingSince: failure.since,
          attempts: failure.attempts,
        }));
    },
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
      for (const state of readers.values()) state.position = readUpTo;
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
      for (const timer of retryTimers) clearTimeout(timer);
      await stopListening?.();
      await running;
    },
  };
}
