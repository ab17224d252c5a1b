import { LayoutGrid, Plus } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { WorkspaceCard } from './workspace-card';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export interface WorkspaceGridProps {
  workspaces: Workspace[] | undefined;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
  onCreate: () => void;
}

/** The workspace cards, with the loading, empty and error states of a list. */
export function WorkspaceGrid({
  workspaces,
  error,
  isRetrying,
  onRetry,
  onCreate,
}: WorkspaceGridProps) {
  if (error && !workspaces) {
    return (
      <ErrorState
        title="Error Loading Workspaces"
        message={error.message}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!workspaces) {
    return (
      <CardGridSkeleton
        className={gridClasses}
        status="Loading workspaces..."
        badgeClassName="h-5 w-14 rounded-full"
        lineClassNames={['h-4 w-full', 'h-4 w-3/4', 'h-3 w-1/3']}
      />
    );
  }
  if (workspaces.length === 0) {
    return (
      <EmptyState
        icon={LayoutGrid}
        title="No workspaces yet"
        description="Create a workspace to organise your projects and invite your team."
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden size={16} />
            Create Workspace
          </Button>
        }
      />
    );
  }
  return (
    <ul className={gridClasses}>
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          <WorkspaceCard workspace={workspace} />
        </li>
      ))}
    </ul>
  );
}
