import type { CreateProjectInput, Project } from '@groundwork/shared/projects/schemas';
import { apiClient, inWorkspace } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { useSaveProject } from './project-change';

interface CreateProjectVariables {
  workspaceId: string;
  input: CreateProjectInput;
}

/** POST /api/projects?workspaceId, the workspace id also in the body (000 §7). */
function createProject({ workspaceId, input }: CreateProjectVariables): Promise<Project> {
  return apiClient.post<Project>(
    '/api/projects',
    { ...input, workspaceId },
    inWorkspace(workspaceId, projectUiMessages.createFailed),
  );
}

export function useCreateProject() {
  return useSaveProject(createProject, projectToasts.created);
}
