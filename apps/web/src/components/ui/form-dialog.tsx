import { Fragment, type ReactNode } from 'react';
import { Modal } from './modal';

/**
 * A create-or-edit form in a large dialog. The form is mounted anew for each record it edits (and
 * only while open), so every opening starts from the saved values; it closes the dialog with the
 * `onDone` it is given.
 */
export function FormDialog({
  open,
  onOpenChange,
  record,
  titles,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record edited; none for a new one. */
  record: { id: string } | undefined;
  titles: { create: string; edit: string };
  children: (onDone: () => void) => ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={record ? titles.edit : titles.create}
      size="lg"
    >
      <Fragment key={record?.id ?? 'new'}>{children(() => onOpenChange(false))}</Fragment>
    </Modal>
  );
}
