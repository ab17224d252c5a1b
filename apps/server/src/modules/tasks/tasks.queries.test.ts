import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, insertProject } from '../../../test/project-factory';
import { insertTasks } from '../../../test/project-factory';
import { createLabel, insertTaskLabels } from '../../../test/label-factory';

/**
 * The task list costs a fixed number of SQL statements however many tasks there are: assignee and
 * project names, and the tasks' labels, are read in the one statement that reads the tasks.
 */
describe('statements per task list', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let assignees: TestUser[];

  beforeAll(async () => {
    ctx = await createTestApp({}, { logQueries: true });
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    assignees = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  });
  afterAll(() => ctx.close());

  /**
   * A workspace with `projects` projects of `tasks` tasks each, spread over several assignees, each
   * task with one or two labels of its workspace.
   */
  async function workspaceWith(projects: number, tasks: number) {
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    for (const user of assignees) await addMember(ctx, workspaceId, user, 'contractor');
    const projectIds: string[] = [];
    for (let index = 0; index < projects; index += 1) {
      const projectId = await insertProject(ctx, {
        workspaceId,
        createdBy: owner.id,
        name: `Project ${index}`,
      });
      await assignToProject(ctx, projectId, contractor.id, 'contractor');
      projectIds.push(projectId);
    }
    const labels = [
      await createLabel(ctx, owner, workspaceId, { name: 'Snag' }),
      await createLabel(ctx, owner, workspaceId, { name: 'Roof', color: 'blue' }),
    ];
    const now = ctx.clock.now().getTime();
    const taskIds = await insertTasks(
      ctx,
      projectIds.flatMap((projectId) =>
        Array.from({ length: tasks }, (_, index) => ({
          workspaceId,
          projectId,
          createdBy: owner.id,
          assignedTo: assignees[index % assignees.length]?.id ?? null,
          createdAt: new Date(now - index * 1000),
        })),
      ),
    );
    await insertTaskLabels(
      ctx,
      taskIds.flatMap((taskId, index) =>
        labels
          .slice(0, 1 + (index % 2))
          .map((label) => ({ taskId, labelId: label.id, workspaceId })),
      ),
    );
    return { workspaceId, projectId: projectIds[0] as string, labelId: labels[0]?.id as string };
  }

  async function statementsFor(user: TestUser, url: string, expectedLength: number) {
    // What seeding left for the relay is done first, so its statements fall before the count.
    await ctx.app.changeRelay.drain();
    ctx.queries.clear();
    const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode).toBe(200);
    const tasks = response.json() as Task[];
    expect(tasks).toHaveLength(expectedLength);
    expect(tasks.every((task) => task.labels.length > 0)).toBe(true);
    return [...ctx.queries.statements];
  }

  it.each([
    ['a manager', () => owner],
    ['an assigned contractor', () => contractor],
  ])('GET /api/tasks for %s does not grow with the tasks', async (_who, user) => {
    const small = await workspaceWith(1, 1);
    const large = await workspaceWith(4, 50);
    for (const query of [
      (w: typeof small) => `workspaceId=${w.workspaceId}`,
      (w: typeof small) => `workspaceId=${w.workspaceId}&projectId=${w.projectId}&sortBy=priority`,
      (w: typeof small) => `workspaceId=${w.workspaceId}&labelId=${w.labelId}&sortBy=dueDate`,
    ]) {
      const few = await statementsFor(user(), `/api/tasks?${query(small)}`, 1);
      const many = await statementsFor(
        user(),
        `/api/tasks?${query(large)}`,
        query(large).includes('projectId') ? 50 : 200,
      );
      expect(few.length).toBeGreaterThan(0);
      expect(many.length).toBe(few.length);
      // The session, the membership, the project check when one is named, and the list.
      expect(many.length).toBeLessThanOrEqual(4);
      expect(many.filter((sql) => sql.includes('from "tasks"'))).toHaveLength(1);
    }
  });
});
