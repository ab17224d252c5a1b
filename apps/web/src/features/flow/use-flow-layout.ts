import { useEffect, useMemo, useState } from 'react';
import { layoutFlow, layoutKey, type LayoutPositions, type LayoutRequest } from './layout';

// dagre lays out this many nodes in well under 100 ms; more would hold up the page, so go to the
// worker. A large workspace opens with its projects collapsed, which keeps its first drawing here.
const MAIN_THREAD_LIMIT = 100;
// Layouts kept per graph shape, so collapsing and expanding back costs nothing.
const CACHE_SIZE = 24;

const cache = new Map<string, LayoutPositions>();
function remember(key: string, positions: LayoutPositions) {
  cache.set(key, positions);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

let worker: Worker | null = null;
// One layout runs in the worker at a time; of the requests made meanwhile only the newest is
// kept, so quick clicks never queue up layouts nobody will see.
let running: string | null = null;
let next: { key: string; request: LayoutRequest } | null = null;
const waiting = new Map<string, (positions: LayoutPositions) => void>();

function startNext() {
  if (running || !next) return;
  running = next.key;
  worker?.postMessage(next);
  next = null;
}

function layoutInWorker(key: string, request: LayoutRequest): Promise<LayoutPositions> {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ key: string; positions: LayoutPositions }>) => {
      const { key: doneKey, positions } = event.data;
      remember(doneKey, positions);
      waiting.get(doneKey)?.(positions);
      waiting.delete(doneKey);
      running = null;
      startNext();
    };
  }
  return new Promise((resolve) => {
    if (next) waiting.delete(next.key);
    waiting.set(key, resolve);
    if (running !== key) next = { key, request };
    startNext();
  });
}

/**
 * Where each node goes, laid out once per graph shape: small graphs right away, large ones in a
 * worker. While a new layout is on its way the previous one is kept, with `isPending` set.
 */
export function useFlowLayout(request: LayoutRequest): {
  positions: LayoutPositions | null;
  isPending: boolean;
} {
  const key = useMemo(() => layoutKey(request), [request]);
  const immediate = useMemo(() => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (request.nodes.length > MAIN_THREAD_LIMIT && typeof Worker !== 'undefined') return null;
    const positions = layoutFlow(request);
    remember(key, positions);
    return positions;
  }, [key, request]);
  const [arrived, setArrived] = useState<{ key: string; positions: LayoutPositions } | null>(null);
  useEffect(() => {
    if (immediate) return;
    let current = true;
    void layoutInWorker(key, request).then((positions) => {
      if (current) setArrived({ key, positions });
    });
    return () => {
      current = false;
    };
  }, [immediate, key, request]);

  const positions = immediate ?? (arrived?.key === key ? arrived.positions : null);
  const [lastDrawn, setLastDrawn] = useState(positions);
  if (positions && positions !== lastDrawn) setLastDrawn(positions);
  return { positions: positions ?? lastDrawn, isPending: !positions };
}
