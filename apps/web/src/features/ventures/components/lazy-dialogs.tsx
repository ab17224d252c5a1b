import type { ComponentProps } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { ImageLightbox as Lightbox } from './image-lightbox';
import type { PledgeDialog as Pledge } from './pledge-dialog';

// The venture dialogs load the first time one opens, so the venture pages' first load stays small.

export { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-dialog';

export const PledgeDialog = lazyDialog<ComponentProps<typeof Pledge>>(
  () => import('./pledge-dialog').then((m) => m.PledgeDialog),
  (props) => props.open,
);

export const ImageLightbox = lazyDialog<ComponentProps<typeof Lightbox>>(
  () => import('./image-lightbox').then((m) => m.ImageLightbox),
  (props) => props.openIndex !== null,
);
