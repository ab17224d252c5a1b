import { apiClient } from '../../../lib/api-client';
import { workspacePath } from './query-keys';

/** POSTs one of the actions on a workspace the signed-in user answers for (join, leave, decline). */
export function postWorkspaceAction<Answer>(
  workspaceId: string,
  action: string,
  fallbackMessage: string,
): Promise<Answer> {
  return apiClient.post<Answer>(workspacePath(workspaceId, action), undefined, {
    workspaceId,
    fallbackMessage,
  });
}
