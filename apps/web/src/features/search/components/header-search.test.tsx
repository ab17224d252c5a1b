import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_WORKSPACE_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { jsonResponse } from '../../../test/fetch';
import { firstLoad, ids, openSignedIn, page, searchCalls } from '../testing/fixtures';

const header = () => within(screen.getByRole('banner'));

describe('Header search', () => {
  it('searches the workspace in the URL: the field opens the search screen with the words', async () => {
    const { user, router, fetchMock } = openSignedIn(`/workspaces/${ids.workspace}/notifications`, {
      'GET /api/search': () => jsonResponse(page([])),
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, firstLoad);
    // The phone's way in: a button to the search screen.
    expect(header().getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/search`,
    );

    await user.type(header().getByRole('searchbox', { name: 'Search' }), 'roof tiles{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Search' }, firstLoad);
    expect(router.state.location.pathname).toBe(`/workspaces/${ids.workspace}/search`);
    expect(router.state.location.search).toBe('?q=roof+tiles');
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'roof tiles',
    );
    expect(await screen.findByText('No results for “roof tiles”')).toBeInTheDocument();
    expect(searchCalls(fetchMock).at(-1)?.get('q')).toBe('roof tiles');
    // The screen has its own field; the header's gives way.
    expect(header().queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches the workspace opened last outside one', async () => {
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, ids.workspace);
    openSignedIn('/pledges', {});
    await screen.findByRole('heading', { level: 1, name: 'My Pledges' }, firstLoad);

    expect(header().getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/search`,
    );
  });

  it('is not offered while no workspace is known', async () => {
    openSignedIn('/pledges', {});
    await screen.findByRole('heading', { level: 1, name: 'My Pledges' }, firstLoad);

    expect(header().queryByRole('searchbox')).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
  });
});
