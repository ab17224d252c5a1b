import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@groundwork/shared/notifications/notification-preferences';
import { smsMessageTable } from '../../db/schema';
import { recordChanges } from '../../platform/changes/change-record';
import {
  body,
  createTestApp,
  createUser,
  nextPhoneNumber,
  type TestContext,
  type TestUser,
} from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('SMS for the notifications people chose', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;

  /** Numbers the gateway refuses for now. */
  const unreachable = new Set<string>();

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://gw.example' });
    const send = ctx.sms.send.bind(ctx.sms);
    ctx.sms.send = async (message) => {
      if (unreachable.has(message.to)) throw new Error('gateway down');
      await send(message);
    };
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Kitchen refit' })).id;
  });
  afterAll(() => ctx.close());

  const tick = (now: Date) => ctx.app.scheduler.runDueJobs(now);
  /** What went to a number, sign-in codes aside. */
  const textsTo = (user: { phoneNumber: string }) =>
    ctx.sms.sent.filter((sms) => sms.to === user.phoneNumber && !sms.code);
  const preferences = (user: TestUser, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/notification-preferences',
      headers: user.headers,
      payload,
    });
  const messagesOf = (user: TestUser) =>
    ctx.database.db.select().from(smsMessageTable).where(eq(smsMessageTable.userId, user.id));

  /** A person in the workspace, with preferences set through the route. */
  async function person(settings: Record<string, unknown> = { quietHours: null }) {
    const user = await createUser(ctx);
    await addMember(ctx, workspaceId, user, 'contractor');
    expect((await preferences(user, settings)).statusCode).toBe(200);
    return user;
  }

  /** A new notification of `type` for the person, recorded as NotificationsService records it. */
  async function notify(user: TestUser, type: string, message = `About "Tile the floor"`) {
    const id = crypto.randomUUID();
    await recordChanges(
      ctx.database.db,
      [
        {
          type: 'notification.created',
          userId: user.id,
          unreadCount: 1,
          notifications: [
            {
              id,
              type,
              title: 'Title',
              message,
              createdAt: ctx.clock.now().toISOString(),
              readAt: null,
              isRead: false,
              relatedId: crypto.randomUUID(),
              workspaceId,
              projectId,
              taskId: null,
            },
          ],
        },
      ],
      ctx.clock.now(),
    );
    await ctx.app.changeRelay.drain();
    return id;
  }

  describe('preferences', () => {
    it('answers the defaults, then what a partial PUT changed', async () => {
      const user = await createUser(ctx);
      const initial = await preferences(user);
      expect(initial.statusCode).toBe(200);
      expect(body(initial)).toEqual({
        timeZone: 'UTC',
        quietHours: { start: '21:00', end: '08:00' },
        sms: {
          task_assignment: true,
          due_date_reminder: true,
          overdue_task: true,
          task_comment: false,
          task_mention: false,
          project_update: false,
          workspace_invite: true,
          venture_update: false,
        },
        dailyDigest: { enabled: false, at: '07:00' },
        smsOptedOut: false,
      });
      const changed = await preferences(user, {
        timeZone: 'America/Chicago',
        sms: { task_comment: true },
        dailyDigest: { enabled: true },
      });
      expect(changed.statusCode).toBe(200);
      const answer = body<NotificationPreferences>(changed);
      expect(answer.timeZone).toBe('America/Chicago');
      expect(answer.sms.task_comment).toBe(true);
      expect(answer.sms.task_assignment).toBe(true);
      expect(answer.dailyDigest).toEqual({ enabled: true, at: '07:00' });
      expect(body(await preferences(user, { quietHours: null }))).toMatchObject({
        quietHours: null,
        timeZone: 'America/Chicago',
      });
      expect(body(await preferences(user))).toEqual(body(await preferences(user, {})));
    });

    it.each([
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ quietHours: { start: '25:00', end: '08:00' } }, 'quietHours.start'],
      [{ dailyDigest: { at: '7am' } }, 'dailyDigest.at'],
      [{ sms: { carrier_pigeon: true } }, 'sms'],
      [{ sms: { task_comment: 'yes' } }, 'sms.task_comment'],
      [{ dailyDigest: { enabled: 1 } }, 'dailyDigest.enabled'],
      [{ smsOptedOut: false }, 'smsOptedOut'],
    ])('refuses %j naming the field', async (payload, field) => {
      const response = await preferences(owner, payload);
      expect(response.statusCode).toBe(400);
      const answer = body<{ error: string; code: string; details: { path: string }[] }>(response);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.error).toContain(field);
    });

    it('needs a session', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/notification-preferences',
      });
      expect(response.statusCode).toBe(401);
    });

    it('keeps the time zone of a sign-in until the person picks one', async () => {
      const phoneNumber = nextPhoneNumber();
      const signIn = async (timeZone: string) => {
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { phoneNumber },
        });
        const verified = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/verify',
          payload: { phoneNumber, code: ctx.sms.lastCodeFor(phoneNumber), timeZone },
        });
        expect(verified.statusCode).toBe(200);
        const token = body<{ sessionToken: string }>(verified).sessionToken;
        ctx.clock.advance(HOUR);
        return { headers: { authorization: `Bearer ${token}` } } as TestUser;
      };
      const first = await signIn('America/Denver');
      expect(body(await preferences(first))).toMatchObject({ timeZone: 'America/Denver' });
      const second = await signIn('Europe/Paris');
      expect(body(await preferences(second))).toMatchObject({ timeZone: 'Europe/Paris' });
      await preferences(second, { timeZone: 'Asia/Tokyo' });
      const third = await signIn('Europe/Paris');
      expect(body(await preferences(third))).toMatchObject({ timeZone: 'Asia/Tokyo' });
    });
  });

  describe('kinds', () => {
    it.each([
      ['task_assignment', 'task_assignment'],
      ['due_date_reminder', 'due_date_reminder'],
      ['overdue_task', 'overdue_task'],
      ['task_comment', 'task_comment'],
      ['project_update', 'project_update'],
      ['venture_pledge', 'venture_update'],
      ['venture_successful', 'venture_update'],
    ])('%s is texted when %s is on, and not when it is off', async (type, kind) => {
      const on = await person({ quietHours: null, sms: { [kind]: true } });
      const off = await person({ quietHours: null, sms: { [kind]: false } });
      const id = await notify(on, type);
      await notify(off, type);
      await tick(ctx.clock.now());
      expect(textsTo(on)).toEqual([
        expect.objectContaining({ kind, notificationId: id, message: expect.any(String) }),
      ]);
      expect(textsTo(on)[0]?.message).toMatch(
        /^Groundwork: About "Tile the floor" https:\/\/gw\.example\/s\/[\w-]{22}$/,
      );
      expect(textsTo(off)).toEqual([]);
    });

    it('a task assignment names the task and links to it, once however often it is read', async () => {
      const cora = await person();
      const task = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Tile the bathroom floor',
        assignedTo: cora.id,
      });
      await tick(ctx.clock.now());
      await tick(ctx.clock.now());
      const [text, ...more] = textsTo(cora);
      expect(more).toEqual([]);
      expect(text?.kind).toBe('task_assignment');
      expect(text?.message).toMatch(
        /^Groundwork: Olivia Owner assigned you "Tile the bathroom floor" in "Kitchen refit" https:\/\/gw\.example\/s\/[\w-]{22}$/,
      );
      expect(text?.message.length).toBeLessThanOrEqual(160);
      const link = new URL(/https:\S+/.exec(text?.message ?? '')?.[0] ?? '');
      const followed = await ctx.app.inject({ method: 'GET', url: link.pathname });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(
        `/workspaces/${workspaceId}/projects/${projectId}/tasks/${task.id}`,
      );
      // The same notification read again (another instance, a retry) queues nothing more.
      const rows = await messagesOf(cora);
      expect(rows).toHaveLength(1);
    });

    it('an invitation is texted once, and not to a number that answered STOP', async () => {
      const invitee = await createUser(ctx);
      const invite = (phoneNumber: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/workspaces/${workspaceId}/invites`,
          headers: owner.headers,
          payload: { phoneNumber, role: 'client' },
        });
      expect((await invite(invitee.phoneNumber)).statusCode).toBe(201);
      await tick(ctx.clock.now());
      expect(textsTo(invitee)).toEqual([expect.objectContaining({ kind: 'workspace_invite' })]);

      const stranger = nextPhoneNumber();
      await inbound({ From: stranger, Body: 'STOP' });
      expect((await invite(stranger)).statusCode).toBe(201);
      expect(textsTo({ phoneNumber: stranger })).toEqual([]);
    });
  });

  describe('quiet hours', () => {
    it('holds what falls inside them until they end, then sends it as one message', async () => {
      const night = new Date('2026-03-03T04:00:00.000Z'); // 22:00 in Chicago
      ctx.clock.set(night);
      const user = await person({
        timeZone: 'America/Chicago',
        quietHours: { start: '21:00', end: '08:00' },
        sms: { task_comment: true },
      });
      await notify(user, 'task_assignment', 'Olivia assigned you "Tile"');
      ctx.clock.advance(3 * HOUR); // past midnight
      await notify(user, 'task_comment', 'Olivia commented on "Tile"');
      await tick(ctx.clock.now());
      expect(textsTo(user)).toEqual([]);
      const end = new Date('2026-03-03T14:00:00.000Z'); // 08:00 in Chicago
      expect((await messagesOf(user)).map((row) => row.sendAfter)).toEqual([end, end]);
      await tick(new Date(end.getTime() - MINUTE));
      expect(textsTo(user)).toEqual([]);
      await tick(end);
      expect(textsTo(user)).toEqual([
        expect.objectContaining({
          kind: 'merged',
          message:
            'Groundwork: 2 updates: Olivia assigned you "Tile"; Olivia commented on "Tile". https://gw.example/dashboard',
        }),
      ]);
    });

    it('ends at 08:00 local time across a daylight-saving change', async () => {
      ctx.clock.set(new Date('2026-03-08T04:30:00.000Z')); // 22:30 CST, the night clocks move on
      const user = await person({
        timeZone: 'America/Chicago',
        quietHours: { start: '21:00', end: '08:00' },
      });
      await notify(user, 'task_assignment');
      const [row] = await messagesOf(user);
      expect(row?.sendAfter).toEqual(new Date('2026-03-08T13:00:00.000Z')); // 08:00 CDT
    });
  });

  describe('daily digest', () => {
    it('lists due and overdue tasks once a day at the chosen time instead of one by one', async () => {
      const start = new Date('2026-03-10T06:00:00.000Z');
      ctx.clock.set(start);
      const user = await person({ quietHours: null, dailyDigest: { enabled: true, at: '07:00' } });
      for (const [title, hours] of [
        ['Order tiles', 2],
        ['Grout', 5],
        ['Seal', 10],
        ['Skirting', 20],
      ] as const) {
        await createTask(ctx, owner, workspaceId, projectId, {
          title,
          assignedTo: user.id,
          dueDate: new Date(start.getTime() + hours * HOUR).toISOString(),
        });
      }
      await tick(start);
      // The reminders are in the app, but not texted one by one.
      const kinds = (await messagesOf(user)).map((row) => row.kind);
      expect(kinds).toEqual([
        'task_assignment',
        'task_assignment',
        'task_assignment',
        'task_assignment',
      ]);
      await tick(new Date('2026-03-10T07:00:00.000Z'));
      await tick(new Date('2026-03-10T07:01:00.000Z'));
      const digests = textsTo(user).filter((sms) => sms.kind === 'daily_digest');
      expect(digests).toHaveLength(1);
      expect(digests[0]?.message).toMatch(
        /^Groundwork: 4 tasks due soon or overdue: "Order tiles", "Grout", "Seal" and 1 more\. https:\/\/gw\.example\/s\/[\w-]{22}$/,
      );
    });
  });

  describe('the daily cap', () => {
    it('sends at most ten a day; the rest wait for the next day', async () => {
      const morning = new Date('2026-03-12T09:00:00.000Z');
      ctx.clock.set(morning);
      const user = await person({ quietHours: null });
      for (let n = 0; n < 12; n += 1) {
        await notify(user, 'task_assignment', `Assigned "Task ${n}"`);
        await tick(ctx.clock.now());
        ctx.clock.advance(MINUTE);
      }
      expect(textsTo(user)).toHaveLength(10);
      const waiting = (await messagesOf(user)).filter((row) => row.status === 'queued');
      expect(waiting.map((row) => row.sendAfter)).toEqual([
        new Date('2026-03-13T00:00:00.000Z'),
        new Date('2026-03-13T00:00:00.000Z'),
      ]);
      await tick(new Date('2026-03-13T00:00:00.000Z'));
      expect(textsTo(user)).toHaveLength(11);
      expect(textsTo(user).at(-1)?.kind).toBe('merged');
    });
  });

  describe('gateway failures', () => {
    it('retries with backoff and sends once the gateway takes it, never twice', async () => {
      const start = new Date('2026-03-14T10:00:00.000Z');
      ctx.clock.set(start);
      const user = await person();
      await notify(user, 'task_assignment');
      unreachable.add(user.phoneNumber);
      await tick(start);
      unreachable.delete(user.phoneNumber);
      expect(textsTo(user)).toEqual([]);
      const [row] = await messagesOf(user);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'gateway down' });
      expect(row?.sendAfter).toEqual(new Date(start.getTime() + MINUTE));
      await tick(new Date(start.getTime() + 30_000));
      expect(textsTo(user)).toEqual([]);
      await tick(new Date(start.getTime() + MINUTE));
      await tick(new Date(start.getTime() + 2 * MINUTE));
      expect(textsTo(user)).toHaveLength(1);
      expect((await messagesOf(user))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('gives up after five tries over about an hour and tells the person', async () => {
      const start = new Date('2026-03-15T10:00:00.000Z');
      ctx.clock.set(start);
      const user = await person();
      await notify(user, 'task_assignment');
      const undelivered = async () =>
        body(
          await ctx.app.inject({
            method: 'GET',
            url: '/api/notification-preferences/undelivered',
            headers: user.headers,
          }),
        );
      let at = start.getTime();
      unreachable.add(user.phoneNumber);
      for (const wait of [0, 1, 5, 15, 40]) {
        at += wait * MINUTE;
        await tick(new Date(at));
      }
      expect(textsTo(user)).toEqual([]);
      expect((await messagesOf(user))[0]).toMatchObject({ status: 'failed', attempts: 5 });
      expect(at - start.getTime()).toBe(61 * MINUTE);
      ctx.clock.set(new Date(at));
      expect(await undelivered()).toEqual({ count: 1 });
      await tick(new Date(at + 2 * HOUR));
      expect(textsTo(user)).toEqual([]);
    });

    it('does not resend a message left sending by an instance that stopped', async () => {
      const user = await person();
      await notify(user, 'task_assignment');
      const now = ctx.clock.now();
      await ctx.database.db
        .update(smsMessageTable)
        .set({ status: 'sending', attempts: 1, updatedAt: new Date(now.getTime() - HOUR) })
        .where(eq(smsMessageTable.userId, user.id));
      await tick(now);
      expect(textsTo(user)).toEqual([]);
      expect((await messagesOf(user))[0]?.status).toBe('failed');
    });
  });

  const inbound = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  describe('STOP, START and HELP', () => {
    it('STOP stops every text but the sign-in codes the person asks for; START resumes', async () => {
      const user = await person();
      const stop = await inbound({ From: user.phoneNumber, Body: '  stop ' });
      expect(stop.statusCode).toBe(200);
      expect(stop.headers['content-type']).toContain('text/xml');
      expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(body(await preferences(user))).toMatchObject({ smsOptedOut: true });
      await notify(user, 'task_assignment');
      await tick(ctx.clock.now());
      expect(textsTo(user)).toEqual([]);

      const code = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { phoneNumber: user.phoneNumber },
      });
      expect(code.statusCode).toBe(200);
      expect(ctx.sms.lastCodeFor(user.phoneNumber)).toMatch(/^\d{6}$/);

      await inbound({ From: user.phoneNumber, Body: 'Start' });
      expect(body(await preferences(user))).toMatchObject({ smsOptedOut: false });
      await notify(user, 'task_assignment');
      await tick(ctx.clock.now());
      expect(textsTo(user)).toHaveLength(1);
    });

    it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('%s opts out', async (word) => {
      const user = await person();
      await inbound({ From: user.phoneNumber, Body: word });
      expect(body(await preferences(user))).toMatchObject({ smsOptedOut: true });
      await inbound({ From: user.phoneNumber, Body: word === 'END' ? 'UNSTOP' : 'yes' });
      expect(body(await preferences(user))).toMatchObject({ smsOptedOut: false });
    });

    it('HELP answers what the service is and how to stop', async () => {
      const help = await inbound({ From: owner.phoneNumber, Body: 'help' });
      expect(help.body).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?><Response><Message>Groundwork: .*Reply STOP to stop.*<\/Message><\/Response>$/,
      );
      expect(body(await preferences(owner))).toMatchObject({ smsOptedOut: false });
    });
  });
});
