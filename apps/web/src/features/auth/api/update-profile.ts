import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateMeInput, UpdateMeResponse } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { authUiMessages } from '../auth-messages';
import { authKeys } from './query-keys';

export function updateProfile(input: UpdateMeInput) {
  return apiClient.put<UpdateMeResponse>('/api/auth/me', input, {
    fallbackMessage: authUiMessages.profileUpdateFailed,
  });
}

/** Sets the signed-in user's display name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      toast.success(authUiMessages.profileUpdated);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
    onError: (error) => toast.error(error.message),
  });
}
