import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { useMemberChange } from './member-change';
import { workspacePath } from './query-keys';

interface UpdateMemberRoleVariables {
  workspaceId: string;
  memberId: string;
  role: MemberRole;
}

function updateMemberRole({
  workspaceId,
  memberId,
  role,
}: UpdateMemberRoleVariables): Promise<{ member: WorkspaceMember }> {
  return apiClient.put<{ member: WorkspaceMember }>(
    workspacePath(workspaceId, 'members', memberId, 'role'),
    { role },
    { workspaceId, fallbackMessage: workspaceUiMessages.roleUpdateFailed },
  );
}

/** Gives a member another role (owner or admin). */
export function useUpdateMemberRole() {
  return useMemberChange(updateMemberRole, { succeeded: workspaceUiMessages.roleUpdated });
}
