import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, FolderKanban, Workflow } from 'lucide-react';
import { workspacePermissions } from '@groundwork/shared/permissions/capabilities';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { pendingMemberCount } from '@groundwork/shared/workspaces/rules';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { WorkspaceSettings } from './workspace-settings';

const tabValues = ['projects', 'flow', 'notifications', 'settings'] as const;
type TabValue = (typeof tabValues)[number];
const DEFAULT_TAB: TabValue = 'projects';

/** The open tab lives in the URL (?tab=settings), so a reload or a shared link keeps it. */
function useTabParam(): [TabValue, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabValues.find((value) => value === requested) ?? DEFAULT_TAB;
  const setTab = (next: string) =>
    setSearchParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true });
  return [tab, setTab];
}

/**
 * The Projects tab's contents come from the projects feature, composed in by the app (features do
 * not import each other): it gives the tab its count badge and its panel.
 */
export interface ProjectsTabProps {
  workspaceId: string;
  canCreateProject: boolean;
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}
export type ProjectsTabComponent = ComponentType<ProjectsTabProps>;

/** The Notifications tab's contents, composed in by the app the same way: badge and panel. */
export interface NotificationsTabProps {
  workspaceId: string;
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}
export type NotificationsTabComponent = ComponentType<NotificationsTabProps>;

/** The Flow View tab's panel, composed in by the app; it loads only when the tab opens. */
export type FlowTabComponent = ComponentType<{ workspaceId: string }>;

// Without a projects tab plugged in, the tab says there is nothing yet.
function EmptyProjectsTab({ canCreateProject, children }: ProjectsTabProps) {
  return children({
    count: undefined,
    content: (
      <EmptyState
        icon={FolderKanban}
        title={
          canCreateProject
            ? 'No projects yet. Create your first project to get started.'
            : 'No projects available in this workspace.'
        }
      />
    ),
  });
}

// Without a flow view plugged in, the tab says there is nothing to draw.
function EmptyFlowTab() {
  return (
    <EmptyState
      icon={Workflow}
      title="No data to visualize"
      description="Create a workspace and add projects to see the visualization"
    />
  );
}

// Without a notifications tab plugged in, the tab says there is nothing yet.
function EmptyNotificationsTab({ children }: NotificationsTabProps) {
  return children({
    count: undefined,
    content: (
      <EmptyState
        icon={Bell}
        title="No notifications yet. You'll see updates about tasks, projects, and workspace activities here."
      />
    ),
  });
}

/** Projects, Flow View, Notifications and Settings (000 §2 Workspace detail). */
export function WorkspaceTabs({
  workspace,
  actor,
  projectsTab: ProjectsTab = EmptyProjectsTab,
  notificationsTab: NotificationsTab = EmptyNotificationsTab,
  flowTab = EmptyFlowTab,
}: {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
  projectsTab?: ProjectsTabComponent;
  notificationsTab?: NotificationsTabComponent;
  flowTab?: FlowTabComponent;
}) {
  const { canCreateProject } = workspacePermissions(actor);
  return (
    <ProjectsTab workspaceId={workspace.id} canCreateProject={canCreateProject}>
      {(projects) => (
        <NotificationsTab workspaceId={workspace.id}>
          {(notifications) => (
            <WorkspaceTabList
              workspace={workspace}
              actor={actor}
              projects={projects}
              notifications={notifications}
              flowTab={flowTab}
            />
          )}
        </NotificationsTab>
      )}
    </ProjectsTab>
  );
}

interface TabSlot {
  count: number | undefined;
  content: ReactNode;
}

function WorkspaceTabList({
  workspace,
  actor,
  projects,
  notifications,
  flowTab: FlowTab,
}: {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
  projects: TabSlot;
  notifications: TabSlot;
  flowTab: FlowTabComponent;
}) {
  const [tab, setTab] = useTabParam();
  return (
    <Tabs
      label="Workspace sections"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'projects', label: 'Projects', count: projects.count, content: projects.content },
        {
          value: 'flow',
          label: 'Flow View',
          content: <FlowTab workspaceId={workspace.id} />,
        },
        {
          value: 'notifications',
          label: 'Notifications',
          count: notifications.count,
          content: notifications.content,
        },
        {
          value: 'settings',
          label: 'Settings',
          count: pendingMemberCount(workspace.members),
          content: <WorkspaceSettings workspace={workspace} actor={actor} />,
        },
      ]}
    />
  );
}
