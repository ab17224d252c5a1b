import { lazy, Suspense } from 'react';
import {
  useFlowNotifications,
  useFlowProjects,
  useFlowTasks,
  useFlowWorkspace,
} from './api/get-flow-sources';
import { FlowMessage } from './components/flow-states';

// The graph libraries (@xyflow/react, dagre) live in this chunk, fetched when the tab opens.
const FlowView = lazy(() => import('./flow-view'));

/**
 * The Flow View tab of the workspace detail (001 §2 Flow View). Its four sources are asked for
 * here, so they load while the graph's chunk downloads.
 */
export function FlowTab({ workspaceId }: { workspaceId: string }) {
  const sources = {
    workspace: useFlowWorkspace(workspaceId),
    projects: useFlowProjects(workspaceId),
    tasks: useFlowTasks(workspaceId),
    notifications: useFlowNotifications(workspaceId),
  };
  return (
    <Suspense fallback={<FlowMessage loading title="Loading visualization..." />}>
      <FlowView workspaceId={workspaceId} sources={sources} />
    </Suspense>
  );
}
