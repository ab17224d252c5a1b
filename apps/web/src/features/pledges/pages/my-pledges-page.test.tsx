import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Pledge } from '@groundwork/shared/pledges/schemas';
import { jsonResponse, meResponse, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const workspaceId = '11111111-1111-4111-8111-111111111111';

function makePledge(overrides: Partial<Pledge> = {}): Pledge {
  return {
    id: 'dddddddd-0000-4000-8000-000000000001',
    amount: 125.5,
    pledgedAt: '2025-01-06T12:00:00.000Z',
    status: 'pending',
    venture: {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Dawn Bakery',
      status: 'live',
      workspaceId,
    },
    ...overrides,
  };
}

type Answer = (init: RequestInit, url: URL) => Response;

const page = (items: Pledge[], nextCursor: string | null = null) =>
  jsonResponse({ items, nextCursor });

function open(answer: Answer, totals: Answer = () => jsonResponse({ count: 0, totalPledged: 0 })) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/users/me/pledges': answer,
    'GET /api/users/me/pledges/totals': totals,
  });
  return { ...renderApp('/pledges'), fetchMock };
}

const firstLoad = { timeout: 20_000 };

describe('My Pledges', () => {
  it("shows the server's total and count, and each pledge with both badges", async () => {
    open(
      () =>
        page([
          makePledge(),
          makePledge({
            id: 'dddddddd-0000-4000-8000-000000000002',
            amount: 1000,
            status: 'confirmed',
            venture: { ...makePledge().venture, name: 'Hill Farm', status: 'converted' },
          }),
          makePledge({
            id: 'dddddddd-0000-4000-8000-000000000003',
            amount: 40,
            status: 'refunded',
            venture: { ...makePledge().venture, name: 'Lake Kiosk', status: 'failed' },
          }),
        ]),
      () => jsonResponse({ count: 3, totalPledged: 1125.5 }),
    );
    expect(await screen.findByText('$1,125.50', {}, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText(
        'A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.',
      ),
    ).toBeVisible();
    expect(screen.getByText('3 pledges')).toBeInTheDocument();
    const bakery = screen.getByRole('link', { name: 'Dawn Bakery' }).closest('li') as HTMLElement;
    expect(within(bakery).getByText('$125.50')).toBeInTheDocument();
    expect(within(bakery).getByText('Live')).toBeInTheDocument();
    expect(within(bakery).queryByText('Confirmed')).toBeNull();
    const farm = screen.getByRole('link', { name: 'Hill Farm' }).closest('li') as HTMLElement;
    expect(within(farm).getByText('Confirmed')).toBeInTheDocument();
    expect(within(farm).getByText('Converted to Project')).toBeInTheDocument();
    const kiosk = screen.getByRole('link', { name: 'Lake Kiosk' }).closest('li') as HTMLElement;
    expect(within(kiosk).getByText('Refunded')).toBeInTheDocument();
    expect(within(kiosk).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dawn Bakery' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
  });

  it('fetches older pledges from Load more, the counts of every pledge staying as the server gave them', async () => {
    const { fetchMock, user } = open(
      (_init, url) =>
        url.searchParams.get('cursor') === 'after-first'
          ? page([
              makePledge({
                id: 'dddddddd-0000-4000-8000-000000000002',
                venture: { ...makePledge().venture, name: 'Hill Farm' },
              }),
            ])
          : page([makePledge()], 'after-first'),
      () => jsonResponse({ count: 75, totalPledged: 9000 }),
    );
    expect(await screen.findByText('75 pledges', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('$9,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Hill Farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dawn Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const listCalls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/users/me/pledges');
    expect(listCalls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'after-first']);
    expect(screen.getByText('75 pledges')).toBeInTheDocument();
  });

  it('says No pledges yet', async () => {
    open(() => page([]));
    expect(await screen.findByText('No pledges yet', {}, firstLoad)).toBeInTheDocument();
  });

  it('says Failed to load pledge history with the reason and a Retry', async () => {
    open(() => jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503));
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(
      within(alert).getByRole('heading', { name: 'Failed to load pledge history' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
