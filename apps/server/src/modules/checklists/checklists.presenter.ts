import type { Checklist, ChecklistItem } from '@groundwork/shared/checklists/schemas';
import type { ChecklistItemRow, ChecklistWithItems } from './checklists.repository';

export function toChecklistItem(item: ChecklistItemRow): ChecklistItem {
  return {
    id: item.id,
    checklistId: item.checklistId,
    text: item.text,
    done: item.done,
    doneBy: item.doneBy,
    doneAt: item.doneAt?.toISOString() ?? null,
    assigneeId: item.assigneeId,
    dueDate: item.dueDate?.toISOString() ?? null,
    position: item.position,
  };
}

export function toChecklist({ checklist, items }: ChecklistWithItems): Checklist {
  return {
    id: checklist.id,
    taskId: checklist.taskId,
    title: checklist.title,
    position: checklist.position,
    items: items.map(toChecklistItem),
  };
}
