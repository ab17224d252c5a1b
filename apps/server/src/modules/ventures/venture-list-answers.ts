import { pageSchema } from '@groundwork/shared/common/paging';
import {
  myPledgeListSchema,
  pledgeSchema,
  venturePledgeListSchema,
  venturePledgeSchema,
} from '@groundwork/shared/pledges/schemas';
import { ventureListSchema, ventureSummarySchema } from '@groundwork/shared/ventures/schemas';
import { listOrPageAnswer } from '../../platform/paging';

/**
 * The answers of the module's list routes: each the whole list, or with `limit`/`cursor` a page of
 * it. Made in one place and in this order, so the API document lists their pages as it always has.
 */

export const venturesAnswer = listOrPageAnswer(
  ventureListSchema,
  pageSchema(ventureSummarySchema, 'VentureSummaryPage'),
);
export const myPledgesAnswer = listOrPageAnswer(
  myPledgeListSchema,
  pageSchema(pledgeSchema, 'PledgePage'),
);
export const venturePledgesAnswer = listOrPageAnswer(
  venturePledgeListSchema,
  pageSchema(venturePledgeSchema, 'VenturePledgePage'),
);
