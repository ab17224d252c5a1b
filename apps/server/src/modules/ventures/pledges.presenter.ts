import { centsToDollars } from '@groundwork/shared/common/money';
import { displayName } from '@groundwork/shared/common/person';
import type { CreatePledgeAnswer, Pledge, VenturePledge } from '@groundwork/shared/pledges/schemas';
import { fundingProgress } from '@groundwork/shared/ventures/rules';
import type { PledgeRow } from './pledges.repository';
import type { VentureWithDetails } from './ventures.repository';

/** Pledges as the API answers them, to their backer or to the venture's creator. */

/** What every pledge answer says of the pledge itself. */
function pledgeFields(pledge: PledgeRow) {
  return {
    id: pledge.id,
    amount: centsToDollars(pledge.amountCents),
    pledgedAt: pledge.pledgedAt.toISOString(),
    status: pledge.status,
  };
}

/** A pledge as its backer sees it, with its venture. */
export function toPledge({ pledge, venture }: { pledge: PledgeRow; venture: Pledge['venture'] }) {
  return { ...pledgeFields(pledge), venture } satisfies Pledge;
}

/** A pledge as the venture's creator sees it, with who made it. */
export function toVenturePledge({
  pledge,
  backer,
}: {
  pledge: PledgeRow;
  backer: { id: string; name: string | null; phoneNumber: string };
}) {
  return {
    ...pledgeFields(pledge),
    backer: { id: backer.id, name: displayName(backer) },
  } satisfies VenturePledge;
}

/**
 * A new pledge and its venture's funding as they are after it: confirmed already when it reached
 * the goal.
 */
export function toPledgeAnswer(
  pledge: PledgeRow,
  reachedGoal: boolean,
  venture: VentureWithDetails,
): CreatePledgeAnswer {
  const fundsPledged = centsToDollars(venture.fundsPledgedCents);
  return {
    pledge: {
      ...pledgeFields(pledge),
      status: reachedGoal ? 'confirmed' : pledge.status,
      venture: {
        id: venture.id,
        name: venture.name,
        status: venture.status,
        workspaceId: venture.workspaceId,
      },
    },
    venture: {
      id: venture.id,
      status: venture.status,
      fundsPledged,
      fundingProgress: fundingProgress(fundsPledged, centsToDollars(venture.targetGoalCents)),
      pledgeCount: venture.pledgeCount,
      backerCount: venture.backerCount,
    },
  };
}
