import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys } from './query-keys';

/** The invitations the signed-in user has not answered yet, newest first. */
async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const { invitations } = await apiClient.get<{ invitations: Invitation[] }>(
    '/api/workspaces/invitations',
    { signal, fallbackMessage: workspaceUiMessages.fetchInvitationsFailed },
  );
  return invitations;
}

export function useInvitations() {
  return useQuery({
    queryKey: workspaceKeys.invitations(),
    queryFn: ({ signal }) => getInvitations(signal),
  });
}
