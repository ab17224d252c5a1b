import { projectInsights, type ProjectInsights } from '@groundwork/shared/projects/rules';
import { formatPhoneNumber } from '../../lib/format';
import type { Project, ProjectHealth } from '@groundwork/shared/projects/schemas';

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

/** How a person is named on a card: their name, or else their phone number. */
export function personLabel(user: { name: string | null; phoneNumber: string }): string {
  return user.name?.trim() || formatPhoneNumber(user.phoneNumber);
}
