import { dollarsToCents, centsToDollars } from '../common/money';
import { roundedPercent } from '../common/percent';
import type { DateInput } from '../common/relative-time';
import { projectStatusOrDefault } from '../projects/rules';
import { isTaskOverdue } from '../tasks/rules';
import type { DashboardMetrics } from './schemas';
import type { ProjectStatus } from '../projects/constants';
import type { TaskStatus } from '../tasks/constants';

interface MetricsTask {
  status: TaskStatus;
  dueDate?: DateInput | null;
  amount?: number | null;
}

export interface MetricsProject {
  status?: ProjectStatus | null;
  estimatedCost?: number | null;
  tasks: readonly MetricsTask[];
}

/**
 * The reference computation of the dashboard metrics (DECISIONS.md "Projects"): archived projects
 * left out; active = to_do or in_progress; investment = amounts of complete tasks; sums on cents.
 * The server's SQL aggregate is tested against this.
 */
export function dashboardMetrics(projects: Iterable<MetricsProject>, now: Date): DashboardMetrics {
  let activeProjects = 0;
  let totalProjects = 0;
  let totalTasks = 0;
  let completedTasks = 0;
  let overdueTasks = 0;
  let investmentCents = 0;
  let estimateCents = 0;
  for (const project of projects) {
    const status = projectStatusOrDefault(project.status);
    if (status === 'archived') continue;
    totalProjects += 1;
    if (status === 'to_do' || status === 'in_progress') activeProjects += 1;
    estimateCents += dollarsToCents(project.estimatedCost ?? 0);
    for (const task of project.tasks) {
      totalTasks += 1;
      if (task.status === 'complete') {
        completedTasks += 1;
        investmentCents += dollarsToCents(task.amount ?? 0);
      }
      if (isTaskOverdue(task, now)) overdueTasks += 1;
    }
  }
  return {
    activeProjects,
    totalProjects,
    totalTasks,
    completedTasks,
    overdueTasks,
    totalInvestment: centsToDollars(investmentCents),
    estimatedCost: centsToDollars(estimateCents),
    costVariance: centsToDollars(investmentCents - estimateCents),
  };
}

/** The Task Completion card's whole percent: completed of total, 0 with no tasks. */
export function taskCompletionPercent(
  metrics: Pick<DashboardMetrics, 'completedTasks' | 'totalTasks'>,
): number {
  return metrics.totalTasks === 0 ? 0 : roundedPercent(metrics.completedTasks, metrics.totalTasks);
}
