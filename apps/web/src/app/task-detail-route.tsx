import { TaskActivitySection } from '../features/activity/components/activity-section';
import { TaskChecklistsSection } from '../features/checklists/components/task-checklists-section';
import { TaskFilesSection } from '../features/files/components/task-files-section';
import { TaskDetailPage } from '../features/tasks/pages/task-detail-page';

/** The task detail with the checklists, the files feature's manager and the activity's history. */
export function TaskDetailRoute() {
  return (
    <TaskDetailPage
      checklistsSection={TaskChecklistsSection}
      filesSection={TaskFilesSection}
      activitySection={TaskActivitySection}
    />
  );
}
