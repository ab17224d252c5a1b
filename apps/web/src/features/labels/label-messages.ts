/**
 * What the labels screens say. The validation messages, the 409's included, are the shared
 * schema's own (labels/constants.ts).
 */
export const labelUiMessages = {
  pageTitle: 'Labels',
  pageDescription:
    'Tag tasks by trade, area or stage, and filter the task lists and board by them.',
  settingsCrumb: 'Settings',
  loading: 'Loading labels...',
  fetchFailed: 'Failed to fetch labels',
  listErrorTitle: 'Error loading labels',
  emptyTitle: 'No labels yet',
  emptyManagerDescription: 'Make a label for each trade, area or stage your tasks fall under.',
  emptyMemberDescription: 'Project managers can add labels here.',
  createFailed: 'Failed to create label',
  updateFailed: 'Failed to update label',
  deleteFailed: 'Failed to delete label',
} as const;

/** The words of the page's buttons, form and dialogs. */
export const labelWords = {
  newLabel: 'New Label',
  createTitle: 'New Label',
  editTitle: 'Edit Label',
  name: 'Name',
  namePlaceholder: 'e.g. Electrical',
  color: 'Color',
  create: 'Create Label',
  save: 'Save Label',
  saving: 'Saving...',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Label',
  deleting: 'Deleting...',
} as const;

/** What names a label's buttons, so each is found by the label it acts on. */
export const labelNames = {
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
};

/**
 * The delete question. How many tasks have the label is not known here, so it says what happens
 * to all of them.
 */
export function deleteLabelConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? It will be removed from every task that has it.`;
}

export const labelToasts = {
  created: (name: string) => `Label "${name}" created successfully!`,
  updated: (name: string) => `Label "${name}" updated successfully!`,
  deleted: (name: string) => `Label "${name}" deleted`,
};
