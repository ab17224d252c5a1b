import { sql, type SQLWrapper } from 'drizzle-orm';
import { changeTable } from '../../db/schema';
import type { Queryable } from '../database';
import type { Change, FieldChange } from './change';

/**
 * The channel that wakes every instance's relay: a change was committed (a trigger on `changes`
 * notifies as the writing transaction commits) or numbered.
 */
export const CHANGES_CHANNEL = 'groundwork_changes';

/** The thing a change is about, for the activity history and for readers that filter by it. */
function subjectIdOf(change: Change): string | null {
  if ('commentId' in change) return change.commentId;
  if ('itemId' in change) return change.itemId;
  if ('checklistId' in change) return change.checklistId;
  if ('templateId' in change) return change.templateId;
  if ('labelId' in change) return change.labelId;
  if ('fileId' in change) return change.fileId;
  if ('taskId' in change) return change.taskId;
  if ('ventureId' in change) return change.ventureId;
  if (change.type.startsWith('member.') && 'userId' in change) return change.userId;
  if (change.type === 'user.renamed') return change.userId;
  if ('projectId' in change) return change.projectId;
  if ('notifications' in change) return change.notifications[0]?.id ?? null;
  return 'workspaceId' in change ? change.workspaceId : null;
}

/** Those a change is for alone, when it is not for whoever may see its workspace or project. */
function audienceOf(change: Change): string[] | null {
  if (change.type === 'workspace.deleted') return change.memberIds;
  if (change.type === 'user.renamed') return change.sharedWith;
  // A person's notifications and text messages are theirs alone.
  if (change.type.startsWith('notification.') && 'userId' in change) return [change.userId];
  return null;
}

/** From this many changes at once, they are sent as one JSON parameter (see recordChanges). */
const BULK_CHANGES = 50;

/**
 * Writes the changes into the change record. Call it inside the transaction that makes them, so
 * that a change and its record are committed together or not at all; every consumer (live
 * messages, notifications, file clean-up) reads the record after the commit, on any instance.
 */
export async function recordChanges(tx: Queryable, changes: Change[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  if (changes.length < BULK_CHANGES) {
    await tx.insert(changeTable).values(changeRowsOf(changes, now));
    return;
  }
  // One JSON parameter for a large batch: a notification batch records thousands of changes,
  // which as a list of values would cost a dozen parameters each to build and to parse.
  const rows = changeRowsOf(changes, now).map((row) => ({
    type: row.type,
    workspace_id: row.workspaceId,
    project_id: row.projectId,
    task_id: row.taskId,
    subject_id: row.subjectId,
    actor_id: row.actorId,
    concerned_user_id: row.concernedUserId,
    audience_user_ids: row.audienceUserIds,
    fields: row.fields,
    data: row.data,
    created_at: row.createdAt,
  }));
  await tx.execute(sql`
    insert into ${changeTable} (type, workspace_id, project_id, task_id, subject_id, actor_id,
      concerned_user_id, audience_user_ids, fields, data, created_at)
    select type, workspace_id, project_id, task_id, subject_id, actor_id, concerned_user_id,
      audience_user_ids, fields, data, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(type varchar, workspace_id uuid,
      project_id uuid, task_id uuid, subject_id uuid, actor_id uuid, concerned_user_id uuid,
      audience_user_ids uuid[], fields jsonb, data jsonb, created_at timestamptz)`);
}

/**
 * Runs `statement` (an insert or update) and records the changes it makes in one statement (a
 * data-modifying WITH): for a write that holds a lock others queue on, one round trip less.
 */
export async function recordChangesWith(
  tx: Queryable,
  statement: SQLWrapper,
  changes: Change[],
  now: Date,
): Promise<void> {
  const record = tx.insert(changeTable).values(changeRowsOf(changes, now));
  await tx.execute(sql`with alongside as (${statement.getSQL()}) ${record.getSQL()}`);
}

function changeRowsOf(changes: Change[], now: Date) {
  return changes.map((whole) => {
    const { fields, ...change } = whole as Change & { fields?: FieldChange[] };
    return {
      type: change.type,
      workspaceId: 'workspaceId' in change ? change.workspaceId : null,
      projectId: 'projectId' in change ? change.projectId : null,
      taskId: 'taskId' in change ? change.taskId : null,
      subjectId: subjectIdOf(change),
      actorId: 'actorId' in change ? change.actorId : null,
      concernedUserId: 'userId' in change ? change.userId : null,
      audienceUserIds: audienceOf(change),
      fields: fields ?? [],
      data: change,
      createdAt: now,
    };
  });
}

/** The fields whose values differ between `before` and `after`, among `keys`. */
export function fieldChanges<T extends object>(
  before: T,
  after: Partial<T>,
  keys: readonly (keyof T & string)[],
): FieldChange[] {
  return keys
    .filter((key) => key in after && after[key] !== undefined && after[key] !== before[key])
    .map((key) => ({ field: key, from: before[key] ?? null, to: after[key] ?? null }));
}
