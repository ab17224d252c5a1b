import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { useProjectActivity, useTaskActivity } from '../api/get-activity';
import { ActivityList, type ActivityQuery } from './activity-list';

/** The Activity section at the foot of a detail page: a heading over the history. */
function ActivitySection({
  query,
  workspaceId,
  label,
  subjectId,
}: {
  query: ActivityQuery;
  workspaceId: string;
  label: string;
  subjectId: string;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 md:p-5">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Activity
      </h2>
      <div className="mt-2">
        <ActivityList query={query} workspaceId={workspaceId} label={label} subjectId={subjectId} />
      </div>
    </Card>
  );
}

/** The task's history: its changes, comments and files. */
export function TaskActivitySection({
  workspaceId,
  taskId,
}: {
  workspaceId: string;
  taskId: string;
}) {
  const query = useTaskActivity(workspaceId, taskId);
  return (
    <ActivitySection
      query={query}
      workspaceId={workspaceId}
      label="Task activity"
      subjectId={taskId}
    />
  );
}

/** The project's history, and that of its tasks. */
export function ProjectActivitySection({
  workspaceId,
  projectId,
}: {
  workspaceId: string;
  projectId: string;
}) {
  const query = useProjectActivity(workspaceId, projectId);
  return (
    <ActivitySection
      query={query}
      workspaceId={workspaceId}
      label="Project activity"
      subjectId={projectId}
    />
  );
}
