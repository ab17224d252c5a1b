import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@groundwork/shared/auth/schemas';
import type { ChecklistItem } from '@groundwork/shared/checklists/schemas';
import { currentUserQueryKey } from '../../../lib/current-user';
import { formErrorToastId } from '../../../lib/form-error';
import {
  newIdempotencyKey,
  newTemporaryId,
  queuedWriteKey,
  quoted,
  type QueuedWrite,
  type WriteRequest,
  type WriteSnapshot,
} from '../../../lib/queued-writes/queued-write';
import type { PrepareWrite } from '../../../lib/queued-writes/run-queued-write';
import { useSendQueuedWrite } from '../../../lib/queued-writes/use-send-queued-write';
import { checklistUiMessages } from '../checklist-messages';
import {
  checklistRefreshKeys,
  editCachedChecklists,
  shiftCachedTaskProgress,
  withChecklist,
  withItem,
} from './cached-checklists';
import { checklistItemPath, checklistPath, checklistWriteScope } from './query-keys';

/**
 * The checklist writes that can wait for a connection, like a task's status: ticking an item and
 * adding one. Both show at once; offline they wait (counted with the other waiting changes), are
 * kept across a reload, and are sent once, with their Idempotency-Key, when the connection returns.
 */
const checklistWriteKeys = {
  tick: [...queuedWriteKey, 'checklist-item', 'tick'] as const,
  add: [...queuedWriteKey, 'checklist-item', 'add'] as const,
};

/** Both the checklists and the task's totals, undone together if the server refuses. */
function showingAtOnce(...edits: Array<() => Promise<WriteSnapshot>>): PrepareWrite {
  return async () => (await Promise.all(edits.map((edit) => edit()))).flat();
}

function checklistWrite(
  workspaceId: string,
  taskId: string,
  subjectId: string,
  refusal: string,
  request: Omit<WriteRequest, 'workspaceId' | 'params'>,
  refusalToastId?: string,
): QueuedWrite {
  return {
    scope: checklistWriteScope(taskId),
    subjectId,
    refusal,
    request: { ...request, workspaceId, params: { workspaceId } },
    idempotencyKey: newIdempotencyKey(),
    // Items sit inside their checklist's answer, so the server's answer is not placed by id:
    // the checklists are fetched again once the last waiting write of the task is answered.
    effects: { refresh: checklistRefreshKeys(taskId) },
    refusalToastId,
  };
}

function currentUserId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<User | null>(currentUserQueryKey)?.id ?? null;
}

/**
 * Ticks or unticks an item with one tap. The box, the progress and the task's "3/7" follow at
 * once; the server is told when there is a connection.
 */
export function useTickChecklistItem(workspaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  const { send } = useSendQueuedWrite();
  return useCallback(
    (item: ChecklistItem, done: boolean) => {
      const write = checklistWrite(
        workspaceId,
        taskId,
        item.id,
        `Could not save ${quoted(item.text)}`,
        {
          method: 'PUT',
          path: checklistItemPath(item.id),
          body: { done },
          fallbackMessage: checklistUiMessages.tickFailed,
        },
      );
      const doneBy = done ? currentUserId(queryClient) : null;
      const doneAt = done ? new Date().toISOString() : null;
      return send(
        checklistWriteKeys.tick,
        write,
        showingAtOnce(
          () =>
            editCachedChecklists(queryClient, taskId, (checklists) =>
              withItem(checklists, item.id, (shown) => ({ ...shown, done, doneBy, doneAt })),
            ),
          () => shiftCachedTaskProgress(queryClient, taskId, { done: done ? 1 : -1, total: 0 }),
        ),
      );
    },
    [queryClient, send, taskId, workspaceId],
  );
}

function newItem(id: string, checklistId: string, text: string, position: number): ChecklistItem {
  return {
    id,
    checklistId,
    text,
    done: false,
    doneBy: null,
    doneAt: null,
    assigneeId: null,
    dueDate: null,
    position,
  };
}

/**
 * Adds an item at the end of a checklist. It shows at once under a temporary id, which the
 * server's own replaces when the checklists are fetched again.
 */
export function useAddChecklistItem(workspaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  const { send } = useSendQueuedWrite();
  return useCallback(
    (checklistId: string, text: string) => {
      const id = newTemporaryId();
      const write = checklistWrite(
        workspaceId,
        taskId,
        id,
        `Could not add ${quoted(text)}`,
        {
          method: 'POST',
          path: checklistPath(checklistId, 'items'),
          body: { text },
          fallbackMessage: checklistUiMessages.addItemFailed,
        },
        formErrorToastId,
      );
      return send(
        checklistWriteKeys.add,
        write,
        showingAtOnce(
          () =>
            editCachedChecklists(queryClient, taskId, (checklists) =>
              withChecklist(checklists, checklistId, (checklist) => ({
                ...checklist,
                items: [...checklist.items, newItem(id, checklistId, text, checklist.items.length)],
              })),
            ),
          () => shiftCachedTaskProgress(queryClient, taskId, { done: 0, total: 1 }),
        ),
      );
    },
    [queryClient, send, taskId, workspaceId],
  );
}
