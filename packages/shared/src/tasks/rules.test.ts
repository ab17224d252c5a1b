import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../common/relative-time';
import {
  changedTaskFields,
  compareTasks,
  isStatusOnlyUpdate,
  isTaskDueSoon,
  isTaskOverdue,
  sortTasks,
  taskDueText,
  taskMetrics,
  taskPriorityRanks,
  taskAssignmentNotificationText,
  taskStatusRanks,
  taskUpdateAction,
  type SortableTask,
} from './rules';
import type { TaskStatus } from './constants';

const now = new Date('2025-03-10T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('isTaskOverdue and isTaskDueSoon (000 §4)', () => {
  it.each([
    ['48 hours ago', at(-2 * DAY_MS), 'to_do', true, false],
    ['1 ms ago', at(-1), 'in_progress', true, false],
    ['exactly now', at(0), 'to_do', false, true],
    ['in 1 hour', at(HOUR_MS), 'to_do', false, true],
    ['exactly 24 hours ahead', at(DAY_MS), 'to_do', false, true],
    ['24 hours and 1 ms ahead', at(DAY_MS + 1), 'to_do', false, false],
    ['in 3 days', at(3 * DAY_MS), 'to_do', false, false],
    ['past but complete', at(-DAY_MS), 'complete', false, false],
    ['soon but complete', at(HOUR_MS), 'complete', false, false],
    ['no due date', null, 'to_do', false, false],
  ] as const)('%s → overdue %s, due soon %s', (_case, dueDate, status, overdue, dueSoon) => {
    const task = { dueDate, status: status as TaskStatus };
    expect(isTaskOverdue(task, now)).toBe(overdue);
    expect(isTaskDueSoon(task, now)).toBe(dueSoon);
  });
});

describe('taskDueText', () => {
  it.each([
    [null, 'to_do', null],
    [at(-2 * DAY_MS), 'to_do', 'Overdue by 2 days'],
    [at(-2 * DAY_MS), 'complete', 'Mar 8, 2025'],
    [at(HOUR_MS), 'in_progress', 'Due tomorrow'],
    [at(3 * DAY_MS), 'to_do', 'Due in 3 days'],
  ] as const)('%j, %s → %j', (dueDate, status, expected) => {
    expect(taskDueText({ dueDate, status }, now)).toBe(expected);
  });
});

describe('taskMetrics (000 §3)', () => {
  it('counts every kind and rounds the completion rate to 2 decimals', () => {
    const tasks = [
      { status: 'complete', dueDate: at(-DAY_MS) },
      { status: 'in_progress', dueDate: at(-DAY_MS) },
      { status: 'to_do', dueDate: at(HOUR_MS) },
      { status: 'to_do', dueDate: null },
      { status: 'in_progress', dueDate: at(DAY_MS) },
      { status: 'to_do', dueDate: at(5 * DAY_MS) },
    ] as const;
    expect(taskMetrics(tasks, now)).toEqual({
      total: 6,
      completed: 1,
      inProgress: 2,
      todo: 3,
      overdue: 1,
      dueSoon: 2,
      completionRate: 16.67,
    });
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [3, 3, 100],
  ])('%s complete of %s → %s', (completed, total, rate) => {
    const tasks = Array.from({ length: total }, (_, index) => ({
      status: (index < completed ? 'complete' : 'to_do') as TaskStatus,
    }));
    expect(taskMetrics(tasks, now).completionRate).toBe(rate);
  });
});

describe('ranks (000 §9)', () => {
  it('ranks priorities and statuses', () => {
    expect(taskPriorityRanks).toEqual({ high: 3, medium: 2, low: 1 });
    expect(taskStatusRanks).toEqual({ to_do: 1, in_progress: 2, complete: 3 });
  });
});

