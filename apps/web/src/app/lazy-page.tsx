import { lazy, type ComponentType } from 'react';
import type { UIMatch } from 'react-router';

/** What a lazily loaded page's route carries, so its chunk can be fetched ahead of its render. */
interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A page in its own chunk, loaded when first visited, as a route's `element` and `handle`: the
 * guard starts the page's download beside the session check, rather than after it.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  const handle: PageHandle = { preload: load };
  return { element: <Page />, handle };
}

/** Starts fetching the chunks of the pages the location matches. */
export function preloadMatchedPages(matches: readonly UIMatch[]): void {
  for (const { handle } of matches) {
    const preload = (handle as Partial<PageHandle> | undefined)?.preload;
    if (preload) void preload();
  }
}
