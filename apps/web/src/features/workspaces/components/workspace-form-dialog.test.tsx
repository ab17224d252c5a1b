import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, ids, makeWorkspace } from '../testing/fixtures';
import { WorkspaceFormDialog, type WorkspaceFormDialogProps } from './workspace-form-dialog';

function OpenDialog({ workspace }: Pick<WorkspaceFormDialogProps, 'workspace'>) {
  const [open, setOpen] = useState(true);
  return <WorkspaceFormDialog open={open} onOpenChange={setOpen} workspace={workspace} />;
}

const nameField = () => screen.getByLabelText('Workspace Name');
const descriptionField = () => screen.getByLabelText('Description');

describe('the workspace form', () => {
  it('counts the characters of the name (x/100) and the description (x/500)', async () => {
    stubApi({});
    const { user } = renderWithProviders(<OpenDialog />);

    expect(screen.getByRole('dialog', { name: 'Create New Workspace' })).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('maxLength', '100');
    expect(descriptionField()).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(nameField()).toHaveFocus();

    await user.type(nameField(), 'Acme ');
    await user.type(descriptionField(), 'Roofs and kitchens');

    expect(screen.getByText('5/100')).toBeInTheDocument();
    expect(screen.getByText('18/500')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('5/100');
  });

  it('refuses a blank name beside the field and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders(<OpenDialog />);

    await user.type(nameField(), '   ');
    await user.type(descriptionField(), 'No name');
    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));

    expect(await screen.findByText('Workspace name is required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(nameField(), 'A');
    await waitFor(() =>
      expect(screen.queryByText('Workspace name is required')).not.toBeInTheDocument(),
    );
  });

  it('shows Creating... while the workspace is created, then closes', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'POST /api/workspaces': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<OpenDialog />);

    await user.type(nameField(), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(jsonResponse(makeWorkspace({ name: 'Acme' }), 201));

    expect(await screen.findByText('Workspace "Acme" created successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts the server's reason, or 'Failed to create workspace', and stays open", async () => {
    let answer = () => jsonResponse({ error: 'Workspace name is required', code: 'X' }, 400);
    stubApi({ 'POST /api/workspaces': () => answer() });
    const { user } = renderWithProviders(<OpenDialog />);
    await user.type(nameField(), 'Acme');

    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
    expect(await screen.findByText('Workspace name is required')).toBeVisible();

    answer = () => new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
    expect(await screen.findByText('Failed to create workspace')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes the refusal away when the form is closed and opened again, or a later submit succeeds', async () => {
    let isRefused = true;
    stubApi({
      'POST /api/workspaces': () =>
        isRefused
          ? jsonResponse({ error: 'Too many workspaces', code: 'CONFLICT' }, 409)
          : jsonResponse(makeWorkspace({ name: 'Acme' }), 201),
    });
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>New workspace</button>
          <WorkspaceFormDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    const { user } = renderWithProviders(<Reopenable />);
    const refuse = async () => {
      await user.type(nameField(), 'Acme');
      await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
      expect(await screen.findByText('Too many workspaces')).toBeVisible();
    };

    await refuse();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Workspace' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Too many workspaces')).not.toBeInTheDocument());

    await refuse();
    isRefused = false;
    await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
    expect(await screen.findByText('Workspace "Acme" created successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Too many workspaces')).not.toBeInTheDocument());
  });

  it('edits a workspace: prefilled, Update Workspace, a cleared description is sent as none', async () => {
    const workspace = makeWorkspace();
    const fetchMock = stubApi({
      [`PUT /api/workspaces/${ids.acme}`]: () =>
        jsonResponse({ ...workspace, name: 'Acme Builders', description: null }),
    });
    const { user } = renderWithProviders(<OpenDialog workspace={workspace} />);

    const dialog = screen.getByRole('dialog', { name: 'Edit Workspace' });
    expect(nameField()).toHaveValue('Acme Build');
    expect(descriptionField()).toHaveValue('Kitchen and roof jobs');
    expect(within(dialog).getByText('10/100')).toBeInTheDocument();

    await user.type(nameField(), 'ers');
    await user.clear(descriptionField());
    await user.click(within(dialog).getByRole('button', { name: 'Update Workspace' }));

    expect(
      await screen.findByText('Workspace "Acme Builders" updated successfully!'),
    ).toBeVisible();
    const [put] = callsTo(fetchMock, 'PUT', `/api/workspaces/${ids.acme}`);
    expect(put?.body).toEqual({ name: 'Acme Builders', description: null });
    expect(put?.headers).toMatchObject({ 'X-Workspace-ID': ids.acme });
  });

  it("toasts 'Failed to update workspace' when an edit fails without a reason", async () => {
    stubApi({ [`PUT /api/workspaces/${ids.acme}`]: () => new Response(null, { status: 500 }) });
    const { user } = renderWithProviders(<OpenDialog workspace={makeWorkspace()} />);

    await user.click(screen.getByRole('button', { name: 'Update Workspace' }));

    expect(await screen.findByText('Failed to update workspace')).toBeVisible();
  });
});
