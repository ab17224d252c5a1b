import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/current-user';
import { toast } from 'sonner';
import type { UpdateMeInput, UpdateMeResponse } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { authUiMessages } from '../auth-messages';

function updateProfile(input: UpdateMeInput) {
  return apiClient.put<UpdateMeResponse>('/api/auth/me', input, {
    fallbackMessage: authUiMessages.profileUpdateFailed,
  });
}

/**
 * Sets the signed-in user's display name. `announce: false` leaves out the success toast, for
 * screens where the name showing up says enough.
 */
export function useUpdateProfile({ announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      if (announce) toast.success(authUiMessages.profileUpdated);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => showFormError(error.message),
  });
}
