import { Link } from 'react-router';
import { canManageProjects } from '@groundwork/shared/permissions/capabilities';
import type { WorkspaceFile } from '@groundwork/shared/files/schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceDetail } from '../../../lib/workspace-detail';
import { useWorkspaceFileList } from '../api/get-files';
import { FileManager } from '../components/file-manager';

/**
 * Every task file of the workspace the person can see, each with its task and project. Files are
 * uploaded to a task, so this page has no upload zone.
 */
export function WorkspaceFilesPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const workspaceQuery = useWorkspaceDetail(workspaceId);
  const files = useWorkspaceFileList(workspaceId);
  const workspace = workspaceQuery.data;

  return (
    <>
      <PageHeader
        title="Files"
        description="Every file attached to the tasks you can see in this workspace."
        breadcrumbs={[...workspaceTrail(workspaceId, workspace?.name), { label: 'Files' }]}
      />
      <FileManager
        workspaceId={workspaceId}
        list={files}
        title="Task files"
        uploadTaskId={null}
        // Every row's task and project are known, so the role alone decides (000 §6).
        canDelete={workspace !== undefined && canManageProjects(workspace)}
        fileContext={(file) => <FilePlace workspaceId={workspaceId} file={file} />}
      />
    </>
  );
}

function FilePlace({ workspaceId, file }: { workspaceId: string; file: WorkspaceFile }) {
  return (
    <p className="flex flex-wrap gap-x-3 text-[13px] text-muted">
      <span>
        Task:{' '}
        <Link
          to={paths.task(workspaceId, file.projectId, file.taskId)}
          className="text-accent hover:underline"
        >
          {file.taskTitle}
        </Link>
      </span>
      <span>
        Project:{' '}
        <Link
          to={paths.projectTasks(workspaceId, file.projectId)}
          className="text-accent hover:underline"
        >
          {file.projectName}
        </Link>
      </span>
    </p>
  );
}
