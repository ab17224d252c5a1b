import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { removeAuthToken } from '../../../lib/auth-token';
import { clearLastWorkspaceId } from '../../../lib/last-workspace';
import { loadPage } from '../../../lib/navigation';
import { wipeOfflineCache } from '../../../lib/offline-cache/offline-cache';
import { paths } from '../../../lib/paths';
import { authUiMessages } from '../auth-messages';

/**
 * Ends the session on the server if it can, and forgets it in this browser whatever happens
 * (000 §8: logout errors are logged and ignored), with everything kept for reading offline.
 */
async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiClient.post('/api/auth/logout', undefined, {
      fallbackMessage: authUiMessages.logoutFailed,
    });
  } catch (error) {
    console.error(authUiMessages.logoutFailed, error);
  } finally {
    removeAuthToken();
    // The next person on this browser should not start in this person's workspace.
    clearLastWorkspaceId();
    await wipeOfflineCache(queryClient);
  }
}

/** Logs out, then loads /login afresh so nothing of the session stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSettled: () => loadPage(paths.login()),
  });
}
