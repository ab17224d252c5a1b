import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  liveEventTable,
  projectAssignmentTable,
  projectTable,
  workspaceMemberTable,
  workspaceTable,
} from '../../db/schema';
import type { Queryable } from '../database';

export type LiveEventRow = typeof liveEventTable.$inferSelect;
export type NewLiveEvent = Omit<typeof liveEventTable.$inferInsert, 'id' | 'createdAt'>;

export async function insertLiveEvent(
  db: Queryable,
  event: NewLiveEvent,
  now: Date,
): Promise<LiveEventRow> {
  const [row] = await db
    .insert(liveEventTable)
    .values({ ...event, createdAt: now })
    .returning();
  if (!row) throw new Error('live event not stored');
  return row;
}

export async function findLiveEvent(db: Queryable, id: number): Promise<LiveEventRow | null> {
  const [row] = await db.select().from(liveEventTable).where(eq(liveEventTable.id, id));
  return row ?? null;
}

/**
 * The messages after `afterId` that may concern the user: their own, those about them, and those
 * of the workspaces they are an active member of now (visibility is checked again per message).
 */
export async function listLiveEventsAfter(
  db: Queryable,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEventTable)
    .where(
      and(
        gt(liveEventTable.id, afterId),
        or(
          eq(liveEventTable.userId, userId),
          eq(liveEventTable.concernedUserId, userId),
          inArray(
            liveEventTable.workspaceId,
            db
              .select({ workspaceId: workspaceMemberTable.workspaceId })
              .from(workspaceMemberTable)
              .where(
                and(
                  eq(workspaceMemberTable.userId, userId),
                  eq(workspaceMemberTable.status, 'active'),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(liveEventTable.id))
    .limit(limit);
}

export async function deleteLiveEventsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(liveEventTable).where(lt(liveEventTable.createdAt, before));
}

/** Which of the users are active members of the workspace, with what they need to be judged by. */
export async function listActiveMembersAmong(
  db: Queryable,
  workspaceId: string,
  userIds: string[],
) {
  return db
    .select({
      userId: workspaceMemberTable.userId,
      role: workspaceMemberTable.role,
      isOwner: sql<boolean>`${workspaceTable.ownerId} = ${workspaceMemberTable.userId}`,
    })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        eq(workspaceMemberTable.status, 'active'),
        inArray(workspaceMemberTable.userId, userIds),
      ),
    );
}

/** The fields project visibility is decided on, or null when the project is gone. */
export async function findProjectVisibility(db: Queryable, projectId: string) {
  const [project] = await db
    .select({ createdBy: projectTable.createdBy })
    .from(projectTable)
    .where(eq(projectTable.id, projectId));
  if (!project) return null;
  const assignments = await db
    .select({ userId: projectAssignmentTable.userId })
    .from(projectAssignmentTable)
    .where(eq(projectAssignmentTable.projectId, projectId));
  return { createdBy: project.createdBy, assignments };
}
