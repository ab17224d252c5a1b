import type { Venture } from '@groundwork/shared/ventures/schemas';
import type { TestContext, TestUser } from './test-app';

/** A pitch of exactly the shortest length 001 §5 accepts. */
export const validPitch =
  'We turn the old mill into a bakery with a café and a co-working floor. '.padEnd(100, 'x');

/** The venture's fields as PUT takes them; `overrides` change single fields. */
export function ventureFields(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mill Street Bakery',
    type: 'hospitality',
    description: 'A neighbourhood bakery in the old mill',
    pitchContent: validPitch,
    targetGoal: 1000,
    endDate: null,
    ...overrides,
  };
}

/** A complete POST /api/ventures body. */
export function ventureBody(workspaceId: string, overrides: Record<string, unknown> = {}) {
  return { workspaceId, ...ventureFields(overrides) };
}

/** Creates a draft venture over HTTP, as its creator would. */
export async function createVenture(
  ctx: TestContext,
  creator: TestUser,
  workspaceId: string,
  overrides: Record<string, unknown> = {},
): Promise<Venture> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/ventures',
    headers: creator.headers,
    payload: ventureBody(workspaceId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`venture not created: ${response.body}`);
  return response.json() as Venture;
}

/** Creates a venture and publishes it: live. */
export async function createLiveVenture(
  ctx: TestContext,
  creator: TestUser,
  workspaceId: string,
  overrides: Record<string, unknown> = {},
): Promise<Venture> {
  const draft = await createVenture(ctx, creator, workspaceId, overrides);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/ventures/${draft.id}/publish`,
    headers: creator.headers,
  });
  if (response.statusCode !== 200) throw new Error(`venture not published: ${response.body}`);
  return response.json() as Venture;
}

/** Pledges over HTTP; answers the raw response. */
export function pledge(ctx: TestContext, backer: TestUser, ventureId: string, amount: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/ventures/${ventureId}/pledge`,
    headers: backer.headers,
    payload: { amount },
  });
}
