import { useRef, type ReactNode } from 'react';
import { CircleAlert, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonVariant } from './button';
import { Modal, ModalFooter } from './modal';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

const variants: Record<
  ConfirmVariant,
  { icon: LucideIcon; iconClass: string; button: ButtonVariant }
> = {
  danger: { icon: TriangleAlert, iconClass: 'bg-danger-soft text-danger', button: 'danger' },
  warning: { icon: CircleAlert, iconClass: 'bg-warning-soft text-warning', button: 'warning' },
  info: { icon: Info, iconClass: 'bg-info-soft text-info', button: 'primary' },
};

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  /** A line under the message, e.g. 'This action can be undone later'. */
  note?: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs, e.g. 'Deleting...'. */
  pendingLabel?: string;
  isPending?: boolean;
  cancelLabel?: string;
  variant?: ConfirmVariant;
  onConfirm: () => void;
}

/** Asks before an action. Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  note,
  confirmLabel,
  pendingLabel,
  isPending = false,
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { icon: Icon, iconClass, button } = variants[variant];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex gap-3">
        <span
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', iconClass)}
        >
          <Icon aria-hidden size={18} />
        </span>
        <div className="space-y-2 pt-1.5">
          <div className="text-ink-soft">{message}</div>
          {note && <p className="text-[13px] text-muted">{note}</p>}
        </div>
      </div>
      <ModalFooter>
        <Button
          ref={cancelRef}
          variant="secondary"
          disabled={isPending}
          onClick={() => onOpenChange(false)}
        >
          {cancelLabel}
        </Button>
        <Button variant={button} disabled={isPending} onClick={onConfirm}>
          {isPending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
