import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/auth/schemas';
import {
  callsTo,
  contextRoutes,
  firstLoad,
  ids,
  loadTaskChunks,
  projectTasksPath,
  threeTasks,
} from '../features/tasks/testing/fixtures';
import { jsonResponse, meResponse, stubApi } from '../test/fetch';
import { renderApp } from '../test/render';

const refused = () =>
  jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401);

describe('a page opened straight from a link', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await loadTaskChunks();
    await import('./route-prefetch');
  }, 60_000);

  it("asks for the page's answers beside the session check, and the page uses them", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    let answerSessionCheck: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/auth/me': () => new Promise<Response>((resolve) => (answerSessionCheck = resolve)),
      ...contextRoutes(),
      'GET /api/tasks': () => jsonResponse(threeTasks()),
    });

    renderApp(projectTasksPath);

    // The list, the project and the workspace are asked for while the session is still checked.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/tasks')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', `/api/projects/${ids.project}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', `/api/workspaces/${ids.workspace}`)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');

    answerSessionCheck(jsonResponse(meResponse));

    expect(
      await screen.findByRole('article', { name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
    // The page found the answers in the cache and did not ask again.
    expect(callsTo(fetchMock, 'GET', '/api/tasks')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', `/api/projects/${ids.project}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', `/api/workspaces/${ids.workspace}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/tasks')[0]?.query.get('projectId')).toBe(ids.project);
  });

  it('still goes to sign-in when the server refuses the session, keeping no answers', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const fetchMock = stubApi({
      'GET /api/auth/me': refused,
      [`GET /api/workspaces/${ids.workspace}`]: refused,
      [`GET /api/projects/${ids.project}`]: refused,
      'GET /api/tasks': refused,
      'GET /api/auth/settings': () => jsonResponse({ codesPrintedToTerminal: false }),
    });

    const { router, queryClient } = renderApp(projectTasksPath);

    expect(
      await screen.findByRole('heading', { name: 'Groundwork Venture Builder' }, firstLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/tasks').length).toBeGreaterThan(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['tasks'] })).toEqual([]);
  });
});
