import {
  and,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import {
  accessGrantingStatuses,
  rolesSeeingAllProjects,
  seesAllProjects,
  type ProjectAccess,
} from '@groundwork/shared/permissions/visibility';
import {
  changeTable,
  notificationTable,
  projectAssignmentTable,
  projectTable,
  taskFileTable,
  taskTable,
  userTable,
  ventureTable,
  workspaceMemberTable,
  workspaceTable,
} from '../db/schema';
import type { Queryable } from './database';
import { personFields } from './person-fields';

/**
 * Who may see which project, task, file, venture, notification, activity entry and live change, in
 * SQL: the one place the shared rule (`@groundwork/shared/permissions/visibility`) is written as
 * conditions, used by every read path. Each condition is built from the shared rule's own data (the roles that see
 * everything, the statuses that open a workspace), and `test/visibility.property.test.ts`
 * compares every list and detail route with the shared rule on random workspaces.
 *
 * A user id may be a value or a placeholder, so statements prepared once per shape keep working.
 * Subqueries use aliases of their own, so a condition can sit inside a statement that reads the
 * same tables.
 */

type UserId = string | Placeholder | SQLWrapper;

const qb = new QueryBuilder();

/**
 * Whose view a workspace list is: the user, and whether they see every project of it. Only ever
 * made for an active member of the workspace whose rows are read (a `WorkspaceAccess`): it
 * narrows a workspace's rows, it does not check the membership.
 */
export interface ProjectViewer {
  userId: string | Placeholder;
  seesAll: boolean;
}

/** The view of an active member (`WorkspaceAccess.actor`), by the shared `seesAllProjects`. */
export function projectViewer(actor: WorkspaceActor): ProjectViewer {
  return { userId: actor.userId, seesAll: seesAllProjects(actor) };
}

/** The ids of the projects the user created or is assigned to, in any workspace. */
function createdOrAssignedProjectIds(userId: UserId) {
  const created = alias(projectTable, 'visibility_created_project');
  const assignment = alias(projectAssignmentTable, 'visibility_assignment');
  return qb
    .select({ projectId: created.id })
    .from(created)
    .where(eq(created.createdBy, sql`${userId}`))
    .unionAll(
      qb
        .select({ projectId: assignment.projectId })
        .from(assignment)
        .where(eq(assignment.userId, sql`${userId}`)),
    );
}

/**
 * The rows whose project (by `projectId`) the viewer may see; undefined (no condition) for owner,
 * admin and project_manager. A condition on a workspace's rows for one of its active members.
 */
export function projectVisibleTo(
  viewer: ProjectViewer,
  projectId: SQLWrapper = projectTable.id,
): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return sql`${projectId} in (${createdOrAssignedProjectIds(viewer.userId)})`;
}

/** The tasks whose project the viewer may see (the task table alone; no join needed). */
export function taskVisibleTo(viewer: ProjectViewer): SQL | undefined {
  return projectVisibleTo(viewer, taskTable.projectId);
}

/** The task files whose project the viewer may see (the file table alone; no join needed). */
export function fileVisibleTo(viewer: ProjectViewer): SQL | undefined {
  return projectVisibleTo(viewer, taskFileTable.projectId);
}

/**
 * The projects that lists, totals, the SMS digest and due-date reminders count: archived ones are
 * left out (DECISIONS.md "Projects"); a list asked for them (`includeArchived`) omits this.
 */
export function projectNotArchived(project: { status: AnyPgColumn } = projectTable): SQL {
  return ne(project.status, 'archived');
}

type VentureColumns = { status: AnyPgColumn; createdBy: AnyPgColumn };

/** The ventures every signed-in user may see, member of their workspace or not: all but drafts. */
export function ventureVisibleToEveryone(venture: VentureColumns = ventureTable): SQL {
  return ne(venture.status, 'draft');
}

