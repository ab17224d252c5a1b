import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { jsonResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, ids, makeMember, selfMember } from '../testing/fixtures';
import { MemberList } from './member-list';

const ownerActor: WorkspaceActor = { userId: signedInUser.id, role: 'admin', isOwner: true };
const adminActor: WorkspaceActor = { userId: signedInUser.id, role: 'admin', isOwner: false };

const owner = makeMember({
  role: 'admin',
  isOwner: true,
  user: { name: 'Rosa Diaz', phoneNumber: '+15550001000' },
});
const grace = makeMember({ role: 'admin', user: { name: 'Grace Hopper' } });
const linus = makeMember({ role: 'project_manager', user: { name: 'Linus Torvalds' } });
const invitee = makeMember({
  role: 'contractor',
  status: 'pending',
  joinedAt: null,
  invitedAt: '2025-03-02T12:00:00.000Z',
  user: { name: null, phoneNumber: '+14155550187' },
});

const row = (name: string | RegExp) => screen.getByRole('listitem', { name });
const actionsOf = (name: string | RegExp) =>
  within(row(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

function renderList(actor: WorkspaceActor, members = [owner, grace, linus, invitee]) {
  return renderWithProviders(<MemberList workspaceId={ids.acme} members={members} actor={actor} />);
}

describe('the members list', () => {
  it('shows avatar, name or Unnamed User, (You), phone, role, status and the invitation date', () => {
    stubApi({});
    renderList(adminActor, [owner, selfMember({ role: 'admin' }), invitee]);

    expect(within(row('Rosa Diaz')).getByText('R')).toBeInTheDocument();
    expect(row('Rosa Diaz')).toHaveTextContent('+1 555 000 1000');
    expect(within(row('Rosa Diaz')).getByText('Owner')).toBeInTheDocument();
    expect(within(row('Rosa Diaz')).getByText('Active')).toBeInTheDocument();
    expect(row('Ada Lovelace (You)')).toBeInTheDocument();
    expect(within(row('Ada Lovelace (You)')).getByText('Admin')).toBeInTheDocument();

    const pending = row('Unnamed User');
    expect(within(pending).getByText('87')).toBeInTheDocument();
    expect(pending).toHaveTextContent('+1 415 555 0187 · Invited Mar 2, 2025');
    expect(within(pending).getByText('Contractor')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
  });

  it('lets the owner manage everyone but themselves', () => {
    stubApi({});
    renderList(ownerActor, [selfMember({ role: 'admin', isOwner: true }), grace, linus, invitee]);

    expect(actionsOf(/\(You\)/)).toEqual([]);
    for (const name of ['Grace Hopper', 'Linus Torvalds', 'Unnamed User']) {
      expect(actionsOf(name)).toEqual(['Edit Role', 'Remove']);
    }
  });

  it('lets an admin manage only members below admin, never the owner', () => {
    stubApi({});
    renderList(adminActor, [owner, selfMember({ role: 'admin' }), grace, linus]);

    expect(actionsOf('Rosa Diaz')).toEqual([]);
    expect(actionsOf(/\(You\)/)).toEqual([]);
    expect(actionsOf('Grace Hopper')).toEqual([]);
    expect(actionsOf('Linus Torvalds')).toEqual(['Edit Role', 'Remove']);
  });

  it('gives no member actions to a role below admin', () => {
    stubApi({});
    renderList({ userId: signedInUser.id, role: 'project_manager', isOwner: false });

    expect(screen.queryByRole('button', { name: 'Edit Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('edits a role inline with the roles the actor may give, and saves it', async () => {
    const path = `/api/workspaces/${ids.acme}/members/${linus.id}/role`;
    const fetchMock = stubApi({
      [`PUT ${path}`]: () => jsonResponse({ member: { ...linus, role: 'client' } }),
    });
    const { user } = renderList(adminActor);

    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Edit Role' }));
    const select = within(row('Linus Torvalds')).getByRole('combobox', { name: 'Role' });
    expect(select).toHaveFocus();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Project Manager', 'Client', 'Contractor']);
    expect(select).toHaveValue('project_manager');

    await user.selectOptions(select, 'client');
    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Role updated successfully!')).toBeVisible();
    expect(callsTo(fetchMock, 'PUT', path)[0]?.body).toEqual({ role: 'client' });
    await waitFor(() =>
      expect(
        within(row('Linus Torvalds')).getByRole('button', { name: 'Edit Role' }),
      ).toHaveFocus(),
    );
  });

  it('offers the owner all four roles, and Cancel leaves the role as it was', async () => {
    const fetchMock = stubApi({});
    const { user } = renderList(ownerActor);

    await user.click(within(row('Grace Hopper')).getByRole('button', { name: 'Edit Role' }));
    const select = within(row('Grace Hopper')).getByRole('combobox', { name: 'Role' });
    expect(within(select).getAllByRole('option')).toHaveLength(4);
    await user.selectOptions(select, 'contractor');
    await user.click(within(row('Grace Hopper')).getByRole('button', { name: 'Cancel' }));

    expect(within(row('Grace Hopper')).getByText('Admin')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to update role' when the change fails without a reason", async () => {
    stubApi({
      [`PUT /api/workspaces/${ids.acme}/members/${linus.id}/role`]: () =>
        new Response(null, { status: 500 }),
    });
    const { user } = renderList(ownerActor);

    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Edit Role' }));
    await user.selectOptions(within(row('Linus Torvalds')).getByRole('combobox'), 'client');
    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update role')).toBeVisible();
    expect(within(row('Linus Torvalds')).getByRole('combobox')).toBeInTheDocument();
  });

  it('asks before removing a member, then removes them', async () => {
    const path = `/api/workspaces/${ids.acme}/members/${invitee.id}`;
    const fetchMock = stubApi({ [`DELETE ${path}`]: () => jsonResponse({ success: true }) });
    const { user } = renderList(ownerActor);

    await user.click(within(row('Unnamed User')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Member' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this member from the workspace?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member removed successfully!')).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE', path)).toHaveLength(1);
  });

  it("toasts the server's reason, or 'Failed to remove member'", async () => {
    let answer = () =>
      jsonResponse({ error: 'Workspace owner required', code: 'FORBIDDEN' }, 403) as Response;
    stubApi({ [`DELETE /api/workspaces/${ids.acme}/members/${linus.id}`]: () => answer() });
    const { user } = renderList(ownerActor);

    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Workspace owner required')).toBeVisible();

    answer = () => new Response(null, { status: 500 });
    await user.click(within(row('Linus Torvalds')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove member')).toBeVisible();
  });

  it('says there are no members yet, and how to get some', () => {
    stubApi({});
    renderList(ownerActor, []);

    expect(screen.getByText('No members yet')).toBeInTheDocument();
    expect(screen.getByText('Invite team members to collaborate')).toBeInTheDocument();
  });
});
