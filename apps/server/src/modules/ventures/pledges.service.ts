import crypto from 'node:crypto';
import { centsToDollars, dollarsToCents } from '@groundwork/shared/common/money';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import { pledgeMessages } from '@groundwork/shared/pledges/constants';
import type {
  CreatePledgeAnswer,
  Pledge,
  PledgeTotals,
  VenturePledge,
} from '@groundwork/shared/pledges/schemas';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { Change } from '../../platform/changes/change';
import { recordChangesWith } from '../../platform/changes/change-record';
import { AppError } from '../../platform/errors';
import { createOneAtATime } from '../../platform/one-at-a-time';
import { pageOf, pageRequestOf } from '../../platform/paging';
import {
  loadVisibleVenture,
  parseVentureId,
  requireVentureAction,
  ventureNotFound,
} from './venture-access';
import { ventureChangeRef } from './venture-changes';
import { succeedIfFunded } from './venture-funding';
import * as pledges from './pledges.repository';
import { toPledge, toPledgeAnswer, toVenturePledge } from './pledges.presenter';
import { findVenture } from './ventures.repository';

export interface PledgesServiceDeps {
  db: Database;
  clock: Clock;
}

/** Pledges to live ventures: making one, and the lists of them for backers and creators. */
export function createPledgesService({ db, clock }: PledgesServiceDeps) {
  /** Pledges to one venture wait their turn here before they take a connection (see below). */
  const pledgesInTurn = createOneAtATime();

  return {
    /**
     * A pledge: pending while the venture is live. Pledges to one venture queue on its row lock,
     * so the totals add up exactly; the pledge that reaches the goal makes it successful and
     * confirms every pledge, in the same transaction.
     */
    async pledge(ventureId: string, userId: string, amount: number): Promise<CreatePledgeAnswer> {
      const now = clock.now();
      const id = parseVentureId(ventureId);
      const amountCents = dollarsToCents(amount);
      // Pledges to one venture queue on its row; on this instance they queue in memory first,
      // so that a burst does not hold every pooled connection while it waits for the row.
      const outcome = await pledgesInTurn(id, () =>
        db.transaction(async (tx) => {
          // The venture's row is locked from here to the commit, and every pledge to it waits its
          // turn: three round trips (this, the pledge with its change, the commit). A refusal below
          // rolls the totals back.
          const updated = await pledges.addToPledgeTotals(tx, id, amountCents, now);
          if (!updated) throw ventureNotFound();
          const venture = {
            ...updated,
            fundsPledgedCents: updated.fundsPledgedCents - amountCents,
            pledgeCount: updated.pledgeCount - 1,
          };
          requireVentureAction('venture:pledge', venture, userId);
          // Past its end date it is no longer taking pledges, even before the job marks it failed.
          if (venture.endDate && venture.endDate.getTime() <= now.getTime()) {
            throw new AppError('FORBIDDEN', pledgeMessages.notLive);
          }
          const pledge = {
            id: crypto.randomUUID(),
            ventureId: id,
            userId,
            amountCents,
            status: 'pending' as const,
            pledgedAt: now,
          };
          const pledged: Change = {
            ...ventureChangeRef(venture, userId),
            type: 'venture.pledged',
            pledgeId: pledge.id,
            userId,
            amountCents,
            fields: [
              {
                field: 'fundsPledged',
                from: centsToDollars(venture.fundsPledgedCents),
                to: centsToDollars(updated.fundsPledgedCents),
              },
            ],
          };
          await recordChangesWith(tx, pledges.insertPledgeStatement(tx, pledge), [pledged], now);
          const reachedGoal = await succeedIfFunded(tx, updated, { actorId: userId, clock, now });
          return { pledge, reachedGoal };
        }),
      );
      const after = await findVenture(db, id);
      if (!after) throw ventureNotFound();
      return toPledgeAnswer(outcome.pledge, outcome.reachedGoal, after);
    },

    /** The caller's pledges, newest first: all of them, or a page. */
    async listMyPledges(userId: string, query: PageQuery = {}): Promise<Pledge[] | Page<Pledge>> {
      const page = pageRequestOf(pledges.pledgeOrder, query);
      const rows = await pledges.listUserPledges(db, userId, page);
      return page ? pageOf(pledges.pledgeOrder, page, rows, toPledge) : rows.map(toPledge);
    },

    /** The user's pledge count and the total of those not refunded. */
    async myPledgeTotals(userId: string): Promise<PledgeTotals> {
      const { count, cents } = await pledges.userPledgeTotals(db, userId);
      return { count, totalPledged: centsToDollars(cents) };
    },

    /** Who backed the venture: its creator only. All the pledges, or a page. */
    async listVenturePledges(
      ventureId: string,
      userId: string,
      query: PageQuery = {},
    ): Promise<VenturePledge[] | Page<VenturePledge>> {
      const page = pageRequestOf(pledges.pledgeOrder, query);
      const venture = await loadVisibleVenture(db, ventureId, userId);
      requireVentureAction('venture:list-pledges', venture, userId);
      const rows = await pledges.listVenturePledges(db, venture.id, page);
      return page
        ? pageOf(pledges.pledgeOrder, page, rows, toVenturePledge)
        : rows.map(toVenturePledge);
    },
  };
}

export type PledgesService = ReturnType<typeof createPledgesService>;
