import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { useProjectActivity, useTaskActivity } from '../api/get-activity';
import { ActivityList, type ActivityQuery } from './activity-list';

/**
 * The Activity section at the foot of a detail page: a heading over the history of the subject
 * named by the `idProp` prop, listed under `label`.
 */
function activitySection<IdProp extends string>(
  label: string,
  idProp: IdProp,
  useActivity: (workspaceId: string, subjectId: string) => ActivityQuery,
) {
  return function ActivitySection(props: { workspaceId: string } & Record<IdProp, string>) {
    const { workspaceId } = props;
    const subjectId: string = props[idProp];
    const query = useActivity(workspaceId, subjectId);
    const headingId = useId();
    return (
      <Card role="region" aria-labelledby={headingId} className="p-4 md:p-5">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          Activity
        </h2>
        <div className="mt-2">
          <ActivityList
            query={query}
            workspaceId={workspaceId}
            label={label}
            subjectId={subjectId}
          />
        </div>
      </Card>
    );
  };
}

/** The task's history: its changes, comments and files. */
export const TaskActivitySection = activitySection('Task activity', 'taskId', useTaskActivity);

/** The project's history, and that of its tasks. */
export const ProjectActivitySection = activitySection(
  'Project activity',
  'projectId',
  useProjectActivity,
);
