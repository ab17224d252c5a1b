import { taskCommentNotificationText } from '@groundwork/shared/comments/rules';
import { DUE_SOON_WINDOW_MS } from '@groundwork/shared/common/constants';
import {
  dueDateReminderNotificationText,
  overdueTaskNotificationText,
} from '@groundwork/shared/notifications/rules';
import { projectUpdateNotificationText } from '@groundwork/shared/projects/rules';
import type { ProjectStatus } from '@groundwork/shared/projects/schemas';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';
import { centsToDollars } from '@groundwork/shared/common/money';
import {
  ventureNotificationTexts,
  ventureNotificationTypes,
} from '@groundwork/shared/ventures/rules';
import { invitationNotificationText } from '@groundwork/shared/workspaces/rules';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { DomainEvent, DomainEvents } from '../../platform/domain-events';
import type { ScheduledJob } from '../../platform/scheduler';
import { displayName } from '../tasks/tasks.service';
import * as repo from './notifications.repository';
import type { NotificationsService } from './notifications.service';

export interface NotificationWritersDeps {
  db: Database;
  clock: Clock;
  events: DomainEvents;
  notifications: Pick<NotificationsService, 'write'>;
}

function nameOf(user: { name: string | null; phoneNumber: string } | null): string {
  return user ? displayName(user) : '';
}

type TaskAssignment = Extract<DomainEvent, { assignedTo: string | null }>;
type CommentEvent = Extract<DomainEvent, { commentId: string }>;
type ProjectEvent = Extract<DomainEvent, { statusChange: unknown }>;
type MemberEvent = Extract<DomainEvent, { type: `member.${string}` }>;
type VenturePledged = Extract<DomainEvent, { type: 'venture.pledged' }>;
type VentureSettled = Extract<DomainEvent, { backerIds: string[] }>;

/**
 * The notifications of DECISIONS.md "Notifications", written when the services announce what
 * happened, never to the person who caused it.
 */
