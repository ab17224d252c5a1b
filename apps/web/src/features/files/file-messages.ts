/** What the file screens say (000 §2 Files page, §8 Files and the success toasts). */
export const fileUiMessages = {
  fetchFailed: 'Failed to fetch task files',
  loadFailed: 'Failed to load files',
  downloadUrlFailed: 'Failed to get download URL',
  downloadFailed: 'Download failed',
  deleteFileFailed: 'Failed to delete file',
  deleteFailed: 'Delete failed',
  emptyTitle: 'No files uploaded yet',
  emptyAction: 'Upload your first file',
  emptyFiltered: 'No files match your search criteria',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load more files.',
  deleteConfirmation: 'Delete this file?',
  accessRestricted: "Access Restricted: You don't have permission to view files for this task.",
  taskNotFound: 'Task Not Found',
  batchRejected: 'No files were uploaded. Fix these and try again:',
  // Uploads are not kept for later: a file can be large, and the person still has it.
  uploadNeedsConnection: 'Uploads need a connection',
} as const;

export const fileToasts = {
  uploaded: 'File uploaded successfully',
  downloadStarted: 'Download started',
  deleted: 'File deleted successfully',
} as const;
