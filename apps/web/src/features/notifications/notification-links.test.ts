import { describe, expect, it } from 'vitest';
import {
  taskCommentNotificationText,
  taskMentionNotificationText,
} from '@groundwork/shared/comments/rules';
import {
  dueDateReminderNotificationText,
  overdueTaskNotificationText,
} from '@groundwork/shared/notifications/rules';
import { projectUpdateNotificationText } from '@groundwork/shared/projects/rules';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';
import { invitationNotificationText } from '@groundwork/shared/workspaces/rules';
import { notificationParts, type LinkableNotification } from './notification-links';
import { ids } from './testing/fixtures';

const taskPath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`;
const projectPath = `/workspaces/${ids.workspace}/projects/${ids.project}`;
const where = { workspaceId: ids.workspace, projectId: ids.project, taskId: ids.task };

/** A notification of `type` with the words the server writes. */
function written(
  type: string,
  text: { title: string; message: string },
  place: Partial<LinkableNotification> = where,
): LinkableNotification {
  return { type, ...text, ...place };
}

describe('notificationParts', () => {
  it.each<[string, LinkableNotification, ReturnType<typeof notificationParts>]>([
    [
      'an assignment: the task and its project',
      written('task_assignment', taskAssignmentNotificationText('Fit gutters', 'Roof', 'Maria')),
      [
        'Maria assigned you "',
        { name: 'Fit gutters', path: taskPath },
        '" in "',
        { name: 'Roof', path: projectPath },
        '"',
      ],
    ],
    [
      'a comment: the task',
      written('task_comment', taskCommentNotificationText('Fit gutters', 'Sam')),
      ['Sam commented on "', { name: 'Fit gutters', path: taskPath }, '"'],
    ],
    [
      'a mention: the task',
      written('task_mention', taskMentionNotificationText('Fit gutters', 'Sam')),
      ['Sam mentioned you in a comment on "', { name: 'Fit gutters', path: taskPath }, '"'],
    ],
    [
      'a reminder: the task and its project',
      written('due_date_reminder', dueDateReminderNotificationText('Fit gutters', 'Roof')),
      [
        '"',
        { name: 'Fit gutters', path: taskPath },
        '" in "',
        { name: 'Roof', path: projectPath },
        '" is due within 24 hours',
      ],
    ],
    [
      'an overdue task, whose title has quotes of its own',
      written('overdue_task', overdueTaskNotificationText('Buy "blue" tiles', 'Roof')),
      [
        '"',
        { name: 'Buy "blue" tiles', path: taskPath },
        '" in "',
        { name: 'Roof', path: projectPath },
        '" is overdue',
      ],
    ],
    [
      'a project status change: the project',
      written('project_update', projectUpdateNotificationText('Roof', 'complete'), {
        ...where,
        taskId: null,
      }),
      ['"', { name: 'Roof', path: projectPath }, '" is now Complete'],
    ],
    [
      'a project archived',
      written('project_update', projectUpdateNotificationText('Roof', 'archived'), {
        ...where,
        taskId: null,
      }),
      ['"', { name: 'Roof', path: projectPath }, '" was archived'],
    ],
  ])('links %s', (_case, notification, expected) => {
    expect(notificationParts(notification)).toEqual(expected);
  });

  it('leaves a name plain when the notification does not say where it is', () => {
    const text = taskAssignmentNotificationText('Fit gutters', 'Roof', 'Maria');
    expect(notificationParts(written('task_assignment', text, { ...where, taskId: null }))).toEqual(
      ['Maria assigned you "Fit gutters" in "', { name: 'Roof', path: projectPath }, '"'],
    );
    expect(notificationParts(written('task_assignment', text, { workspaceId: null }))).toEqual([
      text.message,
    ]);
  });

  it('leaves texts that name no task or project as they are', () => {
    const invite = invitationNotificationText('Acme', 'Maria', 'contractor');
    expect(notificationParts(written('workspace_invite', invite))).toEqual([invite.message]);
    // Words other than the server's own, and a blank message (the title is shown).
    expect(
      notificationParts(written('task_assignment', { title: 'T', message: 'Something else' })),
    ).toEqual(['Something else']);
    expect(
      notificationParts(written('task_comment', { title: 'New comment', message: ' ' })),
    ).toEqual(['New comment']);
  });
});
