import { pagedListLabels } from '../../components/ui/load-more';
/** What the venture screens say that the shared rules do not (001 §8 fallbacks and toasts). */
export const ventureFallbacks = {
  fetchFailed: 'Failed to fetch ventures',
  createFailed: 'Failed to create venture',
  updateFailed: 'Failed to update venture',
  deleteFailed: 'Failed to delete venture',
  convertFailed: 'Failed to convert venture to project',
  pledgeFailed: 'Failed to create pledge',
  prepareUploadFailed: 'Failed to prepare upload',
  downloadUrlFailed: 'Failed to get download URL',
  deleteFileFailed: 'Failed to delete file',
  conversionPreviewFailed: 'Failed to check the backers',
} as const;

/** The convert confirmation while it finds out who of the backers is a member already. */
export const conversionTexts = {
  checking: 'Checking which backers are already workspace members...',
  /** When that could not be found out: true whatever the numbers. */
  unknown: (name: string) =>
    `This will create a new project from "${name}" and add its backers who are not workspace members yet as members. This action cannot be undone.`,
} as const;

/** The end of a paged list: more on scroll or from the button. */
export const ventureListLabels = pagedListLabels('ventures');

/** The end of the venture page's backers list. */
export const backerListLabels = pagedListLabels('backers');

/** The venture page's backers list (its creator's alone). */
export const backerTexts = {
  heading: 'Backers',
  empty: 'No pledges yet',
  loadFailed: 'Failed to load backers',
  anonymous: 'Unknown',
} as const;

export const ventureToasts = {
  created: 'Venture created successfully',
  updated: 'Venture updated successfully',
  deleted: 'Venture deleted successfully',
  published: 'Venture published successfully',
} as const;

/** The detail page's Publish confirmation (docs/decisions.md "Venture screens"). */
export const publishConfirmation = {
  message: (name: string) =>
    `Publish "${name}"? It becomes visible to every signed-in user and open to pledges.`,
  note: 'Once published, it can no longer be deleted and its files can no longer be changed.',
} as const;
