import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import {
  callsTo,
  contractorUser,
  firstLoad,
  ids,
  loadTaskChunks,
  makeTask,
  makeWorkspaceDetail,
  metricsRoute,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
} from '../testing/fixtures';

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

// Two tasks of the signed-in person's beside the fixtures' (the contractor's and nobody's).
const tasks = [
  ...threeTasks(),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000011',
    title: 'Measure the roof',
    assignedTo: signedInUser.id,
    assignee: signedInUser,
  }),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000012',
    title: 'Book the skip',
    status: 'complete',
    assignedTo: signedInUser.id,
    assignee: signedInUser,
  }),
];

const titlesShown = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Task filter panel', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('narrows the list to an assignee, Me being whoever opens the link', async () => {
    const { router, user, fetchMock } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(tasks),
    });
    await screen.findByRole('article', { name: 'Hire roofer' }, firstLoad);
    const filters = screen.getByRole('region', { name: 'Filters' });
    const assignee = within(filters).getByLabelText('Assignee');
    // Everyone who may be given a task; the reader is Me, a pending invitee is nobody yet.
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All assignees', 'Me', 'Cole Contractor']),
    );

    await user.selectOptions(assignee, 'Me');
    expect(router.state.location.search).toBe('?assignee=me');
    await waitFor(() => expect(titlesShown()).toEqual(['Measure the roof', 'Book the skip']));
    expect(
      callsTo(fetchMock, 'GET', '/api/tasks').some(
        ({ query }) => query.get('assignedTo') === signedInUser.id,
      ),
    ).toBe(true);
    expect(within(filters).getByText('Assignee: Me')).toBeInTheDocument();

    await user.selectOptions(assignee, 'Cole Contractor');
    expect(router.state.location.search).toBe(`?assignee=${contractorUser.id}`);
    await waitFor(() => expect(titlesShown()).toEqual(['Order shingles', 'Final inspection']));
    await user.click(
      within(filters).getByRole('button', { name: 'Remove filter Assignee: Cole Contractor' }),
    );
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(titlesShown()).toHaveLength(tasks.length));
  });

  it('names a member who has no name by their phone number', async () => {
    const workspace = makeWorkspaceDetail();
    const members = workspace.members.map((member) =>
      member.userId === contractorUser.id
        ? { ...member, user: { ...member.user, name: null } }
        : member,
    );
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(tasks),
      [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse({ ...workspace, members }),
    });
    const filters = await screen.findByRole('region', { name: 'Filters' }, firstLoad);
    const assignee = within(filters).getByLabelText('Assignee');
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All assignees', 'Me', '+1 555 000 2222']),
    );
  });

  it('counts only the assignee’s tasks in the board’s columns', async () => {
    const { fetchMock } = openSignedIn(`${projectTasksPath}?view=board&assignee=me`, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
    });
    const complete = await screen.findByRole('region', { name: /^Complete/ }, firstLoad);
    await within(complete).findByRole('article', { name: 'Book the skip' });
    await waitFor(() =>
      expect(within(complete).getByRole('heading', { level: 2 })).toHaveTextContent('Complete1'),
    );
    const asked = callsTo(fetchMock, 'GET', '/api/tasks/metrics').map(({ query }) =>
      query.get('assignedTo'),
    );
    // The tiles count the whole project; the columns count what they show.
    expect(asked).toContain(signedInUser.id);
    expect(asked).toContain(null);
  });

  it('opens on a phone from a Filters button that counts them, in a sheet that Escape closes', async () => {
    window.innerWidth = 390;
    const { router, user } = openSignedIn(`${projectTasksPath}?status=to_do`, {
      'GET /api/tasks': tasksRoute(tasks),
    });
    const open = await screen.findByRole('button', { name: 'Filters (1 active)' }, firstLoad);
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Priority')).not.toBeInTheDocument();

    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The same controls, the focus on the first.
    await waitFor(() => expect(within(sheet).getByLabelText('Status')).toHaveFocus());
    expect(within(sheet).getByLabelText('Status')).toHaveValue('to_do');
    await user.selectOptions(within(sheet).getByLabelText('Assignee'), 'Me');
    expect(new URLSearchParams(router.state.location.search).get('assignee')).toBe('me');
    expect(within(sheet).getByRole('list', { name: 'Active filters' })).toHaveTextContent(
      'Assignee: Me',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopen = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(reopen).toHaveFocus();
    await waitFor(() => expect(titlesShown()).toEqual(['Measure the roof']));

    await user.click(reopen);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', {
        name: 'Clear all',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Show tasks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});
