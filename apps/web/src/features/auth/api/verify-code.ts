import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/current-user';
import { toast } from 'sonner';
import type { VerifyInput, VerifyResponse } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { setAuthToken } from '../../../lib/auth-token';
import { authUiMessages } from '../auth-messages';

export function verifyCode(input: VerifyInput) {
  return apiClient.post<VerifyResponse>('/api/auth/verify', input, {
    fallbackMessage: authUiMessages.verifyFailed,
  });
}

/** Exchanges a code for a session: stores the token and makes the user the current one. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ sessionToken, user }) => {
      setAuthToken(sessionToken);
      queryClient.setQueryData(currentUserQueryKey, user);
      toast.success(authUiMessages.loginSuccessful);
    },
    onError: (error) => toast.error(error.message),
  });
}