describe('compareTasks', () => {
  const task = (id: string, fields: Partial<SortableTask> = {}): SortableTask => ({
    id,
    status: 'to_do',
    priority: 'medium',
    dueDate: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    ...fields,
  });
  const ids = (tasks: SortableTask[]) => tasks.map((t) => t.id);

  const byCreation = [
    task('old', { createdAt: '2025-01-01T00:00:00.000Z' }),
    task('new', { createdAt: '2025-03-01T00:00:00.000Z' }),
    task('mid', { createdAt: '2025-02-01T00:00:00.000Z' }),
  ];
  const byPriority = [
    task('low', { priority: 'low' }),
    task('high', { priority: 'high' }),
    task('medium', { priority: 'medium' }),
  ];
  const byStatus = [
    task('complete', { status: 'complete' }),
    task('to_do', { status: 'to_do' }),
    task('in_progress', { status: 'in_progress' }),
  ];
  const byDue = [
    task('none', { dueDate: null }),
    task('late', { dueDate: '2025-04-01T00:00:00.000Z' }),
    task('early', { dueDate: '2025-03-15T00:00:00.000Z' }),
    task('none2', { dueDate: null, createdAt: '2025-03-05T00:00:00.000Z' }),
  ];

  it.each([
    ['createdAt', 'desc', byCreation, ['new', 'mid', 'old']],
    ['createdAt', 'asc', byCreation, ['old', 'mid', 'new']],
    ['priority', 'desc', byPriority, ['high', 'medium', 'low']],
    ['priority', 'asc', byPriority, ['low', 'medium', 'high']],
    ['status', 'desc', byStatus, ['complete', 'in_progress', 'to_do']],
    ['status', 'asc', byStatus, ['to_do', 'in_progress', 'complete']],
    ['dueDate', 'asc', byDue, ['early', 'late', 'none2', 'none']],
    ['dueDate', 'desc', byDue, ['late', 'early', 'none2', 'none']],
  ] as const)('%s %s', (sortBy, sortOrder, tasks, expected) => {
    expect(ids(sortTasks(tasks, sortBy, sortOrder))).toEqual(expected);
  });

  it('breaks ties by newest created, then id', () => {
    const tied = [
      task('b', { priority: 'high' }),
      task('a', { priority: 'high' }),
      task('c', { priority: 'high', createdAt: '2025-03-02T00:00:00.000Z' }),
    ];
    expect(ids(sortTasks(tied, 'priority', 'desc'))).toEqual(['c', 'a', 'b']);
    const compare = compareTasks('priority', 'desc');
    const [b, a] = tied as [SortableTask, SortableTask];
    expect([compare(a, b), compare(b, a), compare(a, a)]).toEqual([-1, 1, 0]);
  });
});

describe('status-only updates (DECISIONS.md)', () => {
  it.each([
    [{ status: 'complete' }, true],
    [{ status: 'complete', title: undefined }, true],
    [{ status: 'complete', title: 'New' }, false],
    [{ title: 'New' }, false],
    [{ assignedTo: null }, false],
    [{}, false],
  ] as const)('%j → %s', (input, expected) => {
    expect(isStatusOnlyUpdate(input)).toBe(expected);
  });

  it('needs task:update-status for a status alone, task:update for anything more', () => {
    expect(taskUpdateAction({ status: 'in_progress' })).toBe('task:update-status');
    expect(taskUpdateAction({ status: 'in_progress', priority: 'high' })).toBe('task:update');
    expect(taskUpdateAction({ description: null })).toBe('task:update');
    expect(taskUpdateAction({})).toBe('task:update');
  });

  it('lists the fields an update changes, null included', () => {
    expect(changedTaskFields({ title: 'New', dueDate: null, amount: undefined })).toEqual([
      'title',
      'dueDate',
    ]);
  });
});

describe('task_assignment notification text', () => {
  it('names the assigner, the task and the project', () => {
    expect(taskAssignmentNotificationText('Order tiles', 'Riverside', 'Olivia')).toEqual({
      title: 'Task assigned',
      message: 'Olivia assigned you "Order tiles" in "Riverside"',
    });
  });
});
