import { fileCategory, type FileCategory } from '@groundwork/shared/files/rules';
import type { TaskFile } from '@groundwork/shared/files/schemas';

export type FileTypeFilter = 'all' | FileCategory;
export type FileSortField = 'name' | 'date' | 'size';
export type SortDirection = 'asc' | 'desc';

export interface FileListView {
  search: string;
  type: FileTypeFilter;
  sortBy: FileSortField;
  direction: SortDirection;
}

/** Newest first until the person picks another order. */
export const defaultFileListView: FileListView = {
  search: '',
  type: 'all',
  sortBy: 'date',
  direction: 'desc',
};

/** Whether the view is the server's own order (newest first) with no search and every type. */
export function isDefaultView(view: FileListView): boolean {
  return (
    view.search.trim() === '' &&
    view.type === defaultFileListView.type &&
    view.sortBy === defaultFileListView.sortBy &&
    view.direction === defaultFileListView.direction
  );
}

export const sortFieldLabels: Record<FileSortField, string> = {
  name: 'Name',
  date: 'Date',
  size: 'Size',
};

/** Names read A to Z first; dates and sizes newest and largest first. */
export const firstDirection: Record<FileSortField, SortDirection> = {
  name: 'asc',
  date: 'desc',
  size: 'desc',
};

/** The same field again turns the order round; another field starts at its first direction. */
export function nextSort(view: FileListView, field: FileSortField): FileListView {
  if (view.sortBy === field) {
    return { ...view, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { ...view, sortBy: field, direction: firstDirection[field] };
}

const nameCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const comparators: Record<FileSortField, (a: TaskFile, b: TaskFile) => number> = {
  name: (a, b) => nameCollator.compare(a.filename, b.filename),
  date: (a, b) => Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt),
  size: (a, b) => a.fileSize - b.fileSize,
};

/** The files whose name holds the search text (any case) and whose category fits, in order. */
export function viewFiles<T extends TaskFile>(files: readonly T[], view: FileListView): T[] {
  const needle = view.search.trim().toLocaleLowerCase();
  const compare = comparators[view.sortBy];
  const sign = view.direction === 'asc' ? 1 : -1;
  return files
    .filter((file) => needle === '' || file.filename.toLocaleLowerCase().includes(needle))
    .filter((file) => view.type === 'all' || fileCategory(file.mimeType) === view.type)
    .sort((a, b) => sign * compare(a, b) || a.id.localeCompare(b.id));
}
