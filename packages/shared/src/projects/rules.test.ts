import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../common/relative-time';
import {
  compareProjects,
  costEfficiency,
  costVariance,
  costVarianceLabel,
  costVariancePercent,
  isProjectOverdue,
  nextOverdueMoment,
  progressTone,
  projectDurationDays,
  projectHealth,
  projectInsights,
  projectProgress,
  projectStatusOrDefault,
  projectUpdateNotificationText,
  sortProjects,
  totalInvestment,
  type SortableProject,
} from './rules';
import type { ProjectStatus } from './constants';

const now = new Date('2025-03-10T12:00:00.000Z');
const past = new Date(now.getTime() - DAY_MS).toISOString();
const future = new Date(now.getTime() + DAY_MS).toISOString();

describe('projectProgress (000 §9)', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [4, 5, 80],
    [5, 5, 100],
  ])('%s of %s → %s', (done, total, expected) => {
    expect(projectProgress(done, total)).toBe(expected);
  });
});

describe('totalInvestment', () => {
  it('sums the amounts of complete items only, on cents', () => {
    expect(
      totalInvestment([
        { status: 'complete', amount: 0.1 },
        { status: 'complete', amount: 0.2 },
        { status: 'in_progress', amount: 1000 },
        { status: 'to_do', amount: 5 },
        { status: 'complete', amount: null },
      ]),
    ).toBe(0.3);
    expect(totalInvestment([])).toBe(0);
  });
});

describe('costEfficiency (000 §9)', () => {
  it.each([
    [null, 500, null],
    [undefined, 0, null],
    [0, 500, null],
    [1000, 0, 100],
    [1000, null, 100],
    [1000, 250, 75],
    [1000, 1000, 0],
    [1000, 1200, -20],
    [1000, 1500, -50],
    [1000, 1205, -21],
    [1000, 1204.99, -20],
    [3, 1, 67],
  ])('estimate %j, investment %j → %j', (estimate, investment, expected) => {
    expect(costEfficiency(estimate, investment)).toBe(expected);
  });
});

describe('cost variance', () => {
  it.each([
    [1200, 1000, 200, 20, 'Over budget'],
    [1000, 1000, 0, 0, 'Over budget'],
    [750.25, 1000, -249.75, -25, 'Under budget'],
    [0.3, 0.1, 0.2, 200, 'Over budget'],
    [500, null, 500, null, 'Over budget'],
    [0, 0, 0, null, 'Over budget'],
  ] as const)(
    'investment %s, estimate %j → variance %s, percent %j, %s',
    (investment, estimate, variance, percent, label) => {
      expect(costVariance(investment, estimate)).toBe(variance);
      expect(costVariancePercent(variance, estimate)).toBe(percent);
      expect(costVarianceLabel(variance)).toBe(label);
    },
  );

  it('treats missing amounts as zero', () => {
    expect(costVariance(null, undefined)).toBe(0);
  });
});

describe('nextOverdueMoment', () => {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it('is the earliest target end at or after now among projects that can turn overdue', () => {
    const projects = [
      { status: 'in_progress' as const, targetEndDate: at(5_000) },
      { status: 'to_do' as const, targetEndDate: at(2_000) },
      { status: 'complete' as const, targetEndDate: at(1_000) },
      { status: 'archived' as const, targetEndDate: at(500) },
      { status: 'in_progress' as const, targetEndDate: at(-1_000) },
      { status: 'in_progress' as const, targetEndDate: null },
    ];
    expect(nextOverdueMoment(projects, now)?.toISOString()).toBe(at(2_000));
  });

  it('counts a target end of exactly now, which turns overdue a moment later', () => {
    expect(nextOverdueMoment([{ status: 'to_do', targetEndDate: at(0) }], now)?.toISOString()).toBe(
      at(0),
    );
  });

  it('is null when nothing is waiting to turn overdue', () => {
    expect(nextOverdueMoment([{ status: 'in_progress', targetEndDate: at(-1) }], now)).toBeNull();
    expect(nextOverdueMoment([], now)).toBeNull();
  });

  it('agrees with isProjectOverdue: nothing changes before the moment, and one changes after it', () => {
    const projects = [
      { status: 'in_progress' as const, targetEndDate: at(3_000) },
      { status: 'to_do' as const, targetEndDate: at(7_000) },
    ];
    const moment = nextOverdueMoment(projects, now) as Date;
    const overdueAt = (when: Date) => projects.map((project) => isProjectOverdue(project, when));
    expect(overdueAt(moment)).toEqual(overdueAt(now));
    expect(overdueAt(new Date(moment.getTime() + 1))).not.toEqual(overdueAt(now));
  });
});

describe('isProjectOverdue (000 §4)', () => {
  it.each([
    ['in_progress', past, true],
    ['to_do', past, true],
    [undefined, past, true],
    ['complete', past, false],
    ['archived', past, false],
    ['in_progress', future, false],
    ['in_progress', now.toISOString(), false],
    ['in_progress', new Date(now.getTime() - 1).toISOString(), true],
    ['in_progress', null, false],
  ] as const)('%s with target %j → %s', (status, targetEndDate, expected) => {
    expect(isProjectOverdue({ status, targetEndDate }, now)).toBe(expected);
  });
});

