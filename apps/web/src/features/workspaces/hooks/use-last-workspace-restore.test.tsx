import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitialEntry } from 'react-router';
import { LAST_WORKSPACE_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { jsonResponse } from '../../../test/fetch';
import { ids, makeDetail, makeWorkspace } from '../testing/fixtures';

const acme = makeWorkspace();
const harbor = makeWorkspace({ id: ids.harbor, name: 'Harbor Renovation' });

/**
 * The app as a fresh page load sees it: the restore happens once per load, so each test loads
 * the modules anew.
 */
async function loadApp(entry: InitialEntry) {
  vi.resetModules();
  const { openSignedIn } = await import('../testing/fixtures');
  return openSignedIn(entry, {
    'GET /api/workspaces': () => jsonResponse({ workspaces: [acme, harbor] }),
    'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    [`GET /api/workspaces/${ids.harbor}`]: () =>
      jsonResponse(makeDetail({ id: ids.harbor, name: 'Harbor Renovation' })),
  });
}

beforeEach(() => {
  localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, ids.harbor);
});

describe('reopening the last workspace', () => {
  it('opens the remembered workspace when the list loads, once per page load', async () => {
    const { router } = await loadApp('/workspaces');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbor Renovation' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/workspaces/${ids.harbor}`);

    await router.navigate('/workspaces');
    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
  });

  it('stays on the list when the navigation says skipRestore', async () => {
    const { router } = await loadApp({ pathname: '/workspaces', state: { skipRestore: true } });

    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBe(ids.harbor);

    // The decision is taken once: coming back without the state does not reopen it either.
    await router.navigate('/workspaces?again');
    expect(router.state.location.pathname).toBe('/workspaces');
  });

  it('forgets a remembered workspace that is no longer on the list', async () => {
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, ids.orchard);
    const { router } = await loadApp('/workspaces');

    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBeNull();
  });

  it("sends the shell's Workspaces link with skipRestore", async () => {
    const { router, user } = await loadApp(`/workspaces/${ids.harbor}`);
    await screen.findByRole('heading', { level: 1, name: 'Harbor Renovation' });

    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(mainNav).getByRole('link', { name: 'Workspaces' }));

    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ skipRestore: true });
    expect(router.state.location.pathname).toBe('/workspaces');
  });
});
