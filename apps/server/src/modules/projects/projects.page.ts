import type { Page } from '@groundwork/shared/common/paging';
import type { Project } from '@groundwork/shared/projects/schemas';
import {
  compareSortKeys,
  projectSortKey,
  type ProjectSortKey,
} from '@groundwork/shared/projects/rules';
import { encodeCursor, type CursorShape, type PageRequest } from '../../platform/paging';

/**
 * The projects list is ordered by what the shared rules work out at the time (health, status,
 * latest update), then by id as the statement reads them: its cursor holds that key, and a page
 * is cut from the ordered list after it (`pageAfter`).
 */
export const projectCursor: CursorShape = {
  name: 'projects',
  keys: [{ kind: 'integer' }, { kind: 'integer' }, { kind: 'timestamp' }, { kind: 'id' }],
};

function cursorAt(key: ProjectSortKey, id: string): string {
  // The timestamp kind is written to the microsecond; the rule compares milliseconds.
  const updatedAt = `${new Date(key.updatedAt).toISOString().slice(0, 23)}000Z`;
  return encodeCursor(projectCursor, [key.health, key.status, updatedAt, id]);
}

/** The projects after the page's cursor, in the list order, as many as the page holds. */
export function pageAfter(sorted: Project[], page: PageRequest, now: Date): Page<Project> {
  const keyed = sorted.map((project) => ({ project, key: projectSortKey(project, now) }));
  let start = 0;
  if (page.after) {
    const [health, status, updatedAt, id] = page.after.values as [number, number, string, string];
    const after = { health, status, updatedAt: new Date(updatedAt).getTime() };
    start = keyed.findIndex(({ project, key }) => {
      const order = compareSortKeys(key, after);
      return order > 0 || (order === 0 && project.id > id);
    });
    if (start === -1) start = keyed.length;
  }
  const shown = keyed.slice(start, start + page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ project }) => project),
    nextCursor:
      start + page.limit < keyed.length && last ? cursorAt(last.key, last.project.id) : null,
  };
}
