import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';

/**
 * The venture's images as thumbnails; one opens a lightbox with previous, next and 'n / m',
 * ArrowLeft and ArrowRight to move, Escape to close, and focus back on the thumbnail.
 */
export function ImageGallery({ images }: { images: readonly VentureFile[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastIndex = useRef(0);
  if (images.length === 0) return <p className="text-[13px] text-muted">No images</p>;
  const count = images.length;
  const current = openIndex === null ? null : images[openIndex];
  const move = (step: number) =>
    setOpenIndex((index) => (index === null ? index : (index + step + count) % count));

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              aria-label={`Open image ${index + 1} of ${count}: ${image.filename}`}
              onClick={() => {
                lastIndex.current = index;
                setOpenIndex(index);
              }}
              className="block w-full overflow-hidden rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <img src={image.url} alt="" className="aspect-[4/3] w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={current !== null} onOpenChange={(open) => !open && setOpenIndex(null)}>
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
              thumbnails.current[lastIndex.current]?.focus();
            }}
          >
            {current && openIndex !== null && (
              <>
                <Dialog.Title className="max-w-full truncate text-sm font-medium text-white">
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
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
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
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <ChevronRight aria-hidden size={20} />
                  </button>
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <X aria-hidden size={20} />
                </Dialog.Close>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
