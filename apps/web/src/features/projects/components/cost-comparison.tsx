import { lazy, Suspense, useId } from 'react';
import { formatUsd } from '@groundwork/shared/common/money';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import type { ProjectView } from '../project-view';
import { costChartRows } from './cost-chart-data';

// recharts stays out of every route's first load: only this section asks for it.
const ProjectCostChart = lazy(() => import('./project-cost-chart'));

/**
 * Each project's estimated cost beside its total investment: a bar chart for the eye and the
 * same numbers as a table for screen readers.
 */
export function CostComparison({ projects }: { projects: readonly ProjectView[] }) {
  const titleId = useId();
  const rows = costChartRows(projects);
  if (rows.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId} className="relative p-4">
      <h2 id={titleId} className="font-semibold text-ink">
        Estimated cost vs total investment
      </h2>
      <p className="text-[13px] text-muted">Per project, in US dollars</p>
      <div className="mt-3">
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <ProjectCostChart rows={rows} />
        </Suspense>
      </div>
      {/* A table is as wide as its cells need, so the clipping box is around it, not on it. */}
      <div className="sr-only">
        <table>
          <caption>Estimated cost and total investment per project</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Estimated cost</th>
              <th scope="col">Total investment</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{formatUsd(row.estimatedCost)}</td>
                <td>{formatUsd(row.totalInvestment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
