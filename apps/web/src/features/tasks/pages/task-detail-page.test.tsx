import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  firstLoad,
  ids,
  loadTaskChunks,
  makeProject,
  makeTask,
  makeWorkspaceDetail,
  openSignedIn,
  projectTasksPath,
  taskDetailPath,
} from '../testing/fixtures';

describe('Task detail page', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('waits for its workspace before drawing, so that Edit and the trail do not move in later', async () => {
    let answerWorkspace = () => {};
    const workspaceAnswered = new Promise<void>((resolve) => {
      answerWorkspace = resolve;
    });
    openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
      [`GET /api/workspaces/${ids.workspace}`]: async () => {
        await workspaceAnswered;
        return jsonResponse(makeWorkspaceDetail());
      },
    });
    await waitFor(
      () => expect(document.querySelector('[data-skeleton="task"]')).not.toBeNull(),
      firstLoad,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    answerWorkspace();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows every field, the actions and the comments', async () => {
    openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () =>
        jsonResponse(
          makeTask({
            // An assignee without a name, and a due date long past.
            assignee: { id: ids.contractor, name: null, phoneNumber: '+15550002222' },
            dueDate: '2025-01-01T12:00:00.000Z',
          }),
        ),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText(/days overdue/)).toBeInTheDocument();
    expect(screen.getByText('This user has no name set')).toBeInTheDocument();
    expect(screen.getByText('$1,250')).toBeInTheDocument();
    expect(screen.getByText('Forty bundles of architectural shingles')).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Change status' })).toHaveValue('to_do');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Files' })).toHaveAttribute(
      'href',
      `${taskDetailPath}/files`,
    );
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute(
      'href',
      projectTasksPath,
    );
    expect(screen.getByRole('link', { name: 'View Project' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}`,
    );
    const comments = screen.getByRole('region', { name: /Comments/ });
    expect(await within(comments).findByText('No comments yet')).toBeInTheDocument();
  });

  it('offers a manager Edit and Delete, each opening its own dialog', async () => {
    const { user } = openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, firstLoad));
    expect(await screen.findByRole('dialog', { name: 'Delete Task' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Task' }, firstLoad)).toBeVisible();
  });

  it('gives a contractor on the project the status control, but neither Edit nor Delete', async () => {
    openSignedIn(taskDetailPath, {
      [`GET /api/workspaces/${ids.workspace}`]: () =>
        jsonResponse(makeWorkspaceDetail({ isOwner: false, role: 'contractor' })),
      // On the project's team, so the project is theirs to see.
      [`GET /api/projects/${ids.project}`]: () =>
        jsonResponse(
          makeProject({
            createdBy: ids.contractor,
            assignments: [
              {
                userId: signedInUser.id,
                role: 'contractor',
                user: signedInUser,
              },
            ],
          }),
        ),
      [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Change status' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Files' })).toBeInTheDocument();
  });

  it('says Task Not Found, with Back to Tasks, for a task that does not exist', async () => {
    openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () =>
        jsonResponse({ error: 'Task not found', code: 'NOT_FOUND' }, 404),
    });
    expect(await screen.findByText('Task Not Found', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute(
      'href',
      projectTasksPath,
    );
  });
});
