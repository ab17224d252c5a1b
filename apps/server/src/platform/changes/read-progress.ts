import type { ChangeRow } from './change';
import { BATCH_SIZE } from './change-numbering';

/**
 * How far this instance has read the numbered record, and the last changes it read (at most a
 * batch), which the consumers take instead of reading them again.
 */
export class ReadProgress {
  /** The last position read. */
  upTo = 0;
  /** Every change after position `keptAfter` up to `upTo`, at most a batch. */
  private readonly kept: ChangeRow[] = [];
  private keptAfter = 0;

  /** Reads on from `position`, where the relay starts. */
  startAt(position: number): void {
    this.upTo = position;
    this.keptAfter = position;
  }

  /** Notes `changes`, the next ones in position order, as read. */
  advance(changes: ChangeRow[]): void {
    const last = changes.at(-1);
    if (!last) return;
    this.upTo = last.position as number;
    this.kept.push(...changes);
    const dropped = this.kept.splice(0, Math.max(0, this.kept.length - BATCH_SIZE));
    if (dropped.length > 0) this.keptAfter = dropped.at(-1)?.position as number;
  }

  /** The changes read after `position`, or null when they are no longer all kept. */
  readAfter(position: number): ChangeRow[] | null {
    if (position < this.keptAfter) return null;
    return this.kept.filter((change) => (change.position as number) > position);
  }
}
