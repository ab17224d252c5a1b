import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  expectNoAxeViolations,
  firstLoad,
  ids,
  makeResult,
  openSignedIn,
  page,
  searchCalls,
  searchPath,
  shingleResults,
} from '../testing/fixtures';

const main = () => within(screen.getByRole('main'));
/** The search screen, once its code is in and it shows. */
const searchScreenShown = () =>
  screen.findByRole('heading', { level: 1, name: 'Search' }, firstLoad);
const searchField = () => main().getByRole('searchbox', { name: 'Search' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Search page', () => {
  beforeAll(() => import('./search-page'), 60_000);

  it('shows what is found as the person types, grouped by kind, each leading to its page', async () => {
    const { user, router, fetchMock } = openSignedIn(searchPath(), {
      'GET /api/search': () => jsonResponse(page(shingleResults())),
    });
    await searchScreenShown();
    expect(main().getByText('Type at least 2 characters to search.')).toBeInTheDocument();

    await user.type(searchField(), 'shingle');

    const tasks = await main().findByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByRole('link', { name: /Order shingles/ })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`,
    );
    // A comment leads to its task.
    const comments = main().getByRole('region', { name: 'Comments' });
    expect(within(comments).getByRole('link', { name: /Hire roofer/ })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.otherTask}`,
    );
    expect(
      within(main().getByRole('region', { name: 'Projects' })).getByRole('link'),
    ).toHaveAttribute('href', `/workspaces/${ids.workspace}/projects/${ids.project}`);
    expect(
      within(main().getByRole('region', { name: 'Ventures' })).getByRole('link'),
    ).toHaveAttribute('href', `/workspaces/${ids.workspace}/ventures/${ids.venture}`);
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tasks', 'Projects', 'Comments', 'Ventures']);
    expect(main().getByRole('status')).toHaveTextContent('4 results');
    // The matched word is emphasised, the text around it is left as it was written.
    expect(
      within(tasks)
        .getAllByText(/shingle/i, { selector: 'mark' })
        .map((mark) => mark.textContent),
    ).toEqual(['shingle', 'shingle']);

    // Typing is sent once it pauses, never shorter than the server accepts, and kept in the URL.
    const sent = searchCalls(fetchMock).map((query) => query.get('q') ?? '');
    expect(sent.at(-1)).toBe('shingle');
    expect(sent.every((q) => q.length >= 2 && 'shingle'.startsWith(q))).toBe(true);
    expect(searchCalls(fetchMock)[0]?.get('workspaceId')).toBe(ids.workspace);
    expect(router.state.location.search).toBe('?q=shingle');
    await expectNoAxeViolations('search page with results');
  });

  it('loads the next page with the cursor of the one before', async () => {
    const spareShingles = makeResult({
      id: ids.otherTask,
      title: 'Return spare shingles',
      taskId: ids.otherTask,
    });
    const { user, fetchMock } = openSignedIn(searchPath('?q=shingle'), {
      'GET /api/search': () =>
        searchCalls(fetchMock).at(-1)?.get('cursor') === 'page-2'
          ? jsonResponse(page([spareShingles]))
          : jsonResponse(page([makeResult()], 'page-2')),
    });
    await searchScreenShown();
    await main().findByRole('link', { name: /Order shingles/ });

    await user.click(main().getByRole('button', { name: 'Load more' }));

    expect(await main().findByRole('link', { name: /Return spare shingles/ })).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Order shingles/ })).toBeInTheDocument();
    expect(searchCalls(fetchMock).map((query) => query.get('cursor'))).toEqual([null, 'page-2']);
    expect(main().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent('2 results');
  });

  it('loads the next page as the end of the list comes into view, and says when it fails', async () => {
    const observer = stubIntersectionObserver();
    let nextPageFails = true;
    const { user, fetchMock } = openSignedIn(searchPath('?q=shingle'), {
      'GET /api/search': () => {
        if (searchCalls(fetchMock).at(-1)?.get('cursor') !== 'page-2') {
          return jsonResponse(page([makeResult()], 'page-2'));
        }
        return nextPageFails
          ? jsonResponse({ error: 'Search is resting', code: 'INTERNAL' }, 503)
          : jsonResponse(page([makeResult({ id: ids.otherTask, title: 'Hire roofer' })]));
      },
    });
    await searchScreenShown();
    await main().findByRole('link', { name: /Order shingles/ });

    act(() => observer.reveal());

    expect(await main().findByText('More results could not be loaded.')).toBeInTheDocument();
    // What was found stays; the button asks again.
    expect(main().getByRole('link', { name: /Order shingles/ })).toBeInTheDocument();
    nextPageFails = false;
    await user.click(main().getByRole('button', { name: 'Load more' }));
    expect(await main().findByRole('link', { name: /Hire roofer/ })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    openSignedIn(searchPath('?q=zebra'), { 'GET /api/search': () => jsonResponse(page([])) });

    await searchScreenShown();
    expect(await main().findByText('No results for “zebra”')).toBeInTheDocument();
  });

  it('shows why a search failed, and searches again on Retry', async () => {
    let fails = true;
    const { user } = openSignedIn(searchPath('?q=shingle'), {
      'GET /api/search': () =>
        fails
          ? jsonResponse({ error: 'Search is resting', code: 'INTERNAL' }, 503)
          : jsonResponse(page([makeResult()])),
    });
    await searchScreenShown();
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Search failed' })).toBeInTheDocument();
    expect(within(alert).getByText('Search is resting')).toBeInTheDocument();

    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await main().findByRole('link', { name: /Order shingles/ })).toBeInTheDocument();
  });

  it('asks for one kind of result when the filter names it, and keeps it in the URL', async () => {
    const { user, router, fetchMock } = openSignedIn(searchPath('?q=shingle'), {
      'GET /api/search': () => jsonResponse(page(shingleResults())),
    });
    await searchScreenShown();
    await main().findByRole('region', { name: 'Ventures' });
    const filter = main().getByRole('group', { name: 'Show' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: 'Comments' }));

    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.get('type')).toBe('comment'));
    expect(searchCalls(fetchMock)[0]?.get('type')).toBeNull();
    expect(router.state.location.search).toBe('?q=shingle&type=comment');
    expect(within(filter).getByRole('button', { name: 'Comments' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offline, finds what this device holds by its title and says so', async () => {
    const { user, queryClient, fetchMock } = openSignedIn(searchPath(), {
      'GET /api/search': () => jsonResponse(page([])),
    });
    await searchScreenShown();
    act(() => {
      // What the task and project screens cached earlier.
      queryClient.setQueryData(
        ['tasks', 'list', { workspaceId: ids.workspace }],
        [
          {
            id: ids.task,
            title: 'Order shingles',
            projectId: ids.project,
            workspaceId: ids.workspace,
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
          {
            id: ids.otherTask,
            title: 'Hire roofer',
            projectId: ids.project,
            workspaceId: ids.workspace,
            updatedAt: '2026-11-02T00:00:00.000Z',
          },
          // Another workspace's task is not this search's.
          {
            id: 'aaaaaaaa-0000-4000-8000-000000000009',
            title: 'Shingle stock',
            projectId: ids.project,
            workspaceId: 'other',
            updatedAt: AT_LATER,
          },
        ],
      );
      queryClient.setQueryData(
        ['projects', 'list', ids.workspace, { includeArchived: false }],
        [
          {
            id: ids.project,
            name: 'Shingle roof',
            workspaceId: ids.workspace,
            updatedAt: AT_LATER,
          },
        ],
      );
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    await user.type(searchField(), 'shingle');

    expect(
      await main().findByText('Offline: searching what is on this device'),
    ).toBeInTheDocument();
    expect(
      within(main().getByRole('region', { name: 'Tasks' })).getByRole('link', {
        name: 'Order shingles',
      }),
    ).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`,
    );
    expect(
      within(main().getByRole('region', { name: 'Projects' })).getByRole('link', {
        name: 'Shingle roof',
      }),
    ).toHaveAttribute('href', `/workspaces/${ids.workspace}/projects/${ids.project}`);
    expect(main().queryByText('Shingle stock')).not.toBeInTheDocument();
    expect(main().queryByText('Hire roofer')).not.toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([]);
  });
});

const AT_LATER = '2026-11-25T00:00:00.000Z';
