import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { fileListRoutes } from '../testing/file-server';
import type { FakeUpload } from '../testing/fake-xhr';
import { stubUploads } from '../testing/fake-xhr';
import {
  callsTo,
  firstLoad,
  ids,
  loadFileChunks,
  makeFile,
  openSignedIn,
  taskFilesApi,
  taskFilesPath,
} from '../testing/fixtures';

const pdf = (name = 'quote.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function openEmptyTask() {
  let list: ReturnType<typeof makeFile>[] = [];
  const view = openSignedIn(taskFilesPath, {
    ...fileListRoutes(taskFilesApi, () => list),
  });
  return {
    ...view,
    setFiles: (files: ReturnType<typeof makeFile>[]) => {
      list = files;
    },
  };
}

async function openUploadZone() {
  const toggle = await screen.findByRole('button', { name: 'Upload Files' }, firstLoad);
  await screen.findByText('No files uploaded yet');
  fireEvent.click(toggle);
  return screen.getByLabelText('Browse files');
}

const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Uploading ${name}` });

describe('Uploading files', () => {
  beforeAll(loadFileChunks, 60_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends each file with its headers, shows its progress, then a check, and clears the list', async () => {
    const sent = stubUploads();
    const { user, setFiles, fetchMock } = openEmptyTask();
    const picker = await openUploadZone();
    await user.upload(picker, [pdf('quote.pdf'), pdf('Ärger & Co.pdf', 4096)]);

    expect(sent).toHaveLength(2);
    const [first, second] = sent as [FakeUpload, FakeUpload];
    expect(first.method).toBe('PUT');
    expect(first.url).toMatch(
      /^\/api\/files\/upload\/direct\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.url).not.toBe(first.url);
    expect(first.headers).toMatchObject({
      'x-filename': 'quote.pdf',
      'x-task-id': ids.task,
      'x-workspace-id': ids.workspace,
      'content-type': 'application/pdf',
      authorization: 'Bearer session-token',
    });
    expect(second.headers['x-filename']).toBe('%C3%84rger%20%26%20Co.pdf');
    expect(first.body).toBeInstanceOf(File);

    expect(progressOf('quote.pdf')).toHaveAttribute('aria-valuenow', '0');
    act(() => first.progress(512, 2048));
    expect(progressOf('quote.pdf')).toHaveAttribute('aria-valuenow', '25');
    act(() => first.progress(2048, 2048));
    expect(progressOf('quote.pdf')).toHaveAttribute('aria-valuenow', '100');

    const stored = [makeFile({ filename: 'quote.pdf' })];
    setFiles(stored);
    act(() => first.respond(201, stored[0]));
    expect(await screen.findByRole('img', { name: 'Uploaded' })).toBeInTheDocument();
    expect(screen.getByText('File uploaded successfully')).toBeInTheDocument();
    act(() => second.respond(400, { error: 'File type not allowed', code: 'VALIDATION_FAILED' }));
    expect(await screen.findByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getAllByText('File type not allowed').length).toBeGreaterThan(0);

    // The list refetches once the batch is done, and the progress goes 3 s later.
    expect(await screen.findByRole('listitem', { name: 'quote.pdf' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', taskFilesApi).length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Upload progress' })).not.toBeInTheDocument(),
    );
  });

  it('uploads what is dropped on the zone', async () => {
    const sent = stubUploads();
    openEmptyTask();
    await openUploadZone();
    const zone = screen.getByTestId('upload-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')], types: ['Files'] } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-filename']).toBe('dropped.pdf');
    expect(progressOf('dropped.pdf')).toBeInTheDocument();
  });

  it('sends nothing when one file of the batch is invalid, and lists every problem', async () => {
    const sent = stubUploads();
    const { user } = openEmptyTask();
    const picker = await openUploadZone();
    await user.upload(picker, [
      pdf('fine.pdf'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([], 'CON.txt', { type: 'text/plain' }),
    ]);
    expect(sent).toHaveLength(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No files were uploaded. Fix these and try again:');
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'setup.exe: File type not allowed',
      'CON.txt: Invalid filename',
      'CON.txt: File is empty',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('forgets a session the server refuses mid-upload and goes to sign-in', async () => {
    const sent = stubUploads();
    const { user } = openEmptyTask();
    const picker = await openUploadZone();
    await user.upload(picker, pdf());
    act(() =>
      (sent[0] as FakeUpload).respond(401, { error: 'Session expired', code: 'UNAUTHORIZED' }),
    );
    expect(await screen.findByText('Sign in with your phone number.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [
      'a refusal without a message',
      (upload: FakeUpload) => upload.respond(500, ''),
      'Upload failed with status 500',
    ],
    [
      'a network failure',
      (upload: FakeUpload) => upload.failNetwork(),
      'Upload failed due to network error',
    ],
    [
      'an answer that is not JSON',
      (upload: FakeUpload) => upload.respond(201, '<html>'),
      'Invalid response format',
    ],
    [
      'an answer that is not a file',
      (upload: FakeUpload) => upload.respond(201, { ok: true }),
      'Invalid response format',
    ],
  ])('says what went wrong after %s', async (_case, fail, message) => {
    const sent = stubUploads();
    const { user } = openEmptyTask();
    const picker = await openUploadZone();
    await user.upload(picker, pdf());
    act(() => fail(sent[0] as FakeUpload));
    const item = (await screen.findByRole('img', { name: 'Failed' })).closest('li');
    expect(item).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });
});
