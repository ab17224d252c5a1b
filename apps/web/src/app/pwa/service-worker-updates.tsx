import { useEffect } from 'react';

// Registering starts the download of the whole app for the cache (about 0.5 MB compressed): it
// waits until the first screen's own requests are likely over, then for a quiet moment, but not
// for ever on a page that keeps the browser busy.
const AFTER_FIRST_SCREEN_MS = 5000;
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker that lets the app open with no connection, a few seconds after the
 * first screen, once the browser is idle: its code (workbox-window) is loaded then, on demand, so
 * that no page's first load carries it. Offers to reload when a new version is ready. Renders
 * nothing.
 */
export function ServiceWorkerUpdates(): null {
  useEffect(() => {
    // The development server builds no worker; browsers offer none over plain HTTP but localhost.
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const register = () => {
      import('./register-service-worker').then(
        ({ registerServiceWorker }) => registerServiceWorker(),
        // The connection dropped before the code arrived: the next visit registers it.
        () => undefined,
      );
    };
    let idleId = 0;
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback !== 'function') return register();
      idleId = window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    }, AFTER_FIRST_SCREEN_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleId) window.cancelIdleCallback(idleId);
    };
  }, []);
  return null;
}
