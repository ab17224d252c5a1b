import type { MemberRole } from '@groundwork/shared/permissions/roles';
import { workspaceRoleBadge } from '@groundwork/shared/workspaces/rules';
import { Badge } from '../../../components/ui/badge';

/** 'Owner' in the accent colour, or the role label in neutral. */
export function WorkspaceRoleBadge({
  workspace,
}: {
  workspace: { isOwner: boolean; role: MemberRole };
}) {
  return (
    <Badge tone={workspace.isOwner ? 'indigo' : 'slate'}>{workspaceRoleBadge(workspace)}</Badge>
  );
}
