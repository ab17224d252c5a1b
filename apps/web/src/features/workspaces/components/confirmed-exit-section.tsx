import type { LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { ConfirmButton, type ConfirmButtonProps } from '../../../components/ui/confirm-button';
import { skipRestoreState } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { SettingsSection, type SettingsSectionProps } from './settings-section';

/** Leaving or deleting the workspace: once done, the person is taken to their workspaces. */
interface WorkspaceExit {
  isPending: boolean;
  mutate: (workspace: Workspace, outcome: { onSuccess: () => void; onError: () => void }) => void;
}

export interface ConfirmedExitSectionProps {
  workspace: Workspace;
  section: Pick<SettingsSectionProps, 'title' | 'tone' | 'description'>;
  /** The section's button, which asks for confirmation first. */
  button: { label: string; icon: LucideIcon; variant: 'danger' | 'secondary' };
  confirmation: ConfirmButtonProps['confirmation'];
  exit: WorkspaceExit;
}

/**
 * A Settings section whose button leaves or deletes the workspace after a confirmation, then goes
 * to the workspaces list (without reopening this one); a failure closes the confirmation.
 */
export function ConfirmedExitSection({
  workspace,
  section,
  button,
  confirmation,
  exit,
}: ConfirmedExitSectionProps) {
  const navigate = useNavigate();
  const { label, icon: Icon, variant } = button;
  return (
    <SettingsSection
      {...section}
      actions={
        <ConfirmButton
          variant={variant}
          size="sm"
          confirmation={confirmation}
          isPending={exit.isPending}
          onConfirm={(close) =>
            exit.mutate(workspace, {
              onSuccess: () => void navigate(paths.workspaces(), { state: skipRestoreState }),
              onError: close,
            })
          }
        >
          <Icon aria-hidden size={14} />
          {label}
        </ConfirmButton>
      }
    />
  );
}
