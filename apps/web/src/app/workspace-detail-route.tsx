import { FlowTab } from '../features/flow/flow-tab';
import { WorkspaceNotificationsTab } from '../features/notifications/components/workspace-notifications-tab';
import { WorkspaceProjectsTab } from '../features/projects/components/workspace-projects-tab';
import { WorkspaceDetailPage } from '../features/workspaces/pages/workspace-detail-page';

/**
 * The workspace detail with the projects feature's list in its Projects tab, the notifications
 * feature's list in its Notifications tab and the flow feature's graph in its Flow View tab.
 */
export function WorkspaceDetailRoute() {
  return (
    <WorkspaceDetailPage
      projectsTab={WorkspaceProjectsTab}
      notificationsTab={WorkspaceNotificationsTab}
      flowTab={FlowTab}
    />
  );
}
