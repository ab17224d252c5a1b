import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { fileListRoutes } from '../testing/file-server';
import {
  firstLoad,
  ids,
  loadFileChunks,
  makeFile,
  openSignedIn,
  taskDetailPath,
  taskFilesApi,
  taskFilesPath,
} from '../testing/fixtures';

describe('Task Files page', () => {
  beforeAll(loadFileChunks, 60_000);

  it('names the workspace, project and task in the breadcrumb, above the file manager', async () => {
    openSignedIn(taskFilesPath, {
      ...fileListRoutes(taskFilesApi, () => [makeFile()]),
    });
    await screen.findByRole('listitem', { name: 'Inspection report.pdf' }, firstLoad);
    expect(screen.getByRole('heading', { level: 1, name: 'Task Files' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Acme Build' })).toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'Roof repair' })).toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'Order shingles' })).toHaveAttribute(
      'href',
      taskDetailPath,
    );
    expect(screen.getByRole('link', { name: 'Back to Task' })).toHaveAttribute(
      'href',
      taskDetailPath,
    );
  });

  it('says Task Not Found for a task that does not exist', async () => {
    openSignedIn(taskFilesPath, {
      [`GET /api/tasks/${ids.task}`]: () =>
        jsonResponse({ error: 'Task not found', code: 'NOT_FOUND' }, 404),
      [`GET ${taskFilesApi}`]: () =>
        jsonResponse({ error: 'Task not found', code: 'NOT_FOUND' }, 404),
    });
    expect(await screen.findByText('Task Not Found', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
  });

  it('says Task Not Found for ids that are not ids, without asking the server', async () => {
    const { fetchMock } = openSignedIn('/workspaces/w1/projects/p1/tasks/t1/files', {});
    expect(await screen.findByText('Task Not Found', {}, firstLoad)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/files'))).toBe(
      false,
    );
  });

  it('restricts access to someone outside the workspace', async () => {
    openSignedIn(taskFilesPath, {
      [`GET /api/workspaces/${ids.workspace}`]: () =>
        jsonResponse({ error: 'Workspace not found', code: 'NOT_FOUND' }, 404),
      [`GET /api/tasks/${ids.task}`]: () =>
        jsonResponse({ error: 'Task not found', code: 'NOT_FOUND' }, 404),
      [`GET ${taskFilesApi}`]: () =>
        jsonResponse({ error: 'Task not found', code: 'NOT_FOUND' }, 404),
    });
    expect(
      await screen.findByText(
        "Access Restricted: You don't have permission to view files for this task.",
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Files' })).not.toBeInTheDocument();
  });
});
