import {
  taskCommentNotificationText,
  taskMentionNotificationText,
} from '@groundwork/shared/comments/rules';
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
import {
  listOverdueTasksPage,
  listTasksDueSoonPage,
  type DueCursor,
  type DuePage,
  type DueTask,
} from './due-tasks.repository';
import {
  findInvitation,
  findProjectName,
  findUser,
  listActiveAssigneeIds,
  listCommentRecipients,
  listMentionRecipients,
} from './notification-recipients.repository';
import type { NewNotification } from './notifications.repository';
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

/** Who a comment's change calls in by name: all a new comment mentions, an edit's new ones. */
function newlyMentionedBy(change: CommentChange): string[] {
  if (change.type === 'comment.created') return change.mentionedIds ?? [];
  if (change.type === 'comment.updated') return change.newlyMentionedIds ?? [];
  return [];
}

/** The same notification to each recipient but the person who caused the change. */
function toEachBut(
  actorId: string | null,
  recipients: readonly string[],
  notification: Omit<NewNotification, 'userId'>,
): NewNotification[] {
  return recipients
    .filter((userId) => userId !== actorId)
    .map((userId) => ({ ...notification, userId }));
}

/** What a notification about a task points to. */
function aboutTask(change: { taskId: string; projectId: string }) {
  return { relatedId: change.taskId, projectId: change.projectId, taskId: change.taskId };
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
  /**
   * Writes the notification to each recipient but the person who caused the change, in the
   * change's workspace, under the change's dedupe key unless the notification has its own.
   */
  function notify(
    { tx, dedupeKey }: WriteContext,
    change: { workspaceId: string; actorId: string | null },
    recipients: readonly string[],
    notification: Omit<NewNotification, 'userId' | 'workspaceId' | 'createdAt'>,
  ): Promise<void> {
    return notifications.write(
      tx,
      toEachBut(change.actorId, recipients, {
        workspaceId: change.workspaceId,
        createdAt: clock.now(),
        dedupeKey,
        ...notification,
      }),
    );
  }

  /** task_assignment to a new assignee who did not assign themselves. */
  async function taskAssigned(context: WriteContext, change: TaskAssignment) {
    const assignee = newAssigneeOf(change);
    if (!assignee) return;
    const [projectName, assigner] = [
      await findProjectName(context.tx, change.projectId),
      change.actorId ? await findUser(context.tx, change.actorId) : null,
    ];
    await notify(context, change, [assignee], {
      type: 'task_assignment',
      ...taskAssignmentNotificationText(change.taskTitle, projectName ?? '', nameOf(assigner)),
      ...aboutTask(change),
    });
  }

  /**
   * task_mention to each person a comment newly mentions who may see the task; then, for a new
   * comment, task_comment to the task's assignee, its creator and earlier commenters it does not
   * mention (a person called in by name hears of the comment once, as a mention).
   */
  async function commented(context: WriteContext, change: CommentChange) {
    const author = change.actorId ? await findUser(context.tx, change.actorId) : null;
    const mentioned = await listMentionRecipients(
      context.tx,
      change.taskId,
      newlyMentionedBy(change),
    );
    await notify(context, change, mentioned, {
      type: 'task_mention',
      ...taskMentionNotificationText(change.taskTitle, nameOf(author)),
      ...aboutTask(change),
    });
    if (change.type !== 'comment.created') return;
    const mentionedIds = new Set(change.mentionedIds);
    const recipients = (await listCommentRecipients(context.tx, change.taskId)).filter(
      (userId) => !mentionedIds.has(userId),
    );
    await notify(context, change, recipients, {
      type: 'task_comment',
      ...taskCommentNotificationText(change.taskTitle, nameOf(author)),
      ...aboutTask(change),
    });
  }

  /** project_update to the project's active team when its status changes (archiving included). */
  async function projectStatusChanged(context: WriteContext, change: ProjectChange) {
    if (!change.statusChange || change.statusChange.from === change.statusChange.to) return;
    const text = projectUpdateNotificationText(
      change.projectName,
      change.statusChange.to as ProjectStatus,
    );
    const recipients = await listActiveAssigneeIds(context.tx, change.projectId);
    await notify(context, change, recipients, {
      type: 'project_update',
      ...text,
      relatedId: change.projectId,
      projectId: change.projectId,
    });
  }

  /** workspace_invite to the invitee. */
  async function invited(context: WriteContext, change: MemberChange) {
    if (change.userId === change.actorId) return;
    const invitation = await findInvitation(context.tx, change.workspaceId, change.userId);
    if (!invitation) return;
    const inviter = change.actorId ? await findUser(context.tx, change.actorId) : null;
    await notify(context, change, [change.userId], {
      type: 'workspace_invite',
      ...invitationNotificationText(invitation.workspaceName, nameOf(inviter), invitation.role),
      relatedId: change.workspaceId,
    });
  }

  /** To the venture's creator on each pledge. */
  async function venturePledged(context: WriteContext, change: VenturePledged) {
    if (change.creatorId === change.actorId) return;
    const backer = await findUser(context.tx, change.userId);
    await notify(context, change, [change.creatorId], {
      type: ventureNotificationTypes.pledged,
      ...ventureNotificationTexts.pledged(
        change.ventureName,
        nameOf(backer),
        centsToDollars(change.amountCents),
      ),
      relatedId: change.ventureId,
    });
  }

  /** To every backer, once per venture, when it succeeds, fails or is converted. */
  async function ventureSettled(context: WriteContext, change: VentureSettled) {
    const outcome =
      change.type === 'venture.succeeded'
        ? 'succeeded'
        : change.type === 'venture.failed'
          ? 'failed'
          : 'converted';
    const type = ventureNotificationTypes[outcome];
    await notify(context, change, change.backerIds, {
      type,
      ...ventureNotificationTexts[outcome](change.ventureName),
      relatedId: change.ventureId,
      projectId: change.type === 'venture.converted' ? change.projectId : null,
      dedupeKey: `${type}:${change.ventureId}`,
    });
  }

  function notificationsOf(context: WriteContext, change: Change): Promise<void> | undefined {
    switch (change.type) {
      case 'task.created':
      case 'task.updated':
        return taskAssigned(context, change);
      case 'comment.created':
      case 'comment.updated':
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
      'comment.updated',
      'project.updated',
      'project.archived',
      'project.restored',
      'member.invited',
      'venture.pledged',
      'venture.succeeded',
      'venture.failed',
      'venture.converted',
    ],
    // Most task and comment edits notify no one: the relay need not wake the consumer for them.
    wants: (change) => {
      if (change.type === 'task.updated') return newAssigneeOf(change) !== null;
      if (change.type === 'comment.updated') return newlyMentionedBy(change).length > 0;
      return true;
    },
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
  task: DueTask,
  type: 'due_date_reminder' | 'overdue_task',
  text: { title: string; message: string },
  now: Date,
): NewNotification {
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
    tasks: DueTask[],
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
    read: (after: DueCursor | null) => Promise<DuePage>,
    type: 'due_date_reminder' | 'overdue_task',
    textOf: (taskTitle: string, projectName: string) => { title: string; message: string },
    now: Date,
  ): Promise<void> {
    let after: DueCursor | null = null;
    do {
      const page: DuePage = await read(after);
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
          (after) => listTasksDueSoonPage(db, now, within, after),
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
            (after) => listOverdueTasksPage(db, now, recipient, after),
            'overdue_task',
            overdueTaskNotificationText,
            now,
          );
        }
      },
    },
  ];
}
