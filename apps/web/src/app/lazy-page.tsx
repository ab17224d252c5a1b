import { lazy, useState, type ComponentType } from 'react';
import type { UIMatch } from 'react-router';

/** What a lazily loaded page's route carries, so its chunk can be fetched ahead of its render. */
interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A component in its own chunk that renders at once when the chunk is already in, and suspends
 * only while it is not. Suspending shows the fallback, and React then holds the content back for
 * up to 300 ms (its fallback throttle) even when the chunk arrives a moment later.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function LazyComponent(props: P) {
    // Chosen once per mount, so a mounted component never changes type (and state).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: LazyComponent, preload };
}

/**
 * A page in its own chunk, loaded when first visited, as a route's `element` and `handle`: the
 * guard starts the page's download beside the session check, rather than after it.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const { Component: Page, preload } = lazyComponent(load, pick);
  const handle: PageHandle = { preload };
  return { element: <Page />, handle };
}

/** Starts fetching the chunks of the pages the location matches; settles when they are in. */
export function preloadMatchedPages(matches: readonly UIMatch[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { handle } of matches) {
    const preload = (handle as Partial<PageHandle> | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  return Promise.allSettled(loads);
}
