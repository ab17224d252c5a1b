import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { changeTable } from '../../db/schema';

/** One field of a changed thing, before and after (money in dollars, dates as ISO strings). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

interface ChangeBase {
  workspaceId: string;
  /** Who made the change; null for the scheduler. */
  actorId: string | null;
  /** What was changed, field by field, where the change edits something that existed. */
  fields?: FieldChange[];
}

interface TaskRef extends ChangeBase {
  projectId: string;
  taskId: string;
  taskTitle: string;
}

interface VentureRef extends ChangeBase {
  ventureId: string;
  ventureName: string;
  creatorId: string;
}

/**
 * What the change record says happened: written by the service that made the change, in the same
 * transaction (`recordChanges`), and read by every consumer after it commits.
 */
export type Change =
  | (TaskRef & { type: 'task.created'; assignedTo: string | null })
  | (TaskRef & {
      type: 'task.updated';
      assignedTo: string | null;
      previousAssignedTo: string | null;
    })
  | (TaskRef & { type: 'task.deleted' })
  | (TaskRef & {
      type: 'comment.created' | 'comment.updated' | 'comment.deleted';
      commentId: string;
      /** Who the comment mentions once created or edited (absent from older rows). */
      mentionedIds?: string[];
      /** Of an edit's mentions, those the comment did not have before: they alone hear of it. */
      newlyMentionedIds?: string[];
    })
  | (TaskRef & { type: 'file.uploaded' | 'file.deleted'; fileId: string; filename: string })
  | (TaskRef & {
      /** Made, renamed or moved among the task's checklists, or removed with its items. */
      type: 'checklist.created' | 'checklist.updated' | 'checklist.deleted';
      checklistId: string;
      checklistTitle: string;
    })
  | (TaskRef & {
      type:
        | 'checklist.item.created'
        | 'checklist.item.updated'
        | 'checklist.item.ticked'
        | 'checklist.item.unticked'
        | 'checklist.item.deleted';
      checklistId: string;
      itemId: string;
      /** The item's text after the change (before it, for a deleted one). */
      itemText: string;
    })
  | (ChangeBase & {
      /** A deleted label leaves its tasks in the same change: `taskIds` names them. */
      type: 'label.created' | 'label.updated' | 'label.deleted';
      labelId: string;
      labelName: string;
      /** For 'label.deleted': the tasks that had it. */
      taskIds?: string[];
    })
  | (ChangeBase & {
      type:
        'checklist-template.created' | 'checklist-template.updated' | 'checklist-template.deleted';
      templateId: string;
      templateName: string;
    })
  | (ChangeBase & {
      type: 'project.created' | 'project.updated' | 'project.archived' | 'project.restored';
      projectId: string;
      projectName: string;
      /** Set when the status changed (archiving included). */
      statusChange: { from: string; to: string } | null;
    })
  | (ChangeBase & {
      type: 'project.assignment.added' | 'project.assignment.removed';
      projectId: string;
      userId: string;
    })
  | (ChangeBase & {
      type:
        | 'member.invited'
        | 'member.joined'
        | 'member.declined'
        | 'member.updated'
        | 'member.removed';
      userId: string;
    })
  | (ChangeBase & { type: 'workspace.created' | 'workspace.updated' })
  | (ChangeBase & {
      type: 'workspace.deleted';
      /** Who belonged to it (active or invited), since the rows are gone once it is deleted. */
      memberIds: string[];
    })
  | (VentureRef & {
      type: 'venture.created' | 'venture.updated' | 'venture.published' | 'venture.deleted';
    })
  | (VentureRef & {
      type: 'venture.pledged';
      /** Absent from rows written before pledges were named in the record. */
      pledgeId?: string;
      userId: string;
      amountCents: number;
    })
  | (VentureRef & {
      type: 'venture.succeeded' | 'venture.failed';
      /** Everyone who pledged to it, each once. */
      backerIds: string[];
    })
  | (VentureRef & { type: 'venture.converted'; projectId: string; backerIds: string[] })
  | {
      /** A person changed their name, which shows wherever they are a member or an assignee. */
      type: 'user.renamed';
      userId: string;
      actorId: string;
      /** The name before → after. */
      fields?: FieldChange[];
      /**
       * Who heard of it: the person and the active members of every workspace they belong to, as
       * they were when the name changed (a person belongs to no one workspace).
       */
      sharedWith: string[];
    }
  | {
      type: 'notification.created';
      userId: string;
      /**
       * The person's notifications written together (a scheduler batch writes several at once):
       * one change per person, not per notification, keeps a large batch's record small.
       */
      notifications: Notification[];
      /** The person's unread notifications once these were written. */
      unreadCount: number;
    }
  | {
      /** Read, all read, or dismissed: only the person's unread count moved. */
      type: 'notification.read';
      userId: string;
      unreadCount: number;
    }
  | {
      /** The person's number answered STOP (texts off) or START (on again): theirs alone. */
      type: 'notification.sms-opted-out' | 'notification.sms-opted-in';
      userId: string;
      /** The person, who sent the text. */
      actorId: string;
    }
  | {
      /**
       * The person's texts waiting to be sent (quiet hours, the cap, a retry) changed: one was
       * held, or went out, or was dropped. For their open preferences alone.
       */
      type: 'notification.sms-waiting';
      userId: string;
      actorId: null;
    };

export type ChangeType = Change['type'];

/**
 * A stored change: `data` is the change without its `fields`, which have a column of their own;
 * `position` is set once the relay has numbered it.
 */
export type ChangeRow = Omit<typeof changeTable.$inferSelect, 'data' | 'fields'> & {
  data: Change;
  fields: FieldChange[];
};
