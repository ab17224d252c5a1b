import { useQuery } from '@tanstack/react-query';
import { itemDetail } from '../../../lib/api-query';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';

const projectDetail = itemDetail<ProjectView>('projects', projectUiMessages.fetchFailed);

export const getProject = projectDetail.fetch;

export function useProject(workspaceId: string, projectId: string) {
  return useQuery(projectDetail.queryOptions(workspaceId, projectId));
}
