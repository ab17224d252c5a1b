import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { LabelFormDialogProps } from './label-form-dialog';

// The form, with the form library and validation behind it, loads the first time it opens, so
// the page's first load stays small.

export { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-dialog';

export const LabelFormDialog = lazyDialog<LabelFormDialogProps>(
  () => import('./label-form-dialog').then((m) => m.LabelFormDialog),
  (props) => props.open,
);
