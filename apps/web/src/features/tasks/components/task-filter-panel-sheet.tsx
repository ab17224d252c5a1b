import { taskFilterLabels } from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TaskFilterFields, type TaskFilterPanelProps } from './task-filter-panel-fields';

export interface TaskFilterSheetProps extends TaskFilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A phone's filters: the panel's controls in a full-height sheet that Escape closes. */
export function TaskFilterSheet({ open, onOpenChange, ...panel }: TaskFilterSheetProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={taskFilterLabels.filters}>
      <TaskFilterFields {...panel} layout="sheet" />
      <ModalFooter>
        <Button className="w-full" onClick={() => onOpenChange(false)}>
          {taskFilterLabels.showTasks}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
