import { dollarsToCents } from '@groundwork/shared/common/money';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { ProjectStatus } from '@groundwork/shared/projects/constants';
import type { TaskPriority, TaskStatus } from '@groundwork/shared/tasks/constants';
import { projectAssignmentTable, projectTable, taskTable } from '../src/db/schema';
import type { Clock } from '../src/platform/clock';
import type { TestContext, TestUser } from './test-app';

/** What the straight-to-database helpers need; the bench passes its own. */
export type DatabaseContext = {
  clock: Clock;
  database: Pick<TestContext['database'], 'db'>;
};

/** Creates a project over HTTP, as a manager would; answers the project. */
export async function createProject(
  ctx: TestContext,
  user: TestUser,
  workspaceId: string,
  fields: Record<string, unknown> = {},
): Promise<Project> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/projects?workspaceId=${workspaceId}`,
    headers: user.headers,
    payload: { name: 'Kitchen refit', ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`project not created: ${response.body}`);
  return response.json() as Project;
}

export interface ProjectRowFields {
  workspaceId: string;
  createdBy: string;
  name?: string;
  status?: ProjectStatus;
  statusBeforeArchive?: ProjectStatus | null;
  type?: string | null;
  startDate?: Date | null;
  targetEndDate?: Date | null;
  /** Dollars. */
  estimatedCost?: number | null;
  updatedAt?: Date;
}

/** Puts a project straight into the database (for data the API would take many calls to build). */
export async function insertProject(
  ctx: DatabaseContext,
  fields: ProjectRowFields,
): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.database.db
    .insert(projectTable)
    .values({
      workspaceId: fields.workspaceId,
      createdBy: fields.createdBy,
      name: fields.name ?? 'Seeded project',
      type: fields.type ?? null,
      status: fields.status ?? 'to_do',
      statusBeforeArchive: fields.statusBeforeArchive ?? null,
      startDate: fields.startDate ?? null,
      targetEndDate: fields.targetEndDate ?? null,
      estimatedCostCents:
        fields.estimatedCost === undefined || fields.estimatedCost === null
          ? null
          : dollarsToCents(fields.estimatedCost),
      createdAt: now,
      updatedAt: fields.updatedAt ?? now,
    })
    .returning({ id: projectTable.id });
  if (!row) throw new Error('project not inserted');
  return row.id;
}

export interface TaskRowFields {
  projectId: string;
  workspaceId: string;
  createdBy: string;
  title?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: Date | null;
  /** Dollars. */
  amount?: number | null;
  transactionType?: string | null;
  assignedTo?: string | null;
  /** The test clock's time when absent. */
  createdAt?: Date;
}

/** Tasks straight into the database in one statement (many tasks without one request each). */
export async function insertTasks(ctx: DatabaseContext, tasks: TaskRowFields[]): Promise<string[]> {
  if (tasks.length === 0) return [];
  const now = ctx.clock.now();
  const rows = await ctx.database.db
    .insert(taskTable)
    .values(
      tasks.map((task, index) => ({
        projectId: task.projectId,
        workspaceId: task.workspaceId,
        createdBy: task.createdBy,
        title: task.title ?? `Task ${index + 1}`,
        status: task.status ?? 'to_do',
        priority: task.priority ?? 'medium',
        dueDate: task.dueDate ?? null,
        amountCents:
          task.amount === undefined || task.amount === null ? null : dollarsToCents(task.amount),
        transactionType: task.transactionType ?? null,
        assignedTo: task.assignedTo ?? null,
        createdAt: task.createdAt ?? now,
        updatedAt: task.createdAt ?? now,
      })),
    )
    .returning({ id: taskTable.id });
  return rows.map((row) => row.id);
}

/** Assigns a user to a project straight in the database. */
export async function assignToProject(
  ctx: TestContext,
  projectId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await ctx.database.db
    .insert(projectAssignmentTable)
    .values({ projectId, userId, role, assignedAt: ctx.clock.now() });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const seedStatuses: ProjectStatus[] = ['in_progress', 'to_do', 'complete', 'in_progress'];
const seedTaskStatuses: TaskStatus[] = ['complete', 'in_progress', 'to_do', 'complete', 'to_do'];

/**
 * `count` projects of `tasksPerProject` tasks each in the workspace, created by `owner`, with a mix
 * of statuses, budgets, due dates and amounts so that every computed field has work to do.
 * Answers the project ids.
 */
export async function seedProjects(
  ctx: DatabaseContext,
  owner: Pick<TestUser, 'id'>,
  workspaceId: string,
  count: number,
  tasksPerProject: number,
): Promise<string[]> {
  const now = ctx.clock.now().getTime();
  const projectIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    projectIds.push(
      await insertProject(ctx, {
        workspaceId,
        createdBy: owner.id,
        name: `Project ${index + 1}`,
        type: index % 2 === 0 ? 'Website' : 'Marketing',
        status: seedStatuses[index % seedStatuses.length],
        startDate: new Date(now - 30 * DAY_MS),
        targetEndDate: new Date(now + ((index % 5) - 2) * 7 * DAY_MS),
        estimatedCost: 1000 + index * 250,
        updatedAt: new Date(now - index * 60_000),
      }),
    );
  }
  await insertTasks(
    ctx,
    projectIds.flatMap((projectId, projectIndex) =>
      Array.from({ length: tasksPerProject }, (_, taskIndex) => ({
        projectId,
        workspaceId,
        createdBy: owner.id,
        title: `Task ${taskIndex + 1} of project ${projectIndex + 1}`,
        status: seedTaskStatuses[(projectIndex + taskIndex) % seedTaskStatuses.length],
        dueDate: new Date(now + (taskIndex - 2) * DAY_MS),
        amount: 100 * (taskIndex + 1) + 0.25 * projectIndex,
      })),
    ),
  );
  return projectIds;
}
