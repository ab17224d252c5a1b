import { useId, useState, type FormEvent } from 'react';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { can, type PermissionActor } from '@groundwork/shared/permissions/can';
import { memberRoles, roleLabels, type MemberRole } from '@groundwork/shared/permissions/roles';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from './lazy-dialogs';
import { Field, Select } from '../../../components/ui/field';
import { useAssignMember, useUnassignMember } from '../api/assignments';
import { formatPhoneNumber, personLabel } from '../../../lib/phone-number';
import type { ProjectView } from '../project-view';

/**
 * Who works on the project (DECISIONS.md "Projects"): everyone sees the team; managers add
 * active workspace members with a role and remove them.
 */
export function ProjectTeam({
  project,
  members,
  actor,
}: {
  project: ProjectView;
  /** The workspace's members; only active ones can join. */
  members: readonly WorkspaceMember[];
  actor: PermissionActor;
}) {
  const titleId = useId();
  const canAssign = can(actor, 'project:assign');
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const unassign = useUnassignMember();
  const assignedIds = new Set(project.assignments.map((assignment) => assignment.userId));
  const candidates = members.filter(
    (member) => member.status === 'active' && !assignedIds.has(member.userId),
  );

  return (
    <Card role="region" aria-labelledby={titleId} className="p-4">
      <div className="flex items-center gap-2">
        <Users aria-hidden size={16} className="text-muted" />
        <h2 id={titleId} className="font-semibold text-ink">
          Team
        </h2>
        <span className="text-[13px] text-muted">({project.assignments.length})</span>
      </div>
      {project.assignments.length === 0 ? (
        <p className="mt-3 text-muted">No one is assigned to this project yet.</p>
      ) : (
        <ul aria-label="Team members" className="mt-3 divide-y divide-line">
          {project.assignments.map((assignment) => {
            const name = personLabel(assignment.user);
            return (
              <li key={assignment.userId} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{name}</p>
                  <p className="text-[13px] text-muted">
                    {roleLabels[assignment.role]}
                    {assignment.user.name && ` · ${formatPhoneNumber(assignment.user.phoneNumber)}`}
                  </p>
                </div>
                {canAssign && (
                  <Button
                    variant="ghost-danger"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    onClick={() => setRemoving({ userId: assignment.userId, name })}
                  >
                    <UserMinus aria-hidden size={14} />
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canAssign && <AddTeamMember project={project} candidates={candidates} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Team Member"
        message={removing ? `Remove ${removing.name} from "${project.name}"?` : ''}
        note="They stay a member of the workspace."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={unassign.isPending}
        onConfirm={() => {
          if (!removing) return;
          unassign.mutate(
            { project, userId: removing.userId, displayName: removing.name },
            { onSettled: () => setRemoving(null) },
          );
        }}
      />
    </Card>
  );
}

function AddTeamMember({
  project,
  candidates,
}: {
  project: ProjectView;
  candidates: readonly WorkspaceMember[];
}) {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<MemberRole | ''>('');
  const assign = useAssignMember();
  const chosen = candidates.find((member) => member.userId === userId);

  if (candidates.length === 0) {
    return (
      <p className="mt-3 border-t border-line pt-3 text-[13px] text-muted">
        Every active workspace member is on this team.
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    assign.mutate(
      {
        project,
        userId: chosen.userId,
        // Unless told otherwise, they work on the project in their workspace role.
        role: role || chosen.role,
        displayName: personLabel(chosen.user),
      },
      {
        onSuccess: () => {
          setUserId('');
          setRole('');
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Add team member"
      className="mt-3 grid gap-3 border-t border-line pt-3 sm:grid-cols-2"
    >
      <Field label="Member">
        {(fieldProps) => (
          <Select
            {...fieldProps}
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value);
              setRole('');
            }}
          >
            <option value="">Choose a member</option>
            {candidates.map((member) => (
              <option key={member.userId} value={member.userId}>
                {personLabel(member.user)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Project Role">
        {(fieldProps) => (
          <Select
            {...fieldProps}
            value={role || chosen?.role || ''}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            disabled={!chosen}
          >
            {!chosen && <option value="">Choose a member first</option>}
            {memberRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        type="submit"
        disabled={!chosen || assign.isPending}
        className="sm:col-span-2 sm:justify-self-end"
      >
        <UserPlus aria-hidden size={16} />
        {assign.isPending ? 'Adding...' : 'Add to Team'}
      </Button>
    </form>
  );
}
