import { lazy, Suspense } from 'react';
import { FlowMessage } from './components/flow-states';

// The graph libraries (@xyflow/react, dagre) live in this chunk, fetched when the tab opens.
const FlowView = lazy(() => import('./flow-view'));

/** The Flow View tab of the workspace detail (001 §2 Flow View). */
export function FlowTab({ workspaceId }: { workspaceId: string }) {
  return (
    <Suspense fallback={<FlowMessage loading title="Loading visualization..." />}>
      <FlowView workspaceId={workspaceId} />
    </Suspense>
  );
}
