import { TaskActivitySection } from '../features/activity/components/activity-section';
import { TaskFilesSection } from '../features/files/components/task-files-section';
import { TaskDetailPage } from '../features/tasks/pages/task-detail-page';

/** The task detail with the files feature's manager and the activity feature's history. */
export function TaskDetailRoute() {
  return <TaskDetailPage filesSection={TaskFilesSection} activitySection={TaskActivitySection} />;
}
