import type { ReactFlowInstance, Viewport } from '@xyflow/react';
import { FLOW_DEFAULT_ZOOM, FLOW_NODE_SIZES } from '@groundwork/shared/common/constants';
import type { FlowCanvasNode } from './components/flow-nodes';

/**
 * On a phone (001 §2's 1.56 would show a corner of one node) the graph opens fitted, but never
 * smaller than this: the nodes' smallest text, 11 px, then reads at 12 px.
 */
const FLOW_PHONE_MIN_ZOOM = 12 / 11;

// Room above the workspace node for the row of 44 px zoom buttons.
const phoneTopInset = 68;

export function isPhoneWidth(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767.98px)').matches
  );
}

/** Where the canvas opens: its size, and on a wide screen the viewport centred on the workspace. */
export interface Opening {
  width: number;
  height: number;
  viewport: Viewport | undefined;
}

/**
 * A canvas without a size (not laid out) cannot tell which nodes are on screen: there React Flow
 * measures each node, as it does by default, instead of being told their sizes.
 */
export function isSizedAhead(width: number, height: number): boolean {
  return width > 0 && height > 0;
}

/** The canvas's opening, measured before the graph is drawn in it. */
export function openingOf(
  canvas: HTMLElement,
  workspaceAt: { x: number; y: number } | undefined,
  isPhone: boolean,
): Opening {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (!workspaceAt || width <= 0 || height <= 0 || isPhone) {
    return { width, height, viewport: undefined };
  }
  const size = FLOW_NODE_SIZES.workspace;
  return {
    width,
    height,
    viewport: {
      x: width / 2 - (workspaceAt.x + size.width / 2) * FLOW_DEFAULT_ZOOM,
      y: height / 2 - (workspaceAt.y + size.height / 2) * FLOW_DEFAULT_ZOOM,
      zoom: FLOW_DEFAULT_ZOOM,
    },
  };
}

/**
 * Brings the first layout into view where the opening viewport could not: on a phone, fitted
 * (or its top at a readable size); elsewhere, centred on the workspace.
 */
export function showFirstLayout(
  instance: ReactFlowInstance<FlowCanvasNode>,
  workspaceAt: { x: number; y: number } | undefined,
  canvas: DOMRect | undefined,
  isPhone: boolean,
  opening: Opening | null,
): void {
  if (workspaceAt && canvas && isPhone) {
    const { width } = FLOW_NODE_SIZES.workspace;
    const bounds = instance.getNodesBounds(instance.getNodes());
    const fitZoom = Math.min(canvas.width / bounds.width, canvas.height / bounds.height) * 0.95;
    if (fitZoom >= FLOW_PHONE_MIN_ZOOM) {
      void instance.fitView({
        padding: { top: `${phoneTopInset}px`, x: '12px', bottom: '12px' },
        maxZoom: FLOW_DEFAULT_ZOOM,
      });
    } else {
      // Too big to fit at a readable size: the top of the tree, the workspace first, and the
      // rest a drag (or the fit-view button) away.
      void instance.setCenter(
        workspaceAt.x + width / 2,
        workspaceAt.y + (canvas.height / 2 - phoneTopInset) / FLOW_PHONE_MIN_ZOOM,
        { zoom: FLOW_PHONE_MIN_ZOOM },
      );
    }
  } else if (workspaceAt && !opening?.viewport) {
    const { width, height } = FLOW_NODE_SIZES.workspace;
    void instance.setCenter(workspaceAt.x + width / 2, workspaceAt.y + height / 2, {
      zoom: FLOW_DEFAULT_ZOOM,
    });
  }
}
