import { IDEMPOTENCY_KEY_RETENTION_MS } from '@groundwork/shared/common/idempotency';
import type { Database } from '../database';
import type { ScheduledJob } from '../scheduler';
import { deleteKeysCreatedBefore } from './idempotency.repository';

/** Past the promised retention, so that no key goes while a client may still count on it. */
const IDEMPOTENCY_KEY_DELETE_AFTER_MS = IDEMPOTENCY_KEY_RETENTION_MS + 60 * 60 * 1_000;
const DELETE_BATCH = 1_000;
// Keeps one tick short however many keys piled up; the rest go on the next ticks.
const BATCHES_PER_TICK = 20;

/** Deletes idempotency keys (and their answers) older than the retention, a batch at a time. */
export function idempotencyCleanupJob(db: Database): ScheduledJob {
  return {
    name: 'idempotency-keys-cleanup',
    async run(now) {
      const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DELETE_AFTER_MS);
      for (let batch = 0; batch < BATCHES_PER_TICK; batch += 1) {
        if ((await deleteKeysCreatedBefore(db, cutoff, DELETE_BATCH)) < DELETE_BATCH) return;
      }
    },
  };
}
