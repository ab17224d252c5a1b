import { toast } from 'sonner';

const UPDATE_TOAST_ID = 'app-update';

/**
 * Offers the new version until the person takes it or closes the offer: a toast with no time
 * limit, shown once however often a new worker reports in.
 */
export function showUpdatePrompt(applyUpdate: () => void): void {
  toast('A new version of Groundwork is available', {
    id: UPDATE_TOAST_ID,
    duration: Infinity,
    action: { label: 'Reload to update', onClick: applyUpdate },
    // The accent of primary actions, and a phone's touch target (UI.md), over Sonner's small dark
    // button, whose styles come after the app's and win without the `!`.
    classNames: {
      actionButton: 'min-h-11 px-3! text-[13px]! bg-accent! text-on-accent! hover:bg-accent-hover!',
    },
  });
}
