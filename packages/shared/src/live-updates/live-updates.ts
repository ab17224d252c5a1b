import { z } from 'zod';
import { isOneOf } from '../common/guards';
import { idSchema } from '../common/schemas';

/**
 * What `GET /api/events` (Server-Sent Events) sends. Each message has an `id:` (for
 * `Last-Event-ID` resumption), an `event:` name and one `data:` line of JSON:
 * - `notification`: a Notification (see ./schemas) just written for the user;
 * - `unread-count`: `{ count }`, the user's unread notifications across every workspace;
 * - `change`: a LiveChange, something the user may see changed, so open pages refetch it;
 * - `resync`: `{}`, first, when `Last-Event-ID` names a change the server has no record of (its
 *   database was restored or replaced): nothing can be replayed, so everything shown is to be
 *   fetched again. Its id is where the stream now starts.
 * Lines starting with ':' are heartbeats.
 */
export type LiveUpdateEventName = 'notification' | 'unread-count' | 'change' | 'resync';

/** The kinds of thing a change event is about. */
const liveChangeSubjects = [
  'task',
  'comment',
  // A task's checklists and their items ('checklist.item.ticked' is about a checklist).
  'checklist',
  // The workspace's checklist templates.
  'checklist-template',
  // The workspace's labels (a task's own labels change with the task: 'task.updated').
  'label',
  'file',
  'project',
  'member',
  'workspace',
  'venture',
  // A person (their name), shown in every workspace they belong to.
  'user',
  // A person's own text messages: STOP or START, or the texts waiting to be sent (theirs alone).
  'notification',
] as const;
export type LiveChangeSubject = (typeof liveChangeSubjects)[number];

export const liveChangeSchema = z.object({
  /** The server's event name, e.g. 'task.updated', 'project.assignment.added', 'file.deleted'. */
  type: z.string(),
  subject: z.enum(liveChangeSubjects),
  /** Null for a change about a person ('user.renamed'), which belongs to no one workspace. */
  workspaceId: idSchema.nullable(),
  projectId: idSchema.nullable(),
  taskId: idSchema.nullable(),
  /** Who made the change (null for the scheduler), so a page can skip its own echo. */
  actorId: idSchema.nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The subject of a server event name: 'project.assignment.added' → 'project'. */
export function liveChangeSubject(type: string): LiveChangeSubject | null {
  const subject = type.split('.')[0];
  return isOneOf(liveChangeSubjects, subject) ? subject : null;
}