/** Drafts only to their creator; every other status to anyone signed in. */
export function ventureVisibleTo(userId: UserId, venture: VentureColumns = ventureTable): SQL {
  return or(ventureVisibleToEveryone(venture), eq(venture.createdBy, sql`${userId}`)) as SQL;
}

/** Only the recipient's own notifications, whatever their membership now. */
export function notificationVisibleTo(userId: string | Placeholder): SQL {
  return eq(notificationTable.userId, userId);
}

/** The member rows that open their workspace (active; pending and revoked do not). */
export function memberHasAccess(member: { status: AnyPgColumn } = workspaceMemberTable): SQL {
  // One status today: PostgreSQL plans `status in ('active')` as `status = 'active'`.
  return inArray(member.status, [...accessGrantingStatuses]);
}

/** The user's member row of the workspace, when it opens the workspace to them. */
export function activeMembershipOf(workspaceId: string, userId: string): SQL {
  return and(
    eq(workspaceMemberTable.workspaceId, workspaceId),
    eq(workspaceMemberTable.userId, userId),
    memberHasAccess(),
  ) as SQL;
}

/** True when the user is an active member of the workspace. Both sides are SQL (columns). */
export function isActiveMemberSql(userId: UserId, workspaceId: SQLWrapper): SQL {
  const member = alias(workspaceMemberTable, 'visibility_member');
  return exists(
    qb
      .select({ one: sql`1` })
      .from(member)
      .where(
        and(
          eq(member.workspaceId, sql`${workspaceId}`),
          eq(member.userId, sql`${userId}`),
          memberHasAccess(member),
        ),
      ),
  );
}

/**
 * True when the user may see the project: they are an active member of its workspace and own
 * it, or hold a role that sees every project, or created the project or are assigned to it.
 * Self-contained (it checks the membership itself), for statements that decide for many users
 * at once, such as which listeners receive a live message: `canSeeProjectSql(listener.userId,
 * event.projectId)`. False for a project that does not exist.
 */
export function canSeeProjectSql(userId: UserId, projectId: SQLWrapper): SQL {
  const project = alias(projectTable, 'visibility_project');
  const member = alias(workspaceMemberTable, 'visibility_member');
  const workspace = alias(workspaceTable, 'visibility_workspace');
  const assignment = alias(projectAssignmentTable, 'visibility_assignment');
  return exists(
    qb
      .select({ one: sql`1` })
      .from(project)
      .innerJoin(
        member,
        and(
          eq(member.workspaceId, project.workspaceId),
          eq(member.userId, sql`${userId}`),
          memberHasAccess(member),
        ),
      )
      .innerJoin(workspace, eq(workspace.id, project.workspaceId))
      .where(
        and(
          eq(project.id, sql`${projectId}`),
          or(
            inArray(member.role, [...rolesSeeingAllProjects]),
            eq(workspace.ownerId, member.userId),
            eq(project.createdBy, member.userId),
            exists(
              qb
                .select({ one: sql`1` })
                .from(assignment)
                .where(
                  and(eq(assignment.projectId, project.id), eq(assignment.userId, member.userId)),
                ),
            ),
          ),
        ),
      ),
  );
}

/** A change about a venture (`venture.*`, pledges included): it follows the venture's rule. */
const isVentureChange = sql`${changeTable.type} like 'venture.%'`;

/**
 * True when the user may see the venture a change is about (its `subject_id`), by the shared
 * `canViewVenture`: a draft its creator only, any other status everyone signed in. A venture that
 * is gone was a draft (only drafts can be deleted), so its changes are its creator's alone (the
 * `creatorId` the change carries).
 */
function changeVentureVisibleTo(userId: UserId): SQL {
  const venture = alias(ventureTable, 'visibility_venture');
  const visible = qb
    .select({ visible: sql<boolean>`${ventureVisibleTo(userId, venture)}` })
    .from(venture)
    .where(eq(venture.id, changeTable.subjectId));
  return sql`coalesce((${visible}), ${changeTable.data}->>'creatorId' = ${userId}::text)`;
}

