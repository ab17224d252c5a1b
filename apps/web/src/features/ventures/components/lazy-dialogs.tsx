import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { ConfirmDialogProps } from '../../../components/ui/confirm-dialog';
import type { ImageLightbox as Lightbox } from './image-lightbox';
import type { PledgeDialog as Pledge } from './pledge-dialog';

/*
 * The dialogs, with the dialog code behind them, load the first time one opens, so the venture
 * pages' first load stays small. Once loaded a dialog stays mounted, so closing it can give the
 * focus back to what opened it.
 */

const ConfirmDialogChunk = lazy(() =>
  import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);
const PledgeDialogChunk = lazy(() =>
  import('./pledge-dialog').then((m) => ({ default: m.PledgeDialog })),
);
const ImageLightboxChunk = lazy(() =>
  import('./image-lightbox').then((m) => ({ default: m.ImageLightbox })),
);

/** True from the first time `open` is true on. */
function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const hasOpened = useHasOpened(props.open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogChunk {...props} />
    </Suspense>
  );
}

export function PledgeDialog(props: ComponentProps<typeof Pledge>) {
  const hasOpened = useHasOpened(props.open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PledgeDialogChunk {...props} />
    </Suspense>
  );
}

export function ImageLightbox(props: ComponentProps<typeof Lightbox>) {
  const hasOpened = useHasOpened(props.openIndex !== null);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightboxChunk {...props} />
    </Suspense>
  );
}
