import { pluralize } from '@groundwork/shared/common/relative-time';

/**
 * What a task's Checklists section says. Validation and refusal messages are the shared
 * schemas' and permissions' own (checklists/constants.ts).
 */
export const checklistUiMessages = {
  heading: 'Checklists',
  loading: 'Loading checklists...',
  fetchFailed: 'Failed to fetch checklists',
  listErrorTitle: 'Error loading checklists',
  emptyTitle: 'No checklists yet',
  emptyShaperDescription: 'Break the task into steps anyone on it can tick off.',
  createFailed: 'Failed to add checklist',
  updateFailed: 'Failed to update checklist',
  deleteFailed: 'Failed to delete checklist',
  moveFailed: 'Failed to move checklist',
  addItemFailed: 'Failed to add item',
  tickFailed: 'Failed to tick item',
  updateItemFailed: 'Failed to update item',
  deleteItemFailed: 'Failed to delete item',
  moveItemFailed: 'Failed to move item',
  noItems: 'No items yet',
  waiting: 'Waiting to send',
  /** Why an item made offline cannot be ticked or changed yet. */
  notYetSaved: 'This item is waiting to be sent; it can be ticked once it is saved.',
  dragHint: 'Drag to reorder',
} as const;

/** The words of the section's buttons, fields and dialogs. */
export const checklistLabels = {
  addChecklist: 'Add Checklist',
  title: 'Title',
  titlePlaceholder: 'e.g. Final walk-through',
  create: 'Add Checklist',
  creating: 'Adding...',
  rename: 'Rename',
  renameTitle: 'Rename Checklist',
  save: 'Save',
  saving: 'Saving...',
  moveUp: 'Move up',
  moveDown: 'Move down',
  delete: 'Delete',
  deleting: 'Deleting...',
  editItem: 'Edit',
  editItemTitle: 'Edit Item',
  itemText: 'Item',
  assignee: 'Assignee',
  nobody: 'Nobody',
  formerMember: 'Former member',
  dueDate: 'Due Date',
  addItemPlaceholder: 'Add an item and press Enter',
  addItemButton: 'Add',
  formErrorsHeading: 'Please fix the following errors:',
} as const;

/** What names a checklist's or an item's controls, so each is found by what it acts on. */
export const checklistNames = {
  checklistActions: (title: string) => `Actions for checklist ${title}`,
  itemActions: (text: string) => `Actions for ${text}`,
  addItem: (title: string) => `Add an item to ${title}`,
  items: (title: string) => `Items of ${title}`,
  progress: (title: string) => `Progress of ${title}`,
  dragChecklist: (title: string) => `Drag checklist ${title}`,
  dragItem: (text: string) => `Drag ${text}`,
} as const;

/** When an item is due, e.g. 'Due Jan 5, 2026'. */
export function dueOn(date: string): string {
  return `Due ${date}`;
}

/** '3 of 7 done', how a progress bar reads aloud. */
export function checklistProgressText(done: number, total: number): string {
  return `${done} of ${total} done`;
}

/** Said aloud once a checklist or an item has moved: '“Keys handed over” is now 2 of 7'. */
export function movedAnnouncement(name: string, position: number, count: number): string {
  return `“${name}” is now ${position + 1} of ${count}`;
}

export const checklistToasts = {
  created: (title: string) => `Checklist “${title}” added`,
  renamed: 'Checklist renamed',
  deleted: 'Checklist deleted',
  itemUpdated: 'Item updated',
  itemDeleted: 'Item deleted',
} as const;

/** The question asked before a checklist goes, with its items. */
export function deleteChecklistDialog(title: string, itemCount: number) {
  return {
    title: 'Delete Checklist',
    message:
      itemCount === 0
        ? `Are you sure you want to delete the checklist “${title}”? This action cannot be undone.`
        : `Are you sure you want to delete the checklist “${title}” and its ${pluralize(itemCount, 'item')}? This action cannot be undone.`,
    confirmLabel: checklistLabels.delete,
    pendingLabel: checklistLabels.deleting,
  };
}

export function deleteItemDialog(text: string) {
  return {
    title: 'Delete Item',
    message: `Are you sure you want to delete “${text}”? This action cannot be undone.`,
    confirmLabel: checklistLabels.delete,
    pendingLabel: checklistLabels.deleting,
  };
}
