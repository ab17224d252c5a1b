import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { jsonResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, ids, makeMember } from '../testing/fixtures';
import { InviteMemberDialog } from './invite-member-dialog';

const owner: WorkspaceActor = { userId: signedInUser.id, role: 'admin', isOwner: true };
const invitesPath = `/api/workspaces/${ids.acme}/invites`;

function OpenDialog({ actor = owner }: { actor?: WorkspaceActor }) {
  const [open, setOpen] = useState(true);
  return (
    <InviteMemberDialog workspaceId={ids.acme} actor={actor} open={open} onOpenChange={setOpen} />
  );
}

const phoneField = () => screen.getByLabelText('Phone Number');
const sendButton = () => screen.getByRole('button', { name: 'Send Invitation' });

describe('the invite form', () => {
  it('formats the phone number as it is typed', async () => {
    stubApi({});
    const { user } = renderWithProviders(<OpenDialog />);
    expect(screen.getByRole('dialog', { name: 'Invite User to Workspace' })).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();

    const shown: string[] = [];
    for (const digit of '4155550123') {
      await user.type(phoneField(), digit);
      shown.push((phoneField() as HTMLInputElement).value);
    }

    expect(shown).toEqual([
      '+1 (4',
      '+1 (41',
      '+1 (415',
      '+1 (415) 5',
      '+1 (415) 55',
      '+1 (415) 555',
      '+1 (415) 555-0',
      '+1 (415) 555-01',
      '+1 (415) 555-012',
      '+1 (415) 555-0123',
    ]);
    // An 11th digit: no longer a US number, so "+" and the digits typed.
    await user.type(phoneField(), '9');
    expect(phoneField()).toHaveValue('+41555501239');
    await user.type(phoneField(), '{Backspace}');
    expect(phoneField()).toHaveValue('+1 (415) 555-0123');
  });

  it('sends "+1" and the digits with the default role, then closes with a toast', async () => {
    const fetchMock = stubApi({
      [`POST ${invitesPath}`]: () =>
        jsonResponse({ member: makeMember({ status: 'pending' }) }, 201),
    });
    const { user } = renderWithProviders(<OpenDialog />);

    expect(sendButton()).toBeDisabled();
    await user.type(phoneField(), '4155550123');
    await user.click(sendButton());

    expect(await screen.findByText('Invitation sent successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [invite] = callsTo(fetchMock, 'POST', invitesPath);
    expect(invite?.body).toEqual({ phoneNumber: '+14155550123', role: 'contractor' });
    expect(invite?.headers).toMatchObject({ 'X-Workspace-ID': ids.acme });
  });

  it('offers Project Manager, Client and Contractor, each with what it may do', async () => {
    const fetchMock = stubApi({
      [`POST ${invitesPath}`]: () => jsonResponse({ member: makeMember({}) }, 201),
    });
    const { user } = renderWithProviders(<OpenDialog actor={{ ...owner, isOwner: false }} />);

    const group = screen.getByRole('group', { name: 'Role' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'project_manager',
      'client',
      'contractor',
    ]);
    expect(group).toHaveTextContent('Can create and manage projects and tasks');
    expect(screen.getByRole('radio', { name: 'Client' })).toHaveAccessibleDescription(
      'Can view assigned projects and provide feedback',
    );
    expect(screen.getByRole('radio', { name: 'Contractor' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Client' }));
    await user.type(phoneField(), '+44 20 7183 8750');
    expect(phoneField()).toHaveValue('+442071838750');
    await user.click(sendButton());

    await screen.findByText('Invitation sent successfully!');
    expect(callsTo(fetchMock, 'POST', invitesPath)[0]?.body).toEqual({
      phoneNumber: '+442071838750',
      role: 'client',
    });
  });

  it('refuses a number too short to be one, beside the field, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders(<OpenDialog />);

    await user.type(phoneField(), '41555');
    await user.click(sendButton());

    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeVisible();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(phoneField(), '50123');
    expect(screen.queryByText('Phone number must be at least 10 digits')).not.toBeInTheDocument();
  });

  it("toasts the server's reason, or 'Failed to send invitation', and stays open", async () => {
    let answer = () =>
      jsonResponse({ error: 'User is already a member of this workspace', code: 'CONFLICT' }, 409);
    stubApi({ [`POST ${invitesPath}`]: () => answer() });
    const { user } = renderWithProviders(<OpenDialog />);
    await user.type(phoneField(), '4155550123');

    await user.click(sendButton());
    expect(await screen.findByText('User is already a member of this workspace')).toBeVisible();

    answer = () => new Response(null, { status: 500 });
    await user.click(sendButton());
    expect(await screen.findByText('Failed to send invitation')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
