import type { SearchResult } from '@groundwork/shared/search/schemas';
import { paths } from '../../lib/paths';

/**
 * Where a result leads: a task, or the task a comment or file belongs to; a project; a venture.
 * A file on no task opens the workspace's files.
 */
export function searchResultPath(workspaceId: string, result: SearchResult): string {
  switch (result.type) {
    case 'project':
      return paths.project(workspaceId, result.projectId ?? result.id);
    case 'venture':
      return paths.venture(workspaceId, result.id);
    case 'task':
    case 'comment':
    case 'file':
      if (result.projectId && result.taskId) {
        return paths.task(workspaceId, result.projectId, result.taskId);
      }
      return result.projectId
        ? paths.project(workspaceId, result.projectId)
        : paths.workspaceFiles(workspaceId);
  }
}

/** Results in the order of the kinds, each kind's own order kept. */
export function groupByType<T extends { type: SearchResult['type'] }>(
  results: readonly T[],
  types: readonly SearchResult['type'][],
): { type: SearchResult['type']; results: T[] }[] {
  return types
    .map((type) => ({ type, results: results.filter((result) => result.type === type) }))
    .filter((group) => group.results.length > 0);
}
