import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import type { WaitingSms } from '@groundwork/shared/notifications/notification-preferences';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openEventStream, type SseMessage, type SseStream } from '../../../test/sse-client';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const MINUTE = 60_000;

const isChange = (type: string) => (message: SseMessage) =>
  message.event === 'change' && (message.data as LiveChange).type === type;
const heardTimes = (stream: SseStream, type: string) =>
  stream.messages.filter(isChange(type)).length;

/**
 * What a person's own open pages hear of their text messages: STOP and START, and the texts
 * waiting to be sent, which the preferences page counts (GET /api/notification-preferences/waiting).
 */
describe('texts waiting, STOP and START, as the person sees them', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://gw.example' });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Kitchen refit' })).id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.close();
  });

  const open = async (user: TestUser) => {
    const stream = await openEventStream(baseUrl, user.token);
    streams.push(stream);
    return stream;
  };
  const tick = (now: Date) => ctx.app.scheduler.runDueJobs(now);
  const waiting = (user: TestUser | null) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/notification-preferences/waiting',
      headers: user?.headers ?? {},
    });
  const waitingOf = async (user: TestUser) => (await waiting(user)).json() as WaitingSms;
  const preferences = (user: TestUser, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/notification-preferences',
      headers: user.headers,
      payload,
    });
  const inbound = (from: string, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: from, Body: body }).toString(),
    });
  /**
   * A task given to `user`, and its text queued: the assignment becomes a notification in one round
   * of the change relay, and the notification a queued text in the next.
   */
  const assign = async (user: TestUser, title: string) => {
    await createTask(ctx, owner, workspaceId, projectId, { title, assignedTo: user.id });
    await ctx.app.changeRelay.drain();
    await ctx.app.changeRelay.drain();
  };

  /** A contractor in Chicago with quiet hours from 21:00 to 08:00. */
  async function nightOwl() {
    const user = await createUser(ctx);
    await addMember(ctx, workspaceId, user, 'contractor');
    const saved = await preferences(user, {
      timeZone: 'America/Chicago',
      quietHours: { start: '21:00', end: '08:00' },
    });
    expect(saved.statusCode).toBe(200);
    return user;
  }

  it('needs a session', async () => {
    expect((await waiting(null)).statusCode).toBe(401);
  });

  it('counts what quiet hours hold and when it goes out, and tells the person as it moves', async () => {
    ctx.clock.set(new Date('2026-03-03T04:00:00.000Z')); // 22:00 in Chicago
    const user = await nightOwl();
    const other = await nightOwl();
    const [stream, otherStream] = await Promise.all([open(user), open(other)]);
    expect(await waitingOf(user)).toEqual({ count: 0, firstSendAt: null, lastSendAt: null });

    await assign(user, 'Tile the floor');
    ctx.clock.advance(30 * MINUTE);
    await assign(user, 'Grout the tiles');
    const end = '2026-03-03T14:00:00.000Z'; // 08:00 in Chicago
    expect(await waitingOf(user)).toEqual({ count: 2, firstSendAt: end, lastSendAt: end });
    expect(ctx.sms.sent.filter((sms) => sms.to === user.phoneNumber)).toEqual([]);

    // Each text held was heard of.
    await vi.waitFor(() => expect(heardTimes(stream, 'notification.sms-waiting')).toBe(2));

    // Sent when quiet hours end: nothing waits any more, and the person's page hears of it.
    ctx.clock.set(new Date(end));
    await tick(ctx.clock.now());
    // What the sending job recorded is handed to the open streams (the app's writes drain alike).
    await ctx.app.changeRelay.drain();
    expect(ctx.sms.sent.filter((sms) => sms.to === user.phoneNumber)).toHaveLength(1);
    expect(await waitingOf(user)).toEqual({ count: 0, firstSendAt: null, lastSendAt: null });
    await vi.waitFor(() => expect(heardTimes(stream, 'notification.sms-waiting')).toBe(3));
    // Nobody else hears of another person's texts.
    expect(heardTimes(otherStream, 'notification.sms-waiting')).toBe(0);
  });

  it('counts only what would still go out: not a kind turned off, nothing after STOP', async () => {
    ctx.clock.set(new Date('2026-03-05T04:00:00.000Z')); // 22:00 in Chicago
    const user = await nightOwl();
    await assign(user, 'Order tiles');
    expect(await waitingOf(user)).toMatchObject({ count: 1 });
    await preferences(user, { sms: { task_assignment: false } });
    expect(await waitingOf(user)).toMatchObject({ count: 0 });
    await preferences(user, { sms: { task_assignment: true } });
    expect(await waitingOf(user)).toMatchObject({ count: 1 });
    await inbound(user.phoneNumber, 'STOP');
    expect(await waitingOf(user)).toEqual({ count: 0, firstSendAt: null, lastSendAt: null });
  });

  it("counts what waits past the day's cap, until the next local day's quiet hours end", async () => {
    const morning = new Date('2026-03-12T15:00:00.000Z'); // 09:00 in Chicago
    ctx.clock.set(morning);
    const user = await nightOwl();
    const stream = await open(user);
    for (let n = 0; n < 11; n += 1) {
      await assign(user, `Task ${n}`);
      await tick(ctx.clock.now());
      ctx.clock.advance(MINUTE);
    }
    await ctx.app.changeRelay.drain();
    // Not at midnight, when quiet hours would hold it again, but when they end.
    const morningAfter = '2026-03-13T13:00:00.000Z'; // 08:00 in Chicago (daylight time)
    expect(await waitingOf(user)).toEqual({
      count: 1,
      firstSendAt: morningAfter,
      lastSendAt: morningAfter,
    });
    await stream.next(isChange('notification.sms-waiting'));
  });

  it('tells the person when their number answers STOP or START, once each', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const [stream, otherStream] = await Promise.all([open(user), open(other)]);

    expect((await inbound(user.phoneNumber, 'STOP')).statusCode).toBe(200);
    const stopped = await stream.next(isChange('notification.sms-opted-out'));
    expect(stopped.data).toEqual({
      type: 'notification.sms-opted-out',
      subject: 'notification',
      workspaceId: null,
      projectId: null,
      taskId: null,
      actorId: user.id,
    });
    expect((await preferences(user)).json()).toMatchObject({ smsOptedOut: true });

    // A second STOP changes nothing, and says nothing.
    await inbound(user.phoneNumber, 'stop');
    await inbound(user.phoneNumber, 'START');
    await stream.next(isChange('notification.sms-opted-in'));
    expect(heardTimes(stream, 'notification.sms-opted-out')).toBe(1);
    expect((await preferences(user)).json()).toMatchObject({ smsOptedOut: false });
    expect(otherStream.messages.filter((message) => message.event === 'change')).toEqual([]);
  });
});
