import { can } from '@groundwork/shared/permissions/can';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { ChecklistTemplatesCard } from './checklist-templates-card';
import { DangerZone } from './danger-zone';
import { LabelsCard } from './labels-card';
import { LeaveWorkspaceCard } from './leave-workspace-card';
import { MembersCard } from './members-card';
import { WorkspaceDetailsCard } from './workspace-details-card';

/**
 * The Settings tab: details, members, checklist templates, labels, and leaving or deleting the
 * workspace.
 */
export function WorkspaceSettings({
  workspace,
  actor,
}: {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <WorkspaceDetailsCard workspace={workspace} canEdit={can(actor, 'workspace:update')} />
      <MembersCard workspace={workspace} actor={actor} canInvite={can(actor, 'member:invite')} />
      <div className="space-y-6 lg:col-span-2">
        <ChecklistTemplatesCard
          workspaceId={workspace.id}
          canManage={can(actor, 'checklist-template:manage')}
        />
        <LabelsCard workspaceId={workspace.id} canManage={can(actor, 'label:manage')} />
        {!workspace.isOwner && <LeaveWorkspaceCard workspace={workspace} />}
        {can(actor, 'workspace:delete') && <DangerZone workspace={workspace} />}
      </div>
    </div>
  );
}
