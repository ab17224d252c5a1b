import type { QueryClient } from '@tanstack/react-query';

/** One record of a cached answer, read by its fields. */
export type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/** The field as a string, or null when it is not one. */
export const text = (row: Row, key: string) => (typeof row[key] === 'string' ? row[key] : null);

/**
 * The records in one cached answer: a list, a `{ projects | ventures | …: [...] }`, the pages of
 * a paged list, or one record.
 */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data.filter(isRow);
  if (!isRow(data)) return [];
  if (Array.isArray(data.pages)) return data.pages.flatMap(rowsOf);
  for (const key of ['tasks', 'projects', 'ventures', 'workspaces', 'items']) {
    const list = data[key];
    if (Array.isArray(list)) return list.filter(isRow);
  }
  return [data];
}

/** Something to go to: its id and name. */
export interface NamedRecord {
  id: string;
  name: string;
}

function namedRows(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  accept: (row: Row) => boolean,
) {
  const found = new Map<string, NamedRecord>();
  for (const [, data] of queryClient.getQueriesData({ queryKey })) {
    for (const row of rowsOf(data)) {
      const [id, name] = [text(row, 'id'), text(row, 'name')];
      if (id && name && !found.has(id) && accept(row)) found.set(id, { id, name });
    }
  }
  return [...found.values()];
}

/** The person's workspaces, as the workspace list cached them. */
export function cachedWorkspaces(queryClient: QueryClient): NamedRecord[] {
  return namedRows(queryClient, ['workspaces', 'list'], () => true);
}

/** The workspace's projects, as the project lists cached them. */
export function cachedProjects(queryClient: QueryClient, workspaceId: string): NamedRecord[] {
  return namedRows(
    queryClient,
    ['projects'],
    (row) => row.workspaceId === workspaceId && row.title === undefined,
  );
}
