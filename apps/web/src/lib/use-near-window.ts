import { useEffect, type RefObject } from 'react';

interface NearWindowOptions {
  /** Whether to watch at all, e.g. not while a page is being fetched or after one failed. */
  isEnabled: boolean;
  /** How near counts, as a CSS margin around the window, e.g. '200px'. */
  margin: string;
  /** Anything whose change should ask again, e.g. the number of rows shown. */
  renewKey?: unknown;
}

/**
 * Calls `onNear` when the element comes within `margin` of the window: the way a paged list
 * fetches its next page before its end is in view. A new observer follows each change of the
 * inputs, and reports at once whether the element is still near.
 */
export function useNearWindow(
  ref: RefObject<Element | null>,
  onNear: () => void,
  { isEnabled, margin, renewKey }: NearWindowOptions,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, isEnabled, margin, renewKey]);
}
