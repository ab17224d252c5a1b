import type { QueryClient } from '@tanstack/react-query';
import type { Label, LabelInput } from '@groundwork/shared/labels/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { listQueryKeys } from '../../../lib/list-keys';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { labelKeys, workspaceLabelsPath } from '../../../lib/workspace-labels';
import { labelToasts, labelUiMessages } from '../label-messages';

function labelPath(labelId: string): string {
  return `/api/labels/${encodeURIComponent(labelId)}`;
}

/** Every cached task answer (lists, details, counts), which name their labels. */
const everyTaskAnswer = listQueryKeys('tasks').all;

interface CreateLabelVariables {
  workspaceId: string;
  input: LabelInput;
}

function createLabel({ workspaceId, input }: CreateLabelVariables): Promise<Label> {
  return apiClient.post<Label>(workspaceLabelsPath(workspaceId), input, {
    workspaceId,
    fallbackMessage: labelUiMessages.createFailed,
  });
}

interface UpdateLabelVariables {
  label: Pick<Label, 'id' | 'workspaceId'>;
  input: LabelInput;
}

function updateLabel({ label, input }: UpdateLabelVariables): Promise<Label> {
  return apiClient.put<Label>(labelPath(label.id), input, {
    workspaceId: label.workspaceId,
    fallbackMessage: labelUiMessages.updateFailed,
  });
}

type LabelRef = Pick<Label, 'id' | 'workspaceId' | 'name'>;

function deleteLabel(label: LabelRef): Promise<unknown> {
  return apiClient.delete<unknown>(labelPath(label.id), {
    workspaceId: label.workspaceId,
    fallbackMessage: labelUiMessages.deleteFailed,
  });
}

function invalidateLabels(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.invalidateQueries({ queryKey: labelKeys.list(workspaceId) });
}

/** Saves a new label (project managers and above); a refusal goes to the form. */
export function useCreateLabel() {
  return useToastedMutation(createLabel, {
    succeeded: (label) => labelToasts.created(label.name),
    afterSuccess: (queryClient, label) => invalidateLabels(queryClient, label.workspaceId),
    showError: showFormError,
  });
}

/** Renames or recolours a label, wherever tasks show it; a refusal goes to the form. */
export function useUpdateLabel() {
  return useToastedMutation(updateLabel, {
    succeeded: (label) => labelToasts.updated(label.name),
    afterSuccess: (queryClient, label) => {
      invalidateLabels(queryClient, label.workspaceId);
      void queryClient.invalidateQueries({ queryKey: everyTaskAnswer });
    },
    showError: showFormError,
  });
}

/** Deletes a label, which leaves every task that had it. */
export function useDeleteLabel() {
  return useToastedMutation(deleteLabel, {
    succeeded: (_answer, label) => labelToasts.deleted(label.name),
    afterSuccess: (queryClient, _answer, label) => {
      invalidateLabels(queryClient, label.workspaceId);
      void queryClient.invalidateQueries({ queryKey: everyTaskAnswer });
    },
  });
}
