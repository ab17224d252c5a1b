import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import { labelChoiceMessages } from '../label-choice-messages';
import { taskLabelMessages } from '../task-messages';
import { TaskLabelChoices } from './task-label-choices';

export interface TaskLabelFilterProps {
  labels: readonly TaskLabel[];
  chosen: readonly string[];
  onChange: (labelIds: string[]) => void;
  /** Hidden beside the wide panel's Labels button, which names the group already. */
  isLegendShown: boolean;
}

/**
 * The Labels filter's choices: a task shown must have every label chosen. Loaded when first
 * opened, with the choices' code, so a task list's first load carries only its button.
 */
export default function TaskLabelFilter({ isLegendShown, ...choices }: TaskLabelFilterProps) {
  return (
    <TaskLabelChoices
      legend={taskLabelMessages.legend}
      isLegendShown={isLegendShown}
      note={labelChoiceMessages.filterNote}
      {...choices}
    />
  );
}
