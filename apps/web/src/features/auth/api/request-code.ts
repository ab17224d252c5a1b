import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authMessages } from '@groundwork/shared/auth/constants';
import type { RegisterInput } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { authUiMessages } from '../auth-messages';

function requestCode(input: RegisterInput) {
  return apiClient.post<{ success: true }>('/api/auth/register', input, {
    fallbackMessage: authMessages.sendFailed,
  });
}

/** Sends a sign-in code to a phone number, then toasts `successMessage`. */
export function useRequestCode(successMessage: string = authUiMessages.codeSent) {
  return useMutation({
    mutationFn: requestCode,
    onSuccess: () => toast.success(successMessage),
    onError: (error) => showFormError(error.message),
  });
}
