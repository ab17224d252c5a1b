import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Mail } from 'lucide-react';
import { roleLabels } from '@groundwork/shared/permissions/roles';
import type { Invitation } from '@groundwork/shared/workspaces/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatLocalDate } from '../../../lib/format';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { paths } from '../../../lib/paths';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitations } from '../api/get-invitations';
import { useJoinWorkspace } from '../api/join-workspace';

/** The signed-in user's pending invitations, above their workspaces; nothing when there are none. */
export function InvitationList() {
  const headingId = useId();
  const { data: invitations, error, refetch, isFetching } = useInvitations();

  if (error && !invitations) {
    return (
      <p role="alert" className="mb-6 flex flex-wrap items-center gap-2 text-danger">
        {error.message}
        <Button variant="secondary" size="sm" onClick={() => refetch()} disabled={isFetching}>
          Retry
        </Button>
      </p>
    );
  }
  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <Mail aria-hidden size={16} className="text-accent" />
        Invitations
        <Badge tone="indigo">{invitations.length}</Badge>
      </h2>
      <ul className="space-y-3">
        {invitations.map((invitation) => (
          <li key={invitation.workspaceId}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const titleId = useId();
  const navigate = useNavigate();
  const joinWorkspace = useJoinWorkspace();
  const declineInvitation = useDeclineInvitation();
  const isBusy = joinWorkspace.isPending || declineInvitation.isPending;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 border-accent-muted p-4 md:flex-row md:items-center"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="font-semibold break-words text-ink">
          {invitation.workspaceName}
        </h3>
        {invitation.workspaceDescription && (
          <p className="line-clamp-2 break-words text-muted">{invitation.workspaceDescription}</p>
        )}
        <p className="text-[13px] text-muted">
          {/* The inviter is their name, or their phone number when they have none. */}
          {invitation.invitedBy
            ? `${formatPhoneNumber(invitation.invitedBy)} invited you as `
            : 'You were invited as '}
          <span className="font-medium text-ink-soft">{roleLabels[invitation.role]}</span>
          {` · ${formatLocalDate(invitation.invitedAt)}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          className="max-md:flex-1"
          disabled={isBusy}
          onClick={() =>
            joinWorkspace.mutate(invitation, {
              onSuccess: (workspace) => void navigate(paths.workspace(workspace.id)),
            })
          }
        >
          {joinWorkspace.isPending ? 'Joining...' : 'Join'}
        </Button>
        <Button
          variant="secondary"
          className="max-md:flex-1"
          disabled={isBusy}
          onClick={() => declineInvitation.mutate(invitation)}
        >
          {declineInvitation.isPending ? 'Declining...' : 'Decline'}
        </Button>
      </div>
    </Card>
  );
}
