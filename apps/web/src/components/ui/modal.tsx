import { useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

type ModalSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<ModalSize, string> = {
  sm: 'md:max-w-md',
  md: 'md:max-w-lg',
  lg: 'md:max-w-2xl',
};

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: ModalSize;
  /** Takes focus when the dialog opens; otherwise its first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A dialog that traps focus (starting on its first field), closes on Escape or a click on the
 * backdrop, and gives focus back to what opened it. On phones it fills the screen.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  initialFocusRef,
}: ModalProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-surface shadow-xl focus:outline-none',
            'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-lg md:border md:border-line',
            sizeClasses[size],
          )}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Radix only returns focus to a Dialog.Trigger; these dialogs open from anywhere.
            openerRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
        >
          <div className="space-y-1 border-b border-line py-4 pr-14 pl-5">
            <Dialog.Title className="text-base font-semibold text-ink">{title}</Dialog.Title>
            {description && (
              <Dialog.Description className="text-[13px] text-muted">
                {description}
              </Dialog.Description>
            )}
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {/* Last in the DOM so that the dialog's first field, not Close, takes the focus. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink max-md:top-1.5 max-md:right-1.5 max-md:size-11"
          >
            <X aria-hidden size={16} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the end of a modal's content. */
export function ModalFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>;
}
