import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatePledgeAnswer } from '@groundwork/shared/pledges/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadVentureChunks,
  makeOwnVenture,
  makeVenture,
  makeVentureFile,
  openSignedIn,
  ventureDetailPath,
  venturesPath,
} from '../testing/fixtures';

const venturePath = `/api/ventures/${ids.venture}`;

function pledgeAnswer(amount: number, fundsPledged: number): CreatePledgeAnswer {
  return {
    pledge: {
      id: 'dddddddd-0000-4000-8000-000000000001',
      amount,
      pledgedAt: '2025-01-06T12:00:00.000Z',
      status: 'pending',
      venture: { id: ids.venture, name: 'Dawn Bakery', status: 'live', workspaceId: ids.workspace },
    },
    venture: {
      id: ids.venture,
      status: 'live',
      fundsPledged,
      fundingProgress: Math.floor((fundsPledged / 10_000) * 100),
      pledgeCount: 4,
      backerCount: 3,
    },
  };
}

describe('Venture detail', () => {
  beforeAll(loadVentureChunks, 60_000);

  it('shows badges, creator, backers, funding, the pitch in paragraphs and the documents', async () => {
    openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(
          makeVenture({
            creatorName: null,
            creator: { id: ids.otherUser, name: null },
            files: [
              makeVentureFile({
                id: ids.document,
                filename: 'plan.pdf',
                mimeType: 'application/pdf',
              }),
            ],
          }),
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dawn Bakery' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Hospitality & Food Service')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('2 backers')).toBeInTheDocument();
    expect(screen.getByText('No deadline')).toBeInTheDocument();
    expect(
      screen.getByText('A bakery on Main Street that sells bread baked before dawn.').tagName,
    ).toBe('P');
    expect(screen.getByText(/We have the lease/).tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Download plan.pdf' })).toBeInTheDocument();
    // Someone else's live venture: pledge, but neither edit nor convert.
    expect(screen.getByRole('button', { name: 'Pledge' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert to Project' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it.each([
    [
      'successful, to a backer',
      makeVenture({ status: 'successful' }),
      'This venture has reached its funding goal! The creator can now convert it to a project.',
    ],
    [
      'failed',
      makeVenture({ status: 'failed' }),
      'This venture did not reach its funding goal by the deadline.',
    ],
    [
      'converted',
      makeVenture({ status: 'converted', projectId: ids.project }),
      'This venture has been converted to a project and is now in execution phase.',
    ],
    [
      'draft, to its creator',
      makeOwnVenture({ status: 'draft' }),
      'This venture is in draft mode. Publish it to make it visible to potential backers.',
    ],
  ])('says so when %s, with no Pledge', async (_case, venture, message) => {
    openSignedIn(ventureDetailPath, { [`GET ${venturePath}`]: () => jsonResponse(venture) });
    expect(await screen.findByText(message, {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pledge' })).toBeNull();
    // Only a venture still raising money counts down to its deadline.
    expect(screen.queryByText('No deadline') !== null).toBe(venture.status === 'draft');
  });

  it('gives the creator of a successful venture Convert to Project, with its confirmation and toast', async () => {
    const { user, fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'successful' })),
      [`GET ${venturePath}/convert/preview`]: () =>
        jsonResponse({ backerCount: 2, addedMembers: 2, existingMembers: [] }),
      [`POST ${venturePath}/convert`]: () =>
        jsonResponse({ project: { id: ids.project }, addedMembers: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Convert to Project' }, firstLoad));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pledge' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Project' });
    expect(
      within(dialog).getByText(
        'This will create a new project from "Dawn Bakery" and add all 2 backers as workspace members. This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Project' }));
    expect(
      await screen.findByText(
        'Venture converted successfully! 2 backers added as workspace members.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/convert`)).toHaveLength(1);
  });

  it.each([
    [
      'some backers are members already',
      { backerCount: 3, addedMembers: 1, names: ['Ann Lee', 'Bo Park'] },
      'This will create a new project from "Dawn Bakery" and add 1 of its 3 backers as workspace members. This action cannot be undone.',
      'Already members, keeping their role: Ann Lee and Bo Park.',
      'Venture converted successfully! 1 backer added as workspace members.',
    ],
    [
      'its one backer is a member already',
      { backerCount: 1, addedMembers: 0, names: ['Cora Contractor'] },
      'This will create a new project from "Dawn Bakery". Its backer is already a workspace member. This action cannot be undone.',
      'Already members, keeping their role: Cora Contractor.',
      'Venture converted successfully! 0 backers added as workspace members.',
    ],
    [
      'more are members than it names',
      { backerCount: 14, addedMembers: 2, names: ['Ann Lee', 'Bo Park'] },
      'This will create a new project from "Dawn Bakery" and add 2 of its 14 backers as workspace members. This action cannot be undone.',
      'Already members, keeping their role: Ann Lee, Bo Park, and 10 more.',
      'Venture converted successfully! 2 backers added as workspace members.',
    ],
  ])(
    'says before converting how many backers will really join when %s',
    async (_case, { backerCount, addedMembers, names }, message, note, toast) => {
      const { user } = openSignedIn(ventureDetailPath, {
        [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'successful' })),
        [`GET ${venturePath}/convert/preview`]: () =>
          jsonResponse({
            backerCount,
            addedMembers,
            existingMembers: names.map((name, n) => ({
              id: `eeeeeeee-0000-4000-8000-00000000000${n}`,
              name,
            })),
          }),
        [`POST ${venturePath}/convert`]: () =>
          jsonResponse({ project: { id: ids.project }, addedMembers }),
      });
      await user.click(
        await screen.findByRole('button', { name: 'Convert to Project' }, firstLoad),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Convert to Project' });
      expect(await within(dialog).findByText(message)).toBeVisible();
      expect(within(dialog).getByText(note)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Convert to Project' }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
    },
  );

  it.each([
    [
      'while it checks who is a member',
      () => new Promise<Response>(() => {}),
      'Checking which backers are already workspace members...',
    ],
    [
      'what converting does, without numbers, when it cannot check',
      () => Promise.resolve(jsonResponse({ error: 'Database unavailable' }, 503)),
      'This will create a new project from "Dawn Bakery" and add its backers who are not workspace members yet as members. This action cannot be undone.',
    ],
  ])('says %s', async (_case, answer, message) => {
    const { user } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'successful' })),
      [`GET ${venturePath}/convert/preview`]: answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Convert to Project' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Project' });
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).queryByText(/add all/)).toBeNull();
  });

  it('says what a pledge is beside the funding', async () => {
    openSignedIn(ventureDetailPath, { [`GET ${venturePath}`]: () => jsonResponse(makeVenture()) });
    const funding = (await screen.findByRole('heading', { name: 'Funding' }, firstLoad))
      .parentElement as HTMLElement;
    expect(
      within(funding).getByText(
        'A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.',
      ),
    ).toBeVisible();
  });

  it('shows Edit, Delete and Publish to the creator of a draft', async () => {
    openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'draft' })),
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, firstLoad)).toHaveAttribute(
      'href',
      `${ventureDetailPath}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to Project' })).toBeNull();
  });

  it.each([
    ['a live venture of its creator', makeOwnVenture({ status: 'live' })],
    ['a draft to someone else', makeVenture({ status: 'draft' })],
    ['a live venture to someone else', makeVenture()],
  ])('offers no Publish on %s', async (_case, venture) => {
    openSignedIn(ventureDetailPath, { [`GET ${venturePath}`]: () => jsonResponse(venture) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dawn Bakery' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('publishes a draft after asking, then shows it live with a toast', async () => {
    let published = false;
    const { user, fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(makeOwnVenture({ status: published ? 'live' : 'draft' })),
      [`POST ${venturePath}/publish`]: () => {
        published = true;
        return jsonResponse(makeOwnVenture({ status: 'live' }));
      },
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    const publish = await screen.findByRole('button', { name: 'Publish' }, firstLoad);
    await user.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publish Venture' });
    expect(
      within(dialog).getByText(
        'Publish "Dawn Bakery"? It becomes visible to every signed-in user and open to pledges.',
      ),
    ).toBeInTheDocument();
    // Cancel has the focus, so Enter never publishes by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(publish).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/publish`)).toHaveLength(0);

    await user.click(publish);
    const again = await screen.findByRole('dialog', { name: 'Publish Venture' });
    await user.click(within(again).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Venture published successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/publish`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(
      screen.queryByText(
        'This venture is in draft mode. Publish it to make it visible to potential backers.',
      ),
    ).toBeNull();
  });

  it("shows Publishing... while it runs and the server's reason when it refuses", async () => {
    let refuse: (response: Response) => void = () => undefined;
    const { user } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'draft' })),
      [`POST ${venturePath}/publish`]: () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Venture' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    refuse(
      jsonResponse({ error: 'End date must be in the future', code: 'VALIDATION_FAILED' }, 400),
    );
    expect(await screen.findByText('End date must be in the future')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still a draft: Publish stays on offer.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('pledges: digits with two decimals only, the messages of 001 §5, confirm, totals rise at once', async () => {
    let answerPledge: (response: Response) => void = () => undefined;
    const { user, fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeVenture()),
      [`POST ${venturePath}/pledge`]: () =>
        new Promise<Response>((resolve) => {
          answerPledge = resolve;
        }),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
      'GET /api/users/me/pledges': () => jsonResponse([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Pledge' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Pledge to Dawn Bakery' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    expect(amount).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter an amount')).toBeInTheDocument();
    await user.type(amount, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Minimum pledge amount is $1')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Maximum pledge amount is $1,000,000')).toBeInTheDocument();
    await user.clear(amount);
    // Letters and a third decimal are refused as they are typed.
    await user.type(amount, '1a25.509');
    expect(amount).toHaveValue('125.50');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('$125.50')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('125.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Pledge' }));

    // Before the server answers, the detail already shows the pledge.
    expect(await screen.findByText('$2,626')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/pledge`)[0]?.body).toEqual({ amount: 125.5 });
    const headers = callsTo(fetchMock, 'POST', `${venturePath}/pledge`)[0]?.headers as Record<
      string,
      string
    >;
    expect(headers['X-Workspace-ID']).toBeUndefined();

    answerPledge(jsonResponse(pledgeAnswer(125.5, 2625.5), 201));
    expect(await screen.findByText('Pledge submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Then the detail is asked again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', venturePath).length).toBeGreaterThan(1));
  });

  it('brings a refused pledge back to the amount with the reason inside the dialog', async () => {
    const { user, fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeVenture()),
      [`POST ${venturePath}/pledge`]: () =>
        jsonResponse(
          { error: 'Pledges are accepted only while the venture is live', code: 'CONFLICT' },
          409,
        ),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
      'GET /api/users/me/pledges': () => jsonResponse([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Pledge' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Pledge to Dawn Bakery' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // A busy machine can run the next animation frame before React renders the refusal; make
    // every frame come that early, so focus set from a frame would find no amount field.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(performance.now());
      return 0;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Pledge' }));
    expect(
      await within(dialog).findByText('Pledges are accepted only while the venture is live'),
    ).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    expect(amount).toHaveValue('50');
    await waitFor(() => expect(amount).toHaveFocus());
    // The failure makes the detail refetch, so the optimistic total does not stay.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', venturePath).length).toBeGreaterThan(1));
  });

  it('opens images in a lightbox: next, previous, arrows, n / m, Escape back to the thumbnail', async () => {
    const { user } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(
          makeVenture({
            files: [
              makeVentureFile(),
              makeVentureFile({
                id: ids.imageB,
                filename: 'ovens.jpg',
                mimeType: 'image/jpeg',
                url: `/api/files/${ids.imageB}?signature=def`,
              }),
            ],
          }),
        ),
    });
    const first = await screen.findByRole(
      'button',
      { name: 'Open image 1 of 2: storefront.png' },
      firstLoad,
    );
    await user.click(first);
    const lightbox = await screen.findByRole('dialog', { name: 'storefront.png' });
    expect(within(lightbox).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'ovens.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first).toHaveFocus();
  });

  it("offers a document's Delete to the creator in any status, as the server allows", async () => {
    const plan = makeVentureFile({
      id: ids.document,
      filename: 'plan.pdf',
      mimeType: 'application/pdf',
    });
    openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(makeOwnVenture({ status: 'converted', files: [plan] })),
    });
    expect(
      await screen.findByRole('button', { name: 'Delete plan.pdf' }, firstLoad),
    ).toBeInTheDocument();
  });

  it('offers no document Delete on a venture of someone else', async () => {
    openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(
          makeVenture({
            status: 'live',
            files: [
              makeVentureFile({
                id: ids.document,
                filename: 'plan.pdf',
                mimeType: 'application/pdf',
              }),
            ],
          }),
        ),
    });
    expect(await screen.findByText('plan.pdf', undefined, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
  });

  it('asks before deleting a document and deletes it', async () => {
    const { user, fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(
          makeOwnVenture({
            status: 'draft',
            files: [
              makeVentureFile({
                id: ids.document,
                filename: 'plan.pdf',
                mimeType: 'application/pdf',
              }),
            ],
          }),
        ),
      [`DELETE ${venturePath}/files/${ids.document}`]: () => new Response(null, { status: 204 }),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete plan.pdf' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(
      within(dialog).getByText('Are you sure you want to delete "plan.pdf"?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', `${venturePath}/files/${ids.document}`)).toHaveLength(1),
    );
  });

  it('lists the backers to the creator a page at a time, with the counts of the venture', async () => {
    const backerPledge = (id: string, name: string | null, amount: number) => ({
      id,
      amount,
      pledgedAt: '2025-01-06T12:00:00.000Z',
      status: 'confirmed',
      backer: { id: ids.otherUser, name },
    });
    const { fetchMock, user } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse(makeOwnVenture({ status: 'live', backerCount: 40, pledgeCount: 52 })),
      [`GET ${venturePath}/pledges`]: (_init, url) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'after-first'
            ? { items: [backerPledge('p2', null, 25)], nextCursor: null }
            : { items: [backerPledge('p1', 'Grace Hopper', 120.5)], nextCursor: 'after-first' },
        ),
    });
    const backers = await screen.findByRole('list', { name: 'Backers' }, firstLoad);
    expect(within(backers).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(backers).getByText('$120.50')).toBeInTheDocument();
    expect(screen.getByText('40 backers, 52 pledges')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(backers).findByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', `${venturePath}/pledges`).map((call) => call.query)).toEqual([
      { limit: '50' },
      { limit: '50', cursor: 'after-first' },
    ]);
  });

  it('shows no backers list to anyone but the creator', async () => {
    const { fetchMock } = openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () => jsonResponse(makeVenture()),
    });
    expect(await screen.findByRole('heading', { name: 'Pitch' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Backers' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', `${venturePath}/pledges`)).toHaveLength(0);
  });

  it('says Invalid workspace or venture ID for a malformed id', async () => {
    openSignedIn(`${venturesPath}/not-an-id`, {});
    expect(
      await screen.findByText('Invalid workspace or venture ID', {}, firstLoad),
    ).toBeInTheDocument();
  });

  it('says Venture not found when the server has none', async () => {
    openSignedIn(ventureDetailPath, {
      [`GET ${venturePath}`]: () =>
        jsonResponse({ error: 'Venture not found', code: 'NOT_FOUND' }, 404),
    });
    expect(await screen.findByText('Venture not found', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ventures' })).toHaveAttribute(
      'href',
      venturesPath,
    );
  });
});
