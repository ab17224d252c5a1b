/**
 * The activity history's subject types, actions, page sizes and messages. Plain values: zod stays
 * in schemas.ts (see tasks/constants.ts).
 */

export const activitySubjectTypes = [
  'task',
  'project',
  'comment',
  'checklist',
  'checklist_item',
  'file',
  'member',
  'venture',
  'pledge',
] as const;
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

/**
 * What was done. Open-ended text, like a notification's type, so that older clients keep showing
 * entries when an action is added; these are the ones the server writes today.
 */
export type ActivityAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'status_changed'
  | 'assigned'
  | 'unassigned'
  | 'commented'
  | 'uploaded'
  | 'archived'
  | 'restored'
  | 'invited'
  | 'joined'
  | 'declined'
  | 'removed'
  | 'role_changed'
  | 'published'
  | 'pledged'
  | 'succeeded'
  | 'failed'
  | 'converted'
  | 'ticked'
  | 'unticked';

export const ACTIVITY_PAGE_DEFAULT = 30;
const ACTIVITY_PAGE_MAX = 100;

/** What a page cursor looks like: base64url of a position (activity.service encodes it). */
export const ACTIVITY_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

export const activityMessages = {
  badCursor: 'Invalid cursor',
  badLimit: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
  empty: 'No activity yet',
  loadFailed: 'Failed to load activity. Please try again.',
} as const;
