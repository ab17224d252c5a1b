import { Link } from 'react-router';
import { Lock, SearchX } from 'lucide-react';
import { isId } from '@groundwork/shared/common/guards';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useTaskFileList } from '../api/get-files';
import { useTaskFileContext } from '../api/use-task-file-context';
import { FileManager } from '../components/file-manager';
import { fileUiMessages } from '../file-messages';

const isRefusal = (error: Error | null) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/** The Task Files page (000 §2 Files page): one task's file manager. */
export function TaskFilesPage() {
  const { workspaceId, projectId, taskId } = useRouteParams('workspaceId', 'projectId', 'taskId');
  const validIds = [workspaceId, projectId, taskId].every(isId);
  const { workspaceQuery, projectQuery, taskQuery, permissions } = useTaskFileContext(
    workspaceId,
    projectId,
    taskId,
    validIds,
  );
  const files = useTaskFileList(workspaceId, taskId, validIds);
  const task = taskQuery.data;
  const taskPage = paths.task(workspaceId, projectId, taskId);

  const header = (
    <PageHeader
      title="Task Files"
      breadcrumbs={[
        ...workspaceTrail(workspaceId, workspaceQuery.data?.name),
        {
          label: projectQuery.data?.name ?? task?.projectName ?? 'Project',
          to: paths.projectTasks(workspaceId, projectId),
        },
        { label: task?.title ?? 'Task', to: taskPage },
        { label: 'Files' },
      ]}
    />
  );

  const taskMissing =
    !validIds ||
    (taskQuery.error instanceof ApiError && taskQuery.error.status === 404) ||
    (task !== undefined && task.projectId !== projectId);
  // Someone outside the workspace is told so (the server answers them 404 or 403).
  if (validIds && isRefusal(workspaceQuery.error)) {
    return (
      <>
        {header}
        <EmptyState icon={Lock} title={fileUiMessages.accessRestricted} />
      </>
    );
  }
  if (validIds && workspaceQuery.isError) {
    return (
      <>
        {header}
        <ErrorState
          title={fileUiMessages.loadFailed}
          message={workspaceQuery.error.message}
          onRetry={() => void workspaceQuery.refetch()}
          isRetrying={workspaceQuery.isFetching}
        />
      </>
    );
  }
  if (taskMissing) {
    return (
      <>
        {header}
        <EmptyState
          icon={SearchX}
          title={fileUiMessages.taskNotFound}
          action={
            <Link
              to={validIds ? paths.projectTasks(workspaceId, projectId) : paths.workspaces()}
              className={buttonClasses('primary')}
            >
              {validIds ? 'Back to Tasks' : 'Back to Workspaces'}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      {!permissions.canViewFiles ? (
        <Skeleton className="h-64" />
      ) : (
        <FileManager
          workspaceId={workspaceId}
          list={files}
          uploadTaskId={permissions.canUploadFiles ? taskId : null}
          canDelete={permissions.canDeleteFiles}
          actions={
            <Link to={taskPage} className={buttonClasses('secondary', 'sm')}>
              Back to Task
            </Link>
          }
        />
      )}
    </>
  );
}
