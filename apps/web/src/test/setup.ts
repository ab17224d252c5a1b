import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

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
