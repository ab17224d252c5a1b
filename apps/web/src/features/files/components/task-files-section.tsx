import { Link } from 'react-router';
import { Maximize2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useTaskFileList } from '../api/get-files';
import { useTaskFileContext } from '../api/use-task-file-context';
import { FileManager } from './file-manager';

export interface TaskFilesSectionProps {
  workspaceId: string;
  projectId: string;
  taskId: string;
}

/** The task detail's embedded Files section, with 'Full Screen View' to the Task Files page. */
export function TaskFilesSection({ workspaceId, projectId, taskId }: TaskFilesSectionProps) {
  const { permissions } = useTaskFileContext(workspaceId, projectId, taskId);
  const files = useTaskFileList(workspaceId, taskId);
  return (
    <FileManager
      workspaceId={workspaceId}
      list={files}
      uploadTaskId={permissions.canUploadFiles ? taskId : null}
      canDelete={permissions.canDeleteFiles}
      actions={
        <Link
          to={paths.taskFiles(workspaceId, projectId, taskId)}
          className={buttonClasses('secondary', 'sm')}
        >
          <Maximize2 aria-hidden size={16} />
          Full Screen View
        </Link>
      }
    />
  );
}
