import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { SettingsSection } from './settings-section';

/** The way to the workspace's checklist templates: managed by those who may, read by the rest. */
export function ChecklistTemplatesCard({
  workspaceId,
  canManage,
}: {
  workspaceId: string;
  canManage: boolean;
}) {
  return (
    <SettingsSection
      title="Checklist templates"
      description="Lists a task's checklist can start from, such as a final walk-through."
      actions={
        <Link
          to={paths.checklistTemplates(workspaceId)}
          className={buttonClasses('secondary', 'sm')}
        >
          <ClipboardList aria-hidden size={14} />
          {canManage ? 'Manage Templates' : 'View Templates'}
        </Link>
      }
    />
  );
}
