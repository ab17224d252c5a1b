import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { skipRestoreState } from '../lib/last-workspace';
import { paths } from '../lib/paths';

/** Why an item that needs a workspace is unavailable (000 §8 Tasks), and the way to pick one. */
const needsWorkspaceMessages = {
  reason: 'Please select a workspace first',
  chooseWorkspace: 'Choose a workspace',
} as const;

// One toast however often the item is tapped.
const NEEDS_WORKSPACE_TOAST_ID = 'needs-workspace';

/**
 * An item that needs a workspace while none is selected: greyed out and marked unavailable, but
 * still focusable and tappable, since a hover title never shows on a phone. A tap or Enter says
 * why in a toast (announced, as every toast is), with a way to the workspace list unless the list
 * is already on screen; screen readers also hear the reason as the item's description.
 */
export function NeedsWorkspaceButton({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isListShown = pathname === paths.workspaces();

  const explain = () =>
    toast(needsWorkspaceMessages.reason, {
      id: NEEDS_WORKSPACE_TOAST_ID,
      action: isListShown
        ? undefined
        : {
            label: needsWorkspaceMessages.chooseWorkspace,
            onClick: () => void navigate(paths.workspaces(), { state: skipRestoreState }),
          },
    });

  return (
    <button
      type="button"
      aria-disabled="true"
      aria-description={needsWorkspaceMessages.reason}
      onClick={explain}
      className={className}
    >
      {children}
    </button>
  );
}
