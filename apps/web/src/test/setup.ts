import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Sonner keeps its toasts in module state and replays the active ones to the next Toaster.
  toast.dismiss();
});
