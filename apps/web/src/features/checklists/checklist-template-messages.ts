/**
 * What the checklist template screens say. The validation messages are the shared schema's own
 * (checklists/constants.ts).
 */
export const checklistTemplateUiMessages = {
  fetchFailed: 'Failed to fetch checklist templates',
  createFailed: 'Failed to create template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template',
} as const;

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
