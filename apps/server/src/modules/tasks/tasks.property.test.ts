import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortTasks } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import {
  sortOrders,
  taskPriorities,
  taskSortFields,
  taskStatuses,
} from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, insertProject } from '../../../test/project-factory';
import { insertTasks } from '../../../test/project-factory';

/**
 * The list's SQL filters and ORDER BY must agree with the shared rules: random tasks go in, and
 * each answer is compared with filtering in memory and `sortTasks` (the shared `compareTasks`).
 */

const MINUTE_MS = 60_000;

const taskArb = fc.record({
  status: fc.constantFrom(...taskStatuses),
  priority: fc.constantFrom(...taskPriorities),
  // A few values only, so that equal keys (and the tie-breaks) come up often.
  dueInDays: fc.option(fc.integer({ min: -2, max: 2 }), { nil: null }),
  createdMinutesAgo: fc.integer({ min: 0, max: 4 }),
  assignee: fc.constantFrom('none', 'first', 'second'),
  inSecondProject: fc.boolean(),
});

const queryArb = fc.record({
  sortBy: fc.option(fc.constantFrom(...taskSortFields), { nil: undefined }),
  sortOrder: fc.option(fc.constantFrom(...sortOrders), { nil: undefined }),
  status: fc.option(fc.constantFrom(...taskStatuses), { nil: undefined }),
  priority: fc.option(fc.constantFrom(...taskPriorities), { nil: undefined }),
  assignee: fc.option(fc.constantFrom('first', 'second'), { nil: undefined }),
  project: fc.option(fc.constantFrom('first', 'second'), { nil: undefined }),
});

describe('task list filters and sorting agree with the shared rules', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let assignees: { first: TestUser; second: TestUser };

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    assignees = { first: await createUser(ctx), second: await createUser(ctx) };
  });
  afterAll(() => ctx.close());

  it('for random tasks and random queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(taskArb, { minLength: 1, maxLength: 14 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        async (cases, queries) => {
          const now = ctx.clock.now().getTime();
          const workspaceId = (await createWorkspace(ctx, owner)).id;
          await addMember(ctx, workspaceId, assignees.first, 'contractor');
          await addMember(ctx, workspaceId, assignees.second, 'client');
          const projects = {
            first: await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'A' }),
            second: await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'B' }),
          };
          for (const projectId of Object.values(projects)) {
            await assignToProject(ctx, projectId, assignees.first.id, 'contractor');
            await assignToProject(ctx, projectId, assignees.second.id, 'client');
          }
          await insertTasks(
            ctx,
            cases.map((c) => ({
              workspaceId,
              projectId: c.inSecondProject ? projects.second : projects.first,
              createdBy: owner.id,
              status: c.status,
              priority: c.priority,
              dueDate: c.dueInDays === null ? null : new Date(now + c.dueInDays * 1440 * MINUTE_MS),
              assignedTo: c.assignee === 'none' ? null : assignees[c.assignee].id,
              createdAt: new Date(now - c.createdMinutesAgo * MINUTE_MS),
            })),
          );
          const all = (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/tasks?workspaceId=${workspaceId}`,
              headers: owner.headers,
            })
          ).json() as Task[];
          expect(all).toHaveLength(cases.length);

          for (const query of queries) {
            const params = new URLSearchParams({ workspaceId });
            if (query.sortBy) params.set('sortBy', query.sortBy);
            if (query.sortOrder) params.set('sortOrder', query.sortOrder);
            if (query.status) params.set('status', query.status);
            if (query.priority) params.set('priority', query.priority);
            if (query.assignee) params.set('assignedTo', assignees[query.assignee].id);
            if (query.project) params.set('projectId', projects[query.project]);
            const response = await ctx.app.inject({
              method: 'GET',
              url: `/api/tasks?${params}`,
              headers: owner.headers,
            });
            expect(response.statusCode).toBe(200);
            const expected = sortTasks(
              all.filter(
                (task) =>
                  (!query.status || task.status === query.status) &&
                  (!query.priority || task.priority === query.priority) &&
                  (!query.assignee || task.assignedTo === assignees[query.assignee].id) &&
                  (!query.project || task.projectId === projects[query.project]),
              ),
              query.sortBy ?? 'createdAt',
              query.sortOrder ?? 'desc',
            );
            expect((response.json() as Task[]).map((task) => task.id)).toEqual(
              expected.map((task) => task.id),
            );
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
