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

/** Projects, Flow View, Notifications and Settings (000 §2 Workspace detail). */
export function WorkspaceTabs({
  workspace,
  actor,
}: {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
}) {
  const [tab, setTab] = useTabParam();
  const { canCreateProject } = workspacePermissions(actor);
  return (
    <Tabs
      label="Workspace sections"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'projects',
          label: 'Projects',
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
        },
        {
          value: 'flow',
          label: 'Flow View',
          content: (
            <EmptyState
              icon={Workflow}
              title="No data to visualize"
              description="Create a workspace and add projects to see the visualization"
            />
          ),
        },
        {
          value: 'notifications',
          label: 'Notifications',
          content: (
            <EmptyState
              icon={Bell}
              title="No notifications yet. You'll see updates about tasks, projects, and workspace activities here."
            />
          ),
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
