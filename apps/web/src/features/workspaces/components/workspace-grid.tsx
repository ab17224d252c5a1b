import { LayoutGrid, Plus } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/spinner';
import { WorkspaceCard } from './workspace-card';

const SKELETON_CARDS = 3;
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
  if (!workspaces) return <WorkspaceGridSkeleton />;
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

function WorkspaceGridSkeleton() {
  return (
    <div className={gridClasses}>
      <span role="status" className="sr-only">
        Loading workspaces...
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden className="space-y-3 p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
          <div className="flex gap-2 border-t border-line pt-3">
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-8 w-16" />
          </div>
        </Card>
      ))}
    </div>
  );
}
