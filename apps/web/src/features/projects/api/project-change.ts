import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import { showFormError } from '../../../lib/form-error';
import { useToastedMutation, type ToastedMutationOptions } from '../../../lib/toasted-mutation';
import { dashboardKeys, projectKeys } from './query-keys';

/** After any change to a project its lists, its page and the workspace's metrics are stale. */
function invalidateProjects(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics(workspaceId) });
}

/**
 * A change to a project: its success is said in a toast, then what shows projects refetches in
 * the workspace `workspaceOf` finds in what was sent; a refusal is said in a toast.
 */
export function useProjectChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  {
    workspaceOf,
    ...options
  }: Omit<ToastedMutationOptions<Variables, Answer>, 'afterSuccess'> & {
    workspaceOf: (variables: Variables) => string;
  },
) {
  return useToastedMutation(change, {
    ...options,
    afterSuccess: (queryClient, _answer, variables) =>
      invalidateProjects(queryClient, workspaceOf(variables)),
  });
}

/** Saving the project form, a new project or an edit: the toast names it, a refusal goes to the form. */
export function useSaveProject<Variables extends { workspaceId: string }>(
  save: (variables: Variables) => Promise<Project>,
  succeeded: (name: string) => string,
) {
  return useProjectChange(save, {
    workspaceOf: ({ workspaceId }) => workspaceId,
    succeeded: (project) => succeeded(project.name),
    showError: showFormError,
  });
}
