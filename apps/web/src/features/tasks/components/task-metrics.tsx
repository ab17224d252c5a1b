import { AlertTriangle, CheckCircle2, ListTodo, Timer } from 'lucide-react';
import type { TaskMetrics as TaskCounts } from '@groundwork/shared/tasks/rules';
import { MetricCard } from '../../../components/ui/metric-card';
import { Skeleton } from '../../../components/ui/spinner';

/**
 * The four tiles of 000 §2 Tasks page, from the counts the server makes (GET /api/tasks/metrics).
 * Placeholders until they come; none if they cannot, as the task list below says why.
 */
export function TaskMetrics({
  metrics,
  failed,
}: {
  metrics: TaskCounts | undefined;
  failed: boolean;
}) {
  if (!metrics) {
    if (failed) return null;
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[92px]" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Task metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <MetricCard title="Total Tasks" value={metrics.total} icon={ListTodo} />
      <MetricCard
        title="Completed"
        value={metrics.completed}
        subtitle={`${metrics.completionRate}% complete`}
        icon={CheckCircle2}
      />
      <MetricCard title="In Progress" value={metrics.inProgress} icon={Timer} />
      <MetricCard
        title="Overdue"
        value={metrics.overdue}
        subtitle={metrics.dueSoon > 0 ? `${metrics.dueSoon} due soon` : undefined}
        icon={AlertTriangle}
      />
    </section>
  );
}
