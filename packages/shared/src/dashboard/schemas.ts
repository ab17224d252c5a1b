import { z } from 'zod';
import { idSchema, dollarsSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';

/** GET /api/dashboard/metrics?workspaceId. */
export const dashboardMetricsQuerySchema = z.object({ workspaceId: idSchema });

/**
 * Metrics over the projects the caller can see, archived ones left out (DECISIONS.md "Projects").
 * Money in dollars; costVariance = totalInvestment − estimatedCost.
 */
export const dashboardMetricsSchema = componentSchema('DashboardMetrics', {
  activeProjects: z.number().int().nonnegative(),
  totalProjects: z.number().int().nonnegative(),
  totalTasks: z.number().int().nonnegative(),
  completedTasks: z.number().int().nonnegative(),
  overdueTasks: z.number().int().nonnegative(),
  totalInvestment: dollarsSchema,
  estimatedCost: dollarsSchema,
  costVariance: dollarsSchema,
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
