import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@groundwork/shared/projects/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { notificationTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import {
  assignToProject,
  createProject,
  insertProject,
  insertTasks,
} from '../../../test/project-factory';

const DAY_MS = 24 * 60 * 60 * 1000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('projects', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, payload, headers: { ...user.headers, ...headers } });

  const list = async (query = '') => {
    const response = await call(owner, 'GET', `/api/projects?workspaceId=${workspaceId}${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { projects: Project[] }).projects;
  };

  describe('creating', () => {
    it('answers 201 with the project, money in dollars and every computed field', async () => {
      const response = await call(owner, 'POST', `/api/projects?workspaceId=${workspaceId}`, {
        name: '  Website relaunch  ',
        description: '',
        type: 'Website',
        startDate: '2026-03-01T00:00:00.000Z',
        targetEndDate: '2026-04-01T00:00:00+02:00',
        estimatedCost: 12500.5,
        workspaceId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        workspaceId,
        name: 'Website relaunch',
        description: null,
        type: 'Website',
        status: 'to_do',
        startDate: '2026-03-01T00:00:00.000Z',
        targetEndDate: '2026-03-31T22:00:00.000Z',
        estimatedCost: 12500.5,
        totalInvestment: 0,
        progress: 0,
        isOverdue: false,
        health: 'healthy',
        taskCount: 0,
        completedTaskCount: 0,
        createdBy: owner.id,
        createdAt: ctx.clock.now().toISOString(),
        updatedAt: ctx.clock.now().toISOString(),
        assignments: [],
      });
    });

    it('takes the workspace from the body, the query or the header', async () => {
      const fromBody = await call(owner, 'POST', '/api/projects', { name: 'A', workspaceId });
      expect(fromBody.statusCode).toBe(201);
      const fromHeader = await call(
        owner,
        'POST',
        '/api/projects',
        { name: 'B' },
        {
          'x-workspace-id': workspaceId,
        },
      );
      expect(fromHeader.statusCode).toBe(201);
      const none = await call(owner, 'POST', '/api/projects', { name: 'C' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ error: projectMessages.workspaceIdRequired });
    });

    it('refuses a body and a query that name different workspaces', async () => {
      const other = await createWorkspace(ctx, owner, 'Other');
      const response = await call(owner, 'POST', `/api/projects?workspaceId=${other.id}`, {
        name: 'Mixed',
        workspaceId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: workspaceMessages.notFound });
    });

    it.each([
      [{ name: '   ' }, projectMessages.nameRequired, 'name'],
      [{}, projectMessages.nameRequired, 'name'],
      [{ name: 'n'.repeat(100) }, projectMessages.nameTooLong, 'name'],
      [
        { name: 'Ok', description: 'd'.repeat(1000) },
        projectMessages.descriptionTooLong,
        'description',
      ],
      [{ name: 'Ok', type: 't'.repeat(101) }, projectMessages.typeTooLong, 'type'],
      [
        { name: 'Ok', estimatedCost: -0.01 },
        projectMessages.estimatedCostNegative,
        'estimatedCost',
      ],
      [{ name: 'Ok', estimatedCost: '12' }, projectMessages.estimatedCostInvalid, 'estimatedCost'],
      [
        { name: 'Ok', estimatedCost: 1.005 },
        projectMessages.estimatedCostDecimals,
        'estimatedCost',
      ],
      [{ name: 'Ok', startDate: 'soon' }, projectMessages.invalidStartDate, 'startDate'],
      [
        { name: 'Ok', targetEndDate: '2026-13-01' },
        projectMessages.invalidTargetEndDate,
        'targetEndDate',
      ],
      [
        { name: 'Ok', startDate: '2026-05-01T00:00:00Z', targetEndDate: '2026-04-01T00:00:00Z' },
        projectMessages.targetEndBeforeStart,
        'targetEndDate',
      ],
      [
        { name: 'Ok', startDate: '2026-05-01T00:00:00Z', targetEndDate: '2026-05-01T00:00:00Z' },
        projectMessages.targetEndBeforeStart,
        'targetEndDate',
      ],
    ])('refuses %j with 400 "%s"', async (payload, message, path) => {
      const response = await call(
        owner,
        'POST',
        `/api/projects?workspaceId=${workspaceId}`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      });
    });

    it('accepts 99 characters of name and 999 of description', async () => {
      const response = await call(owner, 'POST', `/api/projects?workspaceId=${workspaceId}`, {
        name: 'n'.repeat(99),
        description: 'd'.repeat(999),
        estimatedCost: 0,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ estimatedCost: 0 });
    });
  });

  describe('reading', () => {
    it('computes progress, counts, investment, overdue and health from the tasks', async () => {
      const { id } = await createProject(ctx, owner, workspaceId, {
        name: 'Computed',
        startDate: new Date(ctx.clock.now().getTime() - 10 * DAY_MS).toISOString(),
        targetEndDate: new Date(ctx.clock.now().getTime() - DAY_MS).toISOString(),
        estimatedCost: 100,
      });
      await insertTasks(ctx, [
        { projectId: id, workspaceId, createdBy: owner.id, status: 'complete', amount: 0.1 },
        { projectId: id, workspaceId, createdBy: owner.id, status: 'complete', amount: 0.2 },
        { projectId: id, workspaceId, createdBy: owner.id, status: 'in_progress', amount: 500 },
      ]);
      const response = await call(owner, 'GET', `/api/projects/${id}?workspaceId=${workspaceId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        taskCount: 3,
        completedTaskCount: 2,
        progress: 67,
        totalInvestment: 0.3,
        isOverdue: true,
        health: 'critical',
      });
    });

    it('answers 404 for an id that is not a UUID or names nothing, 400 for a blank one', async () => {
      for (const id of ['abc', MISSING_ID]) {
        const response = await call(owner, 'GET', `/api/projects/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          error: projectMessages.notFound,
          code: 'NOT_FOUND',
        });
      }
      const blank = await call(owner, 'DELETE', '/api/projects/%20');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ error: projectMessages.projectIdRequired });
    });

    it('answers 404 when the named workspace is not the project’s own', async () => {
      const project = await createProject(ctx, owner, workspaceId);
      const other = await createWorkspace(ctx, owner, 'Elsewhere');
      const byQuery = await call(
        owner,
        'GET',
        `/api/projects/${project.id}?workspaceId=${other.id}`,
      );
      expect(byQuery.statusCode).toBe(404);
      const byHeader = await call(owner, 'GET', `/api/projects/${project.id}`, undefined, {
        'x-workspace-id': other.id,
      });
      expect(byHeader.statusCode).toBe(404);
      expect(byHeader.json()).toMatchObject({ error: projectMessages.notFound });
    });

    it('reads includeArchived as true or false only', async () => {
      const response = await call(
        owner,
        'GET',
        `/api/projects?workspaceId=${workspaceId}&includeArchived=yes`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path: 'includeArchived' })],
      });
    });

    it('requires a workspace id to list', async () => {
      for (const url of ['/api/projects', '/api/projects?workspaceId=nope']) {
        const response = await call(owner, 'GET', url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: projectMessages.workspaceIdRequired,
          code: 'VALIDATION_FAILED',
        });
      }
    });

    it('sorts critical, warning, healthy, then by status, then latest update first', async () => {
      const ws = (await createWorkspace(ctx, owner, 'Sorted')).id;
      const now = ctx.clock.now().getTime();
      const base = { workspaceId: ws, createdBy: owner.id };
      const healthyOld = await insertProject(ctx, {
        ...base,
        name: 'healthy old',
        updatedAt: new Date(now - 2 * DAY_MS),
      });
      const healthyNew = await insertProject(ctx, {
        ...base,
        name: 'healthy new',
        updatedAt: new Date(now - DAY_MS),
      });
      const complete = await insertProject(ctx, { ...base, name: 'complete', status: 'complete' });
      const warning = await insertProject(ctx, { ...base, name: 'warning', status: 'in_progress' });
      const critical = await insertProject(ctx, {
        ...base,
        name: 'critical',
        targetEndDate: new Date(now - DAY_MS),
      });
      const response = await call(owner, 'GET', `/api/projects?workspaceId=${ws}`);
      const ids = (response.json() as { projects: Project[] }).projects.map((p) => p.id);
      expect(ids).toEqual([critical, warning, healthyNew, healthyOld, complete]);
    });
  });

  describe('updating', () => {
    it('changes only the fields sent; null clears an optional one', async () => {
      const project = await createProject(ctx, owner, workspaceId, {
        description: 'Keep me',
        type: 'Website',
        estimatedCost: 50,
      });
      ctx.clock.advance(1000);
      const response = await call(owner, 'PUT', `/api/projects/${project.id}`, {
        name: 'Renamed',
        type: null,
        estimatedCost: null,
        status: 'in_progress',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Renamed',
        description: 'Keep me',
        type: null,
        estimatedCost: null,
        status: 'in_progress',
        updatedAt: ctx.clock.now().toISOString(),
      });
    });

    it('checks a date sent alone against the stored other one', async () => {
      const project = await createProject(ctx, owner, workspaceId, {
        startDate: '2026-05-01T00:00:00.000Z',
        targetEndDate: '2026-06-01T00:00:00.000Z',
      });
      const early = await call(owner, 'PUT', `/api/projects/${project.id}`, {
        targetEndDate: '2026-04-01T00:00:00.000Z',
      });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        error: projectMessages.targetEndBeforeStart,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'targetEndDate', message: projectMessages.targetEndBeforeStart }],
      });
      const late = await call(owner, 'PUT', `/api/projects/${project.id}`, {
        startDate: '2026-07-01T00:00:00.000Z',
      });
      expect(late.statusCode).toBe(400);
      const cleared = await call(owner, 'PUT', `/api/projects/${project.id}`, {
        startDate: null,
        targetEndDate: '2026-04-01T00:00:00.000Z',
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ startDate: null });
    });

    it.each([
      [{ name: '' }, projectMessages.nameRequired],
      [{ estimatedCost: -5 }, projectMessages.estimatedCostNegative],
      [
        { status: 'paused' },
        'Invalid option: expected one of "to_do"|"in_progress"|"complete"|"archived"',
      ],
      [{ description: 'd'.repeat(1000) }, projectMessages.descriptionTooLong],
    ])('refuses %j', async (payload, message) => {
      const project = await createProject(ctx, owner, workspaceId);
      const response = await call(owner, 'PUT', `/api/projects/${project.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
      expect(response.json().details).toHaveLength(1);
    });
  });

  describe('archiving and restoring', () => {
    it('archives (hidden from the list), then restores the status it had', async () => {
      const project = await createProject(ctx, owner, workspaceId, { name: 'Round trip' });
      await call(owner, 'PUT', `/api/projects/${project.id}`, { status: 'in_progress' });

      const archived = await call(
        owner,
        'DELETE',
        `/api/projects/${project.id}?workspaceId=${workspaceId}`,
      );
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({
        id: project.id,
        status: 'archived',
        health: 'healthy',
      });
      expect((await list()).map((p) => p.id)).not.toContain(project.id);
      expect((await list('&includeArchived=true')).map((p) => p.id)).toContain(project.id);

      // Archiving again changes nothing, and keeps the remembered status.
      expect((await call(owner, 'DELETE', `/api/projects/${project.id}`)).json()).toMatchObject({
        status: 'archived',
      });

      const restored = await call(owner, 'POST', `/api/projects/${project.id}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ status: 'in_progress' });
      expect((await list()).map((p) => p.id)).toContain(project.id);

      const again = await call(owner, 'POST', `/api/projects/${project.id}/restore`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: projectMessages.notArchived, code: 'CONFLICT' });
    });

    it('remembers the status when the edit form archives, and forgets it when it un-archives', async () => {
      const project = await createProject(ctx, owner, workspaceId);
      await call(owner, 'PUT', `/api/projects/${project.id}`, { status: 'complete' });
      await call(owner, 'PUT', `/api/projects/${project.id}`, { status: 'archived' });
      const restored = await call(owner, 'POST', `/api/projects/${project.id}/restore`);
      expect(restored.json()).toMatchObject({ status: 'complete' });

      await call(owner, 'DELETE', `/api/projects/${project.id}`);
      await call(owner, 'PUT', `/api/projects/${project.id}`, { status: 'to_do' });
      await call(owner, 'DELETE', `/api/projects/${project.id}`);
      expect(
        (await call(owner, 'POST', `/api/projects/${project.id}/restore`)).json(),
      ).toMatchObject({
        status: 'to_do',
      });
    });

    it('restores to to_do when no status was remembered', async () => {
      const id = await insertProject(ctx, { workspaceId, createdBy: owner.id, status: 'archived' });
      const restored = await call(owner, 'POST', `/api/projects/${id}/restore`);
      expect(restored.json()).toMatchObject({ status: 'to_do' });
    });
  });

  describe('assignments', () => {
    it('adds an active member with their user, changes their role, and removes them', async () => {
      const member = await createUser(ctx, { name: 'Cleo Client' });
      await addMember(ctx, workspaceId, member, 'client');
      const project = await createProject(ctx, owner, workspaceId);
      const url = `/api/projects/${project.id}/assignments`;

      const added = await call(owner, 'POST', url, { userId: member.id, role: 'client' });
      expect(added.statusCode).toBe(201);
      expect(added.json().assignments).toEqual([
        {
          userId: member.id,
          role: 'client',
          user: { name: 'Cleo Client', phoneNumber: member.phoneNumber },
        },
      ]);

      const changed = await call(owner, 'POST', url, { userId: member.id, role: 'contractor' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().assignments).toEqual([
        expect.objectContaining({ userId: member.id, role: 'contractor' }),
      ]);
      const listed = (await list()).find((p) => p.id === project.id);
      expect(listed?.assignments).toHaveLength(1);

      const removed = await call(owner, 'DELETE', `${url}/${member.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().assignments).toEqual([]);

      const twice = await call(owner, 'DELETE', `${url}/${member.id}`);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ error: projectMessages.assignmentNotFound });
      const malformed = await call(owner, 'DELETE', `${url}/not-a-user`);
      expect(malformed.statusCode).toBe(404);
    });

    it.each(['outsider', 'pending', 'revoked'] as const)(
      'refuses to assign a user who is not an active member (%s)',
      async (kind) => {
        const user = await createUser(ctx);
        if (kind !== 'outsider') await addMember(ctx, workspaceId, user, 'client', kind);
        const project = await createProject(ctx, owner, workspaceId);
        const response = await call(owner, 'POST', `/api/projects/${project.id}/assignments`, {
          userId: user.id,
          role: 'client',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: projectMessages.assigneeNotMember,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'userId', message: projectMessages.assigneeNotMember }],
        });
      },
    );

    it.each([
      [{ userId: 'someone', role: 'client' }, 'userId'],
      [{ userId: MISSING_ID, role: 'owner' }, 'role'],
      [{ role: 'client' }, 'userId'],
    ])('refuses the body %j', async (payload, path) => {
      const project = await createProject(ctx, owner, workspaceId);
      const response = await call(
        owner,
        'POST',
        `/api/projects/${project.id}/assignments`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path })],
      });
    });
  });

  describe('project_update notifications', () => {
    it("tell the project's active team when the status changes, never the one who changed it", async () => {
      const manager = await createUser(ctx);
      const client = await createUser(ctx);
      const revoked = await createUser(ctx);
      await addMember(ctx, workspaceId, manager, 'project_manager');
      await addMember(ctx, workspaceId, client, 'client');
      await addMember(ctx, workspaceId, revoked, 'client', 'revoked');
      const project = await createProject(ctx, owner, workspaceId, { name: 'Roof' });
      for (const user of [manager, client, revoked])
        await assignToProject(ctx, project.id, user.id, 'client');
      const url = `/api/projects/${project.id}`;
      const received = (user: TestUser) =>
        ctx.database.db
          .select({
            type: notificationTable.type,
            title: notificationTable.title,
            message: notificationTable.message,
            relatedId: notificationTable.relatedId,
            workspaceId: notificationTable.workspaceId,
            projectId: notificationTable.projectId,
          })
          .from(notificationTable)
          .where(
            and(eq(notificationTable.userId, user.id), eq(notificationTable.projectId, project.id)),
          )
          .orderBy(notificationTable.createdAt);

      await call(manager, 'PUT', url, { name: 'Roof' });
      expect(await received(client)).toEqual([]);

      await call(manager, 'PUT', url, { status: 'in_progress' });
      ctx.clock.advance(1000);
      await call(manager, 'DELETE', url);
      ctx.clock.advance(1000);
      await call(manager, 'DELETE', url);
      await call(manager, 'POST', `${url}/restore`);

      const common = {
        type: 'project_update',
        title: 'Project updated',
        relatedId: project.id,
        workspaceId,
        projectId: project.id,
      };
      expect(await received(client)).toEqual([
        { ...common, message: '"Roof" is now In Progress' },
        { ...common, message: '"Roof" was archived' },
        { ...common, message: '"Roof" is now In Progress' },
      ]);
      expect(await received(manager)).toEqual([]);
      expect(await received(revoked)).toEqual([]);
    });
  });

  describe('dashboard metrics', () => {
    it('sums the unarchived projects of the workspace', async () => {
      const ws = (await createWorkspace(ctx, owner, 'Metrics')).id;
      const now = ctx.clock.now().getTime();
      const base = { workspaceId: ws, createdBy: owner.id };
      const active = await insertProject(ctx, {
        ...base,
        status: 'in_progress',
        estimatedCost: 1000,
      });
      const done = await insertProject(ctx, { ...base, status: 'complete', estimatedCost: 200.5 });
      const archived = await insertProject(ctx, {
        ...base,
        status: 'archived',
        estimatedCost: 9999,
      });
      await insertTasks(ctx, [
        {
          projectId: active,
          workspaceId: ws,
          createdBy: owner.id,
          status: 'complete',
          amount: 1500.25,
        },
        {
          projectId: active,
          workspaceId: ws,
          createdBy: owner.id,
          status: 'to_do',
          dueDate: new Date(now - 1),
        },
        { projectId: done, workspaceId: ws, createdBy: owner.id, status: 'complete', amount: 0.1 },
        {
          projectId: archived,
          workspaceId: ws,
          createdBy: owner.id,
          status: 'complete',
          amount: 7,
        },
      ]);
      const response = await call(owner, 'GET', `/api/dashboard/metrics?workspaceId=${ws}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        activeProjects: 1,
        totalProjects: 2,
        totalTasks: 3,
        completedTasks: 2,
        overdueTasks: 1,
        totalInvestment: 1500.35,
        estimatedCost: 1200.5,
        costVariance: 299.85,
      });
    });

    it('answers zeros for a workspace without projects, and 400 without a workspace id', async () => {
      const ws = (await createWorkspace(ctx, owner, 'Empty')).id;
      const response = await call(owner, 'GET', `/api/dashboard/metrics?workspaceId=${ws}`);
      expect(response.json()).toEqual({
        activeProjects: 0,
        totalProjects: 0,
        totalTasks: 0,
        completedTasks: 0,
        overdueTasks: 0,
        totalInvestment: 0,
        estimatedCost: 0,
        costVariance: 0,
      });
      const missing = await call(owner, 'GET', '/api/dashboard/metrics');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('leaves out projects a client cannot see', async () => {
      const ws = (await createWorkspace(ctx, owner, 'Client view')).id;
      const client = await createUser(ctx);
      await addMember(ctx, ws, client, 'client');
      const seen = await insertProject(ctx, {
        workspaceId: ws,
        createdBy: owner.id,
        estimatedCost: 10,
      });
      await insertProject(ctx, { workspaceId: ws, createdBy: owner.id, estimatedCost: 90 });
      await assignToProject(ctx, seen, client.id, 'client');
      const response = await call(client, 'GET', `/api/dashboard/metrics?workspaceId=${ws}`);
      expect(response.json()).toMatchObject({ totalProjects: 1, estimatedCost: 10 });
    });
  });
});
