import { and, asc, eq, getTableColumns, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { MemberRole, WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { ProjectStatus } from '@groundwork/shared/projects/constants';
import {
  projectAssignmentTable,
  projectTable,
  userTable,
  workspaceMemberTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personNameFields } from '../../platform/person-fields';
import { preparedPerDatabase, preparedPerShape } from '../../platform/prepared';
import {
  activeMembershipOf,
  projectNotArchived,
  projectViewer,
  projectVisibleTo,
} from '../../platform/visibility';
import { taskStats } from '../../platform/project-task-stats';
import { contentRevisionColumn } from '../../platform/workspace-access';
import { insertRow, updateRowById, type RowChanges } from '../../platform/row-writes';

export type ProjectRow = typeof projectTable.$inferSelect;
export type NewProject = typeof projectTable.$inferInsert;
export type NewAssignment = typeof projectAssignmentTable.$inferInsert;

/** A project row with its task aggregates, as the list and the detail read it. */
export interface ProjectWithStats extends ProjectRow {
  taskCount: number;
  completedTaskCount: number;
  investmentCents: number;
}

export interface AssignmentWithUser {
  projectId: string;
  userId: string;
  role: MemberRole;
  user: { name: string | null; phoneNumber: string };
}

function selectProjectsWithStats<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  now: Date | Placeholder,
  extra?: Extra,
) {
  const stats = taskStats(db, now);
  return db
    .select({
      ...getTableColumns(projectTable),
      taskCount: stats.taskCount,
      completedTaskCount: stats.completedTaskCount,
      investmentCents: stats.investmentCents,
      ...(extra as Extra),
    })
    .from(projectTable)
    .leftJoinLateral(stats, sql`true`);
}

/**
 * Rows of `selectProjectsWithStats` as they are: an aggregate without GROUP BY answers exactly
 * one row, so the lateral columns are never null, whatever the left join's types say.
 */
const withStats = (rows: unknown[]) => rows as ProjectWithStats[];

/**
 * The list statement, prepared once per database for each kind of caller (sees every project, or
 * only those they created or are assigned to: `platform/visibility.ts`) and each archived choice.
 */
function buildListProjects(db: Queryable, seesAll: boolean, includeArchived: boolean) {
  return (
    selectProjectsWithStats(db, sql.placeholder('now'), {
      // Read in the same statement, so the answer cache stores it beside what it describes.
      contentRevision: contentRevisionColumn(sql.placeholder('workspaceId')),
    })
      .where(
        and(
          eq(projectTable.workspaceId, sql.placeholder('workspaceId')),
          includeArchived ? undefined : projectNotArchived(),
          projectVisibleTo({ userId: sql.placeholder('userId'), seesAll }),
        ),
      )
      // A stable order before the rule-based sort, so that ties come out the same every time:
      // the rule compares updates to the millisecond, and then the id decides (a page's cursor).
      .orderBy(
        sql`date_trunc('milliseconds', ${projectTable.updatedAt}) desc`,
        asc(projectTable.id),
      )
      .prepare(
        `list_projects_${seesAll ? 'all' : 'visible'}_${includeArchived ? 'with' : 'without'}_archived`,
      )
  );
}

const listProjectsStatements = preparedPerShape<ReturnType<typeof buildListProjects>>();

/**
 * One statement for every visible project of a workspace with its task aggregates, and the
 * workspace's content revision (null beside no projects).
 */
export async function listProjects(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  options: { includeArchived: boolean; now: Date },
): Promise<{ rows: ProjectWithStats[]; contentRevision: number | null }> {
  const { seesAll } = projectViewer(actor);
  const statement = listProjectsStatements(`${seesAll}:${options.includeArchived}`, (db) =>
    buildListProjects(db, seesAll, options.includeArchived),
  );
  const rows = await statement(db).execute({
    workspaceId,
    userId: actor.userId,
    now: options.now.toISOString(),
  });
  return { rows: withStats(rows), contentRevision: rows[0]?.contentRevision ?? null };
}

export async function findProjectWithStats(
  db: Queryable,
  projectId: string,
  now: Date,
): Promise<ProjectWithStats | null> {
  const [row] = withStats(
    await selectProjectsWithStats(db, now).where(eq(projectTable.id, projectId)),
  );
  return row ?? null;
}

export async function findProject(db: Queryable, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projectTable).where(eq(projectTable.id, projectId));
  return row ?? null;
}

