import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';

/**
 * One image at a time over the page: previous, next and 'n / m', ArrowLeft and ArrowRight to
 * move, Escape to close. `openIndex` null means closed.
 */
export function ImageLightbox({
  images,
  openIndex,
  onIndexChange,
  onClosed,
}: {
  images: readonly VentureFile[];
  openIndex: number | null;
  onIndexChange: (index: number | null) => void;
  /** Called once it has closed, to put the focus back where it came from. */
  onClosed: () => void;
}) {
  const count = images.length;
  const current = openIndex === null ? undefined : images[openIndex];
  const move = (step: number) => {
    if (openIndex !== null) onIndexChange((openIndex + step + count) % count);
  };
  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/85" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              move(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              move(1);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          {current && openIndex !== null && (
            <>
              <Dialog.Title className="max-w-full truncate pr-14 text-sm font-medium text-white">
                {current.filename}
              </Dialog.Title>
              <img
                src={current.url}
                alt={current.filename}
                className="max-h-[75vh] max-w-full rounded-md object-contain"
              />
              <div className="flex items-center gap-3 text-white">
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => move(-1)}
                  className={roundButton}
                >
                  <ChevronLeft aria-hidden size={20} />
                </button>
                <span aria-live="polite" className="text-sm tabular-nums">
                  {openIndex + 1} / {count}
                </span>
                <button
                  type="button"
                  aria-label="Next image"
                  onClick={() => move(1)}
                  className={roundButton}
                >
                  <ChevronRight aria-hidden size={20} />
                </button>
              </div>
              <Dialog.Close aria-label="Close" className={`absolute top-3 right-3 ${roundButton}`}>
                <X aria-hidden size={20} />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
