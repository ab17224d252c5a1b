import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateProjectInput, Project } from '@groundwork/shared/projects/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { projectToasts, projectUiMessages } from '../project-messages';
import { invalidateProjects } from './invalidate';

interface CreateProjectVariables {
  workspaceId: string;
  input: CreateProjectInput;
}

/** POST /api/projects?workspaceId, the workspace id also in the body (000 §7). */
function createProject({ workspaceId, input }: CreateProjectVariables): Promise<Project> {
  return apiClient.post<Project>(
    '/api/projects',
    { ...input, workspaceId },
    { workspaceId, params: { workspaceId }, fallbackMessage: projectUiMessages.createFailed },
  );
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project, { workspaceId }) => {
      toast.success(projectToasts.created(project.name));
      invalidateProjects(queryClient, workspaceId);
    },
    onError: (error) => showFormError(error.message),
  });
}
