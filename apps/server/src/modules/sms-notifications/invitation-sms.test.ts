import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessageTable } from '../../db/schema';
import {
  createTestApp,
  createUser,
  nextPhoneNumber,
  type TestContext,
  type TestUser,
} from '../../../test/test-app';
import { createWorkspace } from '../../../test/workspace-factory';

describe('the invitation SMS', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    workspaceId = (await createWorkspace(ctx, owner, 'Harbour Lofts')).id;
  });
  afterAll(() => ctx.close());

  const invite = (phoneNumber: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invites`,
      headers: owner.headers,
      payload: { phoneNumber, role: 'client' },
    });
  const textsTo = (phoneNumber: string) =>
    ctx.sms.sent.filter((sms) => sms.to === phoneNumber && !sms.code);
  const tick = () => ctx.app.scheduler.runDueJobs(ctx.clock.now());

  it('is queued in the invitation transaction, so it is there even if nothing sends it yet', async () => {
    const phoneNumber = nextPhoneNumber();
    const response = await invite(phoneNumber);
    expect(response.statusCode).toBe(201);
    const invitee = (response.json() as { member: { userId: string } }).member.userId;
    // Nothing has sent it (tests send only when they run the jobs): it waits in the queue.
    expect(textsTo(phoneNumber)).toEqual([]);
    const queued = () =>
      ctx.database.db
        .select({ kind: smsMessageTable.kind, status: smsMessageTable.status })
        .from(smsMessageTable)
        .where(eq(smsMessageTable.userId, invitee));
    expect(await queued()).toEqual([{ kind: 'workspace_invite', status: 'queued' }]);
    await tick();
    await tick();
    expect(textsTo(phoneNumber)).toHaveLength(1);
    expect(await queued()).toEqual([{ kind: 'workspace_invite', status: 'sent' }]);
  });

  it('is not held by quiet hours: an invitee has no account whose zone anyone knows', async () => {
    const phoneNumber = nextPhoneNumber();
    // 23:00 in UTC, the zone of a number nobody has chosen one for: inside the default 21–08.
    ctx.clock.set(new Date('2026-03-03T23:00:00.000Z'));
    expect((await invite(phoneNumber)).statusCode).toBe(201);
    await tick();
    expect(textsTo(phoneNumber)).toHaveLength(1);
  });

  it('goes out exactly once after the gateway refused it once', async () => {
    const phoneNumber = nextPhoneNumber();
    expect((await invite(phoneNumber)).statusCode).toBe(201);
    ctx.sms.failNext = true;
    await tick();
    expect(ctx.sms.failNext).toBe(false);
    expect(textsTo(phoneNumber)).toEqual([]);

    // Retried once its delay has passed, and never again after it was sent.
    ctx.clock.advance(60 * 60 * 1000);
    await tick();
    ctx.clock.advance(60 * 60 * 1000);
    await tick();
    expect(textsTo(phoneNumber)).toEqual([
      {
        to: phoneNumber,
        message:
          'Olivia Owner invited you to Harbour Lofts on Groundwork. Sign in with this number to join: http://localhost:3000',
        kind: 'workspace_invite',
        notificationId: null,
      },
    ]);
  });
});
