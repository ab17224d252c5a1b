import { taskCommentNotificationText } from '@groundwork/shared/comments/rules';
import { DUE_SOON_WINDOW_MS } from '@groundwork/shared/common/constants';
import {
  dueDateReminderNotificationText,
  overdueTaskNotificationText,
} from '@groundwork/shared/notifications/rules';
import { projectUpdateNotificationText } from '@groundwork/shared/projects/rules';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';
import { centsToDollars } from '@groundwork/shared/common/money';
import {
  ventureNotificationTexts,
  ventureNotificationTypes,
} from '@groundwork/shared/ventures/rules';
import { invitationNotificationText } from '@groundwork/shared/workspaces/rules';
import type { ProjectStatus } from '@groundwork/shared/projects/constants';
import type { Clock } from '../../platform/clock';
import type { Change, ChangeRow } from '../../platform/changes/change';
import type { ChangeConsumer } from '../../platform/changes/change-relay';
import type { Database, Queryable } from '../../platform/database';
import type { ScheduledJob } from '../../platform/scheduler';
import { displayName } from '@groundwork/shared/common/person';
import * as repo from './notifications.repository';
import type { NotificationsService } from './notifications.service';

export interface NotificationWritersDeps {
  db: Database;
  clock: Clock;
  notifications: Pick<NotificationsService, 'write'>;
}

function nameOf(user: { name: string | null; phoneNumber: string } | null): string {
  return user ? displayName(user) : '';
}

/** Who a created or edited task was newly given to by someone else, if anyone. */
function newAssigneeOf(change: TaskAssignment): string | null {
  const assignee = change.assignedTo;
  if (!assignee || assignee === change.actorId) return null;
  if (change.type === 'task.updated' && assignee === change.previousAssignedTo) return null;
  return assignee;
}

/** The same notification to each recipient but the person who caused the change. */
function toEachBut(
  actorId: string | null,
  recipients: readonly string[],
  notification: Omit<repo.NewNotification, 'userId'>,
): repo.NewNotification[] {
  return recipients
    .filter((userId) => userId !== actorId)
    .map((userId) => ({ ...notification, userId }));
}

interface WriteContext {
  tx: Queryable;
  dedupeKey: string;
}

type TaskAssignment = Extract<Change, { assignedTo: string | null }>;
type CommentChange = Extract<Change, { commentId: string }>;
type ProjectChange = Extract<Change, { statusChange: unknown }>;
type MemberChange = Extract<Change, { type: `member.${string}` }>;
type VenturePledged = Extract<Change, { type: 'venture.pledged' }>;
type VentureSettled = Extract<Change, { backerIds: string[] }>;

/**
 * The notifications of DECISIONS.md "Notifications", derived from the change record (never to the
 * person who caused the change): a consumer, so each change is turned into its notifications once,
 * in the transaction that moves the consumer's cursor, whichever instance reads it.
 */