/**
 * The changes of a workspace's history that one of its active members may see: a venture's as
 * the venture (`changeVentureVisibleTo`), any other that names a project only with the project.
 */
export function changeVisibleTo(viewer: ProjectViewer): SQL {
  const projectVisible = projectVisibleTo(viewer, changeTable.projectId);
  const otherVisible = projectVisible
    ? or(isNull(changeTable.projectId), projectVisible)
    : sql`true`;
  return sql`case when ${isVentureChange} then ${changeVentureVisibleTo(viewer.userId)}
    else ${otherVisible} end`;
}

/**
 * True when the user may hear of the change (a live message): self-contained, for statements that
 * decide for many people at once, such as `canSeeChangeSql(listener.userId)` over `changes`.
 * - A change for named people (their notifications, a deleted workspace's members) reaches those.
 * - A venture's reaches the active members of its workspace who may see the venture
 *   (`changeVentureVisibleTo`: a draft's, its creator alone). Not everyone who may see a public
 *   venture: a change names its actor, and who pledged is the workspace's business.
 * - One that names a project reaches those who may see the project, and the person a team change
 *   is about while they are an active member (so someone taken off a project hears of it).
 * - Any other (the workspace, its members) reaches the workspace's active members, and the person
 *   a membership change is about (so an invitee or a removed member hears of it).
 */
export function canSeeChangeSql(userId: UserId): SQL {
  const c = changeTable;
  const isActiveMember = isActiveMemberSql(userId, c.workspaceId);
  const isConcerned = sql`${c.concernedUserId} = ${userId}`;
  return sql`case
    when ${c.audienceUserIds} is not null then ${userId} = any(${c.audienceUserIds})
    when ${c.workspaceId} is null then false
    when ${isVentureChange} then ${changeVentureVisibleTo(userId)} and ${isActiveMember}
    when ${c.projectId} is not null then ${canSeeProjectSql(userId, c.projectId)}
      or (${c.type} like 'project.assignment.%' and ${isConcerned} and ${isActiveMember})
    else ${isActiveMember} or (${c.type} like 'member.%' and ${isConcerned})
  end`;
}

/**
 * What the shared rule judges a project on, as far as one viewer is concerned: its creator and
 * whether the viewer is assigned to it. Select these beside the project and pass them to
 * `projectAccessOf` to get the `ProjectAccess` that `can()` takes.
 */
export function projectAccessColumns(userId: string | Placeholder) {
  const assignment = alias(projectAssignmentTable, 'visibility_assignment');
  return {
    createdBy: projectTable.createdBy,
    viewerAssigned: sql<boolean>`${exists(
      qb
        .select({ one: sql`1` })
        .from(assignment)
        .where(and(eq(assignment.projectId, projectTable.id), eq(assignment.userId, userId))),
    )}`,
  };
}

/** The `ProjectAccess` of `projectAccessColumns`' values for the viewer. */
export function projectAccessOf(
  userId: string,
  columns: { createdBy: string; viewerAssigned: boolean },
): ProjectAccess & { assignments: { userId: string }[] } {
  return {
    createdBy: columns.createdBy,
    assignments: columns.viewerAssigned ? [{ userId }] : [],
  };
}

/**
 * Of these people, those who may see the project (active members whose role or assignments show
 * it: `canSeeProjectSql`), with their current names. For mentions and checklist assignees.
 */
export async function peopleWhoCanSeeProject(
  db: Queryable,
  projectId: string,
  userIds: readonly string[],
): Promise<{ id: string; name: string | null; phoneNumber: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select(personFields(userTable))
    .from(userTable)
    .where(
      and(
        inArray(userTable.id, [...userIds]),
        canSeeProjectSql(userTable.id, sql`${projectId}::uuid`),
      ),
    );
}
