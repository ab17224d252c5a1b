import { dollarsToCents } from '@groundwork/shared/common/money';
import { taskPriorities, taskStatuses } from '@groundwork/shared/tasks/constants';
import { taskTable, workspaceMemberTable } from '../../src/db/schema';
import type { BenchUser, ScenarioSet, SeedContext } from '../scenario';

const TASKS = 200;
const ASSIGNEES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

async function post(ctx: SeedContext, user: BenchUser, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.body}`);
  return response.json() as { id: string };
}

/** One project of 200 tasks with a mix of statuses, priorities, due dates, amounts and assignees. */
export const taskScenarios: ScenarioSet = {
  name: 'tasks',
  async seed(ctx) {
    const owner = await ctx.createUser('Task Owner');
    const workspace = await post(ctx, owner, '/api/workspaces', { name: 'Task bench' });
    const project = await post(ctx, owner, `/api/projects?workspaceId=${workspace.id}`, {
      name: 'Riverside kitchen',
    });
    const now = new Date();
    const assignees: string[] = [];
    for (let index = 0; index < ASSIGNEES; index += 1) {
      const user = await ctx.createUser(index % 2 === 0 ? `Assignee ${index + 1}` : null);
      assignees.push(user.id);
    }
    await ctx.db.insert(workspaceMemberTable).values(
      assignees.map((userId) => ({
        workspaceId: workspace.id,
        userId,
        role: 'contractor' as const,
        status: 'active' as const,
        invitedAt: now,
        joinedAt: now,
        updatedAt: now,
      })),
    );
    await ctx.db.insert(taskTable).values(
      Array.from({ length: TASKS }, (_, index) => {
        const createdAt = new Date(now.getTime() - index * 60_000);
        return {
          workspaceId: workspace.id,
          projectId: project.id,
          createdBy: owner.id,
          title: `Task ${index + 1}: order materials for the kitchen`,
          description: index % 3 === 0 ? null : 'Check the delivery window with the supplier.',
          status: taskStatuses[index % taskStatuses.length],
          priority: taskPriorities[index % taskPriorities.length],
          dueDate: index % 4 === 0 ? null : new Date(now.getTime() + ((index % 9) - 4) * DAY_MS),
          amountCents: index % 2 === 0 ? dollarsToCents(100 + index * 2.5) : null,
          transactionType: index % 2 === 0 ? 'Material' : null,
          assignedTo: index % 6 === 0 ? null : assignees[index % ASSIGNEES],
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return [
      {
        name: `GET /api/tasks?projectId (${TASKS} tasks)`,
        path: `/api/tasks?workspaceId=${workspace.id}&projectId=${project.id}`,
        headers: owner.headers,
      },
      {
        // As a browser asks for it: 131 kB of JSON sent as about 10 kB of brotli.
        name: `GET /api/tasks?projectId (${TASKS} tasks, as brotli)`,
        path: `/api/tasks?workspaceId=${workspace.id}&projectId=${project.id}`,
        headers: { ...owner.headers, 'accept-encoding': 'br' },
      },
    ];
  },
};
