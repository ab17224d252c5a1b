import { useQuery } from '@tanstack/react-query';
import type { Label } from '@groundwork/shared/labels/schemas';
import { apiQueryOptions } from './api-query';

// A workspace's labels are read by the labels' own page and by the task screens (the form's
// choice, the filter, the names of a link's filter), so they are asked for one way, under one key.

export const labelKeys = {
  all: ['labels'] as const,
  /** A workspace's labels; live changes of subject `label` make it stale. */
  list: (workspaceId: string) => [...labelKeys.all, workspaceId] as const,
};

export function workspaceLabelsPath(workspaceId: string): string {
  return `/api/workspaces/${encodeURIComponent(workspaceId)}/labels`;
}

/** The workspace's labels, by name (a workspace keeps a few dozen at most, so one answer). */
export function useWorkspaceLabels(workspaceId: string, enabled = true) {
  return useQuery({
    ...apiQueryOptions<Label[]>(labelKeys.list(workspaceId), workspaceLabelsPath(workspaceId), {
      workspaceId,
      fallbackMessage: 'Failed to fetch labels',
    }),
    enabled,
  });
}
