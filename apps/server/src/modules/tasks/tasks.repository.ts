import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TASK_PRIORITY_RANKS, TASK_STATUS_RANKS } from '@groundwork/shared/common/constants';
import type { MemberRole, WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import type { ListTasksFilters } from '@groundwork/shared/tasks/schemas';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import {
  labelTable,
  projectTable,
  taskLabelTable,
  taskTable,
  userTable,
  workspaceMemberTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';
import {
  afterPositionShape,
  orderByKeys,
  positionColumn,
  positionParameters,
  positionShape,
  type PageKey,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
import { preparedPerDatabase, preparedPerShape } from '../../platform/prepared';
import {
  activeMembershipOf,
  projectAccessColumns,
  projectNotArchived,
  projectAccessOf,
  projectViewer,
  taskVisibleTo,
} from '../../platform/visibility';
import { contentRevisionColumn } from '../../platform/workspace-access';
import { insertRow, type RowChanges } from '../../platform/row-writes';

export type TaskRow = typeof taskTable.$inferSelect;
type NewTask = typeof taskTable.$inferInsert;

/** A task with the names an answer shows: its assignee, its project and its labels. */
export interface TaskWithNames {
  task: TaskRow;
  projectName: string;
  assignee: { id: string; name: string | null; phoneNumber: string } | null;
  labels: TaskLabel[];
}

const assignee = alias(userTable, 'assignee');

/**
 * The labels of the statement's task by name, as one JSON column: read in the statement that reads
 * the tasks, so a list costs no statement more however many tasks it holds, and each task one
 * index lookup (task_labels' key starts with the task).
 */
const taskLabelsColumn = sql<TaskLabel[]>`(
  select coalesce(json_agg(json_build_object(
      'id', ${labelTable.id}, 'name', ${labelTable.name}, 'color', ${labelTable.color})
    order by lower(${labelTable.name}), ${labelTable.id}), '[]'::json)
  from ${taskLabelTable} inner join ${labelTable} on ${labelTable.id} = ${taskLabelTable.labelId}
  where ${taskLabelTable.taskId} = ${taskTable.id})`;

const taskWithNamesFields = {
  task: taskTable,
  projectName: projectTable.name,
  assignee: personFields(assignee),
  labels: taskLabelsColumn,
};

function selectTasksWithNames(db: Queryable) {
  return db
    .select(taskWithNamesFields)
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .leftJoin(assignee, eq(assignee.id, taskTable.assignedTo));
}

/** `case <column> when 'a' then 1 … end`: the ranks of 000 §9 as a sort key. */
function rankOf(column: SQL | typeof taskTable.status, ranks: Record<string, number>): SQL {
  const cases = Object.entries(ranks).map(
    ([value, rank]) => sql`when ${value} then ${rank}::integer`,
  );
  return sql`(case ${column} ${sql.join(cases, sql` `)} end)`;
}

type TaskSort = Pick<ListTasksFilters, 'sortBy' | 'sortOrder'>;

/**
 * The order of the shared `compareTasks`: the chosen key in the chosen direction (tasks without
 * a due date last either way), then newest created, then id, so that ties always come out the same.
 * The whole list and its pages are read in it; a page's cursor names it.
 */
export function taskOrder({ sortBy, sortOrder }: TaskSort): PageOrder {
  const id: PageKey = { value: taskTable.id, kind: 'id', direction: 'asc' };
  const newestFirst: PageKey = { value: taskTable.createdAt, kind: 'timestamp', direction: 'desc' };
  const name = `tasks.${sortBy}.${sortOrder}`;
  switch (sortBy) {
    case 'dueDate': {
      const due: PageKey = { value: taskTable.dueDate, kind: 'timestamp', direction: sortOrder };
      return { name, keys: [{ ...due, nullable: true }, newestFirst, id] };
    }
    case 'priority': {
      const rank = rankOf(sql`${taskTable.priority}`, TASK_PRIORITY_RANKS);
      return {
        name,
        keys: [{ value: rank, kind: 'integer', direction: sortOrder }, newestFirst, id],
      };
    }
    case 'status': {
      const rank = rankOf(sql`${taskTable.status}`, TASK_STATUS_RANKS);
      return {
        name,
        keys: [{ value: rank, kind: 'integer', direction: sortOrder }, newestFirst, id],
      };
    }
    default:
      // Newest first then needs no second look at createdAt.
      return {
        name,
        keys: [{ value: taskTable.createdAt, kind: 'timestamp', direction: sortOrder }, id],
      };
  }
}

/** Which filters a list has, and whose view it is: each kind is one prepared statement. */
interface TaskListShape {
  seesAll: boolean;
  byProject: boolean;
  byStatus: boolean;
  byPriority: boolean;
  byAssignee: boolean;
  byLabels: boolean;
}

/** The filters that choose which tasks a list has (the sort only orders them). */
type TaskFilters = Pick<
  ListTasksFilters,
  'projectId' | 'status' | 'priority' | 'assignedTo' | 'labelId'
>;

function shapeOf(actor: WorkspaceActor, filters: TaskFilters): TaskListShape {
  return {
    seesAll: projectViewer(actor).seesAll,
    byProject: filters.projectId !== undefined,
    byStatus: filters.status !== undefined,
    byPriority: filters.priority !== undefined,
    byAssignee: filters.assignedTo !== undefined,
    byLabels: filters.labelId !== undefined,
  };
}

const nameOf = (shape: TaskListShape) =>
  Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join('');

/**
 * The tasks that carry every one of the placeholder `labelIds` (distinct ids): found from the
 * labels' side (task_labels_label_task_idx), so a rare label reads only its own tasks.
 */
const hasEveryLabel = sql`${taskTable.id} in (
  select ${taskLabelTable.taskId} from ${taskLabelTable}
  where ${taskLabelTable.labelId} = any(${sql.placeholder('labelIds')}::uuid[])
  group by ${taskLabelTable.taskId}
  having count(*) = cardinality(${sql.placeholder('labelIds')}::uuid[]))`;

/**
 * The tasks of the workspace's projects the actor may see (`platform/visibility.ts`), filtered.
 * Without a project, archived projects are left out, as they are from the projects list.
 */
function listConditions(shape: TaskListShape) {
  return and(
    eq(taskTable.workspaceId, sql.placeholder('workspaceId')),
    shape.byProject ? eq(taskTable.projectId, sql.placeholder('projectId')) : projectNotArchived(),
    shape.byStatus ? eq(taskTable.status, sql.placeholder('status')) : undefined,
    shape.byPriority ? eq(taskTable.priority, sql.placeholder('priority')) : undefined,
    shape.byAssignee ? eq(taskTable.assignedTo, sql.placeholder('assignedTo')) : undefined,
    shape.byLabels ? hasEveryLabel : undefined,
    taskVisibleTo({ userId: sql.placeholder('userId'), seesAll: shape.seesAll }),
  );
}

/** The list with, in the same statement and so the same snapshot, the workspace's revision. */
function buildList(db: Queryable, shape: TaskListShape, sort: TaskSort) {
  return db
    .select({
      ...taskWithNamesFields,
      contentRevision: contentRevisionColumn(sql.placeholder('workspaceId')),
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .leftJoin(assignee, eq(assignee.id, taskTable.assignedTo))
    .where(listConditions(shape))
    .orderBy(...orderByKeys(taskOrder(sort)))
    .prepare(`list_tasks_${nameOf(shape)}_${sort.sortBy}_${sort.sortOrder}`);
}

const listStatements = preparedPerShape<ReturnType<typeof buildList>>();

function parametersOf(workspaceId: string, actor: WorkspaceActor, filters: TaskFilters) {
  const { projectId, status, priority, assignedTo, labelId: labelIds } = filters;
  return { workspaceId, userId: actor.userId, projectId, status, priority, assignedTo, labelIds };
}

/** One statement for the whole list, names joined in, filtered and sorted as `compareTasks`. */
export async function listTasks(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: ListTasksFilters,
): Promise<{ rows: TaskWithNames[]; contentRevision: number | null }> {
  const shape = shapeOf(actor, filters);
  const statement = listStatements(
    `${nameOf(shape)}:${filters.sortBy}:${filters.sortOrder}`,
    (db) => buildList(db, shape, filters),
  );
  const rows = await statement(db).execute(parametersOf(workspaceId, actor, filters));
  // With no rows there is no revision to read: such an answer is not kept.
  return { rows, contentRevision: rows[0]?.contentRevision ?? null };
}

/** A page of the list: the rows after the cursor's, read with the position each one ends at. */
function buildPage(db: Queryable, shape: TaskListShape, sort: TaskSort, after: string) {
  const order = taskOrder(sort);
  return db
    .select({
      ...taskWithNamesFields,
      contentRevision: contentRevisionColumn(sql.placeholder('workspaceId')),
      position: positionColumn(order),
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .leftJoin(assignee, eq(assignee.id, taskTable.assignedTo))
    .where(and(listConditions(shape), afterPositionShape(order, after)))
    .orderBy(...orderByKeys(order))
    .limit(sql.placeholder('limit'))
    .prepare(`page_tasks_${nameOf(shape)}_${sort.sortBy}_${sort.sortOrder}_${after}`);
}

const pageStatements = preparedPerShape<ReturnType<typeof buildPage>>();

/** The page's rows, one more than its limit when another page follows. */
export async function listTasksPage(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: ListTasksFilters,
  page: PageRequest,
): Promise<{ rows: (TaskWithNames & { position: string })[]; contentRevision: number | null }> {
  const shape = shapeOf(actor, filters);
  const after = positionShape(page.after);
  const statement = pageStatements(
    `${nameOf(shape)}:${filters.sortBy}:${filters.sortOrder}:${after}`,
    (db) => buildPage(db, shape, filters, after),
  );
  const rows = await statement(db).execute({
    ...parametersOf(workspaceId, actor, filters),
    ...positionParameters(page.after),
    limit: page.limit + 1,
  });
  return { rows, contentRevision: rows[0]?.contentRevision ?? null };
}

/** The list's counts, by status and by due date, as `taskMetrics` counts them. */
export type TaskCounts = Omit<TaskMetrics, 'completionRate'>;

const notComplete = sql`${taskTable.status} <> 'complete'`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The counts of the list (the same conditions, so the same tasks) by status, in one statement.
 * Overdue is due before `now`; due soon is due from `now` to `dueSoonUntil`, both inclusive.
 */
function buildCounts(db: Queryable, shape: TaskListShape) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const dueSoonUntil = sql`${sql.placeholder('dueSoonUntil')}::timestamptz`;
  return db
    .select({
      total: sql<number>`count(*)::int`,
      completed: countWhere(sql`${taskTable.status} = 'complete'`),
      inProgress: countWhere(sql`${taskTable.status} = 'in_progress'`),
      todo: countWhere(sql`${taskTable.status} not in ('complete', 'in_progress')`),
      overdue: countWhere(sql`${notComplete} and ${taskTable.dueDate} < ${now}`),
      dueSoon: countWhere(
        sql`${notComplete} and ${taskTable.dueDate} between ${now} and ${dueSoonUntil}`,
      ),
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .where(listConditions(shape))
    .prepare(`count_tasks_${nameOf(shape)}`);
}

const countStatements = preparedPerShape<ReturnType<typeof buildCounts>>();

export async function countTasks(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: Omit<TaskFilters, 'status'>,
  window: { now: Date; dueSoonUntil: Date },
): Promise<TaskCounts> {
  const shape = shapeOf(actor, filters);
  const statement = countStatements(nameOf(shape), (db) => buildCounts(db, shape));
  const [row] = await statement(db).execute({
    ...parametersOf(workspaceId, actor, filters),
    now: window.now.toISOString(),
    dueSoonUntil: window.dueSoonUntil.toISOString(),
  });
  if (!row) throw new Error('count returned no row');
  return row;
}

export async function findTaskWithNames(
  db: Queryable,
  taskId: string,
): Promise<TaskWithNames | null> {
  const [row] = await selectTasksWithNames(db).where(eq(taskTable.id, taskId));
  return row ?? null;
}

/**
 * The task with its names, its row locked until the transaction ends: the version a conditional
 * change is checked against and made on.
 */
export async function lockTaskWithNames(
  tx: Queryable,
  taskId: string,
): Promise<TaskWithNames | null> {
  const [row] = await selectTasksWithNames(tx)
    .where(eq(taskTable.id, taskId))
    .for('update', { of: taskTable });
  return row ?? null;
}

/** What visibility is decided on for one project, as far as one user is concerned. */
export interface ProjectAccessRow {
  id: string;
  workspaceId: string;
  name: string;
  status: string;
  createdBy: string;
  /** The user's own assignment, when they have one: all the shared rule looks for. */
  assignments: { userId: string }[];
}

const findProjectAccessStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: projectTable.id,
      workspaceId: projectTable.workspaceId,
      name: projectTable.name,
      status: projectTable.status,
      ...projectAccessColumns(sql.placeholder('userId')),
    })
    .from(projectTable)
    .where(eq(projectTable.id, sql.placeholder('projectId')))
    .prepare('find_project_access'),
);

/**
 * The project with what the shared rule judges it on for the user (`can(actor, 'task:view',
 * project)`), in one prepared statement.
 */
export async function findProjectAccess(
  db: Queryable,
  projectId: string,
  userId: string,
): Promise<ProjectAccessRow | null> {
  const [row] = await findProjectAccessStatement(db).execute({ projectId, userId });
  if (!row) return null;
  const { createdBy, viewerAssigned, ...project } = row;
  return { ...project, ...projectAccessOf(userId, { createdBy, viewerAssigned }) };
}

/** The role of an active member of the workspace, or null when the user is none. */
export async function activeMemberRole(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: workspaceMemberTable.role })
    .from(workspaceMemberTable)
    .where(activeMembershipOf(workspaceId, userId));
  return row?.role ?? null;
}

/**
 * Holds the task's row until the transaction ends, without blocking the rows that only point at it
 * (a comment being added); false when the task is gone.
 */
export async function lockTaskRow(tx: Queryable, taskId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: taskTable.id })
    .from(taskTable)
    .where(eq(taskTable.id, taskId))
    .for('no key update');
  return row !== undefined;
}

/** Moves the task's kept checklist totals by `delta` in one relative statement. */
export async function addToChecklistTotals(
  tx: Queryable,
  taskId: string,
  delta: { done: number; total: number },
): Promise<void> {
  await tx
    .update(taskTable)
    .set({
      checklistItemsDone: sql`${taskTable.checklistItemsDone} + ${delta.done}`,
      checklistItemsTotal: sql`${taskTable.checklistItemsTotal} + ${delta.total}`,
    })
    .where(eq(taskTable.id, taskId));
}

export async function insertTask(db: Queryable, task: NewTask): Promise<TaskRow> {
  return insertRow(db, taskTable, task, 'task');
}

export type TaskChanges = RowChanges<
  typeof taskTable,
  'id' | 'workspaceId' | 'projectId' | 'createdBy' | 'createdAt'
>;

export async function updateTask(db: Queryable, taskId: string, changes: TaskChanges) {
  await db.update(taskTable).set(changes).where(eq(taskTable.id, taskId));
}

export async function deleteTask(db: Queryable, taskId: string) {
  await db.delete(taskTable).where(eq(taskTable.id, taskId));
}
