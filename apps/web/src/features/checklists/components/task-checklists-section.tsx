import { lazy, Suspense, useId } from 'react';
import type { ProjectAccess } from '@groundwork/shared/permissions/visibility';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { Card } from '../../../components/ui/card';
import { useTaskChecklists } from '../api/get-checklists';
import { ChecklistsHeading, ChecklistsSkeleton } from './checklists-skeleton';

// What draws and changes checklists (drag and drop among it) loads after the task page's first
// screen, beside the checklists' own request.
const ChecklistsContent = lazy(() =>
  import('./checklists-content').then((module) => ({ default: module.ChecklistsContent })),
);

interface TaskChecklistsSectionProps {
  workspaceId: string;
  task: Task;
  /** The task's project, which decides who may tick; undefined when it could not be loaded. */
  project: ProjectAccess | undefined;
}

/** The task page's Checklists section: each checklist with its progress and its items. */
export function TaskChecklistsSection({ workspaceId, task, project }: TaskChecklistsSectionProps) {
  const headingId = useId();
  const query = useTaskChecklists(workspaceId, task.id);
  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 md:p-5">
      <Suspense
        fallback={
          <>
            <ChecklistsHeading id={headingId} />
            <ChecklistsSkeleton />
          </>
        }
      >
        <ChecklistsContent
          workspaceId={workspaceId}
          task={task}
          project={project}
          query={query}
          headingId={headingId}
        />
      </Suspense>
    </Card>
  );
}
