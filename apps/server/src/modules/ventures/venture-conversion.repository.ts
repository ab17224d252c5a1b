import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { userTable, workspaceMemberTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';

/** The users' membership rows in the workspace. */
export async function listMemberships(db: Queryable, workspaceId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: workspaceMemberTable.userId,
      role: workspaceMemberTable.role,
      status: workspaceMemberTable.status,
    })
    .from(workspaceMemberTable)
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        inArray(workspaceMemberTable.userId, userIds),
      ),
    );
}

/** The first `limit` of these people by the name they show under (their number without one). */
export function listPeopleByName(db: Queryable, userIds: string[], limit: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(personFields(userTable))
    .from(userTable)
    .where(inArray(userTable.id, userIds))
    .orderBy(sql`coalesce(${userTable.name}, ${userTable.phoneNumber})`, asc(userTable.id))
    .limit(limit);
}

/** Makes the user an active client of the workspace, whatever row (pending, revoked) they had. */
export async function makeActiveClient(
  db: Queryable,
  workspaceId: string,
  userId: string,
  invitedBy: string,
  now: Date,
): Promise<void> {
  await db
    .insert(workspaceMemberTable)
    .values({
      workspaceId,
      userId,
      role: 'client',
      status: 'active',
      invitedBy,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [workspaceMemberTable.workspaceId, workspaceMemberTable.userId],
      set: { role: 'client', status: 'active', joinedAt: now, updatedAt: now },
    });
}
