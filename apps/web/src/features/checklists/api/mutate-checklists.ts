import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  Checklist,
  ChecklistInput,
  ChecklistItem,
  ChecklistItemUpdate,
} from '@groundwork/shared/checklists/schemas';
import { apiClient, inWorkspace } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import type { WriteSnapshot } from '../../../lib/queued-writes/queued-write';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { checklistToasts, checklistUiMessages } from '../checklist-messages';
import {
  editCachedChecklists,
  movedTo,
  refreshChecklists,
  withChecklist,
  withItem,
} from './cached-checklists';
import { checklistItemPath, checklistKeys, checklistPath, taskChecklistsPath } from './query-keys';

// Shaping a task's checklists happens online, as a task's edit in a form does; only ticking and
// adding items wait for a connection (checklist-writes.ts).

function setCachedChecklists(
  queryClient: QueryClient,
  taskId: string,
  edit: (checklists: Checklist[]) => Checklist[],
): void {
  queryClient.setQueryData<Checklist[]>(checklistKeys.task(taskId), (checklists) =>
    checklists ? edit(checklists) : checklists,
  );
}

/** Adds a checklist at the end, blank or with a template's items; a refusal goes to the form. */
export function useCreateChecklist(workspaceId: string, taskId: string) {
  return useToastedMutation(
    (input: ChecklistInput) =>
      apiClient.post<Checklist>(
        taskChecklistsPath(taskId),
        input,
        inWorkspace(workspaceId, checklistUiMessages.createFailed),
      ),
    {
      succeeded: (checklist) => checklistToasts.created(checklist.title),
      afterSuccess: (queryClient, checklist) => {
        setCachedChecklists(queryClient, taskId, (checklists) => [
          ...checklists.filter((shown) => shown.id !== checklist.id),
          checklist,
        ]);
        refreshChecklists(queryClient, taskId);
      },
      showError: showFormError,
    },
  );
}

/** Renames a checklist; a refusal goes to the form. */
export function useRenameChecklist(workspaceId: string, taskId: string) {
  return useToastedMutation(
    ({ checklistId, title }: { checklistId: string; title: string }) =>
      apiClient.put<Checklist>(
        checklistPath(checklistId),
        { title },
        inWorkspace(workspaceId, checklistUiMessages.updateFailed),
      ),
    {
      succeeded: checklistToasts.renamed,
      afterSuccess: (queryClient, answer) => {
        setCachedChecklists(queryClient, taskId, (checklists) =>
          withChecklist(checklists, answer.id, (checklist) => ({
            ...checklist,
            title: answer.title,
          })),
        );
        void queryClient.invalidateQueries({ queryKey: checklistKeys.task(taskId) });
      },
      showError: showFormError,
    },
  );
}

/** Deletes a checklist with its items; the task's totals drop with them. */
export function useDeleteChecklist(workspaceId: string, taskId: string) {
  return useToastedMutation(
    (checklistId: string) =>
      apiClient.delete<unknown>(
        checklistPath(checklistId),
        inWorkspace(workspaceId, checklistUiMessages.deleteFailed),
      ),
    {
      succeeded: checklistToasts.deleted,
      afterSuccess: (queryClient, _answer, checklistId) => {
        setCachedChecklists(queryClient, taskId, (checklists) =>
          checklists.filter((checklist) => checklist.id !== checklistId),
        );
        refreshChecklists(queryClient, taskId);
      },
    },
  );
}

/** Saves an item's text, assignee and due date; a refusal goes to the form. */
export function useUpdateChecklistItem(workspaceId: string, taskId: string) {
  return useToastedMutation(
    ({ itemId, changes }: { itemId: string; changes: ChecklistItemUpdate }) =>
      apiClient.put<ChecklistItem>(
        checklistItemPath(itemId),
        changes,
        inWorkspace(workspaceId, checklistUiMessages.updateItemFailed),
      ),
    {
      succeeded: checklistToasts.itemUpdated,
      afterSuccess: (queryClient, answer) => {
        setCachedChecklists(queryClient, taskId, (checklists) =>
          withItem(checklists, answer.id, () => answer),
        );
        void queryClient.invalidateQueries({ queryKey: checklistKeys.task(taskId) });
      },
      showError: showFormError,
    },
  );
}

export function useDeleteChecklistItem(workspaceId: string, taskId: string) {
  return useToastedMutation(
    (itemId: string) =>
      apiClient.delete<unknown>(
        checklistItemPath(itemId),
        inWorkspace(workspaceId, checklistUiMessages.deleteItemFailed),
      ),
    {
      succeeded: checklistToasts.itemDeleted,
      afterSuccess: (queryClient, _answer, itemId) => {
        setCachedChecklists(queryClient, taskId, (checklists) =>
          checklists.map((checklist) => ({
            ...checklist,
            items: checklist.items.filter((item) => item.id !== itemId),
          })),
        );
        refreshChecklists(queryClient, taskId);
      },
    },
  );
}

/** A move to `to` among its siblings, from `from`, where the screen showed it. */
interface Move {
  id: string;
  from: number;
  to: number;
}

/**
 * A reorder: shown at once (a drop must not jump back while the server answers), put back and
 * said when refused, and fetched again either way. No toast on success: the list is the answer.
 */
function useMove(
  workspaceId: string,
  taskId: string,
  path: (id: string) => string,
  fallbackMessage: string,
  reorder: (checklists: Checklist[], move: Move) => Checklist[],
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Move, WriteSnapshot>({
    mutationFn: (move) =>
      apiClient.put<unknown>(
        path(move.id),
        { position: move.to },
        inWorkspace(workspaceId, fallbackMessage),
      ),
    onMutate: (move) =>
      editCachedChecklists(queryClient, taskId, (checklists) => reorder(checklists, move)),
    onError: (error, _move, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistKeys.task(taskId) }),
  });
}

/** Moves a checklist among the task's checklists. */
export function useMoveChecklist(workspaceId: string, taskId: string) {
  return useMove(
    workspaceId,
    taskId,
    checklistPath,
    checklistUiMessages.moveFailed,
    (checklists, { from, to }) => movedTo(checklists, from, to),
  );
}

/** Moves an item among its checklist's items. */
export function useMoveChecklistItem(workspaceId: string, taskId: string) {
  return useMove(
    workspaceId,
    taskId,
    checklistItemPath,
    checklistUiMessages.moveItemFailed,
    (checklists, { id, from, to }) =>
      checklists.map((checklist) =>
        checklist.items[from]?.id === id
          ? { ...checklist, items: movedTo(checklist.items, from, to) }
          : checklist,
      ),
  );
}