const listWorkspaceAssignmentsStatement = preparedPerDatabase((db) =>
  db
    .select({
      projectId: projectAssignmentTable.projectId,
      userId: projectAssignmentTable.userId,
      role: projectAssignmentTable.role,
      user: personNameFields(userTable),
    })
    .from(projectAssignmentTable)
    .innerJoin(projectTable, eq(projectTable.id, projectAssignmentTable.projectId))
    .innerJoin(userTable, eq(userTable.id, projectAssignmentTable.userId))
    .where(eq(projectTable.workspaceId, sql.placeholder('workspaceId')))
    .orderBy(asc(projectAssignmentTable.assignedAt), asc(projectAssignmentTable.userId))
    .prepare('list_workspace_assignments'),
);

/**
 * Every assignment in a workspace with its user, in one prepared statement whatever the number
 * of projects; callers keep those of the projects they show.
 */
export async function listWorkspaceAssignments(
  db: Queryable,
  workspaceId: string,
): Promise<AssignmentWithUser[]> {
  return listWorkspaceAssignmentsStatement(db).execute({ workspaceId });
}

export async function insertProject(db: Queryable, project: NewProject): Promise<ProjectRow> {
  return insertRow(db, projectTable, project, 'project');
}

export type ProjectChanges = RowChanges<
  typeof projectTable,
  'id' | 'workspaceId' | 'createdBy' | 'createdAt'
>;

export async function updateProject(
  db: Queryable,
  projectId: string,
  changes: ProjectChanges,
): Promise<ProjectRow> {
  return updateRowById(db, projectTable, projectId, changes, 'project');
}

/**
 * Archives in one statement, remembering the status it had; an archived project is left as it
 * is, so that archiving twice never overwrites the remembered status.
 */
export async function archiveProject(
  db: Queryable,
  projectId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(projectTable)
    .set({ status: 'archived', statusBeforeArchive: sql`${projectTable.status}`, updatedAt: now })
    .where(and(eq(projectTable.id, projectId), ne(projectTable.status, 'archived')))
    .returning({ id: projectTable.id });
  return rows.length > 0;
}

/** Puts back the remembered status (to_do when none): the status, or null when not archived. */
export async function restoreProject(
  db: Queryable,
  projectId: string,
  now: Date,
): Promise<ProjectStatus | null> {
  const rows = await db
    .update(projectTable)
    .set({
      status: sql`coalesce(${projectTable.statusBeforeArchive}, 'to_do')`,
      statusBeforeArchive: null,
      updatedAt: now,
    })
    .where(and(eq(projectTable.id, projectId), eq(projectTable.status, 'archived')))
    .returning({ status: projectTable.status });
  return rows[0]?.status ?? null;
}

/** Whether the user is an active member of the workspace. */
export async function isActiveMember(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMemberTable.id })
    .from(workspaceMemberTable)
    .where(activeMembershipOf(workspaceId, userId));
  return row !== undefined;
}

/** Adds the assignment, or changes its role when the user is already on the project. */
export async function upsertAssignment(db: Queryable, assignment: NewAssignment): Promise<void> {
  await db
    .insert(projectAssignmentTable)
    .values(assignment)
    .onConflictDoUpdate({
      target: [projectAssignmentTable.projectId, projectAssignmentTable.userId],
      set: { role: assignment.role },
    });
}

/**
 * Adds the assignment unless the user is already on the project (who keeps the role the project
 * gave them); true when it was added.
 */
export async function insertAssignmentIfAbsent(
  db: Queryable,
  assignment: typeof projectAssignmentTable.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(projectAssignmentTable)
    .values(assignment)
    .onConflictDoNothing()
    .returning({ userId: projectAssignmentTable.userId });
  return rows.length > 0;
}

/** Removes the assignment; false when there was none. */
export async function deleteAssignment(
  db: Queryable,
  projectId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(projectAssignmentTable)
    .where(
      and(
        eq(projectAssignmentTable.projectId, projectId),
        eq(projectAssignmentTable.userId, userId),
      ),
    )
    .returning({ userId: projectAssignmentTable.userId });
  return rows.length > 0;
}
