import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { showFormError } from '../../../lib/form-error';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { workspaceKeys } from './query-keys';

/**
 * Saving the workspace form, a new workspace or an edit: the toast names the saved workspace, the
 * list and its detail (none cached yet for a new one) refetch, and a refusal is shown by the form.
 */
export function useSaveWorkspace<Variables>(
  save: (variables: Variables) => Promise<Workspace>,
  succeeded: (name: string) => string,
) {
  return useToastedMutation(save, {
    succeeded: (workspace) => succeeded(workspace.name),
    afterSuccess: (queryClient, workspace) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspace.id) });
    },
    showError: showFormError,
  });
}
