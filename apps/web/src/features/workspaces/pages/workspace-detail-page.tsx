import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatLocalDate } from '../../../lib/format';
import {
  forgetLastWorkspace,
  skipRestoreState,
  workspacesBreadcrumb,
} from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { useWorkspaceDetail } from '../../../lib/workspace-detail';
import { WorkspaceRoleBadge } from '../components/workspace-role-badge';
import { WorkspaceTabs, type WorkspaceTabPanels } from '../components/workspace-tabs';
import { workspaceUiMessages } from '../workspace-messages';

// The title until the workspace's name is known.
const GENERIC_TITLE = 'Workspace';

/** One workspace: header and its tabs (000 §2 Workspace detail, and the Timeline). */
export function WorkspaceDetailPage(panels: WorkspaceTabPanels) {
  const { workspaceId } = useParams();
  if (!workspaceId) return <WorkspaceUnavailable message={workspaceUiMessages.idMissing} />;
  return <WorkspaceDetail workspaceId={workspaceId} panels={panels} />;
}

function WorkspaceDetail({
  workspaceId,
  panels,
}: {
  workspaceId: string;
  panels: WorkspaceTabPanels;
}) {
  const { data: workspace, error, refetch, isFetching } = useWorkspaceDetail(workspaceId);
  const { data: user } = useCurrentUser();
  const isNotFound = error instanceof ApiError && error.status === 404;

  // A workspace that is gone (or no longer ours) must not be reopened or linked to.
  useEffect(() => {
    if (isNotFound) forgetLastWorkspace(workspaceId);
  }, [isNotFound, workspaceId]);

  if (isNotFound) return <WorkspaceUnavailable message={workspaceUiMessages.notFound} />;
  if (error && !workspace) {
    return (
      <>
        <GenericHeader />
        <ErrorState
          title="Error Loading Workspace"
          message={error.message}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </>
    );
  }
  if (!workspace || !user) return <WorkspaceDetailSkeleton />;

  const actor: WorkspaceActor = {
    userId: user.id,
    role: workspace.role,
    isOwner: workspace.isOwner,
  };
  return (
    <>
      <PageHeader
        title={workspace.name}
        breadcrumbs={[workspacesBreadcrumb, { label: workspace.name }]}
        badge={<WorkspaceRoleBadge workspace={workspace} />}
        description={
          <div className="space-y-1">
            {workspace.description && (
              <p className="break-words whitespace-pre-line">{workspace.description}</p>
            )}
            <p className="text-[13px]">
              Created {formatLocalDate(workspace.createdAt)} · Updated{' '}
              {formatLocalDate(workspace.updatedAt)}
            </p>
          </div>
        }
      />
      <WorkspaceTabs workspace={workspace} actor={actor} {...panels} />
    </>
  );
}

// The header until the workspace's name is known, or when it cannot be.
function GenericHeader() {
  return (
    <PageHeader
      title={GENERIC_TITLE}
      breadcrumbs={[workspacesBreadcrumb, { label: GENERIC_TITLE }]}
    />
  );
}

function WorkspaceUnavailable({ message }: { message: string }) {
  return (
    <>
      <GenericHeader />
      <EmptyState
        icon={SearchX}
        title={message}
        description="It may have been deleted, or you may no longer be a member."
        action={
          <Link to={paths.workspaces()} state={skipRestoreState} className={buttonClasses()}>
            Back to Workspaces
          </Link>
        }
      />
    </>
  );
}

function WorkspaceDetailSkeleton() {
  return (
    <PageSkeleton
      status="Loading workspace..."
      headerLines={['h-4 w-40', 'h-8 w-64 max-w-full', 'h-4 w-96 max-w-full']}
    >
      <div aria-hidden className="flex gap-4 border-b border-line pb-3">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="mt-4 h-40 w-full" />
    </PageSkeleton>
  );
}
