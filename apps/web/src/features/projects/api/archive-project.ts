import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Project } from '@groundwork/shared/projects/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { ApiError, apiClient } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { invalidateProjects } from './invalidate';
import { projectPath } from './query-keys';

type ProjectRef = Pick<Project, 'id' | 'name' | 'workspaceId'>;

/** DELETE /api/projects/{id}?workspaceId archives; the project keeps its tasks. */
function archiveProject(project: ProjectRef): Promise<Project> {
  // 000 §5: archiving needs the project's id.
  if (!project.id) return Promise.reject(new ApiError(400, projectMessages.projectIdRequired));
  return apiClient.delete<Project>(projectPath(project.id), {
    workspaceId: project.workspaceId,
    params: { workspaceId: project.workspaceId },
    fallbackMessage: projectUiMessages.archiveFailed,
  });
}

/** POST /api/projects/{id}/restore puts back the status it had before archiving. */
function restoreProject(project: ProjectRef): Promise<Project> {
  return apiClient.post<Project>(projectPath(project.id, 'restore'), undefined, {
    workspaceId: project.workspaceId,
    params: { workspaceId: project.workspaceId },
    fallbackMessage: projectUiMessages.restoreFailed,
  });
}

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProject,
    onSuccess: (_answer, project) => {
      toast.success(projectToasts.archived(project.name));
      invalidateProjects(queryClient, project.workspaceId);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProject,
    onSuccess: (_answer, project) => {
      toast.success(projectToasts.restored(project.name));
      invalidateProjects(queryClient, project.workspaceId);
    },
    onError: (error) => toast.error(error.message),
  });
}
