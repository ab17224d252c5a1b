import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authMessages, type RegisterInput } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { authUiMessages } from '../auth-messages';

export function requestCode(input: RegisterInput) {
  return apiClient.post<{ success: true }>('/api/auth/register', input, {
    fallbackMessage: authMessages.sendFailed,
  });
}

/** Sends a sign-in code to a phone number. */
export function useRequestCode() {
  return useMutation({
    mutationFn: requestCode,
    onSuccess: () => toast.success(authUiMessages.codeSent),
    onError: (error) => toast.error(error.message),
  });
}
