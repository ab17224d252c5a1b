import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_WORKSPACE_STORAGE_KEY,
  AUTH_TOKEN_STORAGE_KEY,
} from '@groundwork/shared/common/constants';
import { loadPage } from '../../lib/navigation';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../test/fetch';
import { renderApp } from '../../test/render';
// The app loads the shell on demand; loading it up front keeps each test's waits about the page.
import './app-shell';

vi.mock('../../lib/navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

afterEach(() => {
  vi.mocked(loadPage).mockReset();
});

async function openSignedIn(path: string, heading: string, routes = {}) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse), ...routes });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, fetchMock };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const quickNav = () => screen.getByRole('navigation', { name: 'Quick navigation' });
/** The toast that says `text`. */
const findToast = async (text: string) =>
  (await screen.findByText(text)).closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
const hrefOf = (nav: HTMLElement, name: string) =>
  within(nav).getByRole('link', { name }).getAttribute('href');

describe('navigation', () => {
  it('disables the items that need a workspace while none is selected', async () => {
    await openSignedIn('/workspaces', 'Workspaces');

    for (const label of ['Projects', 'Tasks', 'Files', 'Notifications']) {
      expect(within(mainNav()).queryByRole('link', { name: label })).not.toBeInTheDocument();
      expect(within(mainNav()).getByText(label)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(hrefOf(mainNav(), 'Workspaces')).toBe('/workspaces');
    expect(hrefOf(mainNav(), 'Ventures')).toBe('/ventures');
    expect(hrefOf(mainNav(), 'My Pledges')).toBe('/pledges');
    expect(within(mainNav()).getByRole('link', { name: 'Workspaces' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says why when a greyed-out item is tapped, and offers the workspace list', async () => {
    const { user } = await openSignedIn('/pledges', 'My Pledges');
    // Focusable and announced as unavailable, with the reason as its description.
    const projects = within(quickNav()).getByRole('button', { name: 'Projects' });
    expect(projects).toHaveAttribute('aria-disabled', 'true');
    expect(projects).toHaveAccessibleDescription('Please select a workspace first');

    await user.click(projects);
    const toast = await findToast('Please select a workspace first');
    // From the keyboard: a pointer on a toast starts Sonner's swipe, which jsdom cannot do.
    within(toast).getByRole('button', { name: 'Choose a workspace' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Workspaces' });
  });

  it('says why from the keyboard too, without offering the list already on screen', async () => {
    const { user } = await openSignedIn('/workspaces', 'Workspaces', {
      'GET /api/notifications/unread-count': () => jsonResponse({ count: 3 }),
    });
    const tasks = within(mainNav()).getByRole('button', { name: 'Tasks' });
    tasks.focus();
    await user.keyboard('{Enter}');

    const toast = await findToast('Please select a workspace first');
    expect(
      within(toast).queryByRole('button', { name: 'Choose a workspace' }),
    ).not.toBeInTheDocument();
    within(toast).getByRole('button', { name: 'Close toast' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());

    // The bell without a workspace says the same.
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await findToast('Please select a workspace first')).toBeVisible();
  });

  it('uses the workspace opened last when the URL names none', async () => {
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, 'w9');
    await openSignedIn('/pledges', 'My Pledges');

    expect(hrefOf(mainNav(), 'Projects')).toBe('/workspaces/w9/projects');
    expect(hrefOf(mainNav(), 'Ventures')).toBe('/workspaces/w9/ventures');
    expect(hrefOf(mainNav(), 'Tasks')).toBe('/workspaces/w9/tasks');
    expect(hrefOf(quickNav(), 'My Tasks')).toBe('/workspaces/w9/my-tasks');
    // The header holds the spec's seven; a desktop finds My Tasks on the Tasks page.
    expect(within(mainNav()).queryByText('My Tasks')).not.toBeInTheDocument();
    expect(hrefOf(mainNav(), 'Files')).toBe('/workspaces/w9/files');
    expect(hrefOf(mainNav(), 'Notifications')).toBe('/workspaces/w9/notifications');
  });

  it('follows the workspace, project and task in the URL, and remembers the workspace', async () => {
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, 'old');
    await openSignedIn('/workspaces/w1/projects/p1/tasks/t1', 'Task');

    expect(hrefOf(mainNav(), 'Projects')).toBe('/workspaces/w1/projects');
    expect(hrefOf(mainNav(), 'Tasks')).toBe('/workspaces/w1/projects/p1/tasks');
    expect(hrefOf(mainNav(), 'Files')).toBe('/workspaces/w1/projects/p1/tasks/t1/files');
    expect(within(mainNav()).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Remembered by an effect, which may run a moment after the page shows.
    await waitFor(() => expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBe('w1'));
  });

  it('sends Tasks to the project when a project is in the URL, else to the workspace', async () => {
    const { user } = await openSignedIn('/workspaces/w1/projects/p1', 'Project');
    expect(hrefOf(mainNav(), 'Tasks')).toBe('/workspaces/w1/projects/p1/tasks');

    await user.click(within(mainNav()).getByRole('link', { name: 'Notifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });

    expect(hrefOf(mainNav(), 'Tasks')).toBe('/workspaces/w1/tasks');
    expect(hrefOf(mainNav(), 'Files')).toBe('/workspaces/w1/files');
  });

  it('puts the five items of the spec and My Tasks in the mobile bottom bar', async () => {
    await openSignedIn('/workspaces', 'Workspaces');

    const items = within(quickNav()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Workspaces',
      'Projects',
      'Ventures',
      'Tasks',
      'My Tasks',
      'My Pledges',
    ]);
    expect(within(quickNav()).getByText('Projects').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the collapsed phone menu with every item', async () => {
    const { user } = await openSignedIn('/workspaces', 'Workspaces');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(8);

    await user.click(within(menu).getByRole('link', { name: 'My Pledges' }));
    await screen.findByRole('heading', { level: 1, name: 'My Pledges' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it("shows the user's phone when they have no name", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    stubApi({
      'GET /api/auth/me': () =>
        jsonResponse({ ...meResponse, user: { ...signedInUser, name: null } }),
    });
    renderApp('/workspaces');

    expect(await screen.findByRole('button', { name: '+1 555 123 4567' })).toBeInTheDocument();
  });

  it('logs out, forgets the token even when the server fails, and loads /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, 'w1');
    const { user, fetchMock } = await openSignedIn('/workspaces', 'Workspaces', {
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBeNull();
  });

  it('edits the display name in the profile dialog', async () => {
    let name = 'Ada Lovelace';
    const { user, fetchMock } = await openSignedIn('/workspaces', 'Workspaces', {
      'GET /api/auth/me': () => jsonResponse({ ...meResponse, user: { ...signedInUser, name } }),
      'PUT /api/auth/me': (init: RequestInit) => {
        name = (JSON.parse(String(init.body)) as { name: string }).name;
        return jsonResponse({ user: { ...signedInUser, name } });
      },
    });
    const opener = screen.getByRole('button', { name: 'Ada Lovelace' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const field = within(dialog).getByLabelText('Your name');
    expect(field).toHaveValue('Ada Lovelace');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(field, '  Ada King  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ada King' })).toHaveFocus());
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ name: 'Ada King' });
  });
});
