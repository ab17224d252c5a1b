import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import { fileListRoutes } from '../testing/file-server';
import {
  callsTo,
  firstLoad,
  ids,
  loadFileChunks,
  makeFile,
  makeWorkspace,
  openSignedIn,
  taskFilesApi,
  taskFilesPath,
  threeFiles,
} from '../testing/fixtures';

function openFiles(files = threeFiles(), workspace = makeWorkspace()) {
  let list = files;
  return openSignedIn(
    taskFilesPath,
    {
      ...fileListRoutes(taskFilesApi, () => list),
      [`DELETE /api/files/${ids.fileReport}`]: () => {
        list = list.filter((file) => file.id !== ids.fileReport);
        return new Response(null, { status: 204 });
      },
      [`GET /api/files/${ids.fileReport}/download`]: () =>
        jsonResponse({
          downloadUrl: `/api/files/${ids.fileReport}?expires=9&signature=xyz`,
          filename: 'Inspection report.pdf',
        }),
      [`GET /api/files/${ids.fileArchive}/download`]: () =>
        jsonResponse({ error: 'File not found', code: 'NOT_FOUND' }, 404),
    },
    workspace,
  );
}

/** The rows' filenames, top to bottom (each row is named by its filename). */
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Files' }))
    .getAllByRole('listitem')
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('File manager', () => {
  beforeAll(loadFileChunks, 60_000);
  afterEach(() => vi.restoreAllMocks());

  it('shows each file with its category, size, date and uploader, and the count', async () => {
    openFiles();
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Task Files' })).toBeInTheDocument();
    expect(screen.getByText('3 files')).toBeInTheDocument();
    expect(within(report).getByText('Document')).toBeInTheDocument();
    expect(within(report).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(report).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(report).getByText('by Ada Lovelace')).toBeInTheDocument();
    const photo = screen.getByRole('listitem', { name: 'roof-photo.jpg' });
    expect(within(photo).getByText('Image')).toBeInTheDocument();
    expect(within(photo).getByText('2.3 MB')).toBeInTheDocument();
    expect(within(photo).getByRole('img', { name: 'Thumbnail of roof-photo.jpg' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'plans.zip' })).getByText('Archive'),
    ).toBeInTheDocument();
  });

  it('asks the server to search, filter by type and sort both ways, and counts alike', async () => {
    const { user, fetchMock } = openFiles();
    await screen.findByRole('listitem', { name: 'plans.zip' }, firstLoad);
    const lastQuery = () =>
      new URL(String(callsTo(fetchMock, 'GET', taskFilesApi).at(-1)?.[0]), 'http://localhost')
        .searchParams;
    // Newest first to begin with.
    expect(rowNames()).toEqual(['roof-photo.jpg', 'plans.zip', 'Inspection report.pdf']);
    expect(screen.getByRole('button', { name: 'Date, descending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('button', { name: 'Name, ascending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Date' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Inspection report.pdf', 'plans.zip', 'roof-photo.jpg']),
    );
    expect(lastQuery().get('sortBy')).toBe('name');
    expect(lastQuery().get('sortOrder')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Name, ascending' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['roof-photo.jpg', 'plans.zip', 'Inspection report.pdf']),
    );
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['roof-photo.jpg', 'Inspection report.pdf', 'plans.zip']),
    );
    await user.click(screen.getByRole('button', { name: 'Size, descending' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['plans.zip', 'Inspection report.pdf', 'roof-photo.jpg']),
    );

    await user.selectOptions(screen.getByLabelText('Type'), 'Images');
    await waitFor(() => expect(rowNames()).toEqual(['roof-photo.jpg']));
    expect(lastQuery().get('type')).toBe('image');
    expect(await screen.findByText('1 file')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'All');
    await user.type(screen.getByLabelText('Search files'), 'REPORT');
    await waitFor(() => expect(rowNames()).toEqual(['Inspection report.pdf']));
    // Typing is sent once it pauses, not a letter at a time.
    expect(callsTo(fetchMock, 'GET', taskFilesApi).map(([input]) => String(input))).not.toEqual(
      expect.arrayContaining([expect.stringContaining('search=R&')]),
    );
    expect(lastQuery().get('search')).toBe('REPORT');
    expect(lastQuery().has('type')).toBe(false);
    await user.type(screen.getByLabelText('Search files'), 'x');
    expect(await screen.findByText('No files match your search criteria')).toBeInTheDocument();
    expect(await screen.findByText('0 files')).toBeInTheDocument();
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();
  });

  it('starts a download at the address the server gives, and says when it cannot', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = openFiles();
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    await user.click(within(report).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe(
      `/api/files/${ids.fileReport}?expires=9&signature=xyz`,
    );
    expect(clicked[0]?.download).toBe('Inspection report.pdf');

    const archive = screen.getByRole('listitem', { name: 'plans.zip' });
    await user.click(within(archive).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to get download URL: File not found')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
  });

  it('deletes after the inline confirmation, and Cancel keeps the file', async () => {
    const { user, fetchMock } = openFiles();
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    await user.click(within(report).getByRole('button', { name: 'Delete' }));
    expect(within(report).getByText('Delete this file?')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Cancel' }));
    expect(within(report).queryByText('Delete this file?')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(report).getByRole('button', { name: 'Delete' })).toHaveFocus(),
    );
    expect(callsTo(fetchMock, 'DELETE', `/api/files/${ids.fileReport}`)).toHaveLength(0);

    await user.click(within(report).getByRole('button', { name: 'Delete' }));
    await user.click(within(report).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Inspection report.pdf' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2 files')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/files/${ids.fileReport}`)).toHaveLength(1);
  });

  it('says why a delete failed', async () => {
    const { user } = openSignedIn(taskFilesPath, {
      ...fileListRoutes(taskFilesApi, () => [makeFile()]),
      [`DELETE /api/files/${ids.fileReport}`]: () =>
        jsonResponse({ error: 'Project Manager role or higher required', code: 'FORBIDDEN' }, 403),
    });
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    await user.click(within(report).getByRole('button', { name: 'Delete' }));
    await user.click(within(report).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to delete file: Project Manager role or higher required'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Inspection report.pdf' })).toBeInTheDocument();
  });

  it('offers no Delete to a contractor', async () => {
    openFiles(threeFiles(), makeWorkspace({ role: 'contractor', isOwner: false }));
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    expect(within(report).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(report).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
  });

  it('opens an image large in a dialog that Escape closes, giving the focus back', async () => {
    const { user } = openFiles();
    const thumbnail = await screen.findByRole(
      'button',
      { name: 'Preview roof-photo.jpg' },
      firstLoad,
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Inspection report.pdf' })).queryByRole(
        'button',
        { name: /^Preview/ },
      ),
    ).not.toBeInTheDocument();
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'roof-photo.jpg' });
    expect(within(dialog).getByRole('img', { name: 'roof-photo.jpg' })).toHaveAttribute(
      'src',
      `/api/files/${ids.filePhoto}?expires=1&signature=abc`,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });

  it('says when there are no files, and the button opens the upload zone on its picker', async () => {
    const { user } = openFiles([]);
    expect(await screen.findByText('No files uploaded yet', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('0 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Upload your first file' }));
    expect(screen.getByLabelText('Browse files')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows a loading skeleton, then the error with a Retry that loads again', async () => {
    let fail = true;
    let answerFirstCall: () => void = () => undefined;
    const firstCallAnswered = new Promise<void>((resolve) => (answerFirstCall = resolve));
    const { user } = openSignedIn(taskFilesPath, {
      [`GET ${taskFilesApi}`]: async (_init, url) => {
        await firstCallAnswered;
        return fail
          ? jsonResponse({ error: 'Storage unavailable', code: 'INTERNAL' }, 503)
          : pagedAnswer([makeFile()], url);
      },
    });
    expect(
      await screen.findByRole('list', { name: 'Loading files' }, firstLoad),
    ).toBeInTheDocument();
    answerFirstCall();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load files')).toBeInTheDocument();
    expect(
      within(alert).getByText('Failed to fetch task files: Storage unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('listitem', { name: 'Inspection report.pdf' }),
    ).toBeInTheDocument();
  });
});
