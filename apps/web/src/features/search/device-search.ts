import type { QueryClient } from '@tanstack/react-query';
import type { SearchResultType } from '@groundwork/shared/search/constants';
import type { SearchResult } from '@groundwork/shared/search/schemas';
import { rowsOf, text, type Row } from './cached-rows';
import { queryWords } from './highlight';

// Offline, search reads the answers the app already holds: the task, project and venture lists
// and pages other screens cached, each under its own feature's key. They are read by their shape
// (a title and project for a task, a name and workspace for a project or venture), so this file
// depends on no other feature's code.

function toTask(row: Row, workspaceId: string): SearchResult | null {
  const [id, title, projectId] = [text(row, 'id'), text(row, 'title'), text(row, 'projectId')];
  if (!id || !title || !projectId || row.workspaceId !== workspaceId) return null;
  const description = text(row, 'description') ?? '';
  const at = text(row, 'updatedAt') ?? text(row, 'createdAt') ?? '';
  return { type: 'task', id, title, snippet: description, projectId, taskId: id, at };
}

function toNamed(type: 'project' | 'venture', row: Row, workspaceId: string): SearchResult | null {
  const [id, name] = [text(row, 'id'), text(row, 'name')];
  if (!id || !name || row.title !== undefined || row.workspaceId !== workspaceId) return null;
  const snippet = text(row, 'description') ?? '';
  const at = text(row, 'updatedAt') ?? text(row, 'createdAt') ?? '';
  const projectId = type === 'project' ? id : null;
  return { type, id, title: name, snippet, projectId, taskId: null, at };
}

function cachedRecords(queryClient: QueryClient, workspaceId: string): SearchResult[] {
  const found = new Map<string, SearchResult>();
  const add = (result: SearchResult | null) => {
    if (result && !found.has(`${result.type}:${result.id}`)) {
      found.set(`${result.type}:${result.id}`, result);
    }
  };
  for (const root of ['tasks', 'projects', 'ventures'] as const) {
    for (const [, data] of queryClient.getQueriesData({ queryKey: [root] })) {
      for (const row of rowsOf(data)) {
        if (root === 'ventures') add(toNamed('venture', row, workspaceId));
        else add(toTask(row, workspaceId) ?? toNamed('project', row, workspaceId));
      }
    }
  }
  return [...found.values()];
}

/**
 * The tasks, projects and ventures of the workspace held on this device whose title or name
 * holds every word of the query, most recently changed first.
 */
export function searchDevice(
  queryClient: QueryClient,
  { workspaceId, q, type }: { workspaceId: string; q: string; type?: SearchResultType },
): SearchResult[] {
  const words = queryWords(q);
  if (words.length === 0) return [];
  return cachedRecords(queryClient, workspaceId)
    .filter((result) => !type || result.type === type)
    .filter((result) => {
      const title = result.title.toLowerCase();
      return words.every((word) => title.includes(word));
    })
    .sort((a, b) => b.at.localeCompare(a.at));
}
