import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadVentureChunks,
  makeVentureSummary,
  openSignedIn,
  venturesPath,
} from '../testing/fixtures';

const listPath = `/api/ventures/workspace/${ids.workspace}`;
const countPath = `${listPath}/count`;
const page = (ventures: unknown[], nextCursor: string | null = null) =>
  jsonResponse({ items: ventures, nextCursor });

describe('Venture list', () => {
  beforeAll(loadVentureChunks, 60_000);

  it('shows a card per venture with its funding, creator and countdown, and the count line', async () => {
    openSignedIn(venturesPath, {
      [`GET ${countPath}`]: () => jsonResponse({ count: 2 }),
      [`GET ${listPath}`]: () =>
        page([
          makeVentureSummary({ thumbnailUrl: '/api/files/x?signature=1' }),
          makeVentureSummary({
            id: ids.otherVenture,
            name: 'Hill Farm',
            type: 'agriculture',
            creatorName: null,
            creator: { id: ids.otherUser, name: null },
            endDate: '2020-01-01T00:00:00.000Z',
          }),
        ]),
    });
    expect(await screen.findByText('2 ventures found', {}, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText(
        'A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.',
      ),
    ).toBeVisible();
    const bakery = screen.getByRole('link', { name: 'Dawn Bakery' });
    expect(bakery).toHaveAttribute('href', `${venturesPath}/${ids.venture}`);
    const [bakeryCard, farmCard] = [bakery, screen.getByRole('link', { name: 'Hill Farm' })].map(
      (link) => link.closest('li') as HTMLElement,
    ) as [HTMLElement, HTMLElement];
    expect(within(bakeryCard).getByText('Hospitality & Food Service')).toBeInTheDocument();
    expect(within(bakeryCard).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(bakeryCard).getByText('No deadline')).toBeInTheDocument();
    expect(
      within(bakeryCard).getByRole('progressbar', { name: 'Funding progress' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(farmCard).getByText('Unknown')).toBeInTheDocument();
    expect(within(farmCard).getByText('Expired')).toBeInTheDocument();
    expect(within(farmCard).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Venture' })).toHaveAttribute(
      'href',
      `${venturesPath}/new`,
    );
  });

  it('sends the filters, says so when nothing matches, and clears them', async () => {
    // The list is shared for 5 s by the clock; a busy machine can take longer than that over the
    // steps below. With the clock stopped, "moments ago" holds however long they take.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { fetchMock, user } = openSignedIn(venturesPath, {
      [`GET ${countPath}`]: () => jsonResponse({ count: 0 }),
      [`GET ${listPath}`]: () => page([]),
    });
    expect(
      await screen.findByText(
        'No ventures yet. Create your first venture to get started.',
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your filters to see more results')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'successful');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'retail');
    expect(
      await screen.findByText('Try adjusting your filters to see more results'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', listPath).at(-1)?.query).toEqual({
      status: 'successful',
      type: 'retail',
      limit: '50',
    });
    expect(callsTo(fetchMock, 'GET', countPath).at(-1)?.query).toEqual({
      status: 'successful',
      type: 'retail',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.queryByText('Try adjusting your filters to see more results')).toBeNull();
    // The unfiltered list was fetched moments ago: 001 §9 shares it for 5 s instead of asking again.
    const unfiltered = callsTo(fetchMock, 'GET', listPath).filter(
      (call) => call.query.status === undefined && call.query.type === undefined,
    );
    expect(unfiltered).toHaveLength(1);
  });

  it('fetches the next page from Load more, and counts the whole list, not the cards fetched', async () => {
    const { fetchMock, user } = openSignedIn(venturesPath, {
      [`GET ${countPath}`]: () => jsonResponse({ count: 51 }),
      [`GET ${listPath}`]: (_init, url) =>
        url.searchParams.get('cursor') === 'after-bakery'
          ? page([makeVentureSummary({ id: ids.otherVenture, name: 'Hill Farm' })])
          : page([makeVentureSummary()], 'after-bakery'),
    });
    expect(await screen.findByText('51 ventures found', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dawn Bakery' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Hill Farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dawn Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', listPath).map((call) => call.query.cursor)).toEqual([
      undefined,
      'after-bakery',
    ]);
    expect(screen.getByText('51 ventures found')).toBeInTheDocument();
  });

  it('shows the error heading with the reason and a Retry', async () => {
    openSignedIn(venturesPath, {
      [`GET ${countPath}`]: () => jsonResponse({ count: 0 }),
      [`GET ${listPath}`]: () =>
        jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(
      within(alert).getByRole('heading', { name: 'Failed to load ventures' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
