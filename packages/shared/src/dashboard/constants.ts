/**
 * What the money metrics count, in the words their cards explain them with (000 §9, DECISIONS.md
 * "Projects": investment sums the amounts of complete tasks only; variance is investment minus
 * the estimate, 'Over budget' from 0 up). Plain values: no schemas here (see tasks/constants.ts).
 */

const investmentCounts =
  'The amounts of completed tasks, added up. Tasks to do or in progress are not counted until they are complete.';

const varianceCounts =
  'Total investment minus the estimated cost: Over budget once the investment reaches the estimate, Under budget below it. Only completed tasks count, so work under way reads as Under budget.';

// The dashboard's cards sum the projects the person may see.
const dashboardScope = 'Across the projects you can see, archived ones left out.';

/** The hints of the Projects page's cards: the workspace's totals. */
export const dashboardMetricHints = {
  totalInvestment: `${investmentCounts} ${dashboardScope}`,
  costVariance: `${varianceCounts} ${dashboardScope}`,
} as const;

/** The hints of a project page's cards: that project's own totals. */
export const projectMetricHints = {
  totalInvestment: investmentCounts,
} as const;
