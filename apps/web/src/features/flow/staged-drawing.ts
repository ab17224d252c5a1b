import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import type { FlowCanvasNode } from './components/flow-nodes';
import { toCanvasNodes, type CanvasNodeContext, type LaidOut } from './canvas-nodes';
import type { LayoutPositions } from './layout';

/** The layout the canvas's nodes were last drawn from. */
export interface DrawnFrom {
  laidOut: LaidOut;
  positions: LayoutPositions;
}

/** How many new nodes are drawn a frame while a relayout adds those on screen. */
const NEW_NODES_PER_FRAME = { first: 4, most: 32, shortFrameMs: 34, longFrameMs: 67 };

/**
 * The nodes of `next` not drawn yet that would be on screen, nearest the middle of the screen
 * first. The others are drawn at once: off screen, they cost next to nothing.
 */
function nodesComingOnScreen(
  next: FlowCanvasNode[],
  { nodeLookup, transform: [x, y, zoom], width, height }: ReactFlowState<FlowCanvasNode>,
): FlowCanvasNode[] {
  const left = -x / zoom;
  const top = -y / zoom;
  const right = left + width / zoom;
  const bottom = top + height / zoom;
  const middle = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const distance = ({ position, width: nodeWidth = 0, height: nodeHeight = 0 }: FlowCanvasNode) =>
    Math.hypot(position.x + nodeWidth / 2 - middle.x, position.y + nodeHeight / 2 - middle.y);
  return next
    .filter(
      ({ id, position, width: nodeWidth = 0, height: nodeHeight = 0 }) =>
        !nodeLookup.has(id) &&
        position.x < right &&
        position.x + nodeWidth > left &&
        position.y < bottom &&
        position.y + nodeHeight > top,
    )
    .sort((a, b) => distance(a) - distance(b));
}

/**
 * A relayout (a project expanded, fresh data) moves the nodes already drawn and adds the new
 * ones; those that come on screen are added a few a frame, the nearest the middle first, so that
 * expanding several projects at once never holds the page up. Says whether some are still to come.
 */
export function useStagedRelayout(
  drawnFrom: RefObject<DrawnFrom | null>,
  laidOut: LaidOut,
  { positions, moved, collapsed, projectOfTask, sizedAhead }: CanvasNodeContext,
  setNodes: Dispatch<SetStateAction<FlowCanvasNode[]>>,
): boolean {
  const store = useStoreApi<FlowCanvasNode>();
  const [isDrawing, setIsDrawing] = useState(false);
  useEffect(() => {
    if (!drawnFrom.current) return;
    if (drawnFrom.current.laidOut === laidOut && drawnFrom.current.positions === positions) return;
    drawnFrom.current = { laidOut, positions };
    const next = toCanvasNodes(laidOut, {
      positions,
      moved,
      collapsed,
      projectOfTask,
      sizedAhead,
    });
    const waiting = sizedAhead ? nodesComingOnScreen(next, store.getState()) : [];
    const waitingIds = new Set(waiting.map((node) => node.id));
    setNodes((current) => {
      const selected = new Set(current.filter((node) => node.selected).map((node) => node.id));
      return next
        .filter((node) => !waitingIds.has(node.id))
        .map((node) => (selected.has(node.id) ? { ...node, selected: true } : node));
    });
    setIsDrawing(waiting.length > 0);
    if (waiting.length === 0) return;
    let perFrame = NEW_NODES_PER_FRAME.first;
    let last = performance.now();
    let frame = requestAnimationFrame(function drawSome(now) {
      // More a frame while frames stay short, fewer once one runs long (a slower machine).
      const gap = now - last;
      last = now;
      if (gap > NEW_NODES_PER_FRAME.longFrameMs) perFrame = Math.max(1, Math.floor(perFrame / 2));
      else if (gap < NEW_NODES_PER_FRAME.shortFrameMs) {
        perFrame = Math.min(NEW_NODES_PER_FRAME.most, perFrame * 2);
      }
      const some = waiting.splice(0, perFrame);
      setNodes((current) => [...current, ...some]);
      if (waiting.length > 0) frame = requestAnimationFrame(drawSome);
      else setIsDrawing(false);
    });
    return () => cancelAnimationFrame(frame);
    // Moves are recorded when a drag ends; the node is already there, so no redraw for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [laidOut, positions, collapsed, projectOfTask, sizedAhead, setNodes, store]);
  return isDrawing;
}
