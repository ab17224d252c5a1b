import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

// A screen that loads its page's code on demand can take more than the default second to appear
// when the machine is busy (the first import of a module is transformed then): on a machine
// shared with other work, more than 5 s. A bound, not a wait: a find returns as soon as it finds.
configure({ asyncUtilTimeout: 20_000 });

// Sonner draws a toast transparent until an effect after its first render marks it mounted (the
// fade-in); a find can return the toast in between, and \`toBeVisible()\` then fails on a busy
// machine. What a person sees is the toast after that frame, so tests see it at once.
const toastsShownAtOnce = document.createElement('style');
toastsShownAtOnce.textContent = '[data-sonner-toast] { opacity: 1 !important; }';
document.head.append(toastsShownAtOnce);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Sonner keeps its toasts in module state and replays the active ones to the next Toaster.
  toast.dismiss();
});

// A toast that leaves (dismissed, or its action taken) is removed by Sonner 200 ms later, from a
// timer: a file that ends sooner would have it fire after the test DOM is gone, an error that fails
// the run. Its end waits that long once, so the timers fire while the DOM is still there.
const SONNER_REMOVAL_MS = 200;
afterAll(async () => {
  // A file that stopped the clock must not stop this wait.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50));
});
