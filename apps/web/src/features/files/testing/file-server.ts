import { fileCategory } from '@groundwork/shared/files/rules';
import type { TaskFile } from '@groundwork/shared/files/schemas';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';

/** The files a list's `type` and `search` leave, as the server filters them. */
function filtered<T extends TaskFile>(files: readonly T[], url: URL): T[] {
  const type = url.searchParams.get('type');
  const search = url.searchParams.get('search')?.toLowerCase();
  return files.filter(
    (file) =>
      (type === null || fileCategory(file.mimeType) === type) &&
      (search === undefined || file.filename.toLowerCase().includes(search)),
  );
}

const keyOf = {
  createdAt: (file: TaskFile) => file.uploadedAt,
  name: (file: TaskFile) => file.filename.toLowerCase(),
  size: (file: TaskFile) => file.fileSize,
};

/** A file list's answer as the server gives it: filtered, in the order asked for, paged. */
function fileListAnswer<T extends TaskFile>(files: readonly T[], url: URL): Response {
  const sortBy = (url.searchParams.get('sortBy') ?? 'createdAt') as keyof typeof keyOf;
  const sign = url.searchParams.get('sortOrder') === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = filtered(files, url).sort(
    (a, b) => sign * (compare(keyOf[sortBy](a), keyOf[sortBy](b)) || compare(a.id, b.id)),
  );
  return pagedAnswer(sorted, url);
}

/** A file list's `{ count }` with the same filters. */
function fileCountAnswer(files: readonly TaskFile[], url: URL): Response {
  return jsonResponse({ count: filtered(files, url).length });
}

/** The stub routes of a file list at `path` and its count at `path/count`. */
export function fileListRoutes(path: string, files: () => readonly TaskFile[]) {
  return {
    [`GET ${path}`]: (_init: RequestInit, url: URL) => fileListAnswer(files(), url),
    [`GET ${path}/count`]: (_init: RequestInit, url: URL) => fileCountAnswer(files(), url),
  };
}
