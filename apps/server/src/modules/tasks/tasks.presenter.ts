import { centsToDollars } from '@groundwork/shared/common/money';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type * as repo from './tasks.repository';

/** A task as the API answers it: dates in ISO, the amount in dollars, names beside ids. */
export function toTask({ task, projectName, assignee, labels }: repo.TaskWithNames): Task {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate?.toISOString() ?? null,
    amount: task.amountCents === null ? null : centsToDollars(task.amountCents),
    transactionType: task.transactionType,
    assignedTo: task.assignedTo,
    assignee: task.assignedTo && assignee?.id ? assignee : null,
    projectId: task.projectId,
    projectName,
    workspaceId: task.workspaceId,
    createdBy: task.createdBy,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    checklist: { done: task.checklistItemsDone, total: task.checklistItemsTotal },
    labels,
  };
}
