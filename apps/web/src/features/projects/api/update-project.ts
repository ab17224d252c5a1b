import type { Project, UpdateProjectInput } from '@groundwork/shared/projects/schemas';
import { apiClient, inWorkspace } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { useSaveProject } from './project-change';
import { projectPath } from './query-keys';

export interface UpdateProjectVariables {
  workspaceId: string;
  projectId: string;
  /** Null clears an optional field. */
  input: UpdateProjectInput;
}

export function updateProject({
  workspaceId,
  projectId,
  input,
}: UpdateProjectVariables): Promise<Project> {
  return apiClient.put<Project>(
    projectPath(projectId),
    input,
    inWorkspace(workspaceId, projectUiMessages.updateFailed),
  );
}

export function useUpdateProject() {
  return useSaveProject(updateProject, projectToasts.updated);
}
