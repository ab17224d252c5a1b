import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_SOON_WINDOW_MS } from '@groundwork/shared/common/constants';
import { taskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, insertProject, insertTasks } from '../../../test/project-factory';

const HOUR_MS = 60 * 60 * 1000;

/**
 * GET /api/tasks/metrics counts exactly the tasks the unpaged GET /api/tasks lists, with the
 * meaning of the shared `taskMetrics` as of the server's now.
 */
describe('GET /api/tasks/metrics', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let seenProjectId: string;
  let unseenProjectId: string;
  let archivedProjectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    const project = (name: string, status: 'to_do' | 'archived' = 'to_do') =>
      insertProject(ctx, { workspaceId, createdBy: owner.id, name, status });
    seenProjectId = await project('Kitchen');
    unseenProjectId = await project('Roof');
    archivedProjectId = await project('Old barn', 'archived');
    await assignToProject(ctx, seenProjectId, contractor.id, 'contractor');
    await assignToProject(ctx, archivedProjectId, contractor.id, 'contractor');

    const now = ctx.clock.now().getTime();
    // Due dates on both sides of now and of the end of the due-soon window, ends included.
    const dueDates = [
      null,
      new Date(now - 1),
      new Date(now),
      new Date(now + HOUR_MS),
      new Date(now + DUE_SOON_WINDOW_MS),
      new Date(now + DUE_SOON_WINDOW_MS + 1),
      new Date(now - 3 * DUE_SOON_WINDOW_MS),
    ];
    const statuses: TaskStatus[] = ['to_do', 'in_progress', 'complete'];
    const tasksOf = (projectId: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        workspaceId,
        projectId,
        createdBy: owner.id,
        status: statuses[index % statuses.length],
        dueDate: dueDates[index % dueDates.length],
        priority: index % 2 === 0 ? ('high' as const) : ('low' as const),
        assignedTo: index % 5 === 0 ? contractor.id : null,
      }));
    await insertTasks(ctx, [
      ...tasksOf(seenProjectId, 21),
      ...tasksOf(unseenProjectId, 10),
      ...tasksOf(archivedProjectId, 5),
    ]);
  });
  afterAll(() => ctx.close());

  async function get(user: TestUser, query: string) {
    return ctx.app.inject({ method: 'GET', url: `/api/tasks${query}`, headers: user.headers });
  }

  /** What the tiles would show computed from the whole list, and what the server counts. */
  async function metricsAndList(user: TestUser, query: string) {
    const list = await get(user, `?${query}`);
    expect(list.statusCode).toBe(200);
    const metrics = await get(user, `/metrics?${query}`);
    expect(metrics.statusCode).toBe(200);
    return { list: list.json() as Task[], metrics: metrics.json() };
  }

  it.each([
    ['the owner', () => owner, 31],
    ['a contractor on one project', () => contractor, 21],
  ])('counts for %s what the whole list holds', async (_who, user, expectedTotal) => {
    const { list, metrics } = await metricsAndList(user(), `workspaceId=${workspaceId}`);
    expect(list).toHaveLength(expectedTotal);
    expect(metrics).toEqual(taskMetrics(list, ctx.clock.now()));
  });

  it('counts one project, and an archived one when asked for by id', async () => {
    for (const projectId of [seenProjectId, unseenProjectId, archivedProjectId]) {
      const { list, metrics } = await metricsAndList(
        owner,
        `workspaceId=${workspaceId}&projectId=${projectId}`,
      );
      expect(list.length).toBeGreaterThan(0);
      expect(metrics).toEqual(taskMetrics(list, ctx.clock.now()));
    }
  });

  it.each([
    ['a priority', 'priority=high'],
    ['an assignee', () => `assignedTo=${contractor.id}`],
    ['both', () => `priority=low&assignedTo=${contractor.id}`],
  ])('counts what the list narrowed by %s holds', async (_what, filter) => {
    const narrowed = typeof filter === 'function' ? filter() : filter;
    const { list, metrics } = await metricsAndList(owner, `workspaceId=${workspaceId}&${narrowed}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(31);
    expect(metrics).toEqual(taskMetrics(list, ctx.clock.now()));
  });

  it('counts overdue and due soon around now, ends included', async () => {
    const { metrics } = await metricsAndList(
      owner,
      `workspaceId=${workspaceId}&projectId=${seenProjectId}`,
    );
    // 21 tasks: statuses cycle every 3, due dates every 7, so each pair occurs once.
    expect(metrics).toEqual({
      total: 21,
      completed: 7,
      inProgress: 7,
      todo: 7,
      overdue: 4,
      dueSoon: 6,
      completionRate: 33.33,
    });
  });

  it("moves with the server's clock", async () => {
    const query = `workspaceId=${workspaceId}&projectId=${seenProjectId}`;
    ctx.clock.advance(2 * DUE_SOON_WINDOW_MS);
    try {
      const { list, metrics } = await metricsAndList(owner, query);
      expect(metrics).toEqual(taskMetrics(list, ctx.clock.now()));
      expect(metrics).toMatchObject({ overdue: 12, dueSoon: 0 });
    } finally {
      ctx.clock.advance(-2 * DUE_SOON_WINDOW_MS);
    }
  });

  it('answers zeros for a project without tasks', async () => {
    const emptyProjectId = await insertProject(ctx, { workspaceId, createdBy: owner.id });
    const response = await get(
      owner,
      `/metrics?workspaceId=${workspaceId}&projectId=${emptyProjectId}`,
    );
    expect(response.json()).toEqual({
      total: 0,
      completed: 0,
      inProgress: 0,
      todo: 0,
      overdue: 0,
      dueSoon: 0,
      completionRate: 0,
    });
  });

  it('answers as GET /api/tasks does for a project not seen or not in the workspace', async () => {
    const otherWorkspaceId = (await createWorkspace(ctx, owner, 'Elsewhere')).id;
    const foreignProjectId = await insertProject(ctx, {
      workspaceId: otherWorkspaceId,
      createdBy: owner.id,
    });
    for (const [user, projectId] of [
      [owner, foreignProjectId],
      [contractor, unseenProjectId],
    ] as const) {
      const query = `workspaceId=${workspaceId}&projectId=${projectId}`;
      const list = await get(user, `?${query}`);
      const metrics = await get(user, `/metrics?${query}`);
      expect(metrics.statusCode).toBe(list.statusCode);
      expect(metrics.json()).toEqual(list.json());
    }
    const foreign = await get(
      owner,
      `/metrics?workspaceId=${workspaceId}&projectId=${foreignProjectId}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    ['no workspaceId', ''],
    ['a workspaceId that is not an id', 'workspaceId=metrics'],
    ['an empty projectId', 'projectId='],
  ])('refuses %s with a 4xx and a message', async (_what, query) => {
    const fullQuery = query.startsWith('projectId') ? `workspaceId=${workspaceId}&${query}` : query;
    const response = await get(owner, `/metrics?${fullQuery}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('leaves /api/tasks/{id} to task ids', async () => {
    const response = await get(owner, `/metrics-not?workspaceId=${workspaceId}`);
    expect(response.statusCode).toBe(404);
  });
});
