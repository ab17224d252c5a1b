import { LABELS_PER_TASK_MAX } from '@groundwork/shared/labels/constants';

/** What choosing labels says: in the task form and the Labels filter, loaded with them. */
export const labelChoiceMessages = {
  /** Why the choices left wait. */
  full: `At most ${LABELS_PER_TASK_MAX} labels can be chosen.`,
  filterNote: 'Shows the tasks that have every label chosen.',
  loading: 'Loading labels...',
  noneInWorkspace: 'This workspace has no labels yet.',
  failed: 'Labels could not be loaded.',
  retry: 'Retry',
  retrying: 'Retrying...',
} as const;