describe('projectHealth (000 §4): each threshold exactly', () => {
  const health = (
    isOverdue: boolean,
    progress: number,
    costEfficiency: number | null,
    status: ProjectStatus = 'to_do',
  ) => projectHealth({ isOverdue, progress, costEfficiency, status });

  it.each([
    ['overdue, progress 79', health(true, 79, null), 'critical'],
    ['overdue, progress 80', health(true, 80, null), 'warning'],
    ['overdue, progress 100', health(true, 100, 100), 'warning'],
    ['efficiency −51', health(false, 100, -51), 'critical'],
    ['efficiency −50', health(false, 100, -50), 'warning'],
    ['efficiency −21', health(false, 100, -21), 'warning'],
    ['efficiency −20', health(false, 100, -20), 'healthy'],
    ['no efficiency', health(false, 100, null), 'healthy'],
    ['in progress, progress 29', health(false, 29, null, 'in_progress'), 'warning'],
    ['in progress, progress 30', health(false, 30, null, 'in_progress'), 'healthy'],
    ['to do, progress 0', health(false, 0, null, 'to_do'), 'healthy'],
    ['overdue and efficiency −60, progress 90', health(true, 90, -60), 'critical'],
  ])('%s → %s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('projectInsights', () => {
  it('derives status, overdue, efficiency and health from a project answer', () => {
    expect(
      projectInsights(
        {
          status: null,
          targetEndDate: past,
          progress: 50,
          estimatedCost: 1000,
          totalInvestment: 1300,
        },
        now,
      ),
    ).toEqual({ status: 'to_do', isOverdue: true, costEfficiency: -30, health: 'critical' });
  });

  it('falls back to to_do', () => {
    expect(projectStatusOrDefault(undefined)).toBe('to_do');
    expect(projectStatusOrDefault('complete')).toBe('complete');
  });
});

describe('projectDurationDays', () => {
  it.each([
    ['2025-01-01T00:00:00.000Z', '2025-01-11T00:00:00.000Z', 10],
    ['2025-01-01T00:00:00.000Z', '2025-01-11T00:00:00.001Z', 11],
    ['2025-01-01T00:00:00.000Z', new Date(Date.UTC(2025, 0, 1) + HOUR_MS), 1],
    ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', 0],
    ['2025-01-01T00:00:00.000Z', null, null],
    [null, '2025-01-01T00:00:00.000Z', null],
  ])('%j → %j: %j days', (start, end, expected) => {
    expect(projectDurationDays(start, end)).toBe(expected);
  });
});

describe('progressTone', () => {
  it.each([
    [100, 'green'],
    [99, 'blue'],
    [50, 'blue'],
    [49, 'gray'],
    [0, 'gray'],
  ] as const)('%s → %s', (progress, tone) => {
    expect(progressTone(progress)).toBe(tone);
  });
});

describe('the project sort (000 §9)', () => {
  const project = (
    name: string,
    status: ProjectStatus,
    health: 'critical' | 'warning' | 'healthy',
    updatedAt: string,
  ): SortableProject & { name: string } => {
    // Health comes from the facts: critical = overdue at 0%; warning = efficiency −30; healthy.
    const facts = {
      critical: { targetEndDate: past, progress: 0, estimatedCost: null, totalInvestment: 0 },
      warning: { targetEndDate: null, progress: 100, estimatedCost: 100, totalInvestment: 130 },
      healthy: { targetEndDate: null, progress: 100, estimatedCost: null, totalInvestment: 0 },
    }[health];
    return { name, status, updatedAt, ...facts };
  };

  it('orders by health, then status, then latest update', () => {
    const projects = [
      project('healthy archived', 'archived', 'healthy', '2025-03-09T00:00:00.000Z'),
      project('healthy complete', 'complete', 'healthy', '2025-03-09T00:00:00.000Z'),
      project('healthy to do, old', 'to_do', 'healthy', '2025-03-01T00:00:00.000Z'),
      project('healthy to do, new', 'to_do', 'healthy', '2025-03-08T00:00:00.000Z'),
      project('warning to do', 'to_do', 'warning', '2025-03-09T00:00:00.000Z'),
      project('healthy in progress', 'in_progress', 'healthy', '2025-03-01T00:00:00.000Z'),
      project('critical to do', 'to_do', 'critical', '2025-03-01T00:00:00.000Z'),
      project('warning in progress', 'in_progress', 'warning', '2025-03-01T00:00:00.000Z'),
    ];
    expect(sortProjects(projects, now).map((p) => p.name)).toEqual([
      'critical to do',
      'warning in progress',
      'warning to do',
      'healthy in progress',
      'healthy to do, new',
      'healthy to do, old',
      'healthy complete',
      'healthy archived',
    ]);
    // The input is not reordered.
    expect(projects[0]?.name).toBe('healthy archived');
    const first = projects[0] as SortableProject;
    expect(compareProjects(now)(first, first)).toBe(0);
  });
});

describe('projectUpdateNotificationText', () => {
  it.each([
    ['in_progress', '"Roof" is now In Progress'],
    ['complete', '"Roof" is now Complete'],
    ['to_do', '"Roof" is now To Do'],
    ['archived', '"Roof" was archived'],
  ] as const)('%s → %s', (status, message) => {
    expect(projectUpdateNotificationText('Roof', status)).toEqual({
      title: 'Project updated',
      message,
    });
  });
});
