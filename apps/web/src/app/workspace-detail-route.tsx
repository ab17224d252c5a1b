import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FlowTab } from '../features/flow/flow-tab';
import { preloadFlowTab } from '../features/flow/preload-flow-tab';
import { WorkspaceNotificationsTab } from '../features/notifications/components/workspace-notifications-tab';
import { WorkspaceProjectsTab } from '../features/projects/components/workspace-projects-tab';
import { WorkspaceDetailPage } from '../features/workspaces/pages/workspace-detail-page';

/**
 * The workspace detail with the projects feature's list in its Projects tab, the notifications
 * feature's list in its Notifications tab and the flow feature's graph in its Flow View tab.
 */
export function WorkspaceDetailRoute() {
  usePreloadedFlowTab();
  return (
    <WorkspaceDetailPage
      projectsTab={WorkspaceProjectsTab}
      notificationsTab={WorkspaceNotificationsTab}
      flowTab={FlowTab}
    />
  );
}

// The page shows its tabs once the workspace is in; a link straight to the Flow View tab starts
// the graph's code and data meanwhile.
function usePreloadedFlowTab() {
  const queryClient = useQueryClient();
  const { workspaceId } = useParams();
  const [searchParams] = useSearchParams();
  const flowTabOpen = searchParams.get('tab') === 'flow';
  useEffect(() => {
    if (flowTabOpen && workspaceId) preloadFlowTab(queryClient, workspaceId);
    // Only on arriving at the page: switching tabs later mounts the tab right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, workspaceId]);
}
