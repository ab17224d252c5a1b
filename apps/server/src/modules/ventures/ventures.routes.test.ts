import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import type { Pledge, VenturePledge } from '@groundwork/shared/pledges/schemas';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Venture, VentureSummary } from '@groundwork/shared/ventures/schemas';
import { pledgeMessages } from '@groundwork/shared/pledges/constants';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { changeTable, pledgeTable, ventureTable, workspaceMemberTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import {
  createLiveVenture,
  createVenture,
  pledge,
  validPitch,
  ventureBody,
  ventureFields,
} from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

const HOUR = 60 * 60 * 1000;

describe('ventures and pledges over HTTP', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let creator: TestUser;
  let backer: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    creator = await createUser(ctx, { name: 'Cara Creator' });
    backer = await createUser(ctx, { name: 'Ben Backer' });
    outsider = await createUser(ctx, { name: 'Oscar Outsider' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, creator, 'contractor');
    await addMember(ctx, workspaceId, backer, 'client');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const ventureRow = async (id: string) =>
    (await ctx.database.db.select().from(ventureTable).where(eq(ventureTable.id, id)))[0];

  describe('create', () => {
    it('stores a draft for an active member and answers it whole', async () => {
      const response = await call(
        creator,
        'POST',
        '/api/ventures',
        ventureBody(workspaceId, { targetGoal: 1234.56 }),
      );
      expect(response.statusCode).toBe(201);
      const venture = response.json() as Venture;
      expect(venture).toMatchObject({
        workspaceId,
        name: 'Mill Street Bakery',
        type: 'hospitality',
        status: 'draft',
        targetGoal: 1234.56,
        fundsPledged: 0,
        fundingProgress: 0,
        pledgeCount: 0,
        backerCount: 0,
        thumbnailUrl: null,
        createdBy: creator.id,
        creatorName: 'Cara Creator',
        creator: { id: creator.id, name: 'Cara Creator' },
        pitchContent: validPitch,
        files: [],
        projectId: null,
        endDate: null,
      });
      expect((await ventureRow(venture.id))?.targetGoalCents).toBe(123456);
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'ab' }, 'Name must be at least 3 characters'],
      [{ name: 'x'.repeat(200) }, 'Name must be less than 200 characters'],
      [{ type: undefined }, 'Category is required'],
      [{ type: 'mining' }, 'Category is required'],
      [{ description: 'x'.repeat(501) }, 'Description must be less than 500 characters'],
      [{ targetGoal: undefined }, 'Funding goal is required'],
      [{ targetGoal: 99.99 }, 'Funding goal must be at least 100'],
      [{ pitchContent: '' }, 'Pitch content is required'],
      [{ pitchContent: 'x'.repeat(99) }, 'Pitch content must be at least 100 characters'],
      [{ pitchContent: 'x'.repeat(10_000) }, 'Pitch content must be less than 10,000 characters'],
      [{ endDate: '2026-03-02T09:00:00.000Z' }, 'End date must be in the future'],
      [{ endDate: '2020-01-01T00:00:00.000Z' }, 'End date must be in the future'],
    ])('refuses %j with "%s"', async (overrides, message) => {
      const response = await call(
        creator,
        'POST',
        '/api/ventures',
        ventureBody(workspaceId, overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    });

    it('accepts the edges: 3 and 199 characters, a goal of exactly 100, an end date a minute ahead', async () => {
      for (const overrides of [
        { name: 'abc' },
        { name: 'x'.repeat(199) },
        { targetGoal: 100 },
        { endDate: new Date(ctx.clock.now().getTime() + 60_000).toISOString() },
        { description: 'x'.repeat(500), pitchContent: 'x'.repeat(9_999) },
      ]) {
        const response = await call(
          creator,
          'POST',
          '/api/ventures',
          ventureBody(workspaceId, overrides),
        );
        expect(response.statusCode, JSON.stringify(overrides)).toBe(201);
      }
    });

    it('is for active members of the workspace only: anyone else finds no workspace', async () => {
      const response = await call(outsider, 'POST', '/api/ventures', ventureBody(workspaceId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: workspaceMessages.notFound });
      expect((await call(null, 'POST', '/api/ventures', ventureBody(workspaceId))).statusCode).toBe(
        401,
      );
    });
  });

  describe('visibility, lists and filters', () => {
    it('shows a draft to its creator only; a live venture to everyone signed in', async () => {
      const draft = await createVenture(ctx, creator, workspaceId, { name: 'Hidden draft' });
      expect((await call(creator, 'GET', `/api/ventures/${draft.id}`)).statusCode).toBe(200);
      for (const other of [owner, backer, outsider]) {
        const response = await call(other, 'GET', `/api/ventures/${draft.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: ventureMessages.notFound });
      }
      const live = await createLiveVenture(ctx, creator, workspaceId, { name: 'Open venture' });
      for (const other of [owner, backer, outsider]) {
        expect((await call(other, 'GET', `/api/ventures/${live.id}`)).statusCode).toBe(200);
      }
      expect((await call(null, 'GET', `/api/ventures/${live.id}`)).statusCode).toBe(401);
      const unknown = await call(
        backer,
        'GET',
        '/api/ventures/00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      for (const url of ['/api/ventures/not-an-id', '/api/ventures/workspace/42']) {
        const malformed = await call(backer, 'GET', url);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({ error: ventureMessages.invalidIds });
      }

      const listed = async (user: TestUser) =>
        (
          (await call(user, 'GET', `/api/ventures/workspace/${workspaceId}`)).json() as {
            ventures: VentureSummary[];
          }
        ).ventures.map((v) => v.id);
      expect(await listed(creator)).toEqual(expect.arrayContaining([draft.id, live.id]));
      expect(await listed(owner)).toContain(live.id);
      expect(await listed(owner)).not.toContain(draft.id);
      expect(await listed(outsider)).toContain(live.id);
      expect(await listed(outsider)).not.toContain(draft.id);

      const mine = (await call(creator, 'GET', '/api/users/me/ventures')).json() as {
        ventures: VentureSummary[];
      };
      expect(mine.ventures.map((v) => v.id)).toEqual(expect.arrayContaining([draft.id, live.id]));
      const publicList = (await call(outsider, 'GET', '/api/public/ventures')).json() as {
        ventures: VentureSummary[];
      };
      expect(publicList.ventures.map((v) => v.id)).toContain(live.id);
      expect(publicList.ventures.every((v) => v.status === 'live')).toBe(true);
    });

    it('filters by status and category; empty filters mean all', async () => {
      const farm = await createLiveVenture(ctx, creator, workspaceId, {
        name: 'Orchard',
        type: 'agriculture',
      });
      const url = `/api/ventures/workspace/${workspaceId}`;
      const ids = async (query: string) =>
        ((await call(creator, 'GET', `${url}${query}`)).json() as { ventures: VentureSummary[] })
          .ventures;
      const byType = await ids('?type=agriculture');
      expect(byType.map((v) => v.id)).toEqual([farm.id]);
      expect((await ids('?status=draft')).every((v) => v.status === 'draft')).toBe(true);
      expect((await ids('?status=live&type=agriculture')).map((v) => v.id)).toEqual([farm.id]);
      expect((await call(creator, 'GET', `${url}?status=&type=`)).statusCode).toBe(400);
      expect((await call(creator, 'GET', `${url}?status=open`)).statusCode).toBe(400);
    });

    it('features the 6 live ventures closest to their goal', async () => {
      const near = await createLiveVenture(ctx, creator, workspaceId, {
        name: 'Nearly there',
        targetGoal: 1000,
      });
      expect((await pledge(ctx, backer, near.id, 990)).statusCode).toBe(201);
      const featured = (await call(outsider, 'GET', '/api/public/ventures/featured')).json() as {
        ventures: VentureSummary[];
      };
      expect(featured.ventures.length).toBeLessThanOrEqual(6);
      expect(featured.ventures[0]?.id).toBe(near.id);
    });
  });

  describe('update, delete and publish', () => {
    it('lets the creator edit a draft and a live venture; nobody else', async () => {
      const draft = await createVenture(ctx, creator, workspaceId);
      const fields = ventureFields({ name: 'Renamed bakery' });
      const edited = await call(creator, 'PUT', `/api/ventures/${draft.id}`, fields);
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Renamed bakery', status: 'draft' });

      const live = await createLiveVenture(ctx, creator, workspaceId);
      expect((await call(creator, 'PUT', `/api/ventures/${live.id}`, fields)).statusCode).toBe(200);
      const denied = await call(backer, 'PUT', `/api/ventures/${live.id}`, fields);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ error: accessDenialReasons.ventureCreatorOnly });
      expect((await call(owner, 'PUT', `/api/ventures/${draft.id}`, fields)).statusCode).toBe(404);
      const invalid = await call(creator, 'PUT', `/api/ventures/${live.id}`, {
        ...fields,
        name: 'ab',
      });
      expect(invalid.json()).toMatchObject({ error: 'Name must be at least 3 characters' });
    });

    it('never lets the goal drop below what is pledged; reaching it that way succeeds the venture', async () => {
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 1000 });
      await pledge(ctx, backer, live.id, 400);
      const fields = ventureFields();
      const below = await call(creator, 'PUT', `/api/ventures/${live.id}`, {
        ...fields,
        targetGoal: 399.99,
      });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({ error: ventureMessages.goalBelowPledged });
      const equal = await call(creator, 'PUT', `/api/ventures/${live.id}`, {
        ...fields,
        targetGoal: 400,
      });
      expect(equal.statusCode).toBe(200);
      expect(equal.json()).toMatchObject({ status: 'successful', fundingProgress: 100 });
      const after = await call(creator, 'PUT', `/api/ventures/${live.id}`, fields);
      expect(after.statusCode).toBe(403);
      expect(after.json()).toMatchObject({
        error: 'This venture cannot be edited in its current status',
      });
    });

    it('deletes a draft only, by its creator', async () => {
      const draft = await createVenture(ctx, creator, workspaceId);
      expect((await call(backer, 'DELETE', `/api/ventures/${draft.id}`)).statusCode).toBe(404);
      expect((await call(creator, 'DELETE', `/api/ventures/${draft.id}`)).json()).toEqual({
        success: true,
      });
      expect(await ventureRow(draft.id)).toBeUndefined();
      const live = await createLiveVenture(ctx, creator, workspaceId);
      const refused = await call(creator, 'DELETE', `/api/ventures/${live.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: accessDenialReasons.ventureNotDraftForDelete });
      expect((await call(backer, 'DELETE', `/api/ventures/${live.id}`)).statusCode).toBe(403);
    });

    it('publishes a draft once, by its creator, while its end date is ahead', async () => {
      const draft = await createVenture(ctx, creator, workspaceId, {
        endDate: new Date(ctx.clock.now().getTime() + 2 * HOUR).toISOString(),
      });
      const late = await createVenture(ctx, creator, workspaceId, {
        endDate: new Date(ctx.clock.now().getTime() + HOUR).toISOString(),
      });
      expect((await call(backer, 'POST', `/api/ventures/${draft.id}/publish`)).statusCode).toBe(
        404,
      );
      ctx.clock.advance(HOUR);
      const expired = await call(creator, 'POST', `/api/ventures/${late.id}/publish`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ error: 'End date must be in the future' });
      const published = await call(creator, 'POST', `/api/ventures/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({
        status: 'live',
        publishedAt: ctx.clock.now().toISOString(),
      });
      const again = await call(creator, 'POST', `/api/ventures/${draft.id}/publish`);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ error: accessDenialReasons.ventureNotDraftForPublish });
    });
  });

  describe('pledges', () => {
    it.each([
      [undefined, pledgeMessages.amountRequired],
      ['ten', pledgeMessages.amountInvalid],
      [0.99, pledgeMessages.amountTooSmall],
      [1_000_000.01, pledgeMessages.amountTooLarge],
      [10.005, pledgeMessages.amountDecimals],
    ])('refuses an amount of %j with "%s"', async (amount, message) => {
      const live = await createLiveVenture(ctx, creator, workspaceId);
      const response = await pledge(ctx, backer, live.id, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
    });

    it('takes 1 and 1,000,000, from members and outsiders alike, but not from the creator', async () => {
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 10_000_000 });
      expect((await pledge(ctx, backer, live.id, 1)).statusCode).toBe(201);
      expect((await pledge(ctx, outsider, live.id, 1_000_000)).statusCode).toBe(201);
      const own = await pledge(ctx, creator, live.id, 5);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ error: pledgeMessages.ownVenture });
      expect(
        (await call(null, 'POST', `/api/ventures/${live.id}/pledge`, { amount: 5 })).statusCode,
      ).toBe(401);
    });

    it('refuses a draft (not found) and anything not live', async () => {
      const draft = await createVenture(ctx, creator, workspaceId);
      expect((await pledge(ctx, backer, draft.id, 5)).statusCode).toBe(404);
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 100 });
      await pledge(ctx, backer, live.id, 100);
      const closed = await pledge(ctx, outsider, live.id, 5);
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({ error: pledgeMessages.notLive });
    });
  });

  describe('all-or-nothing lifecycle', () => {
    it('keeps pledges pending, then the one reaching the goal succeeds the venture and confirms all', async () => {
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 500 });
      const first = await pledge(ctx, backer, live.id, 200.5);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        pledge: { amount: 200.5, status: 'pending', venture: { id: live.id, status: 'live' } },
        venture: {
          status: 'live',
          fundsPledged: 200.5,
          fundingProgress: 40,
          pledgeCount: 1,
          backerCount: 1,
        },
      });
      ctx.clock.advance(60_000);
      await pledge(ctx, backer, live.id, 100);
      ctx.clock.advance(60_000);
      const last = await pledge(ctx, outsider, live.id, 250);
      expect(last.json()).toMatchObject({
        pledge: { status: 'confirmed' },
        venture: {
          status: 'successful',
          fundsPledged: 550.5,
          fundingProgress: 100,
          pledgeCount: 3,
          backerCount: 2,
        },
      });
      const rows = await ctx.database.db
        .select()
        .from(pledgeTable)
        .where(eq(pledgeTable.ventureId, live.id));
      expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);

      const mine = (await call(backer, 'GET', '/api/users/me/pledges')).json() as Pledge[];
      const forThis = mine.filter((p) => p.venture.id === live.id);
      expect(forThis.map((p) => p.amount).sort()).toEqual([100, 200.5]);
      expect(
        forThis.every((p) => p.status === 'confirmed' && p.venture.status === 'successful'),
      ).toBe(true);

      const list = await call(creator, 'GET', `/api/ventures/${live.id}/pledges`);
      expect(list.statusCode).toBe(200);
      const pledges = (list.json() as { pledges: VenturePledge[] }).pledges;
      expect(pledges).toHaveLength(3);
      expect(pledges[0]?.backer).toEqual({ id: outsider.id, name: 'Oscar Outsider' });
      const notCreator = await call(backer, 'GET', `/api/ventures/${live.id}/pledges`);
      expect(notCreator.statusCode).toBe(403);
      expect(notCreator.json()).toMatchObject({ error: accessDenialReasons.ventureCreatorOnly });
    });

    it('fails a live venture past its end date below its goal and refunds its pledges, once', async () => {
      const ends = new Date(ctx.clock.now().getTime() + 3 * HOUR);
      const live = await createLiveVenture(ctx, creator, workspaceId, {
        targetGoal: 1000,
        endDate: ends.toISOString(),
      });
      const funded = await createLiveVenture(ctx, creator, workspaceId, {
        targetGoal: 100,
        endDate: ends.toISOString(),
      });
      const open = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 1000 });
      await pledge(ctx, backer, live.id, 300);
      await pledge(ctx, outsider, live.id, 200);
      await pledge(ctx, backer, funded.id, 150);

      await ctx.app.scheduler.runDueJobs(new Date(ends.getTime() - 1));
      expect((await ventureRow(live.id))?.status).toBe('live');

      ctx.clock.set(ends);
      const late = await pledge(ctx, backer, live.id, 10);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ error: pledgeMessages.notLive });
      // A refused pledge leaves the totals as they were.
      expect(await ventureRow(live.id)).toMatchObject({ fundsPledgedCents: 50000, pledgeCount: 2 });

      await ctx.app.scheduler.runDueJobs(ends);
      const failed = (await call(outsider, 'GET', `/api/ventures/${live.id}`)).json() as Venture;
      expect(failed).toMatchObject({
        status: 'failed',
        fundsPledged: 0,
        pledgeCount: 0,
        backerCount: 0,
      });
      const rows = await ctx.database.db
        .select()
        .from(pledgeTable)
        .where(eq(pledgeTable.ventureId, live.id));
      expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded']);
      expect((await ventureRow(funded.id))?.status).toBe('successful');
      expect((await ventureRow(open.id))?.status).toBe('live');

      const updatedAt = (await ventureRow(live.id))?.updatedAt;
      await ctx.app.scheduler.runDueJobs(new Date(ends.getTime() + HOUR));
      expect((await ventureRow(live.id))?.updatedAt).toEqual(updatedAt);
      const mine = (await call(backer, 'GET', '/api/users/me/pledges')).json() as Pledge[];
      expect(mine.find((p) => p.venture.id === live.id)).toMatchObject({
        status: 'refunded',
        venture: { status: 'failed' },
      });
    });

    it('converts a successful venture: the project, the backers made clients and assigned, once', async () => {
      const newcomer = await createUser(ctx, { name: 'Nia Newcomer' });
      const revoked = await createUser(ctx, { name: 'Rex Revoked' });
      await addMember(ctx, workspaceId, revoked, 'contractor', 'revoked');
      const live = await createLiveVenture(ctx, creator, workspaceId, {
        name: 'Riverside Kiosk',
        type: 'retail',
        description: 'A kiosk by the river',
        targetGoal: 600,
      });
      await pledge(ctx, backer, live.id, 100);
      await pledge(ctx, revoked, live.id, 100);
      await pledge(ctx, newcomer, live.id, 100);
      const early = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ error: accessDenialReasons.ventureNotSuccessful });
      await pledge(ctx, newcomer, live.id, 300);

      const byBacker = await call(backer, 'POST', `/api/ventures/${live.id}/convert`);
      expect(byBacker.statusCode).toBe(403);
      expect(byBacker.json()).toMatchObject({ error: accessDenialReasons.ventureCreatorOnly });

      const converted = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(converted.statusCode).toBe(200);
      const answer = converted.json() as { project: { id: string }; addedMembers: number };
      expect(answer.addedMembers).toBe(2);

      const project = (
        await call(owner, 'GET', `/api/projects/${answer.project.id}?workspaceId=${workspaceId}`)
      ).json() as Project;
      expect(project).toMatchObject({
        name: 'Riverside Kiosk',
        description: 'A kiosk by the river',
        type: 'Retail & E-commerce',
        estimatedCost: 600,
        status: 'to_do',
        createdBy: creator.id,
      });
      expect(project.assignments.map((a) => [a.userId, a.role]).sort()).toEqual(
        [
          [backer.id, 'client'],
          [revoked.id, 'client'],
          [newcomer.id, 'client'],
        ].sort(),
      );
      const members = await ctx.database.db
        .select()
        .from(workspaceMemberTable)
        .where(eq(workspaceMemberTable.workspaceId, workspaceId));
      const memberOf = (id: string) => members.find((m) => m.userId === id);
      expect(memberOf(newcomer.id)).toMatchObject({ role: 'client', status: 'active' });
      expect(memberOf(revoked.id)).toMatchObject({ role: 'client', status: 'active' });
      expect(memberOf(backer.id)).toMatchObject({ role: 'client', status: 'active' });
      // The newcomer now sees the project as any assigned client would.
      expect(
        (
          await call(
            newcomer,
            'GET',
            `/api/projects/${answer.project.id}?workspaceId=${workspaceId}`,
          )
        ).statusCode,
      ).toBe(200);

      expect((await call(outsider, 'GET', `/api/ventures/${live.id}`)).json()).toMatchObject({
        status: 'converted',
        projectId: answer.project.id,
      });
      const again = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ error: accessDenialReasons.ventureNotSuccessful });
    });

    it('converts without lowering a role: active backers keep their workspace role on the project', async () => {
      const manager = await createUser(ctx, { name: 'Pam Manager' });
      const admin = await createUser(ctx, { name: 'Adam Admin' });
      const contractor = await createUser(ctx, { name: 'Con Contractor' });
      const invited = await createUser(ctx, { name: 'Ivy Invited' });
      await addMember(ctx, workspaceId, manager, 'project_manager');
      await addMember(ctx, workspaceId, admin, 'admin');
      await addMember(ctx, workspaceId, contractor, 'contractor');
      // A pending invitation as project manager is not a role held yet: the backer joins as client.
      await addMember(ctx, workspaceId, invited, 'project_manager', 'pending');
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 400 });
      for (const backerOf of [manager, admin, contractor, invited, owner]) {
        await pledge(ctx, backerOf, live.id, 80);
      }

      const converted = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(converted.statusCode).toBe(200);
      const answer = converted.json() as { project: { id: string }; addedMembers: number };
      expect(answer.addedMembers).toBe(1);

      const project = (
        await call(owner, 'GET', `/api/projects/${answer.project.id}?workspaceId=${workspaceId}`)
      ).json() as Project;
      expect(project.assignments.map((a) => [a.userId, a.role]).sort()).toEqual(
        [
          [manager.id, 'project_manager'],
          [admin.id, 'admin'],
          [contractor.id, 'contractor'],
          [invited.id, 'client'],
          // The owner's member row is an admin's.
          [owner.id, 'admin'],
        ].sort(),
      );
      const members = await ctx.database.db
        .select()
        .from(workspaceMemberTable)
        .where(eq(workspaceMemberTable.workspaceId, workspaceId));
      const memberOf = (id: string) => members.find((m) => m.userId === id);
      expect(memberOf(manager.id)).toMatchObject({ role: 'project_manager', status: 'active' });
      expect(memberOf(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
      expect(memberOf(contractor.id)).toMatchObject({ role: 'contractor', status: 'active' });
      expect(memberOf(invited.id)).toMatchObject({ role: 'client', status: 'active' });

      // The change record is as before: one assignment per backer, one join per added member.
      const changes = await ctx.database.db
        .select({ type: changeTable.type, userId: changeTable.concernedUserId })
        .from(changeTable)
        .where(eq(changeTable.projectId, answer.project.id));
      expect(
        changes
          .filter((change) => change.type === 'project.assignment.added')
          .map((change) => change.userId)
          .sort(),
      ).toEqual([manager.id, admin.id, contractor.id, invited.id, owner.id].sort());
      const joined = await ctx.database.db
        .select({ userId: changeTable.concernedUserId })
        .from(changeTable)
        .where(
          and(
            eq(changeTable.type, 'member.joined'),
            eq(changeTable.workspaceId, workspaceId),
            inArray(changeTable.concernedUserId, [manager.id, admin.id, contractor.id, invited.id]),
          ),
        );
      expect(joined.map((change) => change.userId)).toEqual([invited.id]);
    });

    it('tells its creator before converting how many backers join and who already belongs', async () => {
      const member = await createUser(ctx, { name: 'Mo Member' });
      const admin = await createUser(ctx, { name: 'Al Admin' });
      const pending = await createUser(ctx, { name: 'Pat Pending' });
      const newcomer = await createUser(ctx, { name: 'Nell Newcomer' });
      await addMember(ctx, workspaceId, member, 'contractor');
      await addMember(ctx, workspaceId, admin, 'admin');
      await addMember(ctx, workspaceId, pending, 'client', 'pending');
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 400 });
      const preview = (user: TestUser, id = live.id) =>
        call(user, 'GET', `/api/ventures/${id}/convert/preview`);
      for (const backerOf of [member, admin, pending]) await pledge(ctx, backerOf, live.id, 100);

      const early = await preview(creator);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ error: accessDenialReasons.ventureNotSuccessful });
      // Pledging twice counts the backer once.
      await pledge(ctx, member, live.id, 50);
      await pledge(ctx, newcomer, live.id, 50);

      const before = await preview(creator);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        backerCount: 4,
        addedMembers: 2,
        existingMembers: [
          { id: admin.id, name: 'Al Admin' },
          { id: member.id, name: 'Mo Member' },
        ],
      });
      const byBacker = await preview(member);
      expect(byBacker.statusCode).toBe(403);
      expect(byBacker.json()).toMatchObject({ error: accessDenialReasons.ventureCreatorOnly });
      expect((await preview(creator, 'not-a-venture')).statusCode).toBe(400);
      expect((await call(null, 'GET', `/api/ventures/${live.id}/convert/preview`)).statusCode).toBe(
        401,
      );

      // The conversion adds exactly those the preview said it would.
      const converted = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(converted.json()).toMatchObject({ addedMembers: 2 });
      expect((await preview(creator)).statusCode).toBe(403);
    });

    it('names at most ten backers already members, and counts them all', async () => {
      const live = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 1200 });
      const names = Array.from({ length: 12 }, (_, n) => `Member ${String(n).padStart(2, '0')}`);
      for (const name of names) {
        const person = await createUser(ctx, { name });
        await addMember(ctx, workspaceId, person, 'client');
        await pledge(ctx, person, live.id, 100);
      }
      const response = await call(creator, 'GET', `/api/ventures/${live.id}/convert/preview`);
      const answer = response.json() as {
        backerCount: number;
        addedMembers: number;
        existingMembers: { name: string }[];
      };
      expect(answer.backerCount).toBe(12);
      expect(answer.addedMembers).toBe(0);
      expect(answer.existingMembers.map((person) => person.name)).toEqual(names.slice(0, 10));
    });

    it('converts a venture whose name is longer than a project name may be, cutting it to fit', async () => {
      const longName = `${'Harbour '.repeat(20)}Market`;
      const live = await createLiveVenture(ctx, creator, workspaceId, {
        name: longName,
        targetGoal: 100,
      });
      await pledge(ctx, backer, live.id, 100);
      const converted = await call(creator, 'POST', `/api/ventures/${live.id}/convert`);
      expect(converted.statusCode).toBe(200);
      const { project } = converted.json() as { project: { id: string } };
      const created = (
        await call(creator, 'GET', `/api/projects/${project.id}?workspaceId=${workspaceId}`)
      ).json() as Project;
      expect(created.name).toBe(longName.slice(0, 99));
      expect((converted.json() as { addedMembers: number }).addedMembers).toBe(0);
    });

    it('refuses to convert for a creator who is no longer a member of the workspace', async () => {
      const leaver = await createUser(ctx, { name: 'Lee Leaver' });
      const memberId = await addMember(ctx, workspaceId, leaver, 'contractor');
      const live = await createLiveVenture(ctx, leaver, workspaceId, { targetGoal: 100 });
      await pledge(ctx, backer, live.id, 100);
      await ctx.database.db
        .update(workspaceMemberTable)
        .set({ status: 'revoked' })
        .where(eq(workspaceMemberTable.id, memberId));
      const response = await call(leaver, 'POST', `/api/ventures/${live.id}/convert`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: workspaceMessages.notFound });
      const preview = await call(leaver, 'GET', `/api/ventures/${live.id}/convert/preview`);
      expect(preview.statusCode).toBe(404);
      expect(preview.json()).toMatchObject({ error: workspaceMessages.notFound });
      expect((await ventureRow(live.id))?.status).toBe('successful');
    });
  });
});
