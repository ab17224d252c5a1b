import { HEALTH_THRESHOLDS } from '../common/constants';
import { dollarsToCents, subtractDollars, sumDollars } from '../common/money';
import { roundedPercent } from '../common/percent';
import { DAY_MS, toDate, type DateInput } from '../common/relative-time';
import {
  DEFAULT_PROJECT_STATUS,
  projectStatusLabels,
  type ProjectHealth,
  type ProjectStatus,
} from './constants';

/** Rules of 000 §4 and §9 about projects. Items are the project's tasks (DECISIONS.md). */

/** Rounded percent of done items over all items; 0 when there are none. */
export function projectProgress(doneCount: number, totalCount: number): number {
  return totalCount === 0 ? 0 : roundedPercent(doneCount, totalCount);
}

export interface InvestmentItem {
  status: string;
  amount: number | null | undefined;
}

/** Sum of the amounts of complete items only, in dollars, added up on cents. */
export function totalInvestment(items: Iterable<InvestmentItem>): number {
  const amounts: Array<number | null | undefined> = [];
  for (const item of items) if (item.status === 'complete') amounts.push(item.amount);
  return sumDollars(amounts);
}

/**
 * Rounded percent of (estimate − investment) over the estimate: null with no estimate
 * (none or 0), 100 with no investment, negative when over budget.
 */
export function costEfficiency(
  estimatedCost: number | null | undefined,
  investment: number | null | undefined,
): number | null {
  const estimateCents = dollarsToCents(estimatedCost ?? 0);
  if (estimateCents === 0) return null;
  const investmentCents = dollarsToCents(investment ?? 0);
  if (investmentCents === 0) return 100;
  return roundedPercent(estimateCents - investmentCents, estimateCents);
}

/** Investment − estimate, in dollars: at or above 0 the project is over budget. */
export function costVariance(
  investment: number | null | undefined,
  estimatedCost: number | null | undefined,
): number {
  return subtractDollars(investment ?? 0, estimatedCost ?? 0);
}

/** The variance as a rounded percent of the estimate; null with no estimate. */
export function costVariancePercent(
  variance: number,
  estimatedCost: number | null | undefined,
): number | null {
  const estimateCents = dollarsToCents(estimatedCost ?? 0);
  if (estimateCents === 0) return null;
  return roundedPercent(dollarsToCents(variance), estimateCents);
}

export type CostVarianceLabel = 'Over budget' | 'Under budget';

/** 'Over budget' when the variance is 0 or above, 'Under budget' otherwise (000 §2 Projects page). */
export function costVarianceLabel(variance: number): CostVarianceLabel {
  return variance >= 0 ? 'Over budget' : 'Under budget';
}

/** The status to show and sort by: to_do when absent. */
export function projectStatusOrDefault(status: ProjectStatus | null | undefined): ProjectStatus {
  return status ?? DEFAULT_PROJECT_STATUS;
}

export interface OverdueProjectFields {
  status?: ProjectStatus | null;
  targetEndDate?: DateInput | null;
}

/** A target end date in the past (strictly) on a project that is neither complete nor archived. */
export function isProjectOverdue(project: OverdueProjectFields, now: Date): boolean {
  const status = projectStatusOrDefault(project.status);
  if (!project.targetEndDate || status === 'complete' || status === 'archived') return false;
  return toDate(project.targetEndDate).getTime() < now.getTime();
}

/**
 * The next moment after `now` at which one of the projects turns overdue, and so its health and
 * place in the list may change with nothing else changing: the earliest target end date after
 * `now`. Null when no project is waiting to turn overdue.
 */
export function nextOverdueMoment(
  projects: readonly OverdueProjectFields[],
  now: Date,
): Date | null {
  let next: number | null = null;
  for (const project of projects) {
    const status = projectStatusOrDefault(project.status);
    if (!project.targetEndDate || status === 'complete' || status === 'archived') continue;
    const end = toDate(project.targetEndDate).getTime();
    if (end >= now.getTime() && (next === null || end < next)) next = end;
  }
  return next === null ? null : new Date(next);
}

export interface HealthInputs {
  isOverdue: boolean;
  progress: number;
  costEfficiency: number | null;
  status: ProjectStatus;
}

/**
 * critical: overdue with progress under 80, or efficiency under −50;
 * warning: overdue, or efficiency under −20, or in progress with progress under 30;
 * otherwise healthy. Every threshold is a strict "under".
 */
