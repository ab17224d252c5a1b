import { Link } from 'react-router';
import { UserRoundCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { WithWorkspaceId } from '../components/invalid-ids';
import { TaskOverview } from '../components/task-overview';
import { taskUiMessages } from '../task-messages';

/** Every task of the workspace the caller can see, across projects, with a project filter. */
export function WorkspaceTasksPage() {
  return (
    <WithWorkspaceId pageTitle="Tasks">
      {(workspaceId) => (
        <TaskOverview
          workspaceId={workspaceId}
          title="Tasks"
          trail={[{ label: 'Tasks' }]}
          description={(workspaceName) => `Every task in ${workspaceName} you can see.`}
          leadingAction={
            // A phone has My Tasks in its bottom bar; the desktop header has no room for it.
            <Link
              to={paths.myTasks(workspaceId)}
              className={cn(buttonClasses('secondary'), 'max-md:hidden')}
            >
              <UserRoundCheck aria-hidden size={16} />
              {taskUiMessages.myTasksTitle}
            </Link>
          }
          emptyDescription={taskUiMessages.emptyWorkspace}
        />
      )}
    </WithWorkspaceId>
  );
}
