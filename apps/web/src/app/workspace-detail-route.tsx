import { Suspense, useEffect, type ComponentProps } from 'react';
import { useMatch, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { FlowTab } from '../features/flow/flow-tab';
import { preloadFlowTab } from '../features/flow/preload-flow-tab';
import { WorkspaceNotificationsTab } from '../features/notifications/components/workspace-notifications-tab';
import { WorkspaceProjectsTab } from '../features/projects/components/workspace-projects-tab';
import { prefetchTimelineSources } from '../features/timeline/api/timeline-queries';
import { ActivityListSkeleton } from '../features/activity/components/activity-list-skeleton';
import { TimelineSkeleton } from '../features/timeline/components/timeline-skeleton';
import type { TimelineMutations } from '../features/timeline/timeline-tab';
import type { WorkspaceTabPanels } from '../features/workspaces/components/workspace-tabs';
import { WorkspaceDetailPage } from '../features/workspaces/pages/workspace-detail-page';
import { routePatterns } from '../lib/paths';
import { lazyComponent } from './lazy-page';

/**
 * The timeline's own chunk, loaded when its tab first opens, together with the projects' and
 * tasks' save hooks it moves dates with (features do not import each other).
 */
const timeline = lazyComponent(
  () =>
    Promise.all([
      import('../features/timeline/timeline-tab'),
      import('../features/projects/api/update-project'),
      import('../features/tasks/api/mutate-task'),
    ]),
  ([{ TimelineTab }, { useUpdateProject }, { useUpdateTask }]) => {
    const mutations: TimelineMutations = { useUpdateProject, useUpdateTask };
    return function ComposedTimelineTab(props: { workspaceId: string; actor: WorkspaceActor }) {
      return <TimelineTab {...props} mutations={mutations} />;
    };
  },
);

/** The activity feed's own chunk, loaded when its tab first opens. */
const activity = lazyComponent(
  () => import('../features/activity/components/workspace-activity-tab'),
  (module) => module.WorkspaceActivityTab,
);

function WorkspaceActivityTab(props: ComponentProps<typeof activity.Component>) {
  const Activity = activity.Component;
  return (
    <Suspense fallback={<ActivityListSkeleton />}>
      <Activity {...props} />
    </Suspense>
  );
}

function WorkspaceTimelineTab(props: { workspaceId: string; actor: WorkspaceActor }) {
  const Timeline = timeline.Component;
  return (
    <Suspense fallback={<TimelineSkeleton />}>
      <Timeline {...props} />
    </Suspense>
  );
}

/**
 * The projects feature's list in the Projects tab, the notifications feature's list in the
 * Notifications tab, the flow feature's graph in the Flow View tab, the timeline feature's chart
 * in the Timeline tab and the activity feature's feed in the Activity tab.
 */
const tabPanels: WorkspaceTabPanels = {
  projectsTab: WorkspaceProjectsTab,
  notificationsTab: WorkspaceNotificationsTab,
  flowTab: FlowTab,
  timelineTab: WorkspaceTimelineTab,
  activityTab: WorkspaceActivityTab,
};

/** The workspace detail with the other features' panels in its tabs. */
export function WorkspaceDetailRoute() {
  usePreloadedTabs();
  return <WorkspaceDetailPage {...tabPanels} />;
}

// The page shows its tabs once the workspace is in; a link straight to the Flow View or the
// Timeline starts that tab's code and data meanwhile.
function usePreloadedTabs() {
  const queryClient = useQueryClient();
  const { workspaceId } = useParams();
  const [searchParams] = useSearchParams();
  const flowTabOpen = searchParams.get('tab') === 'flow';
  const timelineOpen = useMatch(routePatterns.workspaceTimeline) !== null;
  useEffect(() => {
    if (!workspaceId) return;
    if (flowTabOpen) preloadFlowTab(queryClient, workspaceId);
    if (timelineOpen) {
      void timeline.preload().catch(() => {
        // The tab reports a failed download when it renders.
      });
      prefetchTimelineSources(queryClient, workspaceId);
    }
    // Only on arriving at the page: switching tabs later mounts the tab right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, workspaceId]);
}
