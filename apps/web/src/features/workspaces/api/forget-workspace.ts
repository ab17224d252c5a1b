import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { forgetLastWorkspace } from '../../../lib/last-workspace';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { workspaceKeys } from './query-keys';

/**
 * After the person loses a workspace (they deleted or left it): it is not reopened on the next
 * visit, its detail is dropped, and the workspaces' list is asked again.
 */
function forgetWorkspace(queryClient: QueryClient, workspaceId: string): void {
  forgetLastWorkspace(workspaceId);
  queryClient.removeQueries({ queryKey: workspaceKeys.detail(workspaceId) });
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
}

/**
 * Deleting or leaving a workspace, given the workspace for its name: the toast names it, then the
 * workspace is forgotten. A refusal is said in `failed`'s words, or as the server gave it.
 */
export function useWorkspaceDeparture(
  depart: (workspaceId: string) => Promise<unknown>,
  {
    succeeded,
    failed,
  }: {
    succeeded: (name: string) => string;
    failed?: (name: string, reason: string) => string;
  },
) {
  return useToastedMutation((workspace: Pick<Workspace, 'id' | 'name'>) => depart(workspace.id), {
    succeeded: (_answer, workspace) => succeeded(workspace.name),
    afterSuccess: (queryClient, _answer, workspace) => forgetWorkspace(queryClient, workspace.id),
    showError: failed && ((reason, workspace) => toast.error(failed(workspace.name, reason))),
  });
}
