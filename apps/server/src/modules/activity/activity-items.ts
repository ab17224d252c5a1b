import type {
  ActivityFieldChange,
  ActivityItem,
  ActivityPerson,
} from '@groundwork/shared/activity/schemas';
import { centsToDollars } from '@groundwork/shared/common/money';
import { memberDisplayName } from '@groundwork/shared/workspaces/rules';
import type { ActivityAction, ActivitySubjectType } from '@groundwork/shared/activity/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Change, ChangeType, FieldChange } from '../../platform/changes/change';

/**
 * How a row of the change record reads as an activity entry. Pure: the names of the people and
 * projects an entry mentions are read beforehand, for the whole page at once (`namesToRead`).
 */

/** The change types each subject type of the history is made of. */
const changeTypesBySubject = {
  task: ['task.created', 'task.updated', 'task.deleted'],
  comment: ['comment.created', 'comment.updated', 'comment.deleted'],
  checklist: ['checklist.created', 'checklist.updated', 'checklist.deleted'],
  checklist_item: [
    'checklist.item.created',
    'checklist.item.updated',
    'checklist.item.ticked',
    'checklist.item.unticked',
    'checklist.item.deleted',
  ],
  file: ['file.uploaded', 'file.deleted'],
  project: ['project.created', 'project.updated', 'project.archived', 'project.restored'],
  member: [
    'member.invited',
    'member.joined',
    'member.declined',
    'member.updated',
    'member.removed',
    'project.assignment.added',
    'project.assignment.removed',
  ],
  venture: [
    'venture.created',
    'venture.updated',
    'venture.published',
    'venture.deleted',
    'venture.succeeded',
    'venture.failed',
    'venture.converted',
  ],
  pledge: ['venture.pledged'],
} as const satisfies Record<ActivitySubjectType, readonly ChangeType[]>;

/** Every change type the history shows; workspace and notification changes are not activity. */
export const activityChangeTypes: ChangeType[] = Object.values(changeTypesBySubject).flat();

/** The change types of one subject type (the workspace feed's `?type=`). */
export function changeTypesOf(subject: ActivitySubjectType): ChangeType[] {
  return [...changeTypesBySubject[subject]];
}

/** Fields whose values are user ids: shown as `{ id, name }`. */
const peopleFields = new Set([
  'assignedTo',
  'previousAssignedTo',
  // A checklist item's.
  'assigneeId',
  'userId',
  'createdBy',
  'uploadedBy',
  'ownerId',
  'assignedBy',
  'invitedBy',
]);

/** What the mapping reads of a stored change. */
export interface ActivityRow {
  id: number;
  type: string;
  actorId: string | null;
  fields: FieldChange[];
  data: Change;
  createdAt: Date;
}

/**
 * What an entry may mention or lead to: people by user id (null when unnamed), the projects that
 * still exist by id with their names, and the ids of the tasks that still exist.
 */
export interface ActivityNames {
  people: Map<string, string | null>;
  projects: Map<string, string>;
  tasks: Set<string>;
}

/** The project and task a change happened in, as the record names them. */
function placeOf(change: Change): { projectId: string | null; taskId: string | null } {
  return {
    projectId: 'projectId' in change ? change.projectId : null,
    taskId: 'taskId' in change ? change.taskId : null,
  };
}

/**
 * The user ids whose names the rows mention, and the project and task ids they happened in (to
 * name the project of a team change, and to know which still exist), each once.
 */
export function namesToRead(rows: ActivityRow[]): {
  userIds: string[];
  projectIds: string[];
  taskIds: string[];
} {
  const userIds = new Set<string>();
  const projectIds = new Set<string>();
  const taskIds = new Set<string>();
  const addUser = (value: unknown) => {
    if (typeof value === 'string' && isId(value)) userIds.add(value.toLowerCase());
  };
  for (const row of rows) {
    addUser(row.actorId);
    const change = row.data;
    if (change.type.startsWith('member.') || change.type.startsWith('project.assignment.')) {
      addUser((change as { userId?: unknown }).userId);
    }
    const { projectId, taskId } = placeOf(change);
    if (projectId) projectIds.add(projectId.toLowerCase());
    if (taskId) taskIds.add(taskId.toLowerCase());
    for (const field of row.fields) {
      if (!peopleFields.has(field.field)) continue;
      addUser(field.from);
      addUser(field.to);
    }
  }
  return { userIds: [...userIds], projectIds: [...projectIds], taskIds: [...taskIds] };
}

/** Where an entry leads: its project and task, each while it still exists. */
function linksOf(change: Change, names: ActivityNames): Pick<ActivityItem, 'projectId' | 'taskId'> {
  const { projectId, taskId } = placeOf(change);
  return {
    projectId: projectId && names.projects.has(projectId.toLowerCase()) ? projectId : null,
    taskId: taskId && names.tasks.has(taskId.toLowerCase()) ? taskId : null,
  };
}

function personOf(value: unknown, names: ActivityNames): ActivityPerson | unknown {
  if (typeof value !== 'string' || !isId(value)) return value ?? null;
  return { id: value, name: names.people.get(value.toLowerCase()) ?? null };
}

/**
 * The row's fields as the API shows them: people as `{ id, name }`, money in dollars (a field
 * kept in cents, `targetGoalCents`, reads as `targetGoal`); dates are ISO strings already.
 */
