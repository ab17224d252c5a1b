import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { Project } from '@groundwork/shared/projects/schemas';
import { apiClient, inWorkspace } from '../../../lib/api-client';
import { projectToasts, projectUiMessages } from '../project-messages';
import { useProjectChange } from './project-change';
import { projectPath } from './query-keys';

type ProjectRef = Pick<Project, 'id' | 'workspaceId'>;

interface UnassignVariables {
  project: ProjectRef;
  userId: string;
  /** How the person is named in the toast. */
  displayName: string;
}

interface AssignVariables extends UnassignVariables {
  role: MemberRole;
}

function assignMember({ project, userId, role }: AssignVariables): Promise<unknown> {
  return apiClient.post(
    projectPath(project.id, 'assignments'),
    { userId, role },
    inWorkspace(project.workspaceId, projectUiMessages.assignFailed),
  );
}

function unassignMember({ project, userId }: UnassignVariables): Promise<unknown> {
  return apiClient.delete(
    projectPath(project.id, 'assignments', userId),
    inWorkspace(project.workspaceId, projectUiMessages.unassignFailed),
  );
}

/** A change to the project's team, said in a toast that names the person. */
function useTeamChange<Variables extends UnassignVariables>(
  change: (variables: Variables) => Promise<unknown>,
  succeeded: (displayName: string) => string,
) {
  return useProjectChange(change, {
    workspaceOf: ({ project }) => project.workspaceId,
    succeeded: (_answer, { displayName }) => succeeded(displayName),
  });
}

/** Adds a workspace member to the project's team with a role (managers only). */
export function useAssignMember() {
  return useTeamChange(assignMember, projectToasts.assigned);
}

export function useUnassignMember() {
  return useTeamChange(unassignMember, projectToasts.unassigned);
}
