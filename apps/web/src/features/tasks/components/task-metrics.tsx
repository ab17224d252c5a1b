import { AlertTriangle, CheckCircle2, ListTodo, Timer } from 'lucide-react';
import type { TaskMetrics as TaskCounts } from '@groundwork/shared/tasks/rules';
import { MetricCard } from '../../../components/ui/metric-card';
import { Skeleton } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useIsMobile } from '../../../lib/use-is-mobile';

const counted = new Intl.NumberFormat('en-US');

/**
 * The four tiles of 000 §2 Tasks page, from the counts the server makes (GET /api/tasks/metrics);
 * on a phone the same four counts in one line, so the tasks start on the first screen.
 * Placeholders until they come; none if they cannot, as the task list below says why.
 */
export function TaskMetrics({
  metrics,
  failed,
}: {
  metrics: TaskCounts | undefined;
  failed: boolean;
}) {
  const isMobile = useIsMobile();
  if (!metrics) {
    if (failed) return null;
    if (isMobile) return <Skeleton className="h-5 w-64 max-w-full" aria-busy="true" />;
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[92px]" />
        ))}
      </div>
    );
  }
  if (isMobile) {
    const total = `${counted.format(metrics.total)} ${metrics.total === 1 ? 'task' : 'tasks'}`;
    const parts = [
      total,
      `${counted.format(metrics.completed)} done`,
      `${counted.format(metrics.inProgress)} in progress`,
    ];
    return (
      <section aria-label="Task metrics">
        <p className="text-[13px] text-muted tabular-nums">
          {parts.map((part) => (
            <span key={part}>
              {part}
              <span aria-hidden> · </span>
            </span>
          ))}
          <span className={cn(metrics.overdue > 0 && 'font-medium text-danger')}>
            {counted.format(metrics.overdue)} overdue
          </span>
        </p>
      </section>
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
