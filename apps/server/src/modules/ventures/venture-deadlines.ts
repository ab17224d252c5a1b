import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Database } from '../../platform/database';
import type { ScheduledJob } from '../../platform/scheduler';
import { ventureChangeRef } from './venture-changes';
import { listBackerIds, settlePledges } from './pledges.repository';
import { listExpiredLiveVentureIds, lockVenture, updateVenture } from './ventures.repository';

/**
 * A scheduler job: live ventures past their end date below their goal become failed and their
 * pledges refunded, each in its own transaction under the venture's lock; a venture already
 * settled is left alone, so a repeated run changes nothing.
 */
export function ventureDeadlinesJob({ db }: { db: Database }): ScheduledJob {
  return {
    name: 'venture-deadlines',
    async run(now: Date): Promise<void> {
      for (const id of await listExpiredLiveVentureIds(db, now)) {
        await db.transaction(async (tx) => {
          const venture = await lockVenture(tx, id);
          if (!venture?.endDate || venture.status !== 'live' || venture.endDate > now) return;
          if (venture.fundsPledgedCents >= venture.targetGoalCents) return;
          const backers = await listBackerIds(tx, id);
          await settlePledges(tx, id, 'refunded');
          await updateVenture(tx, id, {
            status: 'failed',
            fundsPledgedCents: 0,
            pledgeCount: 0,
            updatedAt: now,
          });
          const change: Change = {
            ...ventureChangeRef(venture, null),
            type: 'venture.failed',
            backerIds: backers,
            fields: [{ field: 'status', from: 'live', to: 'failed' }],
          };
          await recordChanges(tx, [change], now);
        });
      }
    },
  };
}
