import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceFile } from '@groundwork/shared/files/schemas';
import {
  callsTo,
  firstLoad,
  loadFileChunks,
  makeFile,
  openSignedIn,
  toWorkspaceFile,
  workspaceFilesPath,
} from '../testing/fixtures';
import { fileListRoutes } from '../testing/file-server';

// jsdom lays nothing out: each row gets the height of a real one, so the list draws only the
// rows near a window of jsdom's 768 px, as a browser does.
const ROW_HEIGHT_PX = 73;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? ROW_HEIGHT_PX : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

/** Files newest first, as the server pages them: 'File 1.pdf' is the newest. */
function manyFiles(count: number): WorkspaceFile[] {
  return Array.from({ length: count }, (_, index) =>
    toWorkspaceFile(
      makeFile({
        id: `ffffffff-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        filename: `File ${index + 1}.pdf`,
        uploadedAt: new Date(Date.UTC(2025, 0, 1) - index * 60_000).toISOString(),
      }),
    ),
  );
}

const pageQueries = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET', '/api/files').map(
    ([input]) => new URL(String(input), 'http://localhost').searchParams,
  );

describe('Workspace files, a page at a time', () => {
  beforeAll(loadFileChunks, 60_000);

  it('asks for 50 files, draws only those near the window, and the next 50 from Load more', async () => {
    let files = manyFiles(60);
    const doomed = files[55] as WorkspaceFile;
    const { fetchMock, user } = openSignedIn(workspaceFilesPath, {
      ...fileListRoutes('/api/files', () => files),
      [`DELETE /api/files/${doomed.id}`]: () => {
        files = files.filter((file) => file.id !== doomed.id);
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByRole('listitem', { name: 'File 1.pdf' }, firstLoad);
    const [first] = pageQueries(fetchMock);
    expect(first?.get('limit')).toBe('50');
    expect(first?.has('cursor')).toBe(false);
    // The count is the server's, not what is loaded.
    expect(await screen.findByText('60 files')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'File 40.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(pageQueries(fetchMock)[1]?.get('cursor')).toBe('after-50');
    expect(pageQueries(fetchMock)[1]?.get('limit')).toBe('50');

    // Scrolled to the end: the second page's rows are drawn, the first ones are not.
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 60 * ROW_HEIGHT_PX, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    const row = await screen.findByRole('listitem', { name: doomed.filename });
    expect(screen.queryByRole('listitem', { name: 'File 1.pdf' })).not.toBeInTheDocument();

    // A file deleted from the second page leaves the cached pages at once.
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(row).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: doomed.filename })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('59 files')).toBeInTheDocument();
  });

  it('asks the server for another order from its first page, and pages in that order', async () => {
    const files = manyFiles(60);
    const { fetchMock, user } = openSignedIn(
      workspaceFilesPath,
      fileListRoutes('/api/files', () => files),
    );
    await screen.findByRole('listitem', { name: 'File 1.pdf' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Date, descending' }));
    // Oldest first: the last file of every page is the first one now.
    await screen.findByRole('listitem', { name: 'File 60.pdf' });
    const oldestFirst = pageQueries(fetchMock).at(-1);
    expect(oldestFirst?.get('sortBy')).toBe('createdAt');
    expect(oldestFirst?.get('sortOrder')).toBe('asc');
    expect(oldestFirst?.has('cursor')).toBe(false);
    expect(screen.queryByRole('listitem', { name: 'File 1.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pageQueries(fetchMock).at(-1)?.get('cursor')).toBe('after-50'));
    expect(pageQueries(fetchMock).at(-1)?.get('sortOrder')).toBe('asc');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('60 files')).toBeInTheDocument();
  });
});
