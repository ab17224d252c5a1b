import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  expectNoAxeViolations,
  firstLoad,
  ids,
  openSignedIn,
  page,
  provideLayoutApis,
  searchCalls,
  searchPath,
  shingleResults,
  workspaceDetail,
} from '../testing/fixtures';

const notificationsPath = `/workspaces/${ids.workspace}/notifications`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The app on a workspace page, the palette's code loaded, and the page's heading shown. */
async function openOnWorkspacePage(routes: Parameters<typeof openSignedIn>[1] = {}) {
  const view = openSignedIn(notificationsPath, {
    'GET /api/search': () => jsonResponse(page(shingleResults())),
    ...routes,
  });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' }, firstLoad);
  return view;
}

const palette = () => screen.getByRole('dialog', { name: 'Search and commands' });

describe('Command palette', () => {
  beforeAll(async () => {
    provideLayoutApis();
    await import('./command-palette');
  }, 60_000);

  it('opens on Ctrl-K, finds as you type, and opens the highlighted result on Enter', async () => {
    const { user, router, fetchMock } = await openOnWorkspacePage();

    await user.keyboard('{Control>}k{/Control}');

    const input = await screen.findByRole('combobox', { name: 'Search or run a command' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('shingle');

    const tasks = await within(palette()).findByRole('group', { name: 'Tasks' });
    // The best match is highlighted once the results come.
    await waitFor(() =>
      expect(within(tasks).getByRole('option', { name: /Order shingles/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    for (const kind of ['Projects', 'Comments', 'Ventures']) {
      expect(within(palette()).getByRole('group', { name: kind })).toBeInTheDocument();
    }
    expect(searchCalls(fetchMock).at(-1)?.get('q')).toBe('shingle');
    await expectNoAxeViolations('command palette with results');

    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys: the next result opens, a comment opening its task', async () => {
    const { user, router } = await openOnWorkspacePage();
    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('combobox', { name: 'Search or run a command' });
    await user.keyboard('shingle');
    await within(palette()).findByRole('group', { name: 'Comments' });
    await waitFor(() =>
      expect(within(palette()).getByRole('option', { name: /Order shingles/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );

    // Tasks, then Projects, then Comments.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(palette()).getByRole('option', { name: /Hire roofer/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.otherTask}`,
      ),
    );
  });

  it('closes on Escape and gives the focus back to where it was', async () => {
    const { user } = await openOnWorkspacePage();
    const preferences = screen.getByRole('link', { name: 'Preferences' });
    preferences.focus();

    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search or run a command' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(preferences).toHaveFocus());
  });

  it('offers My Tasks and the places already loaded, narrowed by what is typed', async () => {
    const { user, router, queryClient } = await openOnWorkspacePage();
    act(() => {
      queryClient.setQueryData(
        ['workspaces', 'list'],
        [
          { id: ids.workspace, name: 'Acme Build' },
          { id: '99999999-9999-4999-8999-999999999999', name: 'Harbour Lofts' },
        ],
      );
      queryClient.setQueryData(
        ['projects', 'list', ids.workspace, { includeArchived: false }],
        [{ id: ids.project, name: 'Roof repair', workspaceId: ids.workspace }],
      );
    });

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search or run a command' });
    const actions = within(palette()).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'My Tasks',
      'Go to project Roof repair',
      'Go to workspace Acme Build',
      'Go to workspace Harbour Lofts',
    ]);

    await user.keyboard('harb');
    await waitFor(() =>
      expect(
        within(palette())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Go to workspace Harbour Lofts'),
    );
    expect(within(palette()).queryByRole('option', { name: 'My Tasks' })).not.toBeInTheDocument();
    await user.click(
      within(palette()).getByRole('option', { name: 'Go to workspace Harbour Lofts' }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/workspaces/99999999-9999-4999-8999-999999999999',
      ),
    );
  });

  it('takes My Tasks to the workspace’s tasks assigned to me, from the keyboard alone', async () => {
    const { user, router } = await openOnWorkspacePage();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search or run a command' });

    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/workspaces/${ids.workspace}/my-tasks`),
    );
  });

  /** The palette on the workspace page of someone with this role, its projects loaded, "roof" typed. */
  async function paletteWithRoofTyped(role: WorkspaceDetail['role']) {
    const view = await openOnWorkspacePage({
      [`GET /api/workspaces/${ids.workspace}`]: () =>
        jsonResponse(workspaceDetail({ role, isOwner: false })),
    });
    act(() => {
      view.queryClient.setQueryData(
        ['projects', 'list', ids.workspace, { includeArchived: false }],
        [{ id: ids.project, name: 'Roof repair', workspaceId: ids.workspace }],
      );
    });
    await view.user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search or run a command' });
    // The workspace's answer, whose role decides, has come.
    await waitFor(() =>
      expect(view.queryClient.getQueryData(['workspaces', 'detail', ids.workspace])).toBeDefined(),
    );
    await view.user.keyboard('roof');
    return view;
  }

  it('offers a project manager a new task in a project, opening its Create Task form', async () => {
    const { user, router } = await paletteWithRoofTyped('project_manager');

    await user.click(
      await within(palette()).findByRole('option', { name: 'New task in Roof repair' }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/workspaces/${ids.workspace}/projects/${ids.project}/tasks`,
      ),
    );
    expect(router.state.location.search).toBe('?create=task');
  });

  it('does not offer a contractor, who may not create tasks, a new task', async () => {
    await paletteWithRoofTyped('contractor');

    await waitFor(() =>
      expect(
        within(palette()).getByRole('option', { name: 'Go to project Roof repair' }),
      ).toBeInTheDocument(),
    );
    expect(within(palette()).queryByRole('option', { name: /^New task/ })).not.toBeInTheDocument();
  });

  it('offline, finds what this device holds and says so', async () => {
    const { user, queryClient, fetchMock } = await openOnWorkspacePage();
    act(() => {
      queryClient.setQueryData(['tasks', 'detail', ids.task], {
        id: ids.task,
        title: 'Order shingles',
        projectId: ids.project,
        workspaceId: ids.workspace,
      });
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search or run a command' });
    await user.keyboard('shin');

    expect(
      await within(palette()).findByText('Offline: searching what is on this device'),
    ).toBeInTheDocument();
    expect(within(palette()).getByRole('option', { name: 'Order shingles' })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('is reached from the search screen too, which keeps its own field', async () => {
    const { user } = openSignedIn(searchPath(), {});
    await screen.findByRole('heading', { level: 1, name: 'Search' }, firstLoad);
    expect(screen.queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');

    expect(
      await screen.findByRole('combobox', { name: 'Search or run a command' }),
    ).toBeInTheDocument();
  });
});
