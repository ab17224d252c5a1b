import { eq, sql, type Placeholder } from 'drizzle-orm';
import { projectTable, taskTable } from '../db/schema';
import type { Queryable } from './database';

// The projects list and the workspace dashboard both read each project's task aggregates the
// same way, so the subquery is written once, here.

const isComplete = sql`${taskTable.status} = 'complete'`;

/**
 * Task aggregates of the project of the outer row, one row per project (a lateral subquery, so
 * each project reads only its own tasks through the project index).
 */
export function taskStats(db: Queryable, now: Date | Placeholder) {
  return db
    .select({
      taskCount: sql<number>`count(*)::int`.as('task_count'),
      completedTaskCount: sql<number>`(count(*) filter (where ${isComplete}))::int`.as(
        'completed_task_count',
      ),
      overdueTaskCount:
        sql<number>`(count(*) filter (where not ${isComplete} and ${taskTable.dueDate} < ${now instanceof Date ? now.toISOString() : now}::timestamptz))::int`.as(
          'overdue_task_count',
        ),
      investmentCents:
        sql<number>`coalesce(sum(${taskTable.amountCents}) filter (where ${isComplete}), 0)::text`
          .mapWith(Number)
          .as('investment_cents'),
    })
    .from(taskTable)
    .where(eq(taskTable.projectId, projectTable.id))
    .as('task_stats');
}
