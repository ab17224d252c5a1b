import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { WithWorkspaceId } from '../components/invalid-ids';
import { TaskOverview } from '../components/task-overview';
import { taskUiMessages } from '../task-messages';

/**
 * The tasks assigned to the signed-in person, across the workspace's projects: what a contractor
 * opens first. GET /api/tasks answers one workspace at a time, so this is the workspace's.
 */
export function MyTasksPage() {
  return (
    <WithWorkspaceId pageTitle={taskUiMessages.myTasksTitle}>
      {(workspaceId) => (
        <TaskOverview
          workspaceId={workspaceId}
          onlyMine
          title={taskUiMessages.myTasksTitle}
          trail={[{ label: taskUiMessages.myTasksTitle }]}
          description={taskUiMessages.myTasksDescription}
          emptyDescription={taskUiMessages.emptyMine}
          emptyAction={
            <Link to={paths.workspaceTasks(workspaceId)} className={buttonClasses('secondary')}>
              {taskUiMessages.allTasks}
            </Link>
          }
        />
      )}
    </WithWorkspaceId>
  );
}
