import { useEffect, useState, type ComponentProps } from 'react';
import type FlowView from './flow-view';

type FlowViewComponent = typeof FlowView;

let loaded: FlowViewComponent | null = null;
let loading: Promise<FlowViewComponent> | null = null;

/**
 * Starts the download of the graph's chunk (@xyflow/react) once; the tab asks for it, and
 * the workspace page can ask earlier, as soon as it knows the Flow View tab is the one open.
 */
export function preloadFlowView(): Promise<FlowViewComponent> {
  loading ??= import('./flow-view').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // Forgotten, so that trying again (the error boundary's retry) downloads it again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether the graph's chunk is in, starting its download if not. A state update rather than a
 * Suspense boundary: React holds back content revealed after a fallback for up to 300 ms, which
 * here would delay the graph after its data had arrived. A failed download is thrown to the
 * nearest error boundary, as a lazy component's would be.
 */
export function useFlowViewLoaded(): boolean {
  const [chunk, setChunk] = useState<{ loaded: boolean; error?: unknown }>(() => ({
    loaded: loaded !== null,
  }));
  useEffect(() => {
    if (chunk.loaded) return;
    let current = true;
    preloadFlowView().then(
      () => current && setChunk({ loaded: true }),
      (error: unknown) => current && setChunk({ loaded: false, error }),
    );
    return () => {
      current = false;
    };
  }, [chunk.loaded]);
  if (chunk.error) throw chunk.error;
  return chunk.loaded;
}

/** The graph, drawn once useFlowViewLoaded says its chunk is in. */
export function LoadedFlowView(props: ComponentProps<FlowViewComponent>) {
  const View = loaded;
  if (!View) throw new Error('The Flow View is drawn only once its chunk is in');
  return <View {...props} />;
}
