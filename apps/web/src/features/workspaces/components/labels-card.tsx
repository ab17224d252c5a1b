import { Link } from 'react-router';
import { Tag } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { SettingsSection } from './settings-section';

/** The way to the workspace's labels: managed by those who may, read by the rest. */
export function LabelsCard({
  workspaceId,
  canManage,
}: {
  workspaceId: string;
  canManage: boolean;
}) {
  return (
    <SettingsSection
      title="Labels"
      description="Tags for tasks, such as a trade or an area, to filter the task lists and board by."
      actions={
        <Link to={paths.labels(workspaceId)} className={buttonClasses('secondary', 'sm')}>
          <Tag aria-hidden size={14} />
          {canManage ? 'Manage Labels' : 'View Labels'}
        </Link>
      }
    />
  );
}
