import { centsToDollars } from '@groundwork/shared/common/money';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { WorkspaceAccess } from '../../platform/workspace-access';
import * as repo from './dashboard.repository';

export interface DashboardServiceDeps {
  db: Database;
  clock: Clock;
}

export function createDashboardService({ db, clock }: DashboardServiceDeps) {
  return {
    /** DECISIONS.md "Projects": over the projects the caller can see, archived left out. */
    async metrics(access: WorkspaceAccess): Promise<DashboardMetrics> {
      const row = await repo.dashboardMetrics(db, access.workspace.id, access.actor, clock.now());
      return {
        activeProjects: row.activeProjects,
        totalProjects: row.totalProjects,
        totalTasks: row.totalTasks,
        completedTasks: row.completedTasks,
        overdueTasks: row.overdueTasks,
        totalInvestment: centsToDollars(row.investmentCents),
        estimatedCost: centsToDollars(row.estimateCents),
        costVariance: centsToDollars(row.investmentCents - row.estimateCents),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
