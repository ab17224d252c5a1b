import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { getProject as getProjectPageProject } from '../../features/projects/api/get-project';
import { getUnreadCount } from '../../features/notifications/api/get-notifications';
import { getProject } from '../../features/tasks/api/get-context';
import { getWorkspaceDetail } from '../../lib/workspace-detail';
import { fetchWorkspaceProjects } from '../../lib/workspace-lists';
import { getTask } from '../../features/tasks/api/get-task';
import { getTaskMetrics } from '../../features/tasks/api/get-task-metrics';
import { getTaskPage } from '../../features/tasks/api/get-tasks';
import {
  contextRoutes,
  firstLoad,
  ids,
  loadTaskChunks,
  metricsRoute,
  projectTasksPath,
  tasksRoute,
  threeTasks,
} from '../../features/tasks/testing/fixtures';
import { listFiltersOf, readTaskFilters } from '../../features/tasks/use-task-filters';
import {
  flowNotificationsQuery,
  flowProjectsQuery,
  flowTaskCountsQuery,
  flowWorkspaceQuery,
} from '../../features/flow/api/get-flow-sources';
import { getCurrentUser } from '../../lib/current-user';
import { FIRST_VISIT_ANSWER_MS, takeFirstVisitAnswer } from '../../lib/first-visit-answers';
import { routePatterns } from '../../lib/paths';
import { jsonResponse, meResponse, stubApi } from '../../test/fetch';
import { renderApp } from '../../test/render';
import {
  everyFirstVisitRequests,
  firstVisitRoutes,
  type FirstVisitRoute,
} from './first-visit-routes';
import { startFirstVisit } from './start-first-visit';

const params = { workspaceId: ids.workspace, projectId: ids.project, taskId: ids.taskA };
const fill = (template: string) =>
  template.replace(/:(\w+)/g, (_, name: string) => params[name as keyof typeof params]);

/** Each address and X-Workspace-ID header `ask` sends, as "url [workspace]". */
async function addressesAsked(ask: () => Promise<unknown>[]): Promise<string[]> {
  delete window.groundworkFirstVisit;
  const fetchMock = vi.fn(async () => jsonResponse({}));
  vi.stubGlobal('fetch', fetchMock);
  await Promise.allSettled(ask());
  return fetchMock.mock.calls.map(([input, init]: unknown[]) => {
    const headers = (init as RequestInit | undefined)?.headers as Record<string, string>;
    return `${String(input)} [${headers['X-Workspace-ID'] ?? ''}]`;
  });
}

/** The first-visit script's requests for `route`, as addressesAsked writes them. */
async function scriptRequests(route: FirstVisitRoute): Promise<string[]> {
  const search = new URLSearchParams(route.query).toString();
  window.history.replaceState(null, '', fill(route.pattern) + (search ? `?${search}` : ''));
  const asked = await addressesAsked(() => {
    startFirstVisit([{ ...route, files: [] }], [], AUTH_TOKEN_STORAGE_KEY);
    return [...(window.groundworkFirstVisit?.answers.values() ?? [])];
  });
  delete window.groundworkFirstVisit;
  return asked;
}

afterEach(() => {
  delete window.groundworkFirstVisit;
  window.history.replaceState(null, '', '/');
});

describe('the first-visit routes', () => {
  const wholeList = listFiltersOf(
    ids.workspace,
    ids.project,
    readTaskFilters(new URLSearchParams()),
  );
  const workspaceList = listFiltersOf(
    ids.workspace,
    undefined,
    readTaskFilters(new URLSearchParams()),
  );
  const { workspace, projectId, taskId } = { workspace: ids.workspace, ...params };
  // What each page asks for first, through its own fetchers, by pattern and query.
  const run = (query: { queryFn?: unknown }) =>
    (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
  const pagesAsk: Record<string, () => Promise<unknown>[]> = {
    [routePatterns.task]: () => [
      getWorkspaceDetail(workspace),
      getProject(workspace, projectId),
      getTask(workspace, taskId),
    ],
    [routePatterns.projectTasks]: () => [
      getWorkspaceDetail(workspace),
      getProject(workspace, projectId),
      getTaskPage(wholeList, null),
      getTaskMetrics(workspace, projectId),
    ],
    [routePatterns.workspaceTasks]: () => [
      getWorkspaceDetail(workspace),
      fetchWorkspaceProjects(workspace),
      getTaskPage(workspaceList, null),
      getTaskMetrics(workspace),
    ],
    [routePatterns.project]: () => [
      getWorkspaceDetail(workspace),
      getProjectPageProject(workspace, projectId),
    ],
    [`${routePatterns.workspace}?tab=flow`]: () =>
      [flowWorkspaceQuery, flowProjectsQuery, flowTaskCountsQuery, flowNotificationsQuery].map(
        (query) => run(query(workspace)),
      ),
    [routePatterns.workspace]: () => [getWorkspaceDetail(workspace)],
  };
  const nameOf = (route: FirstVisitRoute) => {
    const search = new URLSearchParams(route.query).toString();
    return search ? `${route.pattern}?${search}` : route.pattern;
  };

  beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token'));

  it.each(firstVisitRoutes.map((route) => [nameOf(route), route] as const))(
    'asks for %s exactly what its page asks for',
    async (name, route) => {
      const ask = pagesAsk[name];
      if (!ask) throw new Error(`No page fetchers are listed for ${name}.`);
      expect(await scriptRequests(route)).toEqual(await addressesAsked(ask));
    },
  );

  it('asks on every visit for what the guard and the shell ask for', async () => {
    const asked = await addressesAsked(() => [getCurrentUser(), getUnreadCount()]);
    expect(asked).toEqual(everyFirstVisitRequests.map((url) => `${url} []`));
  });

  it('asks for nothing without a token', () => {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', projectTasksPath);
    startFirstVisit(
      [{ pattern: routePatterns.projectTasks, files: ['/assets/page.js'], requests: ['/api/x'] }],
      everyFirstVisitRequests,
      AUTH_TOKEN_STORAGE_KEY,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  });

  it("starts the matched route's code files", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({})),
    );
    window.history.replaceState(null, '', projectTasksPath);
    startFirstVisit(
      [
        { pattern: routePatterns.task, files: ['/assets/task.js'], requests: [] },
        { pattern: routePatterns.projectTasks, files: ['/assets/tasks.js'], requests: [] },
      ],
      [],
      AUTH_TOKEN_STORAGE_KEY,
    );
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/tasks.js']);
    links.forEach((link) => link.remove());
  });

  it('takes a route with a query only when the address has it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({})),
    );
    const routes = [
      { pattern: routePatterns.workspace, query: { tab: 'flow' }, files: [], requests: ['/api/a'] },
      { pattern: routePatterns.workspace, files: [], requests: ['/api/b'] },
    ];
    for (const [search, asked] of [
      ['?tab=flow', '/api/a'],
      ['?tab=projects', '/api/b'],
      ['', '/api/b'],
    ]) {
      window.history.replaceState(null, '', `/workspaces/${ids.workspace}${search}`);
      startFirstVisit(routes, [], AUTH_TOKEN_STORAGE_KEY);
      expect([...(window.groundworkFirstVisit?.answers.keys() ?? [])]).toEqual([asked]);
    }
  });
});

