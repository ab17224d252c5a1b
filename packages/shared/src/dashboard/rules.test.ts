import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../common/relative-time';
import { dashboardMetrics, taskCompletionPercent } from './rules';
import { dashboardMetricsQuerySchema, dashboardMetricsSchema } from './schemas';

const now = new Date('2025-03-10T12:00:00.000Z');
const past = new Date(now.getTime() - DAY_MS).toISOString();

describe('dashboardMetrics (DECISIONS.md "Projects")', () => {
  it('computes every metric over projects that are not archived, on cents', () => {
    const metrics = dashboardMetrics(
      [
        {
          status: 'in_progress',
          estimatedCost: 1000.1,
          tasks: [
            { status: 'complete', amount: 0.1 },
            { status: 'complete', amount: 0.2 },
            { status: 'complete' },
            { status: 'to_do', dueDate: past, amount: 500 },
          ],
        },
        { status: 'to_do', estimatedCost: null, tasks: [] },
        { status: null, estimatedCost: 0.2, tasks: [{ status: 'in_progress', dueDate: past }] },
        { status: 'complete', estimatedCost: 100, tasks: [{ status: 'complete', amount: 150 }] },
        {
          status: 'archived',
          estimatedCost: 9999,
          tasks: [
            { status: 'complete', amount: 9999 },
            { status: 'to_do', dueDate: past },
          ],
        },
      ],
      now,
    );
    expect(metrics).toEqual({
      activeProjects: 3,
      totalProjects: 4,
      totalTasks: 6,
      completedTasks: 4,
      overdueTasks: 2,
      totalInvestment: 150.3,
      estimatedCost: 1100.3,
      costVariance: -950,
    });
    expect(dashboardMetricsSchema.parse(metrics)).toEqual(metrics);
  });

  it('is all zeros with no projects', () => {
    expect(dashboardMetrics([], now)).toEqual({
      activeProjects: 0,
      totalProjects: 0,
      totalTasks: 0,
      completedTasks: 0,
      overdueTasks: 0,
      totalInvestment: 0,
      estimatedCost: 0,
      costVariance: 0,
    });
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
  ])('task completion %s of %s → %s percent', (completedTasks, totalTasks, percent) => {
    expect(taskCompletionPercent({ completedTasks, totalTasks })).toBe(percent);
  });

  it('needs a workspace id', () => {
    expect(dashboardMetricsQuerySchema.safeParse({}).success).toBe(false);
  });
});
