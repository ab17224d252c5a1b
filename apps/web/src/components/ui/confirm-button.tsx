import { useState } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the dialog asks, and the words of its confirm button. */
  confirmation: Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'pendingLabel'>;
  isPending: boolean;
  /** Runs the action; it calls `close` when the dialog is done with. */
  onConfirm: (close: () => void) => void;
}

/** A button whose action runs only once the person confirms it in a dialog. */
export function ConfirmButton({
  confirmation,
  isPending,
  onConfirm,
  ...buttonProps
}: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)} />
      <ConfirmDialog
        {...confirmation}
        open={isOpen}
        onOpenChange={setOpen}
        isPending={isPending}
        onConfirm={() => onConfirm(() => setOpen(false))}
      />
    </>
  );
}
