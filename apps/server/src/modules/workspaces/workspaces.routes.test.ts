import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { memberManagementMessages } from '@groundwork/shared/workspaces/rules';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { changeTable, notificationTable, workspaceMemberTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

describe('workspaces', () => {
  /** What the change record holds for a workspace, oldest first. */
  async function changesOf(workspaceId: string) {
    return ctx.database.db
      .select({ type: changeTable.type, actorId: changeTable.actorId, fields: changeTable.fields })
      .from(changeTable)
      .where(eq(changeTable.workspaceId, workspaceId))
      .orderBy(asc(changeTable.id));
  }

  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, payload, headers: { ...user.headers, ...headers } });

  describe('creating and listing', () => {
    it('makes the creator the owner, an active admin', async () => {
      const response = await call(owner, 'POST', '/api/workspaces', {
        name: '  Harvest Co-op  ',
        description: '',
      });
      expect(response.statusCode).toBe(201);
      const workspace = response.json();
      expect(workspace).toMatchObject({
        name: 'Harvest Co-op',
        description: null,
        ownerId: owner.id,
        isOwner: true,
        role: 'admin',
      });
      const detail = (await call(owner, 'GET', `/api/workspaces/${workspace.id}`)).json();
      expect(detail.members).toEqual([
        expect.objectContaining({
          userId: owner.id,
          role: 'admin',
          status: 'active',
          isOwner: true,
          user: { id: owner.id, name: 'Olivia Owner', phoneNumber: owner.phoneNumber },
        }),
      ]);
      expect(await changesOf(workspace.id)).toEqual([
        { type: 'workspace.created', actorId: owner.id, fields: [] },
      ]);
    });

    it.each([
      [{ name: '   ' }, workspaceMessages.nameRequired],
      [{}, 'Invalid input: expected string, received undefined'],
      [{ name: 'x'.repeat(101) }, workspaceMessages.nameTooLong],
      [{ name: 'Ok', description: 'd'.repeat(501) }, workspaceMessages.descriptionTooLong],
    ])('refuses %j', async (payload, message) => {
      const response = await call(owner, 'POST', '/api/workspaces', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    });

    it('accepts exactly 100 and 500 characters', async () => {
      const response = await call(owner, 'POST', '/api/workspaces', {
        name: 'n'.repeat(100),
        description: 'd'.repeat(500),
      });
      expect(response.statusCode).toBe(201);
    });

    it("lists a member's workspaces with their role, newest first", async () => {
      const member = await createUser(ctx);
      const older = await createWorkspace(ctx, owner, 'Older');
      ctx.clock.advance(60_000);
      const newer = await createWorkspace(ctx, owner, 'Newer');
      await addMember(ctx, older.id, member, 'client');
      await addMember(ctx, newer.id, member, 'project_manager');
      const { workspaces } = (await call(member, 'GET', '/api/workspaces')).json();
      expect(
        workspaces.map((w: { name: string; role: string; isOwner: boolean }) => [
          w.name,
          w.role,
          w.isOwner,
        ]),
      ).toEqual([
        ['Newer', 'project_manager', false],
        ['Older', 'client', false],
      ]);
    });

    it('answers lists and access checks asked for together from one statement each, each person their own', async () => {
      const logged = await createTestApp({}, { logQueries: true });
      try {
        const lead = await createUser(logged);
        const first = await createWorkspace(logged, lead, 'First');
        logged.clock.advance(60_000);
        const second = await createWorkspace(logged, lead, 'Second');
        const client = await createUser(logged);
        await addMember(logged, first.id, client, 'client');
        const invited = await createUser(logged);
        await addMember(logged, second.id, invited, 'contractor', 'pending');
        const newcomer = await createUser(logged);
        logged.queries.clear();

        const callers = [lead, client, invited, newcomer, client];
        const answers = await Promise.all(
          callers.map((caller) =>
            logged.app.inject({ method: 'GET', url: '/api/workspaces', headers: caller.headers }),
          ),
        );

        const names = answers.map((answer) =>
          answer
            .json()
            .workspaces.map((w: { name: string; role: string }) => `${w.name} ${w.role}`),
        );
        expect(names).toEqual([
          ['Second admin', 'First admin'],
          ['First client'],
          [],
          [],
          ['First client'],
        ]);
        const listReads = logged.queries.statements.filter((statement) =>
          statement.includes('"workspace_members"."user_id" = any('),
        );
        expect(listReads).toHaveLength(1);

        logged.queries.clear();
        const visits: Array<[TestUser, string]> = [
          [lead, first.id],
          [client, first.id],
          [client, second.id],
          [invited, second.id],
          [newcomer, first.id],
          [lead, second.id],
          [lead, first.id.toUpperCase()],
        ];
        const opened = await Promise.all(
          visits.map(([caller, workspaceId]) =>
            logged.app.inject({
              method: 'GET',
              url: `/api/workspaces/${workspaceId}`,
              headers: caller.headers,
            }),
          ),
        );
        expect(opened.map((answer) => [answer.statusCode, answer.json().name])).toEqual([
          [200, 'First'],
          [200, 'First'],
          [404, undefined],
          [404, undefined],
          [404, undefined],
          [200, 'Second'],
          [200, 'First'],
        ]);
        const accessChecks = logged.queries.statements.filter((statement) =>
          statement.includes('in (select * from unnest('),
        );
        expect(accessChecks).toHaveLength(1);
      } finally {
        await logged.close();
      }
    });
  });

  describe('updating and deleting', () => {
    it('lets an admin rename and clear the description', async () => {
      const workspace = await createWorkspace(ctx, owner);
      const admin = await createUser(ctx);
      await addMember(ctx, workspace.id, admin, 'admin');
      ctx.clock.advance(5_000);
      const response = await call(admin, 'PUT', `/api/workspaces/${workspace.id}`, {
        name: 'Riverside Phase 2',
        description: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Riverside Phase 2',
        description: null,
        isOwner: false,
        role: 'admin',
      });
      expect(response.json().updatedAt).toBe(ctx.clock.now().toISOString());
    });

    it('deletes the workspace with its members and notifications, in one go', async () => {
      const workspace = await createWorkspace(ctx, owner);
      const invited = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '+14155550777',
      });
      expect(invited.statusCode).toBe(201);
      const response = await call(owner, 'DELETE', `/api/workspaces/${workspace.id}`);
      expect(response.statusCode).toBe(200);
      const db = ctx.database.db;
      expect(
        await db
          .select()
          .from(workspaceMemberTable)
          .where(eq(workspaceMemberTable.workspaceId, workspace.id)),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(notificationTable)
          .where(eq(notificationTable.workspaceId, workspace.id)),
      ).toEqual([]);
      expect((await call(owner, 'GET', `/api/workspaces/${workspace.id}`)).statusCode).toBe(404);
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for the id %s',
      async (id) => {
        const response = await call(owner, 'GET', `/api/workspaces/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: workspaceMessages.notFound, code: 'NOT_FOUND' });
      },
    );

    it('answers 404 when X-Workspace-ID names another workspace than the path', async () => {
      const first = await createWorkspace(ctx, owner);
      const second = await createWorkspace(ctx, owner);
      const mismatched = await call(owner, 'GET', `/api/workspaces/${first.id}`, undefined, {
        'x-workspace-id': second.id,
      });
      expect(mismatched.statusCode).toBe(404);
      const agreeing = await call(
        owner,
        'GET',
        `/api/workspaces/${first.id}?workspaceId=${first.id}`,
      );
      expect(agreeing.statusCode).toBe(200);
    });
  });

  describe('invitations', () => {
    it('creates the invitee by phone, texts them and leaves a notification', async () => {
      const workspace = await createWorkspace(ctx, owner, 'Bakery Fit-out');
      const response = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '(415) 555-0660',
        role: 'project_manager',
      });
      expect(response.statusCode).toBe(201);
      const { member } = response.json();
      expect(member).toMatchObject({
        role: 'project_manager',
        status: 'pending',
        isOwner: false,
        joinedAt: null,
        user: { name: null, phoneNumber: '+14155550660' },
      });
      // The text is queued with the invitation and goes out with the next sending round.
      await ctx.app.scheduler.runDueJobs();
      expect(ctx.sms.sent.filter((sent) => sent.to === '+14155550660')).toContainEqual({
        to: '+14155550660',
        message:
          'Olivia Owner invited you to Bakery Fit-out on Groundwork. Sign in with this number to join: http://localhost:3000',
        kind: 'workspace_invite',
        notificationId: null,
      });
      const notifications = await ctx.database.db
        .select()
        .from(notificationTable)
        .where(eq(notificationTable.userId, member.userId));
      expect(notifications).toEqual([
        expect.objectContaining({
          type: 'workspace_invite',
          title: 'Workspace invitation',
          message: 'Olivia Owner invited you to join "Bakery Fit-out" as Project Manager',
          relatedId: workspace.id,
          workspaceId: workspace.id,
          readAt: null,
        }),
      ]);
    });

    it('defaults the role to contractor', async () => {
      const workspace = await createWorkspace(ctx, owner);
      const response = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '+14155550661',
      });
      expect(response.json().member.role).toBe('contractor');
    });

    it('shows the invitation to the invitee, who joins', async () => {
      const invitee = await createUser(ctx, { name: 'Ivan Invitee' });
      const workspace = await createWorkspace(ctx, owner, 'Vineyard');
      await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: invitee.phoneNumber,
        role: 'client',
      });

      expect((await call(invitee, 'GET', `/api/workspaces/${workspace.id}`)).statusCode).toBe(404);
      const { invitations } = (await call(invitee, 'GET', '/api/workspaces/invitations')).json();
      expect(invitations).toEqual([
        {
          workspaceId: workspace.id,
          workspaceName: 'Vineyard',
          workspaceDescription: 'Kitchen refit for the Riverside café',
          role: 'client',
          invitedAt: ctx.clock.now().toISOString(),
          invitedBy: 'Olivia Owner',
        },
      ]);

      const joined = await call(invitee, 'POST', `/api/workspaces/${workspace.id}/join`);
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toMatchObject({ id: workspace.id, role: 'client', isOwner: false });
      expect(
        (await call(invitee, 'GET', '/api/workspaces/invitations')).json().invitations,
      ).toEqual([]);
      const detail = (await call(invitee, 'GET', `/api/workspaces/${workspace.id}`)).json();
      expect(detail.members.find((m: { userId: string }) => m.userId === invitee.id)).toMatchObject(
        {
          status: 'active',
          joinedAt: ctx.clock.now().toISOString(),
        },
      );
    });

    it('lets the invitee decline, which removes the invitation', async () => {
      const invitee = await createUser(ctx);
      const workspace = await createWorkspace(ctx, owner);
      await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: invitee.phoneNumber,
      });
      expect(
        (await call(invitee, 'POST', `/api/workspaces/${workspace.id}/decline`)).statusCode,
      ).toBe(200);
      expect(
        (await call(invitee, 'GET', '/api/workspaces/invitations')).json().invitations,
      ).toEqual([]);
      expect((await call(invitee, 'POST', `/api/workspaces/${workspace.id}/join`)).statusCode).toBe(
        404,
      );
      const detail = (
        await call(owner, 'GET', `/api/workspaces/${workspace.id}?includeRevoked=true`)
      ).json();
      expect(detail.members.map((m: { userId: string }) => m.userId)).not.toContain(invitee.id);
      expect((await changesOf(workspace.id)).at(-1)).toEqual({
        type: 'member.declined',
        actorId: invitee.id,
        fields: [{ field: 'status', from: 'pending', to: null }],
      });
    });

    it('refuses to invite an active member', async () => {
      const member = await createUser(ctx);
      const workspace = await createWorkspace(ctx, owner);
      await addMember(ctx, workspace.id, member, 'client');
      const response = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: member.phoneNumber,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: workspaceMessages.alreadyMember, code: 'CONFLICT' });
      const self = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: owner.phoneNumber,
      });
      expect(self.statusCode).toBe(409);
    });

    it('re-invites a removed member as pending with the new role', async () => {
      const member = await createUser(ctx);
      const workspace = await createWorkspace(ctx, owner);
      const memberId = await addMember(ctx, workspace.id, member, 'client');
      await call(owner, 'DELETE', `/api/workspaces/${workspace.id}/members/${memberId}`);
      const response = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: member.phoneNumber,
        role: 'contractor',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().member).toMatchObject({
        id: memberId,
        status: 'pending',
        role: 'contractor',
      });
    });

    it('lets the owner invite an admin, but not an admin', async () => {
      const workspace = await createWorkspace(ctx, owner);
      const admin = await createUser(ctx);
      await addMember(ctx, workspace.id, admin, 'admin');
      const byOwner = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '+14155550662',
        role: 'admin',
      });
      expect(byOwner.statusCode).toBe(201);
      const byAdmin = await call(admin, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '+14155550663',
        role: 'admin',
      });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().error).toBe(denialReasons.ownerRequired);
    });

    it.each([
      [{ phoneNumber: '' }, workspaceMessages.phoneRequired],
      [{ phoneNumber: '123' }, 'Phone number must be at least 10 digits'],
      [{ phoneNumber: '+14155550664', role: 'owner' }, undefined],
    ])('refuses the invitation %j', async (payload, message) => {
      const workspace = await createWorkspace(ctx, owner);
      const response = await call(
        owner,
        'POST',
        `/api/workspaces/${workspace.id}/invites`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error).toBe(message);
    });

    it('texts the public address when there is one, naming an unnamed inviter by phone', async () => {
      const publicCtx = await createTestApp({ PUBLIC_URL: 'https://groundwork.example.com' });
      try {
        const inviter = await createUser(publicCtx, { name: null, phoneNumber: '+14155550670' });
        const workspace = await createWorkspace(publicCtx, inviter, 'W'.repeat(100));
        const response = await publicCtx.app.inject({
          method: 'POST',
          url: `/api/workspaces/${workspace.id}/invites`,
          headers: inviter.headers,
          payload: { phoneNumber: '+14155550671' },
        });
        expect(response.statusCode).toBe(201);
        // The workspace name is cut so that the text fits one SMS.
        const message = `+14155550670 invited you to ${'W'.repeat(49)}... on Groundwork. Sign in with this number to join: https://groundwork.example.com`;
        expect(message).toHaveLength(160);
        await publicCtx.app.scheduler.runDueJobs();
        expect(publicCtx.sms.sent.at(-1)).toEqual({
          to: '+14155550671',
          message,
          kind: 'workspace_invite',
          notificationId: null,
        });
      } finally {
        await publicCtx.close();
      }
    });

    it('keeps the invitation when the text cannot be delivered', async () => {
      const workspace = await createWorkspace(ctx, owner);
      ctx.sms.failNext = true;
      const response = await call(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
        phoneNumber: '+14155550665',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().member.status).toBe('pending');
      // The refused text waits in the queue for its retry (invitation-sms.test.ts).
      await ctx.app.scheduler.runDueJobs();
      expect(ctx.sms.failNext).toBe(false);
    });
  });

  describe('managing members', () => {
    async function team() {
      const workspace = await createWorkspace(ctx, owner);
      const admin = await createUser(ctx);
      const otherAdmin = await createUser(ctx);
      const contractor = await createUser(ctx);
      const adminId = await addMember(ctx, workspace.id, admin, 'admin');
      const otherAdminId = await addMember(ctx, workspace.id, otherAdmin, 'admin');
      const contractorId = await addMember(ctx, workspace.id, contractor, 'contractor');
      const detail = (await call(owner, 'GET', `/api/workspaces/${workspace.id}`)).json();
      const ownerMemberId = detail.members.find((m: { isOwner: boolean }) => m.isOwner)
        .id as string;
      return { workspace, admin, adminId, otherAdminId, contractor, contractorId, ownerMemberId };
    }
    const rolePath = (workspaceId: string, memberId: string) =>
      `/api/workspaces/${workspaceId}/members/${memberId}/role`;

    it('lets the owner make a member admin, and an admin change a non-admin', async () => {
      const t = await team();
      const promoted = await call(owner, 'PUT', rolePath(t.workspace.id, t.contractorId), {
        role: 'admin',
      });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().member).toMatchObject({ id: t.contractorId, role: 'admin' });
      const t2 = await team();
      const changed = await call(t2.admin, 'PUT', rolePath(t2.workspace.id, t2.contractorId), {
        role: 'project_manager',
      });
      expect(changed.json().member.role).toBe('project_manager');
    });

    it.each([
      ['an admin changing another admin', 'otherAdminId', 'client', denialReasons.ownerRequired],
      ['an admin giving the admin role', 'contractorId', 'admin', denialReasons.ownerRequired],
      ['an admin changing the owner', 'ownerMemberId', 'client', denialReasons.ownerRequired],
      [
        'an admin changing themself',
        'adminId',
        'client',
        memberManagementMessages.cannotManageSelf,
      ],
    ] as const)('refuses %s', async (_label, target, role, reason) => {
      const t = await team();
      const response = await call(t.admin, 'PUT', rolePath(t.workspace.id, t[target]), { role });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: reason, code: 'FORBIDDEN' });
    });

    it('refuses the owner changing their own role', async () => {
      const t = await team();
      const response = await call(owner, 'PUT', rolePath(t.workspace.id, t.ownerMemberId), {
        role: 'client',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(memberManagementMessages.cannotManageSelf);
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for the member %s',
      async (memberId) => {
        const t = await team();
        const response = await call(owner, 'PUT', rolePath(t.workspace.id, memberId), {
          role: 'client',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe(workspaceMessages.memberNotFound);
      },
    );

    it('answers 404 for a member of another workspace', async () => {
      const t = await team();
      const other = await team();
      const response = await call(owner, 'PUT', rolePath(t.workspace.id, other.contractorId), {
        role: 'client',
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses an unknown role', async () => {
      const t = await team();
      const response = await call(owner, 'PUT', rolePath(t.workspace.id, t.contractorId), {
        role: 'boss',
      });
      expect(response.statusCode).toBe(400);
    });

    it('removes a member, who then loses access; the row stays for history', async () => {
      const t = await team();
      const response = await call(
        t.admin,
        'DELETE',
        `/api/workspaces/${t.workspace.id}/members/${t.contractorId}`,
      );
      expect(response.statusCode).toBe(200);
      expect(
        (await call(t.contractor, 'GET', `/api/workspaces/${t.workspace.id}`)).statusCode,
      ).toBe(404);
      expect((await call(t.contractor, 'GET', '/api/workspaces')).json().workspaces).toEqual([]);
      const listed = (await call(owner, 'GET', `/api/workspaces/${t.workspace.id}`)).json();
      expect(listed.members.map((m: { id: string }) => m.id)).not.toContain(t.contractorId);
      const history = (
        await call(owner, 'GET', `/api/workspaces/${t.workspace.id}?includeRevoked=true`)
      ).json();
      expect(history.members.find((m: { id: string }) => m.id === t.contractorId)).toMatchObject({
        status: 'revoked',
      });
      const again = await call(
        owner,
        'DELETE',
        `/api/workspaces/${t.workspace.id}/members/${t.contractorId}`,
      );
      expect(again.statusCode).toBe(404);
    });

    it('refuses a removed member on the next request, also when others ask together with them', async () => {
      const t = await team();
      const together = () =>
        Promise.all([
          call(t.contractor, 'GET', `/api/workspaces/${t.workspace.id}`),
          call(t.admin, 'GET', `/api/workspaces/${t.workspace.id}`),
          call(t.contractor, 'GET', '/api/workspaces'),
          call(t.admin, 'GET', '/api/workspaces'),
        ]);
      const listedNames = (answer: { json(): { workspaces: Array<{ name: string }> } }) =>
        answer.json().workspaces.map((w) => w.name);

      const before = await together();
      expect(before.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(listedNames(before[2])).toEqual([t.workspace.name]);

      const removal = await call(
        t.admin,
        'DELETE',
        `/api/workspaces/${t.workspace.id}/members/${t.contractorId}`,
      );
      expect(removal.statusCode).toBe(200);

      const after = await together();
      expect(after.map((answer) => answer.statusCode)).toEqual([404, 200, 200, 200]);
      expect(listedNames(after[2])).toEqual([]);
      expect(listedNames(after[3])).toEqual([t.workspace.name]);
    });

    it('lets a member leave', async () => {
      const t = await team();
      expect(
        (await call(t.contractor, 'POST', `/api/workspaces/${t.workspace.id}/leave`)).statusCode,
      ).toBe(200);
      expect(
        (await call(t.contractor, 'GET', `/api/workspaces/${t.workspace.id}`)).statusCode,
      ).toBe(404);
    });
  });
});
