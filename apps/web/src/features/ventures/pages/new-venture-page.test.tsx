import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadVentureChunks,
  makeOwnVenture,
  makeVentureFile,
  openSignedIn,
  pitch,
  ventureDetailPath,
  venturesPath,
} from '../testing/fixtures';

const newPath = `${venturesPath}/new`;
const venturePath = `/api/ventures/${ids.venture}`;
const longPitch = `${pitch} ${'Every loaf is sold by noon. '.repeat(3)}`;

type Open = ReturnType<typeof openSignedIn>;

async function fillBasicStep(user: Open['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }, firstLoad), 'Dawn Bakery');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'hospitality');
  await user.type(screen.getByRole('spinbutton', { name: 'Funding goal (USD)' }), '10000');
}

describe('Venture wizard', () => {
  beforeAll(loadVentureChunks, 60_000);

  it('validates each step on Next, saves a draft on leaving Pitch, then publishes', async () => {
    const draft = makeOwnVenture({ status: 'draft', pitchContent: longPitch });
    const { user, fetchMock, router } = openSignedIn(newPath, {
      'POST /api/ventures': () => jsonResponse(draft, 201),
      [`GET ${venturePath}`]: () => jsonResponse(draft),
      [`PUT ${venturePath}`]: () => jsonResponse(draft),
      [`POST ${venturePath}/publish`]: () => jsonResponse({ ...draft, status: 'live' }),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    const next = await screen.findByRole('button', { name: 'Next' }, firstLoad);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic Info');

    await user.click(next);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Funding goal is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Da');
    await user.type(screen.getByRole('spinbutton', { name: 'Funding goal (USD)' }), '50');
    await user.click(next);
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Funding goal must be at least 100')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Funding goal (USD)' }));
    await fillBasicStep(user);
    await user.click(next);

    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pitch');
    const pitchField = screen.getByRole('textbox', { name: 'Pitch' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Pitch content is required')).toBeInTheDocument();
    await user.type(pitchField, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Pitch content must be at least 100 characters')).toBeInTheDocument();
    await user.clear(pitchField);
    await user.click(pitchField);
    await user.paste(longPitch);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Venture saved as draft')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/ventures')[0]?.body).toMatchObject({
      name: 'Dawn Bakery',
      type: 'hospitality',
      targetGoal: 10_000,
      endDate: null,
      workspaceId: ids.workspace,
    });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Media');
    expect(await screen.findByText('Choose files')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
    await user.click(screen.getByRole('button', { name: 'Publish Venture' }));
    expect(await screen.findByText('Venture created successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/publish`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(ventureDetailPath));
  });

  it('refuses a bad batch of files whole, listing every reason', async () => {
    const draft = makeOwnVenture({ status: 'draft', pitchContent: longPitch });
    const { user, fetchMock } = openSignedIn(newPath, {
      'POST /api/ventures': () => jsonResponse(draft, 201),
      [`GET ${venturePath}`]: () => jsonResponse(draft),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    await fillBasicStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('textbox', { name: 'Pitch' }));
    await user.paste(longPitch);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Choose files');
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const fine = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    // The picker's type filter is only a hint: "All files" lets anything through.
    fireEvent.change(picker, { target: { files: [big, text, fine] } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('File "huge.png" exceeds maximum size of 10MB'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'File "notes.txt" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${venturePath}/files`)).toHaveLength(0);
  });

  it('shows the draft alert and stays on Pitch when the draft cannot be saved', async () => {
    const { user } = openSignedIn(newPath, {
      'POST /api/ventures': () =>
        jsonResponse({ error: 'Server unavailable', code: 'INTERNAL' }, 503),
    });
    await fillBasicStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('textbox', { name: 'Pitch' }));
    await user.paste(longPitch);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to save draft. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pitch');
  });

  it('lets the editor of a draft delete an image in Media, after asking', async () => {
    const draft = makeOwnVenture({ status: 'draft', files: [makeVentureFile()] });
    const { user, fetchMock } = openSignedIn(`${ventureDetailPath}/edit`, {
      [`GET ${venturePath}`]: () => jsonResponse(draft),
      [`DELETE ${venturePath}/files/${ids.imageA}`]: () => new Response(null, { status: 204 }),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    await screen.findByRole('textbox', { name: 'Name' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const images = screen.getByRole('list', { name: 'Images' });
    await user.click(within(images).getByRole('button', { name: 'Delete storefront.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(
      within(dialog).getByText('Are you sure you want to delete "storefront.png"?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', `${venturePath}/files/${ids.imageA}`)).toHaveLength(1),
    );
  });

  it('refuses to edit a venture that is no longer draft or live', async () => {
    openSignedIn(`${ventureDetailPath}/edit`, {
      [`GET ${venturePath}`]: () => jsonResponse(makeOwnVenture({ status: 'successful' })),
    });
    expect(
      await screen.findByText('This venture cannot be edited in its current status', {}, firstLoad),
    ).toBeInTheDocument();
  });

  it('checks both steps again on Publish and goes back to the one that fails', async () => {
    // An end date still ahead on Next and passed by the time of Publish: the clock stands still
    // until it is moved past that date, however long the steps take on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const endDate = new Date(Date.now() + 60_000).toISOString();
    const draft = makeOwnVenture({ status: 'draft', endDate });
    const { user, fetchMock } = openSignedIn(`${ventureDetailPath}/edit`, {
      [`GET ${venturePath}`]: () => jsonResponse(draft),
    });
    await screen.findByRole('textbox', { name: 'Name' }, firstLoad);
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
    vi.setSystemTime(Date.parse(endDate) + 1_000);
    await user.click(screen.getByRole('button', { name: 'Publish Venture' }));
    expect(await screen.findByText('End date must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic Info');
    expect(callsTo(fetchMock, 'PUT', venturePath)).toHaveLength(0);
  });

  it('edits a live venture with Media closed and saves the changes', async () => {
    const live = makeOwnVenture({ status: 'live' });
    const { user, fetchMock } = openSignedIn(`${ventureDetailPath}/edit`, {
      [`GET ${venturePath}`]: () => jsonResponse(live),
      [`PUT ${venturePath}`]: () => jsonResponse({ ...live, name: 'Dawn Bakery & Cafe' }),
      [`GET /api/ventures/workspace/${ids.workspace}`]: () => jsonResponse({ ventures: [] }),
    });
    const name = await screen.findByRole('textbox', { name: 'Name' }, firstLoad);
    expect(name).toHaveValue('Dawn Bakery');
    await user.type(name, ' & Cafe');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText('Media cannot be changed while the venture is live.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Venture updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', venturePath)[0]?.body).toMatchObject({
      name: 'Dawn Bakery & Cafe',
    });
  });
});
