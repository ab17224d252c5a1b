import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileListRoutes } from '../testing/file-server';
import {
  callsTo,
  firstLoad,
  ids,
  loadFileChunks,
  makeWorkspace,
  openSignedIn,
  taskDetailPath,
  threeFiles,
  toWorkspaceFile,
  workspaceFilesPath,
} from '../testing/fixtures';

function openWorkspaceFiles(workspace = makeWorkspace()) {
  return openSignedIn(
    workspaceFilesPath,
    {
      ...fileListRoutes('/api/files', () => threeFiles().map(toWorkspaceFile)),
    },
    workspace,
  );
}

describe('Workspace files page', () => {
  beforeAll(loadFileChunks, 60_000);

  it("lists the workspace's files, each with links to its task and project, and no upload", async () => {
    const { fetchMock } = openWorkspaceFiles();
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
    expect(screen.getByText('3 files')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Order shingles' })).toHaveAttribute(
      'href',
      taskDetailPath,
    );
    expect(within(report).getByRole('link', { name: 'Roof repair' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks`,
    );
    expect(within(report).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Browse files')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/files')).toHaveLength(1);
    expect(
      new URL(
        String(callsTo(fetchMock, 'GET', '/api/files')[0]?.[0]),
        'http://localhost',
      ).searchParams.get('workspaceId'),
    ).toBe(ids.workspace);
  });

  it('offers no Delete to a client', async () => {
    openWorkspaceFiles(makeWorkspace({ role: 'client', isOwner: false }));
    const report = await screen.findByRole(
      'listitem',
      { name: 'Inspection report.pdf' },
      firstLoad,
    );
    expect(within(report).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(report).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says when the workspace has no files, without offering an upload', async () => {
    openSignedIn(
      workspaceFilesPath,
      fileListRoutes('/api/files', () => []),
    );
    expect(await screen.findByText('No files uploaded yet', {}, firstLoad)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Upload your first file' }),
    ).not.toBeInTheDocument();
  });
});
