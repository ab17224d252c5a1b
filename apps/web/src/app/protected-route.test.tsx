import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { currentUserQueryKey } from '../lib/current-user';
import { signedInUser, stubApi } from '../test/fetch';
import { renderApp } from '../test/render';
// The app loads the shell on demand; loading it up front keeps each test's waits about the page.
import './shell/app-shell';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the guard with no connection', () => {
  it('shows the pages from the person and answers kept from an earlier visit', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    stubApi({
      'GET /api/auth/me': unreachable,
      'GET /api/users/me/pledges': unreachable,
      'GET /api/users/me/pledges/totals': unreachable,
    });

    const { router, queryClient } = renderApp('/pledges');
    // What the offline cache restores.
    act(() => {
      queryClient.setQueryData(currentUserQueryKey, signedInUser);
      queryClient.setQueryData(['pledges', 'mine', 'pages'], {
        pages: [{ items: [], nextCursor: null }],
        pageParams: [null],
      });
    });

    expect(await screen.findByText('No pledges yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pledges');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('session-token');
    expect(screen.getByText(/^Offline — showing what you saw at \d\d:\d\d$/)).toBeInTheDocument();
  });
});