export function projectHealth(inputs: HealthInputs): ProjectHealth {
  const { isOverdue, progress, costEfficiency: efficiency, status } = inputs;
  const t = HEALTH_THRESHOLDS;
  if (isOverdue && progress < t.criticalProgress) return 'critical';
  if (efficiency !== null && efficiency < t.criticalEfficiency) return 'critical';
  if (isOverdue) return 'warning';
  if (efficiency !== null && efficiency < t.warningEfficiency) return 'warning';
  if (status === 'in_progress' && progress < t.warningInProgressProgress) return 'warning';
  return 'healthy';
}

/** The project fields the derived values are computed from (a subset of the Project answer). */
export interface ProjectFacts extends OverdueProjectFields {
  progress: number;
  estimatedCost: number | null;
  totalInvestment: number;
}

export interface ProjectInsights {
  status: ProjectStatus;
  isOverdue: boolean;
  costEfficiency: number | null;
  health: ProjectHealth;
}

/** Status, overdue, efficiency and health of a project at `now`. */
export function projectInsights(project: ProjectFacts, now: Date): ProjectInsights {
  const status = projectStatusOrDefault(project.status);
  const isOverdue = isProjectOverdue(project, now);
  const efficiency = costEfficiency(project.estimatedCost, project.totalInvestment);
  const health = projectHealth({
    isOverdue,
    progress: project.progress,
    costEfficiency: efficiency,
    status,
  });
  return { status, isOverdue, costEfficiency: efficiency, health };
}

/** Whole days from start to target end, rounded up; null unless both dates are set. */
export function projectDurationDays(
  startDate: DateInput | null | undefined,
  targetEndDate: DateInput | null | undefined,
): number | null {
  if (!startDate || !targetEndDate) return null;
  const ms = toDate(targetEndDate).getTime() - toDate(startDate).getTime();
  return Math.ceil(ms / DAY_MS) + 0;
}

export type ProgressTone = 'green' | 'blue' | 'gray';

/** Progress bar colour (000 §2 Project card): green at 100, blue at 50 or more, gray below. */
export function progressTone(progress: number): ProgressTone {
  if (progress >= 100) return 'green';
  if (progress >= 50) return 'blue';
  return 'gray';
}

const projectHealthRanks: Record<ProjectHealth, number> = {
  critical: 0,
  warning: 1,
  healthy: 2,
};

const projectStatusSortRanks: Record<ProjectStatus, number> = {
  in_progress: 0,
  to_do: 1,
  complete: 2,
  archived: 3,
};

export interface SortableProject extends ProjectFacts {
  updatedAt: DateInput;
}

/** Where a project stands in the list order at a time: a page's cursor keeps it. */
export interface ProjectSortKey {
  health: number;
  status: number;
  updatedAt: number;
}

export function projectSortKey(project: SortableProject, now: Date): ProjectSortKey {
  const insights = projectInsights(project, now);
  return {
    health: projectHealthRanks[insights.health],
    status: projectStatusSortRanks[insights.status],
    updatedAt: toDate(project.updatedAt).getTime(),
  };
}

export const compareSortKeys = (a: ProjectSortKey, b: ProjectSortKey): number =>
  a.health - b.health || a.status - b.status || b.updatedAt - a.updatedAt;

/**
 * The project list order of 000 §9: critical, warning, healthy; then in_progress, to_do,
 * complete, archived; then the latest update first.
 */
export function compareProjects(now: Date) {
  return (a: SortableProject, b: SortableProject): number =>
    compareSortKeys(projectSortKey(a, now), projectSortKey(b, now));
}

/**
 * A sorted copy in the order of `compareProjects`; the input is left as it is. Each project's
 * key is worked out once, not at every comparison.
 */
export function sortProjects<T extends SortableProject>(projects: readonly T[], now: Date): T[] {
  return projects
    .map((project) => ({ project, key: projectSortKey(project, now) }))
    .sort((a, b) => compareSortKeys(a.key, b.key))
    .map(({ project }) => project);
}

/**
 * The project_update notification sent to a project's team when its status changes
 * (DECISIONS.md "Notifications"): archiving has its own wording.
 */
export function projectUpdateNotificationText(projectName: string, status: ProjectStatus) {
  return {
    title: 'Project updated',
    message:
      status === 'archived'
        ? `"${projectName}" was archived`
        : `"${projectName}" is now ${projectStatusLabels[status]}`,
  };
}

/** A target end date must be strictly after the start date; either missing passes. */
export function isTargetEndAfterStart(
  startDate: string | Date | null | undefined,
  targetEndDate: string | Date | null | undefined,
): boolean {
  if (!startDate || !targetEndDate) return true;
  const start = new Date(startDate).getTime();
  const targetEnd = new Date(targetEndDate).getTime();
  // An unreadable date has its own message; it is not also "before the start".
  if (Number.isNaN(start) || Number.isNaN(targetEnd)) return true;
  return targetEnd > start;
}
