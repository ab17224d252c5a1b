import type { Database } from '../database';
import type { ChangeRow } from './change';
import { readChangesAfter } from './change-numbering';
import type { ConsumerRetries } from './consumer-retries';
import type { ReadProgress } from './read-progress';

/** An in-process reader of every numbered change, in position order, as it is seen. */
export type ChangeReader = (changes: ChangeRow[]) => Promise<void>;

interface ReaderState {
  read: ChangeReader;
  /** The last position this reader was handed successfully. */
  position: number;
}

/**
 * This instance's readers (the live hub), each with its own position: one up to date is handed
 * the changes as they are read; one that failed (or was added meanwhile) is caught up from the
 * table, so that each receives every change once and in order.
 */
export class InstanceReaders {
  private readonly readers = new Map<string, ReaderState>();
  private readonly db: Database;
  private readonly progress: ReadProgress;
  private readonly retries: ConsumerRetries;

  constructor(db: Database, progress: ReadProgress, retries: ConsumerRetries) {
    this.db = db;
    this.progress = progress;
    this.retries = retries;
  }

  /** Adds a reader from what this instance has read; answers the function that removes it. */
  add(name: string, read: ChangeReader): () => void {
    this.readers.set(name, { read, position: this.progress.upTo });
    return () => {
      this.readers.delete(name);
      this.retries.forget(name);
    };
  }

  /** Moves every reader to `position`, where the relay starts. */
  startAt(position: number): void {
    for (const state of this.readers.values()) state.position = position;
  }

  /**
   * Hands the changes read after `progress.upTo`, in position order, to the readers up to date
   * (before the progress moves past them).
   */
  async feed(changes: ChangeRow[]): Promise<void> {
    if (changes.length === 0) return;
    for (const [name, state] of this.readers) {
      if (state.position === this.progress.upTo && !this.retries.isFailing(name)) {
        await this.handTo(name, state, changes);
      }
    }
  }

  /**
   * Readers behind what this instance has read (one failed, or was added meanwhile) whose retry
   * is due: the changes after their position, from the table, a batch at a time, until they are
   * up to date or fail again.
   */
  async catchUp(): Promise<void> {
    for (const [name, state] of this.readers) {
      while (
        state.position < this.progress.upTo &&
        this.retries.mayRun(name) &&
        this.readers.get(name) === state
      ) {
        const changes = (await readChangesAfter(this.db, state.position)).filter(
          (change) => (change.position as number) <= this.progress.upTo,
        );
        if (changes.length === 0) {
          state.position = this.progress.upTo;
          break;
        }
        await this.handTo(name, state, changes);
      }
    }
  }

  /**
   * Hands `changes` to the reader; on a failure its position stays before them, and `catchUp`
   * hands them again once the retry is due.
   */
  private async handTo(name: string, state: ReaderState, changes: ChangeRow[]): Promise<void> {
    const first = changes[0];
    const last = changes.at(-1);
    if (!first || !last) return;
    try {
      await state.read(changes);
    } catch (error) {
      this.retries.failed(name, first, error);
      return;
    }
    state.position = last.position as number;
    this.retries.succeeded(name);
  }
}
