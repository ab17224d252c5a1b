import { projectInsights, type ProjectInsights } from '@groundwork/shared/projects/rules';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { ProjectHealth } from '@groundwork/shared/projects/constants';

/** A project as the API answers it; the server may add its own health and overdue verdicts. */
export type ProjectView = Omit<Project, 'health' | 'isOverdue'> & {
  health?: ProjectHealth;
  isOverdue?: boolean;
};

/**
 * The project's status, overdue flag, cost efficiency and health: the server's verdicts when it
 * sends them, otherwise the shared rules applied at `now`.
 */
export function insightsOf(project: ProjectView, now: Date): ProjectInsights {
  const computed = projectInsights(project, now);
  return {
    ...computed,
    isOverdue: project.isOverdue ?? computed.isOverdue,
    health: project.health ?? computed.health,
  };
}
