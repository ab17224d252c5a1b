import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RegisterInput } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { authUiMessages } from '../auth-messages';

export async function requestCode(input: RegisterInput) {
  // The sign-in contract module brings zod with it; the sign-in page loads it with the form's
  // validation (already there by the time a code is requested) rather than up front.
  const { authMessages } = await import('@groundwork/shared/auth/schemas');
  return apiClient.post<{ success: true }>('/api/auth/register', input, {
    fallbackMessage: authMessages.sendFailed,
  });
}

/** Sends a sign-in code to a phone number, then toasts `successMessage`. */
export function useRequestCode(successMessage: string = authUiMessages.codeSent) {
  return useMutation({
    mutationFn: requestCode,
    onSuccess: () => toast.success(successMessage),
    onError: (error) => toast.error(error.message),
  });
}
