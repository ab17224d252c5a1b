import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ventureTexts, withOptimisticPledge } from '@groundwork/shared/ventures/rules';
import type {
  ConvertVentureAnswer,
  CreateVentureInput,
  Venture,
  VentureInput,
} from '@groundwork/shared/ventures/schemas';
import type { CreatePledgeAnswer } from '@groundwork/shared/pledges/schemas';
import { pledgeMessages } from '@groundwork/shared/pledges/constants';
import { apiClient } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { ventureFallbacks, ventureToasts } from '../venture-messages';
import { myPledgesKey, projectsKey, ventureKeys, venturePath, workspacesKey } from './query-keys';

/** 001 §7: after a change, every cached list of ventures and the public ones refetch. */
function refreshVentureLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ventureKeys.lists() });
}

function createVenture(input: CreateVentureInput): Promise<Venture> {
  return apiClient.post<Venture>('/api/ventures', input, {
    workspaceId: input.workspaceId,
    fallbackMessage: ventureFallbacks.createFailed,
  });
}

/** Saves the wizard's draft. The wizard shows its own alert and toast, so none here. */
export function useCreateVenture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVenture,
    onSuccess: (venture) => {
      queryClient.setQueryData(ventureKeys.detail(venture.id), venture);
      refreshVentureLists(queryClient);
    },
  });
}

function updateVenture(
  workspaceId: string,
  ventureId: string,
  input: VentureInput,
): Promise<Venture> {
  return apiClient.put<Venture>(venturePath(ventureId), input, {
    workspaceId,
    fallbackMessage: ventureFallbacks.updateFailed,
  });
}

export function useUpdateVenture(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ventureId, input }: { ventureId: string; input: VentureInput }) =>
      updateVenture(workspaceId, ventureId, input),
    onSuccess: (venture) => {
      queryClient.setQueryData(ventureKeys.detail(venture.id), venture);
      refreshVentureLists(queryClient);
    },
  });
}

function publishVenture(workspaceId: string, ventureId: string): Promise<Venture> {
  return apiClient.post<Venture>(venturePath(ventureId, 'publish'), undefined, {
    workspaceId,
    fallbackMessage: ventureFallbacks.updateFailed,
  });
}

export function usePublishVenture(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ventureId: string) => publishVenture(workspaceId, ventureId),
    onSuccess: (venture) => {
      queryClient.setQueryData(ventureKeys.detail(venture.id), venture);
      refreshVentureLists(queryClient);
    },
  });
}

function deleteVenture(workspaceId: string, ventureId: string): Promise<undefined> {
  return apiClient.delete<undefined>(venturePath(ventureId), {
    workspaceId,
    fallbackMessage: ventureFallbacks.deleteFailed,
  });
}

export function useDeleteVenture(workspaceId: string) {
  return useToastedMutation((ventureId: string) => deleteVenture(workspaceId, ventureId), {
    succeeded: ventureToasts.deleted,
    afterSuccess: (queryClient, _answer, ventureId) => {
      queryClient.removeQueries({ queryKey: ventureKeys.detail(ventureId) });
      refreshVentureLists(queryClient);
    },
  });
}

function convertVenture(workspaceId: string, ventureId: string) {
  return apiClient.post<ConvertVentureAnswer>(venturePath(ventureId, 'convert'), undefined, {
    workspaceId,
    fallbackMessage: ventureFallbacks.convertFailed,
  });
}

export function useConvertVenture(workspaceId: string) {
  return useToastedMutation((ventureId: string) => convertVenture(workspaceId, ventureId), {
    succeeded: (answer) => ventureTexts.converted(answer.addedMembers),
    afterSuccess: (queryClient, _answer, ventureId) => {
      void queryClient.invalidateQueries({ queryKey: ventureKeys.detail(ventureId) });
      refreshVentureLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      void queryClient.invalidateQueries({ queryKey: workspacesKey });
    },
  });
}

/** POST /api/ventures/{id}/pledge; 001 §7 sends no workspace header with it. */
function createPledge(ventureId: string, amount: number): Promise<CreatePledgeAnswer> {
  return apiClient.post<CreatePledgeAnswer>(
    venturePath(ventureId, 'pledge'),
    { amount },
    { fallbackMessage: ventureFallbacks.pledgeFailed },
  );
}

/**
 * A pledge: the detail's totals rise at once (001 §7), then the detail, the lists and the
 * pledges refetch; on failure the detail refetches and the dialog shows the message.
 */
export function useCreatePledge(ventureId: string) {
  const queryClient = useQueryClient();
  const detailKey = ventureKeys.detail(ventureId);
  return useMutation({
    mutationFn: (amount: number) => createPledge(ventureId, amount),
    onMutate: async (amount) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      queryClient.setQueryData<Venture>(detailKey, (venture) =>
        venture ? withOptimisticPledge(venture, amount) : venture,
      );
    },
    onSuccess: ({ venture: funding }) => {
      queryClient.setQueryData<Venture>(detailKey, (venture) =>
        venture ? { ...venture, ...funding } : venture,
      );
      toast.success(pledgeMessages.submitted);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: detailKey });
      refreshVentureLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: ventureKeys.pledges(ventureId) });
      void queryClient.invalidateQueries({ queryKey: myPledgesKey });
    },
  });
}
