/**
 * What the checklist template screens say. The validation messages are the shared schema's own
 * (checklists/constants.ts).
 */
export const checklistTemplateUiMessages = {
  pageTitle: 'Checklist templates',
  pageDescription: "Lists a task's checklist can start from, such as a final walk-through.",
  settingsCrumb: 'Settings',
  loading: 'Loading checklist templates...',
  fetchFailed: 'Failed to fetch checklist templates',
  listErrorTitle: 'Error loading checklist templates',
  emptyTitle: 'No checklist templates yet',
  emptyManagerDescription:
    'Make a template of the lists you repeat: inspections, punch lists, hand-overs.',
  emptyMemberDescription: 'Project managers can add templates here.',
  noItems: 'No items',
  createFailed: 'Failed to create template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template',
} as const;

/** The words of the page's buttons, form and dialogs. */
export const checklistTemplateLabels = {
  newTemplate: 'New Template',
  createTitle: 'New Checklist Template',
  editTitle: 'Edit Checklist Template',
  name: 'Name',
  namePlaceholder: 'e.g. Final walk-through',
  items: 'Items',
  itemsHint: 'Enter in an item adds the next one below it.',
  addItem: 'Add Item',
  create: 'Create Template',
  save: 'Save Template',
  saving: 'Saving...',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Template',
  deleting: 'Deleting...',
} as const;

/** What names a template's or an item's controls, so each is found by what it acts on. */
export const checklistTemplateNames = {
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  item: (position: number) => `Item ${position}`,
  moveUp: (position: number) => `Move item ${position} up`,
  moveDown: (position: number) => `Move item ${position} down`,
  remove: (position: number) => `Remove item ${position}`,
  /** Said to screen readers after a move or a removal, which change every number below. */
  moved: (position: number, count: number) => `Item moved to position ${position} of ${count}`,
  removed: (position: number) => `Item ${position} removed`,
};

/** The delete question: checklists already made from the template are not touched. */
export function deleteTemplateConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? Checklists already started from it keep their items.`;
}

export const checklistTemplateToasts = {
  created: (name: string) => `Template "${name}" created successfully!`,
  updated: (name: string) => `Template "${name}" updated successfully!`,
  deleted: (name: string) => `Template "${name}" deleted`,
};

/** The "Start from" choice of a new checklist. */
export const templatePickerLabels = {
  label: 'Start from',
  blank: 'Blank checklist',
  loading: 'Loading templates...',
  none: 'This workspace has no checklist templates yet.',
  failed: 'Templates could not be loaded.',
  retry: 'Retry',
  retrying: 'Retrying...',
} as const;
