import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Project, UpdateProjectInput } from '@groundwork/shared/projects/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { projectToasts, projectUiMessages } from '../project-messages';
import { invalidateProjects } from './invalidate';
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
  return apiClient.put<Project>(projectPath(projectId), input, {
    workspaceId,
    params: { workspaceId },
    fallbackMessage: projectUiMessages.updateFailed,
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project, { workspaceId }) => {
      toast.success(projectToasts.updated(project.name));
      invalidateProjects(queryClient, workspaceId);
    },
    onError: (error) => showFormError(error.message),
  });
}
