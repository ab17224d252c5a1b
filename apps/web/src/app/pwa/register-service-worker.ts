import { Workbox } from 'workbox-window';
import { reloadPage } from '../../lib/navigation';
import { showUpdatePrompt } from './update-prompt';

/**
 * Registers the service worker the build writes (vite.config.ts), and offers to reload when a new
 * version of the app has installed and waits (also when it was already waiting as the page
 * loaded). Taking the offer makes the waiting worker take over, then reloads the page under it:
 * the worker never takes over by itself, which could change the code under a person mid-edit.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      workbox.addEventListener('controlling', reloadPage);
      workbox.messageSkipWaiting();
    });
  });
  // The browser looks for a new worker on navigations, which an app left open on a phone for
  // days hardly makes: look again whenever it comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  });
  // Without a worker (storage refused, a private window) the app still works, online only.
  workbox.register().catch(() => undefined);
}
