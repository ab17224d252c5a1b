import { Button } from './button';
import { ModalFooter } from './modal';

export interface FormDialogFooterProps {
  onCancel: () => void;
  isPending: boolean;
  /** The submit button's words, which say what it is doing while pending. */
  submitLabel: string;
  /** The form cannot be sent yet (e.g. a required field is still empty). */
  isIncomplete?: boolean;
}

/** A form dialog's Cancel and submit buttons, both held while the form is being sent. */
export function FormDialogFooter({
  onCancel,
  isPending,
  submitLabel,
  isIncomplete = false,
}: FormDialogFooterProps) {
  return (
    <ModalFooter>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending || isIncomplete}>
        {submitLabel}
      </Button>
    </ModalFooter>
  );
}
