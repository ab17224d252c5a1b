import type { Project } from '@groundwork/shared/projects/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { ApiError, apiClient, inWorkspace } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { useProjectChange } from './project-change';
import { projectPath } from './query-keys';

type ProjectRef = Pick<Project, 'id' | 'name' | 'workspaceId'>;

/** DELETE /api/projects/{id}?workspaceId archives; the project keeps its tasks. */
function archiveProject(project: ProjectRef): Promise<Project> {
  // 000 §5: archiving needs the project's id.
  if (!project.id) return Promise.reject(new ApiError(400, projectMessages.projectIdRequired));
  return apiClient.delete<Project>(
    projectPath(project.id),
    inWorkspace(project.workspaceId, projectUiMessages.archiveFailed),
  );
}

/** POST /api/projects/{id}/restore puts back the status it had before archiving. */
function restoreProject(project: ProjectRef): Promise<Project> {
  return apiClient.post<Project>(
    projectPath(project.id, 'restore'),
    undefined,
    inWorkspace(project.workspaceId, projectUiMessages.restoreFailed),
  );
}

/** Archiving or restoring, said in a toast that names the project. */
function useProjectStatusChange(
  change: (project: ProjectRef) => Promise<Project>,
  succeeded: (name: string) => string,
) {
  return useProjectChange(change, {
    workspaceOf: (project) => project.workspaceId,
    succeeded: (_answer, project) => succeeded(project.name),
  });
}

export function useArchiveProject() {
  return useProjectStatusChange(archiveProject, projectToasts.archived);
}

export function useRestoreProject() {
  return useProjectStatusChange(restoreProject, projectToasts.restored);
}
