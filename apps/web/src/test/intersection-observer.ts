import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one whose targets come into view when `reveal` is called,
 * as scrolling to the end of a list does.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal() {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}