export function subscribeNotificationWriters({
  db,
  clock,
  events,
  notifications,
}: NotificationWritersDeps): () => void {
  /** task_assignment to a new assignee who did not assign themselves. */
  async function taskAssigned(event: TaskAssignment) {
    const assignee = event.assignedTo;
    if (!assignee || assignee === event.actorId) return;
    if (event.type === 'task.updated' && assignee === event.previousAssignedTo) return;
    const [projectName, assigner] = [
      await repo.findProjectName(db, event.projectId),
      event.actorId ? await repo.findUser(db, event.actorId) : null,
    ];
    await notifications.write([
      {
        userId: assignee,
        type: 'task_assignment',
        ...taskAssignmentNotificationText(event.taskTitle, projectName ?? '', nameOf(assigner)),
        relatedId: event.taskId,
        workspaceId: event.workspaceId,
        projectId: event.projectId,
        taskId: event.taskId,
        createdAt: clock.now(),
      },
    ]);
  }

  /** task_comment to the task's assignee, its creator and earlier commenters. */
  async function commented(event: CommentEvent) {
    const recipients = await repo.listCommentRecipients(db, {
      id: event.taskId,
      workspaceId: event.workspaceId,
    });
    const author = event.actorId ? await repo.findUser(db, event.actorId) : null;
    const text = taskCommentNotificationText(event.taskTitle, nameOf(author));
    const now = clock.now();
    await notifications.write(
      recipients
        .filter((userId) => userId !== event.actorId)
        .map((userId) => ({
          userId,
          type: 'task_comment',
          ...text,
          relatedId: event.taskId,
          workspaceId: event.workspaceId,
          projectId: event.projectId,
          taskId: event.taskId,
          createdAt: now,
        })),
    );
  }

  /** project_update to the project's active team when its status changes (archiving included). */
  async function projectStatusChanged(event: ProjectEvent) {
    if (!event.statusChange || event.statusChange.from === event.statusChange.to) return;
    const text = projectUpdateNotificationText(
      event.projectName,
      event.statusChange.to as ProjectStatus,
    );
    const recipients = await repo.listActiveAssigneeIds(db, event.projectId, event.workspaceId);
    const now = clock.now();
    await notifications.write(
      recipients
        .filter((userId) => userId !== event.actorId)
        .map((userId) => ({
          userId,
          type: 'project_update',
          ...text,
          relatedId: event.projectId,
          workspaceId: event.workspaceId,
          projectId: event.projectId,
          createdAt: now,
        })),
    );
  }

  /** workspace_invite to the invitee. */
  async function invited(event: MemberEvent) {
    if (event.userId === event.actorId) return;
    const invitation = await repo.findInvitation(db, event.workspaceId, event.userId);
    if (!invitation) return;
    const inviter = event.actorId ? await repo.findUser(db, event.actorId) : null;
    await notifications.write([
      {
        userId: event.userId,
        type: 'workspace_invite',
        ...invitationNotificationText(invitation.workspaceName, nameOf(inviter), invitation.role),
        relatedId: event.workspaceId,
        workspaceId: event.workspaceId,
        createdAt: clock.now(),
      },
    ]);
  }

  /** To the venture's creator on each pledge. */
  async function venturePledged(event: VenturePledged) {
    if (event.creatorId === event.actorId) return;
    const backer = await repo.findUser(db, event.userId);
    await notifications.write([
      {
        userId: event.creatorId,
        type: ventureNotificationTypes.pledged,
        ...ventureNotificationTexts.pledged(
          event.ventureName,
          nameOf(backer),
          centsToDollars(event.amountCents),
        ),
        relatedId: event.ventureId,
        workspaceId: event.workspaceId,
        createdAt: clock.now(),
      },
    ]);
  }

  /** To every backer, once per venture, when it succeeds, fails or is converted. */
  async function ventureSettled(event: VentureSettled) {
    const outcome =
      event.type === 'venture.succeeded'
        ? 'succeeded'
        : event.type === 'venture.failed'
          ? 'failed'
          : 'converted';
    const type = ventureNotificationTypes[outcome];
    const text = ventureNotificationTexts[outcome](event.ventureName);
    const now = clock.now();
    await notifications.write(
      event.backerIds
        .filter((userId) => userId !== event.actorId)
        .map((userId) => ({
          userId,
          type,
          ...text,
          relatedId: event.ventureId,
          workspaceId: event.workspaceId,
          projectId: event.type === 'venture.converted' ? event.projectId : null,
          createdAt: now,
          dedupeKey: `${type}:${event.ventureId}`,
        })),
    );
  }

  return events.subscribe(async (event) => {
    switch (event.type) {
      case 'task.created':
      case 'task.updated':
        return taskAssigned(event);
      case 'comment.created':
        return commented(event);
      case 'project.updated':
      case 'project.archived':
      case 'project.restored':
        return projectStatusChanged(event);
      case 'member.invited':
        return invited(event);
      case 'venture.pledged':
        return venturePledged(event);
      case 'venture.succeeded':
      case 'venture.failed':
      case 'venture.converted':
        return ventureSettled(event);
    }
  });
}

function fromDueTask(
  task: repo.DueTask,
  type: 'due_date_reminder' | 'overdue_task',
  text: { title: string; message: string },
  now: Date,
): repo.NewNotification {
  return {
    userId: task.userId,
    type,
    ...text,
    relatedId: task.taskId,
    workspaceId: task.workspaceId,
    projectId: task.projectId,
    taskId: task.taskId,
    dedupeKey: task.dedupeKey,
    createdAt: now,
  };
}

/**
 * The scheduler's writers: due_date_reminder to the assignee of a task not complete due within
 * 24 hours, overdue_task to its assignee and creator once it is past due. Each is written once
 * per task and due date (the dedupe key), whichever instance runs the tick.
 */
export function notificationJobs({
  db,
  notifications,
}: Pick<NotificationWritersDeps, 'db' | 'notifications'>): ScheduledJob[] {
  return [
    {
      name: 'due-date-reminders',
      async run(now) {
        const due = await repo.listTasksDueSoon(
          db,
          now,
          new Date(now.getTime() + DUE_SOON_WINDOW_MS),
        );
        await notifications.write(
          due.map((task) =>
            fromDueTask(
              task,
              'due_date_reminder',
              dueDateReminderNotificationText(task.taskTitle, task.projectName),
              now,
            ),
          ),
        );
      },
    },
    {
      name: 'overdue-tasks',
      async run(now) {
        const overdue = await repo.listOverdueTasks(db, now);
        await notifications.write(
          overdue.map((task) =>
            fromDueTask(
              task,
              'overdue_task',
              overdueTaskNotificationText(task.taskTitle, task.projectName),
              now,
            ),
          ),
        );
      },
    },
  ];
}
