import { CircleCheckBig, DollarSign, FolderKanban, Scale } from 'lucide-react';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import { dashboardMetricHints } from '@groundwork/shared/dashboard/constants';
import { taskCompletionPercent } from '@groundwork/shared/dashboard/rules';
import { formatUsd } from '@groundwork/shared/common/money';
import { costVarianceLabel, costVariancePercent } from '@groundwork/shared/projects/rules';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { MetricCard } from '../../../components/ui/metric-card';
import { Skeleton } from '../../../components/ui/spinner';
import { projectUiMessages } from '../project-messages';

const SKELETON_CARDS = 4;
const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

export interface ProjectMetricsProps {
  metrics: DashboardMetrics | undefined;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The four dashboard cards of 000 §2 Projects page. */
export function ProjectMetrics({ metrics, error, isRetrying, onRetry }: ProjectMetricsProps) {
  if (error && !metrics) {
    return (
      <ErrorState
        title={projectUiMessages.metricsFailed}
        message={error.message}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!metrics) return <ProjectMetricsSkeleton />;

  const variance = metrics.costVariance;
  const variancePercent = costVariancePercent(variance, metrics.estimatedCost);
  const isOver = variance >= 0;
  return (
    // Each card fills its grid cell, so a row of cards is even when one has a trend line.
    <ul aria-label="Project metrics" className={`${gridClasses} [&>li>*]:h-full`}>
      <li>
        <MetricCard
          title="Active Projects"
          icon={FolderKanban}
          value={metrics.activeProjects}
          subtitle={`${metrics.totalProjects} total`}
        />
      </li>
      <li>
        <MetricCard
          title="Task Completion"
          icon={CircleCheckBig}
          value={`${taskCompletionPercent(metrics)}%`}
          subtitle={`${metrics.completedTasks} completed of ${metrics.totalTasks}`}
          trend={
            metrics.overdueTasks > 0
              ? { direction: 'up', label: `${metrics.overdueTasks} overdue`, tone: 'negative' }
              : undefined
          }
        />
      </li>
      <li>
        <MetricCard
          title="Total Investment"
          icon={DollarSign}
          value={formatUsd(metrics.totalInvestment)}
          subtitle={`Estimated cost ${formatUsd(metrics.estimatedCost)}`}
          hint={dashboardMetricHints.totalInvestment}
        />
      </li>
      <li>
        <MetricCard
          title="Cost Variance"
          icon={Scale}
          value={formatUsd(Math.abs(variance))}
          subtitle={costVarianceLabel(variance)}
          hint={dashboardMetricHints.costVariance}
          trend={
            variancePercent === null
              ? undefined
              : {
                  direction: isOver ? 'up' : 'down',
                  label: `${Math.abs(variancePercent)}% of estimate`,
                  tone: isOver ? 'negative' : 'positive',
                }
          }
        />
      </li>
    </ul>
  );
}

function ProjectMetricsSkeleton() {
  return (
    <div className={gridClasses} data-testid="metrics-skeleton">
      <span role="status" className="sr-only">
        Loading metrics...
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden data-skeleton="metric" className="space-y-3 p-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
