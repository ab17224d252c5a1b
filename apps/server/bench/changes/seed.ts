/**
 * The one workspace the change-record bench writes to and listens on: an owner who writes, people
 * who may see everything in it (admins and project managers, each with a session), a project with
 * tasks assigned to the first of them, and a live venture whose goal no run reaches.
 */
import { taskTable, workspaceMemberTable } from '../../src/db/schema';
import type { BenchUser, SeedContext } from '../scenario';
import { seedChecklists } from '../scenarios/checklists';

export interface ChangeWorld {
  workspaceId: string;
  projectId: string;
  /** Creates and changes the tasks (and creates the venture). */
  owner: BenchUser;
  /** Admins and project managers: all may see every change of the workspace. */
  watchers: BenchUser[];
  /** Tasks of the project, assigned to `watchers[0]`. */
  taskIds: string[];
  /** A checklist of 4 items on each task: each task's first item, then each one's second, ... */
  checklistItemIds: string[];
  ventureId: string;
  /** The venture's goal, in dollars: far above anything the bench pledges. */
  ventureGoal: number;
}

const TASKS = 50;
const VENTURE_GOAL = 1_000_000_000;

async function post(ctx: SeedContext, user: BenchUser, url: string, payload?: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.body}`);
  return response.json() as { id: string };
}

export async function seedChangeWorld(
  ctx: SeedContext,
  watcherCount: number,
): Promise<ChangeWorld> {
  const owner = await ctx.createUser('Owen Owner');
  const workspace = await post(ctx, owner, '/api/workspaces', { name: 'Change bench' });
  const project = await post(ctx, owner, `/api/projects?workspaceId=${workspace.id}`, {
    name: 'Riverside kitchen',
  });
  const watchers: BenchUser[] = [];
  for (let index = 0; index < watcherCount; index += 1) {
    watchers.push(await ctx.createUser(`Watcher ${index + 1}`));
  }
  const now = new Date();
  await ctx.db.insert(workspaceMemberTable).values(
    watchers.map((user, index) => ({
      workspaceId: workspace.id,
      userId: user.id,
      role: index % 2 === 0 ? ('project_manager' as const) : ('admin' as const),
      status: 'active' as const,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    })),
  );
  const tasks = await ctx.db
    .insert(taskTable)
    .values(
      Array.from({ length: TASKS }, (_, index) => ({
        workspaceId: workspace.id,
        projectId: project.id,
        createdBy: owner.id,
        title: `Task ${index + 1}: order materials for the kitchen`,
        status: 'to_do' as const,
        priority: 'medium' as const,
        assignedTo: watchers[0]?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: taskTable.id });
  const taskIds = tasks.map((task) => task.id);
  const checklistItemIds = await seedChecklists(ctx, owner, workspace.id, taskIds, 1, 4);
  const venture = await post(ctx, owner, '/api/ventures', {
    workspaceId: workspace.id,
    name: 'Mill Street Bakery',
    type: 'hospitality',
    description: 'A neighbourhood bakery in the old mill',
    pitchContent: 'We turn the old mill into a bakery with a café and a co-working floor. '.padEnd(
      100,
      'x',
    ),
    targetGoal: VENTURE_GOAL,
    endDate: null,
  });
  await post(ctx, owner, `/api/ventures/${venture.id}/publish`);
  return {
    workspaceId: workspace.id,
    projectId: project.id,
    owner,
    watchers,
    taskIds,
    checklistItemIds,
    ventureId: venture.id,
    ventureGoal: VENTURE_GOAL,
  };
}
