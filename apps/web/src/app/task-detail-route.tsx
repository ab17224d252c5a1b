import { TaskFilesSection } from '../features/files/components/task-files-section';
import { TaskDetailPage } from '../features/tasks/pages/task-detail-page';

/** The task detail with the files feature's manager in its Files section. */
export function TaskDetailRoute() {
  return <TaskDetailPage filesSection={TaskFilesSection} />;
}
