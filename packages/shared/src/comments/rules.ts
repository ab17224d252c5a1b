import { COMMENT_MAX_LENGTH } from '../common/constants';

/** Marker shown after an edited comment's time. */
export const EDITED_MARKER = '(edited)';

/** A comment has been edited once it carries an updatedAt. */
export function isCommentEdited(comment: { updatedAt?: string | Date | null }): boolean {
  return comment.updatedAt != null;
}

/** The textarea counter of 000 §2 Comments: "12/1000". */
export function commentCounterText(content: string): string {
  return `${content.length}/${COMMENT_MAX_LENGTH}`;
}

/**
 * The task_comment notification sent to a task's assignee, its creator and earlier commenters
 * (DECISIONS.md "Notifications"): who commented on which task.
 */
export function taskCommentNotificationText(taskTitle: string, authorName: string) {
  return {
    title: 'New comment',
    message: `${authorName} commented on "${taskTitle}"`,
  };
}

/**
 * The task_mention notification sent to each person a comment mentions (DECISIONS.md
 * "Notifications"): who mentioned them on which task. It replaces their task_comment.
 */
export function taskMentionNotificationText(taskTitle: string, authorName: string) {
  return {
    title: 'New mention',
    message: `${authorName} mentioned you in a comment on "${taskTitle}"`,
  };
}