export function notificationsConsumer({
  clock,
  notifications,
}: Pick<NotificationWritersDeps, 'clock' | 'notifications'>): ChangeConsumer {
  /** task_assignment to a new assignee who did not assign themselves. */
  async function taskAssigned({ tx, dedupeKey }: WriteContext, change: TaskAssignment) {
    const assignee = newAssigneeOf(change);
    if (!assignee) return;
    const [projectName, assigner] = [
      await repo.findProjectName(tx, change.projectId),
      change.actorId ? await repo.findUser(tx, change.actorId) : null,
    ];
    await notifications.write(tx, [
      {
        userId: assignee,
        type: 'task_assignment',
        ...taskAssignmentNotificationText(change.taskTitle, projectName ?? '', nameOf(assigner)),
        relatedId: change.taskId,
        workspaceId: change.workspaceId,
        projectId: change.projectId,
        taskId: change.taskId,
        createdAt: clock.now(),
        dedupeKey,
      },
    ]);
  }

  /** task_comment to the task's assignee, its creator and earlier commenters. */
  async function commented({ tx, dedupeKey }: WriteContext, change: CommentChange) {
    const recipients = await repo.listCommentRecipients(tx, change.taskId);
    const author = change.actorId ? await repo.findUser(tx, change.actorId) : null;
    const text = taskCommentNotificationText(change.taskTitle, nameOf(author));
    await notifications.write(
      tx,
      toEachBut(change.actorId, recipients, {
        type: 'task_comment',
        ...text,
        relatedId: change.taskId,
        workspaceId: change.workspaceId,
        projectId: change.projectId,
        taskId: change.taskId,
        createdAt: clock.now(),
        dedupeKey,
      }),
    );
  }

  /** project_update to the project's active team when its status changes (archiving included). */
  async function projectStatusChanged({ tx, dedupeKey }: WriteContext, change: ProjectChange) {
    if (!change.statusChange || change.statusChange.from === change.statusChange.to) return;
    const text = projectUpdateNotificationText(
      change.projectName,
      change.statusChange.to as ProjectStatus,
    );
    const recipients = await repo.listActiveAssigneeIds(tx, change.projectId);
    await notifications.write(
      tx,
      toEachBut(change.actorId, recipients, {
        type: 'project_update',
        ...text,
        relatedId: change.projectId,
        workspaceId: change.workspaceId,
        projectId: change.projectId,
        createdAt: clock.now(),
        dedupeKey,
      }),
    );
  }

  /** workspace_invite to the invitee. */
  async function invited({ tx, dedupeKey }: WriteContext, change: MemberChange) {
    if (change.userId === change.actorId) return;
    const invitation = await repo.findInvitation(tx, change.workspaceId, change.userId);
    if (!invitation) return;
    const inviter = change.actorId ? await repo.findUser(tx, change.actorId) : null;
    await notifications.write(tx, [
      {
        userId: change.userId,
        type: 'workspace_invite',
        ...invitationNotificationText(invitation.workspaceName, nameOf(inviter), invitation.role),
        relatedId: change.workspaceId,
        workspaceId: change.workspaceId,
        createdAt: clock.now(),
        dedupeKey,
      },
    ]);
  }

  /** To the venture's creator on each pledge. */
  async function venturePledged({ tx, dedupeKey }: WriteContext, change: VenturePledged) {
    if (change.creatorId === change.actorId) return;
    const backer = await repo.findUser(tx, change.userId);
    await notifications.write(tx, [
      {
        userId: change.creatorId,
        type: ventureNotificationTypes.pledged,
        ...ventureNotificationTexts.pledged(
          change.ventureName,
          nameOf(backer),
          centsToDollars(change.amountCents),
        ),
        relatedId: change.ventureId,
        workspaceId: change.workspaceId,
        createdAt: clock.now(),
        dedupeKey,
      },
    ]);
  }

  /** To every backer, once per venture, when it succeeds, fails or is converted. */
  async function ventureSettled({ tx }: WriteContext, change: VentureSettled) {
    const outcome =
      change.type === 'venture.succeeded'
        ? 'succeeded'
        : change.type === 'venture.failed'
          ? 'failed'
          : 'converted';
    const type = ventureNotificationTypes[outcome];
    const text = ventureNotificationTexts[outcome](change.ventureName);
    await notifications.write(
      tx,
      toEachBut(change.actorId, change.backerIds, {
        type,
        ...text,
        relatedId: change.ventureId,
        workspaceId: change.workspaceId,
        projectId: change.type === 'venture.converted' ? change.projectId : null,
        createdAt: clock.now(),
        dedupeKey: `${type}:${change.ventureId}`,
      }),
    );
  }

  function notificationsOf(context: WriteContext, change: Change): Promise<void> | undefined {
    switch (change.type) {
      case 'task.created':
      case 'task.updated':
        return taskAssigned(context, change);
      case 'comment.created':
        return commented(context, change);
      case 'project.updated':
      case 'project.archived':
      case 'project.restored':
        return projectStatusChanged(context, change);
      case 'member.invited':
        return invited(context, change);
      case 'venture.pledged':
        return venturePledged(context, change);
      case 'venture.succeeded':
      case 'venture.failed':
      case 'venture.converted':
        return ventureSettled(context, change);
    }
  }

  return {
    name: 'notifications',
    types: [
      'task.created',
      'task.updated',
      'comment.created',
      'project.updated',
      'project.archived',
      'project.restored',
      'member.invited',
      'venture.pledged',
      'venture.succeeded',
      'venture.failed',
      'venture.converted',
    ],
    // Most task edits notify no one: the relay need not wake the consumer for them.
    wants: (change) => change.type !== 'task.updated' || newAssigneeOf(change) !== null,
    async apply(transaction, changes: ChangeRow[]) {
      for (const change of changes) {
        // Each change's notifications are written once per person, also if it is read again.
        const context = { tx: transaction, dedupeKey: `change:${change.position}` };
        await notificationsOf(context, change.data);
      }
    },
  };
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
  function writeFor(
    tasks: repo.DueTask[],
    type: 'due_date_reminder' | 'overdue_task',
    textOf: (taskTitle: string, projectName: string) => { title: string; message: string },
    now: Date,
  ): Promise<void> {
    if (tasks.length === 0) return Promise.resolve();
    const written = tasks.map((task) =>
      fromDueTask(task, type, textOf(task.taskTitle, task.projectName), now),
    );
    return db.transaction((tx) => notifications.write(tx, written));
  }

  /**
   * Batch after batch, each read after the last one's final task, so that a tick reads every due
   * task once, whatever it has already written.
   */
  async function writeAll(
    read: (after: repo.DueCursor | null) => Promise<repo.DuePage>,
    type: 'due_date_reminder' | 'overdue_task',
    textOf: (taskTitle: string, projectName: string) => { title: string; message: string },
    now: Date,
  ): Promise<void> {
    let after: repo.DueCursor | null = null;
    do {
      const page: repo.DuePage = await read(after);
      await writeFor(page.tasks, type, textOf, now);
      after = page.next;
    } while (after);
  }

  return [
    {
      name: 'due-date-reminders',
      async run(now) {
        const within = new Date(now.getTime() + DUE_SOON_WINDOW_MS);
        await writeAll(
          (after) => repo.listTasksDueSoonPage(db, now, within, after),
          'due_date_reminder',
          dueDateReminderNotificationText,
          now,
        );
      },
    },
    {
      name: 'overdue-tasks',
      async run(now) {
        for (const recipient of ['assignee', 'creator'] as const) {
          await writeAll(
            (after) => repo.listOverdueTasksPage(db, now, recipient, after),
            'overdue_task',
            overdueTaskNotificationText,
            now,
          );
        }
      },
    },
  ];
}
