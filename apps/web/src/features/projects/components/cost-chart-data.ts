import type { ProjectView } from '../project-view';

export interface CostChartRow {
  id: string;
  name: string;
  estimatedCost: number;
  totalInvestment: number;
}

/** One row per project with an estimate or an investment to compare, in the list's order. */
export function costChartRows(projects: readonly ProjectView[]): CostChartRow[] {
  return projects
    .filter((project) => (project.estimatedCost ?? 0) > 0 || project.totalInvestment > 0)
    .map((project) => ({
      id: project.id,
      name: project.name,
      estimatedCost: project.estimatedCost ?? 0,
      totalInvestment: project.totalInvestment,
    }));
}
