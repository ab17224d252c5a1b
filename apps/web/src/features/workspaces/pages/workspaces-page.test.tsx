import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignIn } from '../../../lib/first-sign-in';
import { jsonResponse, meResponse, signedInUser } from '../../../test/fetch';
import { callsTo, ids, makeInvitation, makeWorkspace, openSignedIn } from '../testing/fixtures';

const acme = makeWorkspace();
const harbor = makeWorkspace({
  id: ids.harbor,
  name: 'Harbor Renovation',
  description: null,
  isOwner: false,
  role: 'project_manager',
  ownerId: ids.otherUser,
});

const card = (name: string) => screen.getByRole('article', { name });

describe('the workspaces list', () => {
  afterEach(() => sessionStorage.clear());

  it('welcomes the user, counts the workspaces and shows a card for each', async () => {
    let answer: (response: Response) => void = () => {};
    openSignedIn('/workspaces', {
      'GET /api/workspaces': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    expect(await screen.findByText('Loading workspaces...')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace.')).toBeVisible();
    answer(jsonResponse({ workspaces: [acme, harbor] }));

    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace. You have 2 workspaces.')).toBeVisible();
    expect(within(card('Acme Build')).getByText('Owner')).toBeInTheDocument();
    expect(within(card('Acme Build')).getByText('Kitchen and roof jobs')).toBeInTheDocument();
    expect(within(card('Acme Build')).getByText('Created Jan 5, 2025')).toBeInTheDocument();
    expect(within(card('Harbor Renovation')).getByText('Project Manager')).toBeInTheDocument();
    expect(within(card('Acme Build')).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.acme}`,
    );
  });

  it('welcomes someone without a name without their phone number', async () => {
    openSignedIn('/workspaces', {
      'GET /api/auth/me': () =>
        jsonResponse({ ...meResponse, user: { ...meResponse.user, name: null } }),
      'GET /api/workspaces': () => jsonResponse({ workspaces: [acme] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    expect(await screen.findByText('Welcome. You have 1 workspace.')).toBeVisible();
    // The header still names them by phone number (000 §2 Shell); the greeting does not.
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('welcomes, not welcomes back, someone just signed in for the first time', async () => {
    rememberSignIn(signedInUser.id, true);
    openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    expect(await screen.findByText('Welcome, Ada Lovelace. You have 0 workspaces.')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('offers Edit and Delete on the cards of workspaces the user owns, Open on all', async () => {
    openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [acme, harbor] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });
    await screen.findByRole('article', { name: 'Acme Build' });

    const owned = within(card('Acme Build'));
    expect(owned.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(owned.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const joined = within(card('Harbor Renovation'));
    expect(joined.getByRole('link', { name: 'Open' })).toBeInTheDocument();
    expect(joined.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(joined.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says so when there are no workspaces yet, with a way to create one', async () => {
    openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    expect(await screen.findByText('No workspaces yet')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace. You have 0 workspaces.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Create Workspace' })).toHaveLength(2);
  });

  it('shows the reason when the list cannot be loaded, and retries', async () => {
    let isUp = false;
    const { user } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () =>
        isUp
          ? jsonResponse({ workspaces: [acme] })
          : jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Workspaces' })).toBeVisible();
    expect(alert).toHaveTextContent('Database unavailable');

    isUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Acme Build' })).toBeInTheDocument();
  });

  it('creates a workspace from the form and shows it on the list', async () => {
    let workspaces = [harbor];
    const created = makeWorkspace({ id: ids.orchard, name: 'Roof Co', description: null });
    const { user, router, fetchMock } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
      'POST /api/workspaces': () => {
        workspaces = [created, harbor];
        return jsonResponse(created, 201);
      },
    });
    await screen.findByRole('article', { name: 'Harbor Renovation' });

    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Workspace' });
    await user.type(within(dialog).getByLabelText('Workspace Name'), '  Roof Co ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));

    expect(await screen.findByText('Workspace "Roof Co" created successfully!')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Roof Co' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(callsTo(fetchMock, 'POST', '/api/workspaces')[0]?.body).toEqual({
      name: 'Roof Co',
      description: null,
    });
  });

  it('asks with the exact text before deleting, then deletes', async () => {
    let workspaces = [acme, harbor];
    const { user, fetchMock } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
      [`DELETE /api/workspaces/${ids.acme}`]: () => {
        workspaces = [harbor];
        return jsonResponse({ success: true });
      },
    });
    await screen.findByRole('article', { name: 'Acme Build' });

    await user.click(within(card('Acme Build')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Acme Build"? This action cannot be undone and will permanently remove all projects, tasks, and data associated with this workspace.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Workspace' }));

    expect(await screen.findByText('Workspace "Acme Build" deleted successfully!')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Acme Build' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', `/api/workspaces/${ids.acme}`)[0]?.headers).toMatchObject({
      'X-Workspace-ID': ids.acme,
    });
  });

  it('toasts why a deletion failed, naming the workspace', async () => {
    const { user } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [acme] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
      [`DELETE /api/workspaces/${ids.acme}`]: () =>
        jsonResponse({ error: 'Workspace owner required', code: 'FORBIDDEN' }, 403),
    });
    await screen.findByRole('article', { name: 'Acme Build' });

    await user.click(within(card('Acme Build')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Workspace' }));

    expect(
      await screen.findByText('Failed to delete "Acme Build": Workspace owner required'),
    ).toBeVisible();
    expect(card('Acme Build')).toBeInTheDocument();
  });
});

describe('invitations on the workspaces list', () => {
  const invitation = makeInvitation();

  it('shows each invitation with who sent it and the role; Join opens the workspace', async () => {
    const joined = makeWorkspace({
      id: ids.orchard,
      name: 'Orchard Lane',
      isOwner: false,
      role: 'client',
    });
    const { user, router, fetchMock } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [invitation] }),
      [`POST /api/workspaces/${ids.orchard}/join`]: () => jsonResponse(joined),
      [`GET /api/workspaces/${ids.orchard}`]: () => jsonResponse({ ...joined, members: [] }),
    });

    const invite = await screen.findByRole('article', { name: 'Orchard Lane' });
    expect(within(invite).getByText('Community garden build')).toBeInTheDocument();
    expect(invite).toHaveTextContent('Rosa Diaz invited you as Client · Jan 5, 2025');
    await user.click(within(invite).getByRole('button', { name: 'Join' }));

    expect(await screen.findByText('You joined "Orchard Lane"')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workspaces/${ids.orchard}`));
    expect(callsTo(fetchMock, 'POST', `/api/workspaces/${ids.orchard}/join`)).toHaveLength(1);
  });

  it('Decline removes the invitation', async () => {
    let invitations = [invitation];
    const { user, fetchMock } = openSignedIn('/workspaces', {
      'GET /api/workspaces': () => jsonResponse({ workspaces: [acme] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations }),
      [`POST /api/workspaces/${ids.orchard}/decline`]: () => {
        invitations = [];
        return jsonResponse({ success: true });
      },
    });

    const invite = await screen.findByRole('article', { name: 'Orchard Lane' });
    await user.click(within(invite).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Invitation to "Orchard Lane" declined')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Orchard Lane' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'POST', `/api/workspaces/${ids.orchard}/decline`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', `/api/workspaces/${ids.orchard}/join`)).toHaveLength(0);
  });
});
