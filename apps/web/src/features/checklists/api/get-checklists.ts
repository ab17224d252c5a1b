import { useQuery } from '@tanstack/react-query';
import type { Checklist } from '@groundwork/shared/checklists/schemas';
import { inWorkspace } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { checklistUiMessages } from '../checklist-messages';
import { checklistKeys, taskChecklistsPath } from './query-keys';

function getTaskChecklistsQueryOptions(workspaceId: string, taskId: string) {
  return apiQueryOptions<Checklist[]>(
    checklistKeys.task(taskId),
    taskChecklistsPath(taskId),
    inWorkspace(workspaceId, checklistUiMessages.fetchFailed),
  );
}

/** A task's checklists, each with its items, in their order. */
export function useTaskChecklists(workspaceId: string, taskId: string) {
  return useQuery(getTaskChecklistsQueryOptions(workspaceId, taskId));
}
