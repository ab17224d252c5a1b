import { layoutFlow, type LayoutRequest } from './layout';

/** Lays a graph out away from the page, so a large one never freezes it. */
self.onmessage = (event: MessageEvent<{ key: string; request: LayoutRequest }>) => {
  const { key, request } = event.data;
  self.postMessage({ key, positions: layoutFlow(request) });
};
