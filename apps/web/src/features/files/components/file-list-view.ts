import { useEffect, useMemo, useState } from 'react';
import type { FileCategory } from '@groundwork/shared/files/rules';
import type { FileSortField } from '@groundwork/shared/files/schemas';

export type FileTypeFilter = 'all' | FileCategory;
type SortDirection = 'asc' | 'desc';
export type { FileSortField };

export interface FileListView {
  search: string;
  type: FileTypeFilter;
  sortBy: FileSortField;
  direction: SortDirection;
}

/** Newest first until the person picks another order. */
const defaultFileListView: FileListView = {
  search: '',
  type: 'all',
  sortBy: 'createdAt',
  direction: 'desc',
};

/** The sort buttons, in the order they are shown. */
export const sortFieldLabels: Record<FileSortField, string> = {
  name: 'Name',
  createdAt: 'Date',
  size: 'Size',
};

/** Names read A to Z first; dates and sizes newest and largest first. */
const firstDirection: Record<FileSortField, SortDirection> = {
  name: 'asc',
  createdAt: 'desc',
  size: 'desc',
};

/** The same field again turns the order round; another field starts at its first direction. */
export function nextSort(view: FileListView, field: FileSortField): FileListView {
  if (view.sortBy === field) {
    return { ...view, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { ...view, sortBy: field, direction: firstDirection[field] };
}

/** Which files a list has, as the server's `type` and `search` (and its count) take them. */
export interface FileFilterParams {
  type?: FileCategory;
  search?: string;
}

/** A list's filters and order, as the server's file lists take them. */
export interface FileListParams extends FileFilterParams {
  sortBy: FileSortField;
  sortOrder: SortDirection;
}

/** How long typing may pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

function filterParamsOf(type: FileTypeFilter, search: string): FileFilterParams {
  const text = search.trim();
  return {
    ...(type === 'all' ? {} : { type }),
    ...(text === '' ? {} : { search: text }),
  };
}

/**
 * The toolbar's view and what it asks the server for: a new type or order at once, the search
 * once typing pauses.
 */
export function useFileListView() {
  const [view, setView] = useState<FileListView>(defaultFileListView);
  const [search, setSearch] = useState(view.search);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(view.search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [view.search]);
  const filters = useMemo(() => filterParamsOf(view.type, search), [view.type, search]);
  const params = useMemo<FileListParams>(
    () => ({ ...filters, sortBy: view.sortBy, sortOrder: view.direction }),
    [filters, view.sortBy, view.direction],
  );
  return { view, setView, filters, params, isFiltered: Object.keys(filters).length > 0 };
}
