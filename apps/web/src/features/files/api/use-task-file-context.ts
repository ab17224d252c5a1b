import { filePermissions } from '@groundwork/shared/permissions/capabilities';
import { useWorkspaceDetail } from '../../../lib/workspace-detail';
import { useProjectDetail, useTaskDetail } from './get-context';

/**
 * The workspace, project and task a task's files belong to, and the file flags of 000 §6 they
 * give: nothing but viewing until all three have loaded.
 */
export function useTaskFileContext(
  workspaceId: string,
  projectId: string,
  taskId: string,
  enabled = true,
) {
  const workspaceQuery = useWorkspaceDetail(workspaceId, enabled);
  const projectQuery = useProjectDetail(workspaceId, projectId, enabled);
  const taskQuery = useTaskDetail(workspaceId, taskId, enabled);
  const permissions = filePermissions({
    workspace: workspaceQuery.data ?? null,
    project: projectQuery.data ?? null,
    task: taskQuery.data ?? null,
  });
  return { workspaceQuery, projectQuery, taskQuery, permissions };
}
