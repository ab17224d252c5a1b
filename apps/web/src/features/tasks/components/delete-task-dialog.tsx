import type { Task } from '@groundwork/shared/tasks/schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTask } from '../api/mutate-task';
import { deleteTaskConfirmation } from '../task-messages';

/** Asks before deleting a task (000 §2), then deletes it. */
export function DeleteTaskDialog({
  workspaceId,
  task,
  onClose,
  onDeleted,
}: {
  workspaceId: string;
  /** The task to delete; null keeps the dialog closed. */
  task: Task | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteTask = useDeleteTask(workspaceId);
  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Task"
      message={task ? deleteTaskConfirmation(task.title) : ''}
      confirmLabel="Delete Task"
      pendingLabel="Deleting..."
      isPending={deleteTask.isPending}
      onConfirm={() => {
        if (!task) return;
        deleteTask.mutate(task.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
