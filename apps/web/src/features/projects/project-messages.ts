/**
 * What the project screens say (000 §2, §8 Projects and Dashboard). The validation messages are
 * the shared schema's own.
 */
export const projectUiMessages = {
  fetchListFailed: 'Failed to fetch projects',
  fetchFailed: 'Failed to fetch project',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  archiveFailed: 'Failed to archive project',
  restoreFailed: 'Failed to restore project',
  assignFailed: 'Failed to add team member',
  unassignFailed: 'Failed to remove team member',
  metricsFailed: 'Failed to load workspace metrics',
  listErrorTitle: 'Error Loading Projects',
  projectErrorTitle: 'Error Loading Project',
  emptyForManager: 'No projects yet. Create your first project to get started.',
  emptyForMember: 'No projects available in this workspace.',
  archiveNote: 'This action can be undone later',
  errorListHeading: 'Please fix the following errors:',
  notFound: 'Project not found',
} as const;

export const projectToasts = {
  created: (name: string) => `Project "${name}" created successfully!`,
  updated: (name: string) => `Project "${name}" updated successfully!`,
  archived: (name: string) => `Project "${name}" archived`,
  restored: (name: string) => `Project "${name}" restored`,
  assigned: (name: string) => `${name} added to the project`,
  unassigned: (name: string) => `${name} removed from the project`,
};

/** The archive question of 000 §2 Projects page. */
export function archiveProjectConfirmation(name: string): string {
  return `Are you sure you want to archive "${name}"? The project and its tasks will be hidden from active views.`;
}
