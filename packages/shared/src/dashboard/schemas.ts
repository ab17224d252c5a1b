import { z } from 'zod';
import { idSchema, dollarsSchema } from '../common/schemas';

/** GET /api/dashboard/metrics?workspaceId. */
export const dashboardMetricsQuerySchema = z.object({ workspaceId: idSchema });

/**
 * Metrics over the projects the caller can see, archived ones left out (DECISIONS.md "Projects").
 * Money in dollars; costVariance = totalInvestment − estimatedCost.
 */
export const dashboardMetricsSchema = z
  .object({
    activeProjects: z.number().int().nonnegative(),
    totalProjects: z.number().int().nonnegative(),
    totalTasks: z.number().int().nonnegative(),
    completedTasks: z.number().int().nonnegative(),
    overdueTasks: z.number().int().nonnegative(),
    totalInvestment: dollarsSchema,
    estimatedCost: dollarsSchema,
    costVariance: dollarsSchema,
  })
  .meta({ id: 'DashboardMetrics' });
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
