import { aliasedTable, and, desc, eq, ne, sql, type Placeholder } from 'drizzle-orm';
import { userTable, workspaceMemberTable, workspaceTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';
import { readList, withPosition, type PageOrder, type PageRequest } from '../../platform/paging';
import {
  batchKeys,
  isBatchKey,
  preparedPerBatchSize,
  preparedPerDatabase,
} from '../../platform/prepared';
import { memberHasAccess } from '../../platform/visibility';
import { insertRow, updateRowById } from '../../platform/row-writes';

type NewMember = typeof workspaceMemberTable.$inferInsert;

const memberUser = personFields(userTable);

const listActiveWorkspacesStatement = preparedPerBatchSize((db, many) =>
  db
    .select({
      userId: workspaceMemberTable.userId,
      workspace: workspaceTable,
      role: workspaceMemberTable.role,
    })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .where(
      and(
        isBatchKey(workspaceMemberTable.userId, 'userIds', many),
        // The workspaces a person may see: their active memberships (platform/visibility.ts).
        memberHasAccess(),
      ),
    )
    .orderBy(desc(workspaceTable.createdAt), desc(workspaceTable.id))
    .prepare(many ? 'list_active_workspaces_of_many' : 'list_active_workspaces'),
);

/**
 * The workspaces each of these users is an active member of, newest first, with their role: one
 * statement for them all. A user with none has no entry.
 */
export async function listActiveWorkspaces(db: Queryable, userIds: string[]) {
  const rows = await listActiveWorkspacesStatement(db, userIds.length).execute({
    userIds: batchKeys(userIds),
  });
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

/** The user's pending invitations, newest first, with who invited them. */
export async function listPendingInvitations(db: Queryable, userId: string) {
  const inviter = aliasedTable(userTable, 'inviter');
  return db
    .select({
      workspace: workspaceTable,
      role: workspaceMemberTable.role,
      invitedAt: workspaceMemberTable.invitedAt,
      inviterName: sql<string | null>`coalesce(${inviter.name}, ${inviter.phoneNumber})`,
    })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .leftJoin(inviter, eq(inviter.id, workspaceMemberTable.invitedBy))
    .where(and(eq(workspaceMemberTable.userId, userId), eq(workspaceMemberTable.status, 'pending')))
    .orderBy(desc(workspaceMemberTable.invitedAt));
}

export async function insertWorkspace(
  db: Queryable,
  workspace: typeof workspaceTable.$inferInsert,
) {
  return insertRow(db, workspaceTable, workspace, 'workspace');
}

export async function updateWorkspace(
  db: Queryable,
  workspaceId: string,
  changes: Partial<Pick<typeof workspaceTable.$inferInsert, 'name' | 'description' | 'updatedAt'>>,
) {
  return updateRowById(db, workspaceTable, workspaceId, changes, 'workspace');
}

/** Deletes the workspace; its members, notifications and everything else in it go by cascade. */
export async function deleteWorkspace(db: Queryable, workspaceId: string) {
  await db.delete(workspaceTable).where(eq(workspaceTable.id, workspaceId));
}

/** Members oldest first: the whole list and its pages. */
export const memberOrder: PageOrder = {
  name: 'members',
  keys: [
    { value: workspaceMemberTable.invitedAt, kind: 'timestamp', direction: 'asc' },
    { value: workspaceMemberTable.id, kind: 'id', direction: 'asc' },
  ],
};

const memberFields = { member: workspaceMemberTable, user: memberUser };

/** The workspace's members, revoked ones only when asked for; the id may be a placeholder. */
function membersOf(workspaceId: string | Placeholder, includeRevoked: boolean) {
  return and(
    eq(workspaceMemberTable.workspaceId, workspaceId),
    includeRevoked ? undefined : ne(workspaceMemberTable.status, 'revoked'),
  );
}

function prepareListMembers(includeRevoked: boolean) {
  return preparedPerDatabase((db) => {
    const query = db
      .select(memberFields)
      .from(workspaceMemberTable)
      .innerJoin(userTable, eq(userTable.id, workspaceMemberTable.userId))
      .$dynamic();
    return readList(
      query,
      memberOrder,
      membersOf(sql.placeholder('workspaceId'), includeRevoked),
    ).prepare(includeRevoked ? 'list_members_with_revoked' : 'list_members');
  });
}
const listMembersStatements = { current: prepareListMembers(false), all: prepareListMembers(true) };

/** Members with their users, oldest first; revoked rows only when asked for. */
export async function listMembers(db: Queryable, workspaceId: string, includeRevoked: boolean) {
  const statement = listMembersStatements[includeRevoked ? 'all' : 'current'];
  return statement(db).execute({ workspaceId });
}

/** The workspace's active and pending members, counted by one query. */
export async function countMembers(
  db: Queryable,
  workspaceId: string,
): Promise<{ active: number; pending: number }> {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${workspaceMemberTable.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${workspaceMemberTable.status} = 'pending'))::int`,
    })
    .from(workspaceMemberTable)
    .where(eq(workspaceMemberTable.workspaceId, workspaceId));
  return { active: row?.active ?? 0, pending: row?.pending ?? 0 };
}

/** A page of the members: one row more than its limit when another page follows. */
export async function listMembersPage(
  db: Queryable,
  workspaceId: string,
  includeRevoked: boolean,
  page: PageRequest,
) {
  const query = db
    .select(withPosition(memberFields, memberOrder))
    .from(workspaceMemberTable)
    .innerJoin(userTable, eq(userTable.id, workspaceMemberTable.userId))
    .$dynamic();
  return readList(query, memberOrder, membersOf(workspaceId, includeRevoked), page);
}

export async function findMember(db: Queryable, workspaceId: string, memberId: string) {
  const [row] = await db
    .select(memberFields)
    .from(workspaceMemberTable)
    .innerJoin(userTable, eq(userTable.id, workspaceMemberTable.userId))
    .where(
      and(eq(workspaceMemberTable.workspaceId, workspaceId), eq(workspaceMemberTable.id, memberId)),
    );
  return row ?? null;
}

export async function findMemberByUser(db: Queryable, workspaceId: string, userId: string) {
  const [row] = await db
    .select()
    .from(workspaceMemberTable)
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        eq(workspaceMemberTable.userId, userId),
      ),
    );
  return row ?? null;
}

export async function insertMember(db: Queryable, member: NewMember) {
  return insertRow(db, workspaceMemberTable, member, 'member');
}

export async function updateMember(
  db: Queryable,
  memberId: string,
  changes: Partial<
    Pick<NewMember, 'role' | 'status' | 'invitedAt' | 'invitedBy' | 'joinedAt' | 'updatedAt'>
  >,
) {
  return updateRowById(db, workspaceMemberTable, memberId, changes, 'member');
}

export async function deleteMember(db: Queryable, memberId: string) {
  await db.delete(workspaceMemberTable).where(eq(workspaceMemberTable.id, memberId));
}

export async function findWorkspace(db: Queryable, workspaceId: string) {
  const [row] = await db.select().from(workspaceTable).where(eq(workspaceTable.id, workspaceId));
  return row ?? null;
}
