import {
  taskCommentNotificationText,
  taskMentionNotificationText,
} from '@groundwork/shared/comments/rules';
import {
  dueDateReminderNotificationText,
  notificationText,
  overdueTaskNotificationText,
} from '@groundwork/shared/notifications/rules';
import { projectStatuses } from '@groundwork/shared/projects/constants';
import { projectUpdateNotificationText } from '@groundwork/shared/projects/rules';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';
import { paths } from '../../lib/paths';

/** A piece of a notification's text: plain words, or a name with the page it leads to. */
export type NotificationPart = string | { name: string; path: string };

/** What a notification says and where it happened, as the list and the live stream carry it. */
export interface LinkableNotification {
  type: string;
  title: string;
  message?: string | null;
  workspaceId?: string | null;
  projectId?: string | null;
  taskId?: string | null;
}

type Slot = 'task' | 'project' | 'someone';

// Stand-ins for the names, put through the very functions the server writes the texts with, so a
// text is read back by the words it was written with (the texts' own words hold no braces).
const stand = (slot: Slot) => `{{${slot}}}`;
const standInPattern = /\{\{(task|project|someone)\}\}/;

const templatesByType: Record<string, string[]> = {
  task_assignment: [
    taskAssignmentNotificationText(stand('task'), stand('project'), stand('someone')).message,
  ],
  task_comment: [taskCommentNotificationText(stand('task'), stand('someone')).message],
  task_mention: [taskMentionNotificationText(stand('task'), stand('someone')).message],
  due_date_reminder: [dueDateReminderNotificationText(stand('task'), stand('project')).message],
  overdue_task: [overdueTaskNotificationText(stand('task'), stand('project')).message],
  project_update: projectStatuses.map(
    (status) => projectUpdateNotificationText(stand('project'), status).message,
  ),
};

interface Template {
  /** The words around the names: one more than the names. */
  words: string[];
  slots: Slot[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): Template {
  // Splitting on a pattern with a group keeps the group: words, slot, words, slot, words.
  const pieces = template.split(standInPattern);
  const words = pieces.filter((_, index) => index % 2 === 0);
  const slots = pieces.filter((_, index) => index % 2 === 1) as Slot[];
  const pattern = new RegExp(`^${words.map(escapeRegExp).join('(.*)')}$`, 's');
  return { words, slots, pattern };
}

const compiledByType = new Map(
  Object.entries(templatesByType).map(([type, templates]) => [type, templates.map(compile)]),
);

/**
 * A notification's text with the task and project it names as links to their pages (the task's,
 * the project's), when it names them in the words the server writes and carries their ids. Any
 * other text, and a name without an id, stays plain.
 */
export function notificationParts(notification: LinkableNotification): NotificationPart[] {
  const text = notificationText(notification);
  const { workspaceId, projectId, taskId } = notification;
  const pathOf: Record<Slot, string | null> = {
    task: workspaceId && projectId && taskId ? paths.task(workspaceId, projectId, taskId) : null,
    project: workspaceId && projectId ? paths.project(workspaceId, projectId) : null,
    someone: null,
  };
  for (const { words, slots, pattern } of compiledByType.get(notification.type) ?? []) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts: NotificationPart[] = [];
    const say = (piece: string) => {
      const last = parts.at(-1);
      if (typeof last === 'string') parts[parts.length - 1] = last + piece;
      else if (piece) parts.push(piece);
    };
    words.forEach((piece, index) => {
      say(piece);
      const slot = slots[index];
      const name = match[index + 1];
      if (slot === undefined || name === undefined) return;
      const path = pathOf[slot];
      if (path && name) parts.push({ name, path });
      else say(name);
    });
    return parts;
  }
  return [text];
}