describe('an answer the first-visit script asked for', () => {
  const url = '/api/auth/me';
  const leave = (token: string, askedAt = performance.now()) => {
    window.groundworkFirstVisit = {
      token,
      askedAt,
      answers: new Map([[url, Promise.resolve(new Response())]]),
    };
  };

  it('is taken once, with the same token', () => {
    leave('session-token');
    expect(takeFirstVisitAnswer(url, 'another-token')).toBeUndefined();
    expect(takeFirstVisitAnswer(url, 'session-token')).toBeDefined();
    expect(takeFirstVisitAnswer(url, 'session-token')).toBeUndefined();
  });

  it('is not taken once it is old', () => {
    leave('session-token', performance.now() - FIRST_VISIT_ANSWER_MS - 1);
    expect(takeFirstVisitAnswer(url, 'session-token')).toBeUndefined();
  });
});

describe('a page opened straight from a link', () => {
  beforeAll(async () => {
    await loadTaskChunks();
  }, 60_000);

  /** Opens the project's task list as index.html does: the first-visit script, then the app. */
  function openFirstVisit(routes: Parameters<typeof stubApi>[0]) {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const fetchMock = stubApi(routes);
    window.history.replaceState(null, '', projectTasksPath);
    const route = firstVisitRoutes.find(
      (candidate) => candidate.pattern === routePatterns.projectTasks,
    );
    startFirstVisit(
      [{ pattern: routePatterns.projectTasks, files: [], requests: route?.requests ?? [] }],
      everyFirstVisitRequests,
      AUTH_TOKEN_STORAGE_KEY,
    );
    return { fetchMock, ...renderApp(projectTasksPath) };
  }

  const countOf = (fetchMock: ReturnType<typeof stubApi>) => {
    const counts = new Map<string, number>();
    for (const [input] of fetchMock.mock.calls) {
      const path = new URL(String(input), 'http://localhost').pathname;
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    return Object.fromEntries(counts);
  };

  it('shows the page from the answers asked for before the app started, asking nothing twice', async () => {
    const { fetchMock } = openFirstVisit({
      'GET /api/auth/me': () => jsonResponse(meResponse),
      'GET /api/notifications/unread-count': () => jsonResponse({ count: 2 }),
      ...contextRoutes(),
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/tasks/metrics': metricsRoute(threeTasks()),
    });

    expect(
      await screen.findByRole('article', { name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.groundworkFirstVisit?.answers.size).toBe(0));
    expect(countOf(fetchMock)).toMatchObject({
      '/api/auth/me': 1,
      '/api/notifications/unread-count': 1,
      // The grid's first page, and the counts of the metric tiles.
      '/api/tasks': 1,
      '/api/tasks/metrics': 1,
      [`/api/projects/${ids.project}`]: 1,
      [`/api/workspaces/${ids.workspace}`]: 1,
    });
  });

  it('still goes to sign-in when the server refuses the session, keeping no answers', async () => {
    const refused = () =>
      jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401);
    const { router, queryClient } = openFirstVisit({
      'GET /api/auth/me': refused,
      'GET /api/notifications/unread-count': refused,
      [`GET /api/workspaces/${ids.workspace}`]: refused,
      [`GET /api/projects/${ids.project}`]: refused,
      'GET /api/tasks': refused,
      'GET /api/tasks/metrics': refused,
      'GET /api/auth/settings': () => jsonResponse({ codesPrintedToTerminal: false }),
    });

    expect(
      await screen.findByRole('heading', { name: 'Groundwork Venture Builder' }, firstLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.groundworkFirstVisit).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['tasks'] })).toEqual([]);
  });
});
