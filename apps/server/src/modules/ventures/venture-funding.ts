import type { Clock } from '../../platform/clock';
import type { Transaction } from '../../platform/database';
import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import { ventureChangeRef } from './venture-changes';
import { listBackerIds, settlePledges } from './pledges.repository';
import { updateVenture, type VentureRow } from './ventures.repository';

/**
 * Marks the locked venture successful, confirms its pledges and records it for its backers when
 * its goal is reached; true when it did. A venture not (or no longer) live below its goal is left
 * alone. A pledge and a lowered goal both reach the goal this way.
 */
export async function succeedIfFunded(
  tx: Transaction,
  venture: VentureRow,
  { actorId, clock, now }: { actorId: string; clock: Clock; now: Date },
): Promise<boolean> {
  if (venture.status !== 'live' || venture.fundsPledgedCents < venture.targetGoalCents)
    return false;
  await settlePledges(tx, venture.id, 'confirmed');
  await updateVenture(tx, venture.id, { status: 'successful', updatedAt: now });
  const change: Change = {
    ...ventureChangeRef(venture, actorId),
    type: 'venture.succeeded',
    backerIds: await listBackerIds(tx, venture.id),
    fields: [{ field: 'status', from: 'live', to: 'successful' }],
  };
  await recordChanges(tx, [change], clock.now());
  return true;
}
