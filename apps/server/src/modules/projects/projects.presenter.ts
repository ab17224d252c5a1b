import { centsToDollars } from '@groundwork/shared/common/money';
import { projectInsights, projectProgress } from '@groundwork/shared/projects/rules';
import type { Project } from '@groundwork/shared/projects/schemas';
import type * as repo from './projects.repository';

// The answer a project's routes give, built from its row and its task aggregates.

function toIso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The answer for one project: stored fields, aggregates in dollars, and the 000 §4 insights. */
export function toProject(
  row: repo.ProjectWithStats,
  assignments: repo.AssignmentWithUser[],
  now: Date,
): Project {
  const progress = projectProgress(row.completedTaskCount, row.taskCount);
  const estimatedCost =
    row.estimatedCostCents === null ? null : centsToDollars(row.estimatedCostCents);
  const totalInvestment = centsToDollars(row.investmentCents);
  const insights = projectInsights(
    {
      status: row.status,
      targetEndDate: row.targetEndDate,
      progress,
      estimatedCost,
      totalInvestment,
    },
    now,
  );
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    type: row.type,
    status: insights.status,
    startDate: toIso(row.startDate),
    targetEndDate: toIso(row.targetEndDate),
    estimatedCost,
    totalInvestment,
    progress,
    isOverdue: insights.isOverdue,
    health: insights.health,
    taskCount: row.taskCount,
    completedTaskCount: row.completedTaskCount,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignments: assignments.map(({ userId, role, user }) => ({ userId, role, user })),
  };
}
