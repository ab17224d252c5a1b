import { useToastedMutation } from '../../../lib/toasted-mutation';
import { workspaceKeys } from './query-keys';

/**
 * A change to a workspace's members (an invitation, a removal, a new role): its success is said
 * in a toast and the workspace is asked again, its members with it; a failure says why.
 */
export function useMemberChange<Variables extends { workspaceId: string }, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  {
    succeeded,
    showError,
  }: {
    succeeded: string;
    /** How a refusal is shown: a toast by default. */
    showError?: (message: string) => void;
  },
) {
  return useToastedMutation(change, {
    succeeded,
    afterSuccess: (queryClient, _answer, { workspaceId }) =>
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) }),
    showError,
  });
}
