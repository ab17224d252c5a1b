import { useState } from 'react';
import { Plus } from 'lucide-react';
import { pluralize } from '@groundwork/shared/common/relative-time';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { isFirstSignIn } from '../../../lib/first-sign-in';
import { useWorkspaces } from '../api/get-workspaces';
import { InvitationList } from '../components/invitation-list';
import { WorkspaceFormDialog } from '../components/workspace-form-dialog';
import { WorkspaceGrid } from '../components/workspace-grid';
import { useLastWorkspaceRestore } from '../hooks/use-last-workspace-restore';

/** The signed-in user's workspaces and invitations (000 §2 Workspaces list). */
export function WorkspacesPage() {
  const { data: user } = useCurrentUser();
  const { data: workspaces, error, refetch, isFetching } = useWorkspaces();
  const [isCreateOpen, setCreateOpen] = useState(false);
  useLastWorkspaceRestore(workspaces);

  // Greeted by name, and welcomed back only if they have been here before; someone without a
  // name is not greeted by their phone number.
  const greeting = user
    ? user.name
      ? `${isFirstSignIn(user.id) ? 'Welcome' : 'Welcome back'}, ${user.name}. `
      : 'Welcome. '
    : null;
  return (
    <>
      <PageHeader
        title="Workspaces"
        description={
          <p>
            {greeting}
            {workspaces && `You have ${pluralize(workspaces.length, 'workspace')}.`}
          </p>
        }
        actions={
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden size={16} />
            Create Workspace
          </Button>
        }
      />
      <InvitationList />
      <section aria-label="Your workspaces">
        <WorkspaceGrid
          workspaces={workspaces}
          error={error}
          isRetrying={isFetching}
          onRetry={() => void refetch()}
          onCreate={() => setCreateOpen(true)}
        />
      </section>
      <WorkspaceFormDialog open={isCreateOpen} onOpenChange={setCreateOpen} />
    </>
  );
}
