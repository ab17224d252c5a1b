import { z } from 'zod';
import { PLEDGE_MAX_AMOUNT, PLEDGE_MIN_AMOUNT } from '../common/constants';
import { hasAtMostTwoDecimals } from '../common/money';
import { idSchema, timestampSchema, dollarsSchema, moneyDocumentMeta } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { ventureStatusSchema } from '../ventures/schemas';
import { pledgeMessages, pledgeStatuses } from './constants';

const pledgeStatusSchema = z.enum(pledgeStatuses);

/** The pledge amount in dollars (001 §5): 1 to 1,000,000, at most 2 decimals. */
export const pledgeAmountSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? pledgeMessages.amountRequired
        : pledgeMessages.amountInvalid,
  })
  .min(PLEDGE_MIN_AMOUNT, pledgeMessages.amountTooSmall)
  .max(PLEDGE_MAX_AMOUNT, pledgeMessages.amountTooLarge)
  .refine(hasAtMostTwoDecimals, pledgeMessages.amountDecimals)
  .meta(moneyDocumentMeta);

/** POST /api/ventures/{id}/pledge body. */
export const createPledgeInputSchema = z.object({ amount: pledgeAmountSchema });

/** A pledge as its backer sees it (My Pledges, 001 §3). */
export const pledgeSchema = componentSchema('Pledge', {
  id: idSchema,
  amount: dollarsSchema,
  pledgedAt: timestampSchema,
  status: pledgeStatusSchema,
  venture: z.object({
    id: idSchema,
    name: z.string(),
    status: ventureStatusSchema,
    workspaceId: idSchema,
  }),
});
export type Pledge = z.infer<typeof pledgeSchema>;

/** GET /api/users/me/pledges answers a bare array, newest first. */
export const myPledgeListSchema = z.array(pledgeSchema);

/**
 * GET /api/users/me/pledges/totals: how many pledges the caller made, and their total (refunded
 * ones left out of it, as `totalPledged` does).
 */
export const pledgeTotalsSchema = z
  .object({ count: z.number().int().nonnegative(), totalPledged: dollarsSchema })
  .meta({ id: 'PledgeTotals' });
export type PledgeTotals = z.infer<typeof pledgeTotalsSchema>;

/** The venture's funding after a pledge, to settle the optimistic update. */
const ventureFundingSchema = z.object({
  id: idSchema,
  status: ventureStatusSchema,
  fundsPledged: dollarsSchema,
  fundingProgress: z.number().int().min(0).max(100),
  pledgeCount: z.number().int().nonnegative(),
  backerCount: z.number().int().nonnegative(),
});

/** POST /api/ventures/{id}/pledge answer: the pledge and the venture's new funding. */
export const createPledgeAnswerSchema = z
  .object({ pledge: pledgeSchema, venture: ventureFundingSchema })
  .meta({ id: 'PledgeCreated' });
export type CreatePledgeAnswer = z.infer<typeof createPledgeAnswerSchema>;

/** A pledge as the venture's creator sees it: who backed it. */
export const venturePledgeSchema = componentSchema('VenturePledge', {
  id: idSchema,
  amount: dollarsSchema,
  pledgedAt: timestampSchema,
  status: pledgeStatusSchema,
  backer: z.object({ id: idSchema, name: z.string().nullable() }),
});
export type VenturePledge = z.infer<typeof venturePledgeSchema>;

/** GET /api/ventures/{id}/pledges answer. */
export const venturePledgeListSchema = z.object({ pledges: z.array(venturePledgeSchema) });
