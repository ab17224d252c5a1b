import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { Bell, FolderKanban, History, Workflow } from 'lucide-react';
import { can } from '@groundwork/shared/permissions/can';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { WorkspaceDetail, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingPlaceholder, Skeleton } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { paths, routePatterns } from '../../../lib/paths';
import { useMemberCounts } from '../api/get-members';
import type { WorkspaceSettings as SettingsPanel } from './workspace-settings';

// Settings (members, invitations, the workspace form) loads on demand: the page opens on another
// tab, and its first load stays within budget. It is fetched right after the page shows, and
// drawn at once (without suspending) when it is in.
type SettingsComponent = typeof SettingsPanel;
let loadedSettings: SettingsComponent | null = null;
const loadSettings = () =>
  import('./workspace-settings').then((module) => (loadedSettings = module.WorkspaceSettings));
const LazySettings = lazy(() => loadSettings().then((component) => ({ default: component })));

function WorkspaceSettings(props: ComponentProps<SettingsComponent>) {
  // Chosen once per mount, so the panel never changes type (and state) while open.
  const [Loaded] = useState(() => loadedSettings);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<SettingsSkeleton />}>
      <LazySettings {...props} />
    </Suspense>
  );
}

const tabValues = [
  'projects',
  'flow',
  'timeline',
  'activity',
  'notifications',
  'settings',
] as const;
type TabValue = (typeof tabValues)[number];
const DEFAULT_TAB: TabValue = 'projects';
const TIMELINE_TAB: TabValue = 'timeline';

/**
 * The open tab lives in the URL (?tab=settings), so a reload or a shared link keeps it; the
 * Timeline has a path of its own (/workspaces/{id}/timeline).
 */
function useTabParam(workspaceId: string): [TabValue, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const onTimelinePath = useMatch(routePatterns.workspaceTimeline) !== null;
  const requested = onTimelinePath ? TIMELINE_TAB : searchParams.get('tab');
  const tab = tabValues.find((value) => value === requested) ?? DEFAULT_TAB;
  const setTab = (next: string) => {
    if (next === TIMELINE_TAB) {
      void navigate(paths.workspaceTimeline(workspaceId), { replace: true });
    } else if (onTimelinePath) {
      const search = next === DEFAULT_TAB ? '' : `?tab=${next}`;
      void navigate(`${paths.workspace(workspaceId)}${search}`, { replace: true });
    } else {
      setSearchParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true });
    }
  };
  return [tab, setTab];
}

/**
 * The Projects tab's contents come from the projects feature, composed in by the app (features do
 * not import each other): it gives the tab its count badge and its panel.
 */
interface ProjectsTabProps {
  workspaceId: string;
  /** Who is looking: the shared rules decide from it what the tab offers them. */
  actor: WorkspaceActor;
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}
type ProjectsTabComponent = ComponentType<ProjectsTabProps>;

/** The Notifications tab's contents, composed in by the app the same way: badge and panel. */
interface NotificationsTabProps {
  workspaceId: string;
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}
type NotificationsTabComponent = ComponentType<NotificationsTabProps>;

/** The Flow View tab's panel, composed in by the app; it loads only when the tab opens. */
type FlowTabComponent = ComponentType<{ workspaceId: string }>;

/**
 * The Timeline tab's panel, composed in by the app; it loads only when the tab opens, and decides
 * with the actor who may move dates.
 */
type TimelineTabComponent = ComponentType<{ workspaceId: string; actor: WorkspaceActor }>;

/** The Activity tab's feed, composed in by the app; the members are its person filter's choices. */
type ActivityTabComponent = ComponentType<{
  workspaceId: string;
  members: readonly WorkspaceMember[];
}>;

/** The tabs' panels the app plugs in from other features; a tab left out says it has nothing. */
export interface WorkspaceTabPanels {
  /** What the Projects tab shows; the app plugs in the projects feature's list. */
  projectsTab?: ProjectsTabComponent;
  /** What the Notifications tab shows; the app plugs in the notifications feature's list. */
  notificationsTab?: NotificationsTabComponent;
  /** What the Flow View tab shows; the app plugs in the flow feature's graph. */
  flowTab?: FlowTabComponent;
  /** What the Timeline tab shows; the app plugs in the timeline feature's chart. */
  timelineTab?: TimelineTabComponent;
  /** What the Activity tab shows; the app plugs in the activity feature's feed. */
  activityTab?: ActivityTabComponent;
}

// Without a projects tab plugged in, the tab says there is nothing yet.
function EmptyProjectsTab({ actor, children }: ProjectsTabProps) {
  return children({
    count: undefined,
    content: (
      <EmptyState
        icon={FolderKanban}
        title={
          can(actor, 'project:create')
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

// Without a timeline plugged in, the tab says there is nothing to draw.
function EmptyTimelineTab() {
  return <EmptyState icon={Workflow} title="No projects with dates yet" />;
}

// Without a feed plugged in, the tab says there is nothing yet.
function EmptyActivityTab() {
  return <EmptyState icon={History} title="No activity yet" />;
}

/**
 * Projects, Flow View, Timeline, Activity, Notifications and Settings (000 §2 Workspace detail,
 * with the timeline and the activity feed beside its four).
 */
export function WorkspaceTabs({
  workspace,
  actor,
  projectsTab: ProjectsTab = EmptyProjectsTab,
  notificationsTab: NotificationsTab = EmptyNotificationsTab,
  flowTab = EmptyFlowTab,
  timelineTab = EmptyTimelineTab,
  activityTab = EmptyActivityTab,
}: WorkspaceTabPanels & { workspace: WorkspaceDetail; actor: WorkspaceActor }) {
  // The tabs that draw their own content; projects and notifications also give a count.
  const contentTabs = { flowTab, timelineTab, activityTab };
  return (
    <ProjectsTab workspaceId={workspace.id} actor={actor}>
      {(projects) => (
        <NotificationsTab workspaceId={workspace.id}>
          {(notifications) => (
            <WorkspaceTabList
              {...contentTabs}
              workspace={workspace}
              actor={actor}
              projects={projects}
              notifications={notifications}
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
  timelineTab: TimelineTab,
  activityTab: ActivityTab,
}: {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
  projects: TabSlot;
  notifications: TabSlot;
  flowTab: FlowTabComponent;
  timelineTab: TimelineTabComponent;
  activityTab: ActivityTabComponent;
}) {
  const [tab, setTab] = useTabParam(workspace.id);
  const memberCounts = useMemberCounts(workspace.id);
  // Settings' code, fetched once the page is up so that the tab opens at once.
  useEffect(() => {
    void loadSettings().catch(() => {
      // Opening the tab tries again and reports a failure there.
    });
  }, []);
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
          value: 'timeline',
          label: 'Timeline',
          content: <TimelineTab workspaceId={workspace.id} actor={actor} />,
        },
        {
          value: 'activity',
          label: 'Activity',
          content: <ActivityTab workspaceId={workspace.id} members={workspace.members} />,
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
          // The pending members, counted by the server.
          count: memberCounts.data?.pending,
          content: <WorkspaceSettings workspace={workspace} actor={actor} />,
        },
      ]}
    />
  );
}

function SettingsSkeleton() {
  return (
    <LoadingPlaceholder status="Loading settings..." className="space-y-4">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-56 w-full" />
    </LoadingPlaceholder>
  );
}
