import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { changeTable, projectTable, taskTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { changeVisibleTo, type ProjectViewer } from '../../platform/visibility';
import type { ActivityNames, ActivityRow } from './activity-items';

/** Whose history a page is: a task's, a project's, or a workspace's as one member sees it. */
export type ActivityScope =
  | { kind: 'task'; taskId: string }
  | { kind: 'project'; projectId: string }
  | {
      kind: 'workspace';
      workspaceId: string;
      viewer: ProjectViewer;
      actorId?: string;
    };

export interface ActivityPageRequest {
  /** The change types to read (activity only, perhaps narrowed to one subject type). */
  types: string[];
  /** Only rows numbered below this position (the cursor); the newest when null. */
  before: number | null;
  limit: number;
}

export type ActivityPageRow = ActivityRow & { position: number };

/**
 * The scope's rows the caller may see (platform/visibility.ts). A task's or a project's history is
 * read once its detail route's check has passed, and all it holds goes with the project (a
 * venture's only entry there is its conversion, which everyone may see).
 */
function scopeCondition(scope: ActivityScope): SQL | undefined {
  switch (scope.kind) {
    case 'task':
      return eq(changeTable.taskId, scope.taskId);
    case 'project':
      return eq(changeTable.projectId, scope.projectId);
    case 'workspace':
      return and(
        eq(changeTable.workspaceId, scope.workspaceId),
        scope.actorId ? eq(changeTable.actorId, scope.actorId) : undefined,
        changeVisibleTo(scope.viewer),
      );
  }
}

/**
 * One page of a history, newest first: the numbered rows of the scope below `before`, read
 * backwards along the scope's (…, position) index, so a page costs its own rows whatever the
 * history's length.
 */
export async function listActivityPage(
  db: Queryable,
  scope: ActivityScope,
  page: ActivityPageRequest,
): Promise<ActivityPageRow[]> {
  const rows = await db
    .select({
      id: changeTable.id,
      position: changeTable.position,
      type: changeTable.type,
      actorId: changeTable.actorId,
      fields: changeTable.fields,
      data: changeTable.data,
      createdAt: changeTable.createdAt,
    })
    .from(changeTable)
    .where(
      and(
        scopeCondition(scope),
        page.before === null
          ? isNotNull(changeTable.position)
          : lt(changeTable.position, page.before),
        inArray(changeTable.type, page.types),
      ),
    )
    .orderBy(desc(changeTable.position))
    .limit(page.limit);
  return rows as ActivityPageRow[];
}

/**
 * The names of the people and projects a page mentions, and which of its projects and tasks still
 * exist, in one statement.
 */
export async function findNames(
  db: Queryable,
  { userIds, projectIds, taskIds }: { userIds: string[]; projectIds: string[]; taskIds: string[] },
): Promise<ActivityNames> {
  const names: ActivityNames = { people: new Map(), projects: new Map(), tasks: new Set() };
  if (userIds.length === 0 && projectIds.length === 0 && taskIds.length === 0) return names;
  const people = db
    .select({ kind: sql<string>`'user'`.as('kind'), id: userTable.id, name: userTable.name })
    .from(userTable)
    .where(userIds.length > 0 ? inArray(userTable.id, userIds) : sql`false`);
  const projects = db
    .select({
      kind: sql<string>`'project'`.as('kind'),
      id: projectTable.id,
      name: projectTable.name,
    })
    .from(projectTable)
    .where(projectIds.length > 0 ? inArray(projectTable.id, projectIds) : sql`false`);
  const tasks = db
    .select({ kind: sql<string>`'task'`.as('kind'), id: taskTable.id, name: taskTable.title })
    .from(taskTable)
    .where(taskIds.length > 0 ? inArray(taskTable.id, taskIds) : sql`false`);
  for (const row of await people.unionAll(projects).unionAll(tasks)) {
    if (row.kind === 'user') names.people.set(row.id, row.name);
    else if (row.kind === 'task') names.tasks.add(row.id);
    else if (row.name !== null) names.projects.set(row.id, row.name);
  }
  return names;
}