function fieldChangesOf(fields: FieldChange[], names: ActivityNames): ActivityFieldChange[] {
  return fields.map(({ field, from, to }) => {
    if (peopleFields.has(field)) {
      return { field, from: personOf(from, names), to: personOf(to, names) };
    }
    if (field.endsWith('Cents')) {
      const dollars = (value: unknown) =>
        typeof value === 'number' ? centsToDollars(value) : value;
      return { field: field.slice(0, -'Cents'.length), from: dollars(from), to: dollars(to) };
    }
    return { field, from: from ?? null, to: to ?? null };
  });
}

/** A task edit that changed nothing but its assignee, or its status, says so. */
function taskUpdateAction(fields: FieldChange[]): ActivityAction {
  const [only, ...others] = fields;
  if (only && others.length === 0) {
    if (only.field === 'assignedTo') return 'assigned';
    if (only.field === 'status') return 'status_changed';
  }
  return 'updated';
}

/** The last part of a change type, as the action it names (`project.archived` → archived). */
function verbOf(type: string): ActivityAction {
  return type.slice(type.lastIndexOf('.') + 1) as ActivityAction;
}

type Entry = Pick<ActivityItem, 'subject' | 'action'> & { changes?: ActivityFieldChange[] };

/** An entry whose changes are the record's own fields. */
function entry(
  type: ActivityItem['subject']['type'],
  id: string,
  title: ActivityItem['subject']['title'],
  action: ActivityAction,
): Entry {
  return { subject: { type, id, title }, action };
}

function entryOf(change: Change, fields: FieldChange[], names: ActivityNames): Entry | null {
  const personName = (userId: string) =>
    memberDisplayName({ name: names.people.get(userId.toLowerCase()) });
  switch (change.type) {
    case 'task.created':
    case 'task.deleted':
      return entry('task', change.taskId, change.taskTitle, verbOf(change.type));
    case 'task.updated':
      return entry('task', change.taskId, change.taskTitle, taskUpdateAction(fields));
    case 'comment.created':
    case 'comment.updated':
    case 'comment.deleted':
      return entry(
        'comment',
        change.commentId,
        change.taskTitle,
        change.type === 'comment.created' ? 'commented' : verbOf(change.type),
      );
    case 'checklist.created':
    case 'checklist.updated':
    case 'checklist.deleted':
      return entry('checklist', change.checklistId, change.checklistTitle, verbOf(change.type));
    case 'checklist.item.created':
    case 'checklist.item.updated':
    case 'checklist.item.ticked':
    case 'checklist.item.unticked':
    case 'checklist.item.deleted':
      // Ticked and unticked are actions of their own: "Maria ticked 'Keys handed over'".
      return entry('checklist_item', change.itemId, change.itemText, verbOf(change.type));
    case 'file.uploaded':
    case 'file.deleted':
      return entry('file', change.fileId, change.filename, verbOf(change.type));
    case 'project.created':
    case 'project.updated':
    case 'project.archived':
    case 'project.restored':
      return entry('project', change.projectId, change.projectName, verbOf(change.type));
    case 'project.assignment.added':
    case 'project.assignment.removed': {
      const project = {
        id: change.projectId,
        name: names.projects.get(change.projectId.toLowerCase()) ?? null,
      };
      const added = change.type === 'project.assignment.added';
      return {
        subject: { type: 'member', id: change.userId, title: personName(change.userId) },
        action: added ? 'assigned' : 'unassigned',
        changes: [
          ...fieldChangesOf(fields, names),
          { field: 'project', from: added ? null : project, to: added ? project : null },
        ],
      };
    }
    case 'member.invited':
    case 'member.joined':
    case 'member.declined':
    case 'member.removed':
    case 'member.updated':
      return {
        subject: { type: 'member', id: change.userId, title: personName(change.userId) },
        action:
          change.type !== 'member.updated'
            ? verbOf(change.type)
            : fields.some((field) => field.field === 'role')
              ? 'role_changed'
              : 'updated',
      };
    case 'venture.pledged':
      return {
        // Rows written before pledges were named in the record point at the venture.
        subject: {
          type: 'pledge',
          id: change.pledgeId ?? change.ventureId,
          title: change.ventureName,
        },
        action: 'pledged',
        changes: [{ field: 'amount', from: null, to: centsToDollars(change.amountCents) }],
      };
    case 'venture.created':
    case 'venture.updated':
    case 'venture.published':
    case 'venture.deleted':
    case 'venture.succeeded':
    case 'venture.failed':
    case 'venture.converted':
      return entry('venture', change.ventureId, change.ventureName, verbOf(change.type));
    default:
      // Workspace, checklist template, label and notification changes are not activity (the
      // statements never read them); a task's own labels are its 'task.updated' field `labels`.
      return null;
  }
}

/** The entry a stored change reads as; null for a change that is not activity. */
export function toActivityItem(row: ActivityRow, names: ActivityNames): ActivityItem | null {
  const entry = entryOf(row.data, row.fields, names);
  if (!entry) return null;
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: row.actorId
      ? { id: row.actorId, name: names.people.get(row.actorId.toLowerCase()) ?? null }
      : null,
    subject: entry.subject,
    action: entry.action,
    changes: entry.changes ?? fieldChangesOf(row.fields, names),
    ...linksOf(row.data, names),
  };
}
