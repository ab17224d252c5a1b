import {
  useFlowNotifications,
  useFlowProjects,
  useFlowTasks,
  useFlowWorkspace,
} from './api/get-flow-sources';
import { FlowMessage } from './components/flow-states';
import { LoadedFlowView, useFlowViewLoaded } from './load-flow-view';

/**
 * The Flow View tab of the workspace detail (001 §2 Flow View). Its four sources are asked for
 * here, so they load while the graph's chunk downloads; with many tasks, each expanded project
 * asks for its own first page later (see useExpandedProjectTasks).
 */
export function FlowTab({ workspaceId }: { workspaceId: string }) {
  const sources = {
    workspace: useFlowWorkspace(workspaceId),
    projects: useFlowProjects(workspaceId),
    tasks: useFlowTasks(workspaceId),
    notifications: useFlowNotifications(workspaceId),
  };
  // The graph library (@xyflow/react) lives in its own chunk, fetched when the tab opens.
  const graphCodeLoaded = useFlowViewLoaded();
  if (!graphCodeLoaded) return <FlowMessage loading title="Loading visualization..." />;
  return <LoadedFlowView workspaceId={workspaceId} sources={sources} />;
}
