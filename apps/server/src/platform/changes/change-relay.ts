import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../database';
import type { ChangeRow } from './change';
import { BATCH_SIZE, numberNewChanges, readChangesAfter, startNumbering } from './change-numbering';
import { wakeOnChanges } from './change-wakeup';
import {
  CONSUMER_RETRY,
  ConsumerRetries,
  type ConsumerRetryPolicy,
  type StalledConsumer,
} from './consumer-retries';
import { DurableConsumers, type ChangeConsumer } from './durable-consumers';
import { InstanceReaders, type ChangeReader } from './instance-readers';
import { ReadProgress } from './read-progress';
import { RelayRounds } from './relay-rounds';

export { consumedByEveryConsumer, type ChangeConsumer } from './durable-consumers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The change record's relay on this instance (tests drain it). */
    changeRelay: ChangeRelay;
  }
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

/** A fallback for a wake-up that never came (a lost listening connection). */
const CHANGE_POLL_INTERVAL_MS = 2000;

export interface ChangeRelayDeps {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollIntervalMs?: number;
  retry?: ConsumerRetryPolicy;
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
  const progress = new ReadProgress();
  const rounds = new RelayRounds(round, log);
  const retries = new ConsumerRetries(retry, log, () => void rounds.wake(true));
  const readers = new InstanceReaders(db, progress, retries);
  const consumers = new DurableConsumers(db, progress, retries, log);
  let stopWakingUp: (() => Promise<void>) | null = null;

  /**
   * Numbers what is new and hands every change after what this instance has read to `read`, in
   * position order, a batch at a time.
   */
  async function readNewChanges(read: (changes: ChangeRow[]) => Promise<void>): Promise<void> {
    for (;;) {
      const numbering = await numberNewChanges(db);
      if (numbering.changes.length > 0 && numbering.previous === progress.upTo) {
        await read(numbering.changes);
      } else {
        // Nothing new here, or another instance numbered changes since this one last read: read
        // everything after what this one has read, in order.
        for (;;) {
          const changes = await readChangesAfter(db, progress.upTo);
          await read(changes);
          if (changes.length < BATCH_SIZE) break;
        }
      }
      if (numbering.changes.length < BATCH_SIZE) break;
    }
  }

  /**
   * Consumers run when new changes of their types were seen, and on every poll. True when a
   * consumer applied changes: what it recorded (a notification) is numbered by the next round.
   */
  async function round(everything: boolean): Promise<boolean> {
    let wanted = false;
    await readNewChanges(async (changes) => {
      await readers.feed(changes);
      progress.advance(changes);
      wanted ||= consumers.wantAny(changes);
    });
    await readers.catchUp();
    return consumers.run(everything, wanted);
  }

  return {
    addConsumer: (consumer) => consumers.add(consumer),
    addReader: (name, read) => readers.add(name, read),
    readPosition: () => progress.upTo,
    stalled: () => retries.stalled(),
    async start() {
      const position = await startNumbering(db);
      await consumers.startAt(position);
      progress.startAt(position);
      readers.startAt(position);
      stopWakingUp = await wakeOnChanges(
        database,
        (poll) => void rounds.wake(poll),
        pollIntervalMs,
        log,
      );
      await rounds.wake(true);
    },
    drain: () => rounds.drain(),
    async close() {
      rounds.stop();
      retries.stop();
      await stopWakingUp?.();
      await rounds.finished();
    },
  };
}
