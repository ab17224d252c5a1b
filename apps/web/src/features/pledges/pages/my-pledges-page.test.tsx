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

function open(answer: () => Response) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/users/me/pledges': answer,
  });
  return renderApp('/pledges');
}

const firstLoad = { timeout: 20_000 };

describe('My Pledges', () => {
  it('shows the total (refunds left out), the count and each pledge with both badges', async () => {
    open(() =>
      jsonResponse([
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
    );
    expect(await screen.findByText('$1,125.50', {}, firstLoad)).toBeInTheDocument();
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

  it('says No pledges yet', async () => {
    open(() => jsonResponse([]));
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
