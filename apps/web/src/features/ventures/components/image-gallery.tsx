import { useRef, useState } from 'react';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';
import { ImageLightbox } from './lazy-dialogs';

/** The venture's images as thumbnails; one opens the lightbox, which gives focus back to it. */
export function ImageGallery({ images }: { images: readonly VentureFile[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef(0);
  if (images.length === 0) return <p className="text-[13px] text-muted">No images</p>;
  const count = images.length;
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
                openedFrom.current = index;
                setOpenIndex(index);
              }}
              className="block w-full overflow-hidden rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <img src={image.url} alt="" className="aspect-[4/3] w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <ImageLightbox
        images={images}
        openIndex={openIndex}
        onIndexChange={setOpenIndex}
        onClosed={() => thumbnails.current[openedFrom.current]?.focus()}
      />
    </>
  );
}
