import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDollars } from '@groundwork/shared/common/money';
import { dashboardMetrics } from '@groundwork/shared/dashboard/rules';
import {
  projectInsights,
  projectProgress,
  sortProjects,
  totalInvestment,
} from '@groundwork/shared/projects/rules';
import type { Project } from '@groundwork/shared/projects/schemas';
import { projectStatuses } from '@groundwork/shared/projects/constants';
import { taskStatuses } from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, insertProject, insertTasks } from '../../../test/project-factory';

/**
 * The SQL aggregates and the server's sort must agree with the shared rules (DECISIONS.md
 * "Projects"): random projects and tasks go in, and the list and the metrics are compared with
 * what projectProgress, totalInvestment, projectInsights, sortProjects and dashboardMetrics say.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// Offsets from "now" that hit the boundaries: exactly now, a millisecond either side, days away.
const offsetArb = fc.oneof(
  fc.constantFrom(0, 1, -1),
  fc.integer({ min: -10, max: 10 }).map((days) => days * DAY_MS),
  fc.integer({ min: -10 * DAY_MS, max: 10 * DAY_MS }),
);
const centsArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 99 }),
  fc.integer({ min: 0, max: 2_000_000 }),
);

const taskArb = fc.record({
  status: fc.constantFrom(...taskStatuses),
  amountCents: fc.option(centsArb, { nil: null }),
  dueOffset: fc.option(offsetArb, { nil: null }),
});

const projectArb = fc.record({
  status: fc.constantFrom(...projectStatuses),
  estimateCents: fc.option(centsArb, { nil: null }),
  targetEndOffset: fc.option(offsetArb, { nil: null }),
  // A small range, so that equal update times (and the tie-break) come up.
  updatedMinutesAgo: fc.integer({ min: 0, max: 3 }),
  assignedToClient: fc.boolean(),
  tasks: fc.array(taskArb, { maxLength: 5 }),
});

type ProjectCase = typeof projectArb extends fc.Arbitrary<infer T> ? T : never;

interface Expected {
  id: string;
  status: Project['status'];
  estimatedCost: number | null;
  targetEndDate: string | null;
  updatedAt: string;
  progress: number;
  totalInvestment: number;
  taskCount: number;
  completedTaskCount: number;
  isOverdue: boolean;
  health: Project['health'];
  visibleToClient: boolean;
  tasks: { status: (typeof taskStatuses)[number]; amount: number | null; dueDate: Date | null }[];
}

describe('project numbers agree with the shared rules', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    client = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  async function seed(workspaceId: string, cases: ProjectCase[]): Promise<Expected[]> {
    const now = ctx.clock.now();
    const expected: Expected[] = [];
    for (const [index, item] of cases.entries()) {
      const targetEndDate =
        item.targetEndOffset === null ? null : new Date(now.getTime() + item.targetEndOffset);
      const updatedAt = new Date(now.getTime() - item.updatedMinutesAgo * 60_000);
      const estimatedCost = item.estimateCents === null ? null : centsToDollars(item.estimateCents);
      const id = await insertProject(ctx, {
        workspaceId,
        createdBy: owner.id,
        name: `Project ${index}`,
        status: item.status,
        targetEndDate,
        estimatedCost,
        updatedAt,
      });
      if (item.assignedToClient) await assignToProject(ctx, id, client.id, 'client');
      const tasks = item.tasks.map((task) => ({
        status: task.status,
        amount: task.amountCents === null ? null : centsToDollars(task.amountCents),
        dueDate: task.dueOffset === null ? null : new Date(now.getTime() + task.dueOffset),
      }));
      await insertTasks(
        ctx,
        tasks.map((task) => ({ ...task, projectId: id, workspaceId, createdBy: owner.id })),
      );
      const completedTaskCount = tasks.filter((task) => task.status === 'complete').length;
      const progress = projectProgress(completedTaskCount, tasks.length);
      const investment = totalInvestment(tasks);
      const insights = projectInsights(
        {
          status: item.status,
          targetEndDate,
          progress,
          estimatedCost,
          totalInvestment: investment,
        },
        now,
      );
      expected.push({
        id,
        status: item.status,
        estimatedCost,
        targetEndDate: targetEndDate?.toISOString() ?? null,
        updatedAt: updatedAt.toISOString(),
        progress,
        totalInvestment: investment,
        taskCount: tasks.length,
        completedTaskCount,
        isOverdue: insights.isOverdue,
        health: insights.health,
        visibleToClient: item.assignedToClient,
        tasks,
      });
    }
    return expected;
  }

  /** The order of 000 §9; equal keys keep the server's stable order (latest update, then id). */
  function expectedOrder(projects: Expected[]): string[] {
    const stable = [...projects].sort(
      (a, b) => b.updatedAt.localeCompare(a.updatedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    return sortProjects(stable, ctx.clock.now()).map((project) => project.id);
  }

  const pick = (project: Project | Expected) => ({
    id: project.id,
    status: project.status,
    estimatedCost: project.estimatedCost,
    targetEndDate: project.targetEndDate,
    progress: project.progress,
    totalInvestment: project.totalInvestment,
    taskCount: project.taskCount,
    completedTaskCount: project.completedTaskCount,
    isOverdue: project.isOverdue,
    health: project.health,
  });

  async function listAs(user: TestUser, workspaceId: string, includeArchived: boolean) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects?workspaceId=${workspaceId}&includeArchived=${includeArchived}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { projects: Project[] }).projects;
  }

  async function metricsAs(user: TestUser, workspaceId: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/metrics?workspaceId=${workspaceId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  }

  it('list fields, order and dashboard metrics, for a manager and for a client', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(projectArb, { maxLength: 6 }), async (cases) => {
        const workspaceId = (await createWorkspace(ctx, owner)).id;
        await addMember(ctx, workspaceId, client, 'client');
        const expected = await seed(workspaceId, cases);
        const now = ctx.clock.now();
        const forClient = expected.filter((project) => project.visibleToClient);

        for (const [user, visible] of [
          [owner, expected],
          [client, forClient],
        ] as const) {
          const all = await listAs(user, workspaceId, true);
          expect(all.map((project) => project.id)).toEqual(expectedOrder([...visible]));
          const byId = new Map(visible.map((project) => [project.id, project]));
          for (const project of all)
            expect(pick(project)).toEqual(pick(byId.get(project.id) ?? ({} as Expected)));

          const active = await listAs(user, workspaceId, false);
          expect(active.map((project) => project.id)).toEqual(
            expectedOrder(visible.filter((project) => project.status !== 'archived')),
          );

          expect(await metricsAs(user, workspaceId)).toEqual(dashboardMetrics(visible, now));
        }
      }),
      { numRuns: 12 },
    );
  });
});
