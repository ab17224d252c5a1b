import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagedAnswer } from '../../../test/paged-answer';
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

describe("Task detail's Files section", () => {
  beforeAll(loadFileChunks, 60_000);

  it('shows the task files with a Full Screen View link to the Task Files page', async () => {
    const { user, router } = openSignedIn(taskDetailPath, {
      ...fileListRoutes(taskFilesApi, () => [makeFile()]),
      [`GET /api/tasks/${ids.task}/comments`]: (_init, url) => pagedAnswer([], url),
    });
    const section = await screen.findByRole('region', { name: 'Files' }, firstLoad);
    expect(
      await within(section).findByRole('listitem', { name: 'Inspection report.pdf' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
    await user.click(within(section).getByRole('link', { name: 'Full Screen View' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Task Files' }, firstLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(taskFilesPath);
  });
});
