import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { jsonResponse, meResponse, stubApi } from '../test/fetch';
import { renderApp } from '../test/render';
// The app loads the shell on demand; loading it up front keeps each test's waits about the page.
import './shell/app-shell';

const signIn = () => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
const settings = () => jsonResponse({ codesPrintedToTerminal: false });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the protected area', () => {
  it('shows a full-screen loader while the session is checked', async () => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => new Promise<Response>(() => {}) });

    renderApp('/workspaces');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking authentication...');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to /login, replacing the history entry', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/settings': settings });

    const { router } = renderApp('/workspaces/w1/projects');

    expect(
      await screen.findByRole('heading', { name: 'Groundwork Venture Builder' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/me', expect.anything());
    // Only the bare sign-in screen: no header, navigation or footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('drops a token the server refuses and goes to /login', async () => {
    signIn();
    stubApi({
      'GET /api/auth/me': () =>
        jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/auth/settings': settings,
    });

    const { router } = renderApp('/workspaces');

    expect(
      await screen.findByRole('heading', { name: 'Groundwork Venture Builder' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the error screen, not the sign-in page, when the server cannot be reached', async () => {
    // React reports the caught error on the console; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    let reachable = false;
    stubApi({
      'GET /api/auth/me': () =>
        reachable ? jsonResponse(meResponse) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, router } = renderApp('/workspaces');

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('session-token');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
  });

  it('renders the page inside the shell for a signed-in user', async () => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });

    renderApp('/pledges');

    expect(await screen.findByRole('heading', { name: 'My Pledges' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Groundwork — project manager')).toBeInTheDocument();
  });

  it('shows the offline banner while the browser is offline', async () => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });
    renderApp('/workspaces');
    await screen.findByRole('heading', { name: 'Workspaces' });
    const banner = "You're offline. Some features may not be available.";
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(banner)).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });
});

describe('redirects and the 404 page', () => {
  it('sends a signed-in user from /login to /workspaces', async () => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });

    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
  });

  it.each(['/', '/dashboard'])('redirects %s to /workspaces', async (path) => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });

    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
  });

  it('answers an unknown path with Page Not Found and a way back to the workspaces', async () => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Workspaces' }));

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
  });

  it.each([
    ['/workspaces/w1', 'Workspace'],
    ['/workspaces/w1/projects', 'Projects'],
    ['/workspaces/w1/projects/p1', 'Project'],
    ['/workspaces/w1/tasks', 'Tasks'],
    ['/workspaces/w1/projects/p1/tasks', 'Tasks'],
    ['/workspaces/w1/projects/p1/tasks/t1', 'Task'],
    ['/workspaces/w1/files', 'Files'],
    ['/workspaces/w1/projects/p1/tasks/t1/files', 'Task Files'],
    ['/workspaces/w1/notifications', 'Notifications'],
    ['/workspaces/w1/ventures', 'Ventures'],
    ['/workspaces/w1/ventures/new', 'Create Venture'],
    ['/workspaces/w1/ventures/v1', 'Venture'],
    ['/workspaces/w1/ventures/v1/edit', 'Edit Venture'],
    ['/ventures', 'Explore Ventures'],
    ['/pledges', 'My Pledges'],
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms'],
  ])('routes %s to the %s page', async (path, heading) => {
    signIn();
    stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse) });

    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
