import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { User, VerifyInput, VerifyResponse } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { setAuthToken } from '../../../lib/auth-token';
import { currentUserQueryKey } from '../../../lib/current-user';
import { rememberSignIn } from '../../../lib/first-sign-in';
import { showFormError } from '../../../lib/form-error';
import { paths } from '../../../lib/paths';
import { authUiMessages } from '../auth-messages';

/** The browser's IANA time zone, or undefined when the browser does not say. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Exchanges the code for a session. The browser's time zone goes with it, so quiet hours and
 * reminders start from where the person is until they choose otherwise.
 */
export function verifyCode(input: VerifyInput) {
  const body = { ...input, timeZone: browserTimeZone() };
  return apiClient.post<VerifyResponse>('/api/auth/verify', body, {
    fallbackMessage: authUiMessages.verifyFailed,
  });
}

/**
 * Exchanges a code for a session and stores the token. The user becomes the current one through
 * `useFinishSignIn`, at once or after they are asked their name: while no current user is set,
 * the sign-in page stays on screen (its guard sends signed-in people on).
 */
export function useVerifyCode() {
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ sessionToken }) => {
      setAuthToken(sessionToken);
      toast.success(authUiMessages.loginSuccessful);
    },
    onError: (error) => showFormError(error.message),
  });
}

/**
 * Makes the signed-in user the current one and goes where sign-in leads. Whether it was their
 * first sign-in is kept for the workspace list's greeting.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: User, { isFirstSignIn = false }: { isFirstSignIn?: boolean } = {}) => {
      rememberSignIn(user.id, isFirstSignIn);
      queryClient.setQueryData(currentUserQueryKey, user);
      void navigate(paths.workspaces(), { replace: true });
    },
    [queryClient, navigate],
  );
}
