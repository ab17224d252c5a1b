import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { ChecklistTemplateFormDialogProps } from './checklist-template-form-dialog';

// The form, with the form library and validation behind it, loads the first time it opens, so
// the page's first load stays small.

export { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-dialog';

export const ChecklistTemplateFormDialog = lazyDialog<ChecklistTemplateFormDialogProps>(
  () => import('./checklist-template-form-dialog').then((m) => m.ChecklistTemplateFormDialog),
  (props) => props.open,
);
