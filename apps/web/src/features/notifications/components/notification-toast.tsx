import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { notificationParts, type LinkableNotification } from '../notification-links';

/** Opens an address inside the app (the router's navigate, which the toaster sits outside of). */
export type OpenPath = (path: string) => void;

/** A click that asks for the page here: not a new tab or window, not another button. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A new notification as a toast, the task and project it names as links to their pages. A link
 * opens its page in the app (and closes the toast), or in a new tab as any link does.
 */
export function showNotificationToast(
  notification: LinkableNotification,
  openPath: OpenPath,
): void {
  const parts = notificationParts(notification);
  if (parts.every((part) => typeof part === 'string')) {
    toast(parts.join(''));
    return;
  }
  const open = (event: MouseEvent, path: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    toast.dismiss(toastId);
    openPath(path);
  };
  const toastId = toast(
    <span>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            // The parts of one text never change order.
            key={index}
            href={part.path}
            onClick={(event) => open(event, part.path)}
            className="rounded-sm font-medium underline underline-offset-2 hover:text-accent"
          >
            {part.name}
          </a>
        ),
      )}
    </span>,
  );
}
