import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatUsd } from '@groundwork/shared/common/money';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import {
  taskFilterLabels,
  taskPriorityLabels,
  taskStatusLabels,
  type TaskPriority,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { formatLocalDate } from '../../../lib/format';
import { quoted } from '../../../lib/queued-writes/queued-write';
import type { WriteConflict } from '../../../lib/queued-writes/conflicts';
import { keepMine, takeTheirs } from '../../../lib/queued-writes/resolve-conflict';
import { workspaceDetailKey } from '../../../lib/workspace-detail';
import { personLabel } from '../../../lib/phone-number';

const conflictFieldLabels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  dueDate: 'Due Date',
  amount: 'Amount',
  transactionType: 'Transaction Type',
  assignedTo: 'Assignee',
  labels: 'Labels',
};

const NONE = 'None';

/** The name of an assignee, from the server's copy or else the workspace's members. */
function assigneeText(
  queryClient: QueryClient,
  workspaceId: string | undefined,
  userId: unknown,
  server: Partial<Task>,
): string {
  if (typeof userId !== 'string') return taskFilterLabels.unassigned;
  if (server.assignee?.id === userId) return personLabel(server.assignee);
  const workspace = workspaceId
    ? queryClient.getQueryData<WorkspaceDetail>(workspaceDetailKey(workspaceId))
    : undefined;
  const member = workspace?.members.find((candidate) => candidate.userId === userId);
  return member ? personLabel(member.user) : 'Another member';
}

/** A task field's value as the task screens show it. */
function conflictValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  switch (field) {
    case 'priority':
      return taskPriorityLabels[value as TaskPriority] ?? String(value);
    case 'status':
      return taskStatusLabels[value as TaskStatus] ?? String(value);
    case 'dueDate':
      return formatLocalDate(String(value));
    case 'amount':
      return typeof value === 'number' ? formatUsd(value) : String(value);
    case 'labels':
      return Array.isArray(value) && value.length > 0
        ? (value as TaskLabel[]).map((label) => label.name).join(', ')
        : NONE;
    default:
      return String(value);
  }
}

/**
 * Someone else changed the fields a waiting edit changes: each is listed with the person's value
 * and the server's, and the person keeps theirs (sent again over the server's copy) or takes the
 * server's (their edit is dropped).
 */
export default function TaskConflictDialog({ conflict }: { conflict: WriteConflict }) {
  const queryClient = useQueryClient();
  const { write, current, fields } = conflict;
  const mine = write.guard?.mine ?? {};
  const server = current as Partial<Task>;
  const workspaceId = write.request.workspaceId;
  const textOf = (field: string, value: unknown, copy: Partial<Task>) =>
    field === 'assignedTo'
      ? assigneeText(queryClient, workspaceId, value, copy)
      : conflictValueText(field, value);

  return (
    <Modal
      open
      // Only the two answers below close it: either way something is decided about the edit.
      onOpenChange={() => undefined}
      title="Changed by someone else"
      description={`${quoted(String(server.title ?? ''))} was changed while your edit was waiting to be sent.`}
    >
      <dl className="space-y-3">
        {fields.map((field) => (
          <div key={field} className="rounded-lg border border-line p-3">
            <dt className="font-semibold text-ink">{conflictFieldLabels[field] ?? field}</dt>
            <dd className="mt-1 grid gap-1 text-[13px] sm:grid-cols-2">
              <p className="min-w-0 break-words">
                <span className="block text-muted">Yours</span>
                <span>{textOf(field, mine[field], server)}</span>
              </p>
              <p className="min-w-0 break-words">
                <span className="block text-muted">On the server</span>
                <span>{textOf(field, server[field as keyof Task], server)}</span>
              </p>
            </dd>
          </div>
        ))}
      </dl>
      <ModalFooter>
        <Button variant="secondary" onClick={() => takeTheirs(queryClient, conflict)}>
          Take theirs
        </Button>
        <Button onClick={() => keepMine(queryClient, conflict)}>Keep mine</Button>
      </ModalFooter>
    </Modal>
  );
}
