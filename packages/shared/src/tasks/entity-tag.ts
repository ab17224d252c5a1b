import type { Task } from './schemas';

/**
 * A task's version as an HTTP entity tag: it changes with every change to the task, because every
 * change sets `updatedAt`. The server sends it as `ETag` and checks `If-Match` against it; the
 * web app computes the same tag from any copy it holds (a list's or the task's own).
 */
export function taskEntityTag(task: Pick<Task, 'id' | 'updatedAt'>): string {
  return `"${task.id}.${Date.parse(task.updatedAt).toString(36)}"`;
}

/**
 * Whether an `If-Match` header (RFC 9110 §13.1.1: `*` or a list of strong tags) accepts the
 * current tag. Weak tags never match.
 */
export function ifMatchAccepts(ifMatch: string, currentTag: string): boolean {
  const trimmed = ifMatch.trim();
  if (trimmed === '*') return true;
  return trimmed
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === currentTag);
}
