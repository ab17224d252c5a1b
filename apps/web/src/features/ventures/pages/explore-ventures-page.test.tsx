import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadVentureChunks,
  makeVentureSummary,
  openSignedIn,
} from '../testing/fixtures';

const publicPath = '/api/public/ventures';

describe('Explore Ventures', () => {
  beforeAll(async () => {
    await loadVentureChunks();
    await import('./explore-ventures-page');
  }, 60_000);

  it('shows the featured ventures, then every live one a page at a time, each once', async () => {
    const featured = makeVentureSummary({ status: 'live' });
    const farm = makeVentureSummary({ id: ids.otherVenture, name: 'Hill Farm', status: 'live' });
    const { fetchMock, user } = openSignedIn('/ventures', {
      [`GET ${publicPath}/featured`]: () => jsonResponse({ ventures: [featured] }),
      [`GET ${publicPath}`]: (_init, url) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'after-bakery'
            ? { items: [farm], nextCursor: null }
            : { items: [featured], nextCursor: 'after-bakery' },
        ),
    });
    const all = await screen.findByRole('region', { name: 'All live ventures' }, firstLoad);
    const featuredSection = screen.getByRole('region', { name: 'Featured' });
    expect(within(featuredSection).getByRole('link', { name: 'Dawn Bakery' })).toBeInTheDocument();
    // The featured venture came on the first page too: it is shown once, among the featured.
    expect(within(all).queryByRole('link', { name: 'Dawn Bakery' })).toBeNull();

    await user.click(within(all).getByRole('button', { name: 'Load more' }));
    expect(await within(all).findByRole('link', { name: 'Hill Farm' })).toBeInTheDocument();
    expect(within(all).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', publicPath).map((call) => call.query)).toEqual([
      { limit: '50' },
      { limit: '50', cursor: 'after-bakery' },
    ]);
  });

  it('says so when no venture is live', async () => {
    openSignedIn('/ventures', {
      [`GET ${publicPath}/featured`]: () => jsonResponse({ ventures: [] }),
      [`GET ${publicPath}`]: () => jsonResponse({ items: [], nextCursor: null }),
    });
    expect(
      await screen.findByText('No live ventures right now', {}, firstLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Live ventures from every workspace, open for pledges. A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.',
      ),
    ).toBeVisible();
  });
});
