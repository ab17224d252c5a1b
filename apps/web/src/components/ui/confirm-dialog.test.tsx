import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmVariant } from './confirm-dialog';

function Harness({ onConfirm, variant }: { onConfirm: () => void; variant?: ConfirmVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete Workspace</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Confirm Deletion"
        message="Are you sure you want to delete Acme? This action cannot be undone and will permanently remove all associated data."
        confirmLabel="Yes, Delete Workspace"
        variant={variant}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens with the focus on Cancel and confirms on request', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete Workspace' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Acme?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete Workspace' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} variant="warning" />);
    const opener = screen.getByRole('button', { name: 'Delete Workspace' });

    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} variant="info" />);
    await user.click(screen.getByRole('button', { name: 'Delete Workspace' }));
    // The backdrop is rendered just before the dialog.
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;

    await user.click(backdrop);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete Workspace' }));
    const dialog = screen.getByRole('dialog');

    for (let press = 0; press < 5; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
