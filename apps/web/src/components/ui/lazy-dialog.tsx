import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

/** True from the first time `open` is true on. */
function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}

/**
 * A dialog whose code loads the first time it opens, so a page's first load stays small. Once
 * loaded it stays mounted, so closing it can give the focus back to what opened it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const hasOpened = useHasOpened(isOpen(props));
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

/** The confirmation dialog, loaded on first use. */
export const LazyConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);
