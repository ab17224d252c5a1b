import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { Project } from '@groundwork/shared/projects/schemas';
import { apiClient } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { invalidateProjects } from './invalidate';
import { projectPath } from './query-keys';

type ProjectRef = Pick<Project, 'id' | 'workspaceId'>;

interface AssignVariables {
  project: ProjectRef;
  userId: string;
  role: MemberRole;
  /** How the person is named in the toast. */
  displayName: string;
}

interface UnassignVariables {
  project: ProjectRef;
  userId: string;
  displayName: string;
}

function assignMember({ project, userId, role }: AssignVariables): Promise<unknown> {
  return apiClient.post(
    projectPath(project.id, 'assignments'),
    { userId, role },
    {
      workspaceId: project.workspaceId,
      params: { workspaceId: project.workspaceId },
      fallbackMessage: projectUiMessages.assignFailed,
    },
  );
}

function unassignMember({ project, userId }: UnassignVariables): Promise<unknown> {
  return apiClient.delete(projectPath(project.id, 'assignments', userId), {
    workspaceId: project.workspaceId,
    params: { workspaceId: project.workspaceId },
    fallbackMessage: projectUiMessages.unassignFailed,
  });
}

/** Adds a workspace member to the project's team with a role (managers only). */
export function useAssignMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMember,
    onSuccess: (_answer, { project, displayName }) => {
      toast.success(projectToasts.assigned(displayName));
      invalidateProjects(queryClient, project.workspaceId);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useUnassignMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignMember,
    onSuccess: (_answer, { project, displayName }) => {
      toast.success(projectToasts.unassigned(displayName));
      invalidateProjects(queryClient, project.workspaceId);
    },
    onError: (error) => toast.error(error.message),
  });
}
