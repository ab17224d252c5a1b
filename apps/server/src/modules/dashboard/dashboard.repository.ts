import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { projectTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { projectNotArchived, projectViewer, projectVisibleTo } from '../../platform/visibility';
import { taskStats } from '../../platform/project-task-stats';

export interface MetricsRow {
  totalProjects: number;
  activeProjects: number;
  estimateCents: number;
  totalTasks: number;
  completedTasks: number;
  overdueTasks: number;
  investmentCents: number;
}

/**
 * The dashboard aggregates in one statement: the visible, unarchived projects of a workspace,
 * each joined to its own task aggregates, summed.
 */
export async function dashboardMetrics(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  now: Date,
): Promise<MetricsRow> {
  const stats = taskStats(db, now);
  const [row] = await db
    .select({
      totalProjects: sql<number>`count(*)::int`,
      activeProjects: sql<number>`(count(*) filter (where ${projectTable.status} in ('to_do', 'in_progress')))::int`,
      estimateCents: sql<string>`coalesce(sum(${projectTable.estimatedCostCents}), 0)::text`,
      totalTasks: sql<string>`coalesce(sum(${stats.taskCount}), 0)::text`,
      completedTasks: sql<string>`coalesce(sum(${stats.completedTaskCount}), 0)::text`,
      overdueTasks: sql<string>`coalesce(sum(${stats.overdueTaskCount}), 0)::text`,
      investmentCents: sql<string>`coalesce(sum(${stats.investmentCents}::bigint), 0)::text`,
    })
    .from(projectTable)
    .leftJoinLateral(stats, sql`true`)
    .where(
      and(
        eq(projectTable.workspaceId, workspaceId),
        projectNotArchived(),
        projectVisibleTo(projectViewer(actor)),
      ),
    );
  if (!row) throw new Error('aggregate returned no row');
  return {
    totalProjects: row.totalProjects,
    activeProjects: row.activeProjects,
    estimateCents: Number(row.estimateCents),
    totalTasks: Number(row.totalTasks),
    completedTasks: Number(row.completedTasks),
    overdueTasks: Number(row.overdueTasks),
    investmentCents: Number(row.investmentCents),
  };
}
