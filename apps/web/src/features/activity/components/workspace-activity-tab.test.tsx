import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderWithProviders } from '../../../test/render';
import {
  activityPage,
  ids,
  makeActivityItem,
  makeWorkspace,
  queriesTo,
  sam,
  workspaceActivityApi,
} from '../testing/fixtures';
import { WorkspaceActivityTab } from './workspace-activity-tab';

const workspacePath = `/workspaces/${ids.workspace}`;
const task = { type: 'task', id: ids.task, title: 'Order the tiles' } as const;

function openTab(search = '?tab=activity') {
  const fetchMock = stubApi({
    [`GET ${workspaceActivityApi}`]: () =>
      jsonResponse(
        activityPage([
          makeActivityItem({
            actor: sam,
            subject: { type: 'task', id: ids.task, title: 'Order the tiles' },
          }),
        ]),
      ),
  });
  const view = renderWithProviders(
    <WorkspaceActivityTab workspaceId={ids.workspace} members={makeWorkspace().members} />,
    {
      path: `${workspacePath}${search}`,
    },
  );
  return { ...view, fetchMock };
}

const lastQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  queriesTo(fetchMock, workspaceActivityApi).at(-1);

/** A long feed: 'Entry 1' is the newest. */
const longFeed = () =>
  Array.from({ length: 60 }, (_, index) =>
    makeActivityItem({
      actor: sam,
      subject: { type: 'task', id: ids.task, title: `Entry ${index + 1}` },
    }),
  );

describe('WorkspaceActivityTab', () => {
  it('asks for 50 entries, draws only those near the window, and the next 50 from Load more', async () => {
    const feed = longFeed();
    const fetchMock = stubApi({
      [`GET ${workspaceActivityApi}`]: (_init, url) => pagedAnswer(feed, url),
    });
    const { user } = renderWithProviders(
      <WorkspaceActivityTab workspaceId={ids.workspace} members={makeWorkspace().members} />,
      { path: `${workspacePath}?tab=activity` },
    );
    const list = await screen.findByRole('list', { name: 'Workspace activity' });
    expect(lastQuery(fetchMock)?.get('limit')).toBe('50');
    expect(lastQuery(fetchMock)?.has('cursor')).toBe(false);
    // jsdom's window of 768 px holds a screenful of lines, not 50.
    const drawn = within(list).getAllByRole('listitem').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(50);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument(),
    );
    expect(lastQuery(fetchMock)?.get('cursor')).toBe('after-50');
    expect(lastQuery(fetchMock)?.get('limit')).toBe('50');
  });

  it('lists the workspace feed, naming what each entry is about', async () => {
    const { fetchMock } = openTab();
    const list = await screen.findByRole('list', { name: 'Workspace activity' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Sam moved Order the tiles from To Do to In Progress · 2h ago',
    );
    expect(lastQuery(fetchMock)?.has('type')).toBe(false);
    expect(lastQuery(fetchMock)?.has('actorId')).toBe(false);
  });

  it('leads from the tasks and projects it names to their pages, while they exist', async () => {
    stubApi({
      [`GET ${workspaceActivityApi}`]: () =>
        jsonResponse(
          activityPage([
            makeActivityItem({ action: 'created', changes: [] }),
            makeActivityItem({
              subject: { type: 'member', id: ids.sam, title: 'Sam' },
              action: 'assigned',
              changes: [
                { field: 'project', from: null, to: { id: ids.project, name: 'Bathroom refit' } },
              ],
              taskId: null,
            }),
            makeActivityItem({
              subject: { ...task, title: 'Old task' },
              action: 'deleted',
              changes: [],
              taskId: null,
            }),
          ]),
        ),
    });
    renderWithProviders(
      <WorkspaceActivityTab workspaceId={ids.workspace} members={makeWorkspace().members} />,
      { path: `${workspacePath}?tab=activity` },
    );
    const list = await screen.findByRole('list', { name: 'Workspace activity' });
    const [created, assigned, deleted] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(created).getByRole('link', { name: 'Order the tiles' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`,
    );
    expect(created).toHaveTextContent('Maria created Order the tiles · 2h ago');
    // A person is not a link; the project they were put on is.
    expect(within(assigned).getAllByRole('link')).toHaveLength(1);
    expect(within(assigned).getByRole('link', { name: 'Bathroom refit' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}`,
    );
    // A deleted task has no page to lead to.
    expect(deleted).toHaveTextContent('Maria deleted Old task');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('narrows the feed by type and by person, and keeps both in the address', async () => {
    const { user, fetchMock, router } = openTab();
    await screen.findByRole('list', { name: 'Workspace activity' });
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Tasks',
      'Projects',
      'Comments',
      'Checklists',
      'Checklist items',
      'Files',
      'Members',
      'Ventures',
      'Pledges',
    ]);
    await user.selectOptions(type, 'Comments');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('type')).toBe('comment'));

    const person = screen.getByLabelText('Person');
    // The members, by name, after All people.
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All people', 'Ada Lovelace', 'Maria', 'Sam']),
    );
    await user.selectOptions(person, 'Sam');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('actorId')).toBe(ids.sam));
    expect(lastQuery(fetchMock)?.get('type')).toBe('comment');

    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('tab')).toBe('activity');
    expect(search.get('type')).toBe('comment');
    expect(search.get('person')).toBe(ids.sam);

    await user.selectOptions(type, 'All');
    await waitFor(() => expect(lastQuery(fetchMock)?.has('type')).toBe(false));
    expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false);
  });

  it('opens with the filters of a shared link', async () => {
    const { fetchMock } = openTab(`?tab=activity&type=file&person=${ids.sam}`);
    await screen.findByRole('list', { name: 'Workspace activity' });
    expect(queriesTo(fetchMock, workspaceActivityApi)[0]?.get('type')).toBe('file');
    expect(queriesTo(fetchMock, workspaceActivityApi)[0]?.get('actorId')).toBe(ids.sam);
    expect(screen.getByLabelText('Type')).toHaveValue('file');
    await waitFor(() => expect(screen.getByLabelText('Person')).toHaveValue(ids.sam));
  });

  it('says when nothing matches the filters', async () => {
    stubApi({
      [`GET ${workspaceActivityApi}`]: () => jsonResponse(activityPage([])),
    });
    renderWithProviders(
      <WorkspaceActivityTab workspaceId={ids.workspace} members={makeWorkspace().members} />,
      {
        path: `${workspacePath}?tab=activity&type=pledge`,
      },
    );
    expect(await screen.findByText('No activity matches these filters')).toBeVisible();
  });
});
