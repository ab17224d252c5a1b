import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isId, oneOfOrUndefined } from '@groundwork/shared/common/guards';
import {
  DEFAULT_TASK_SORT,
  sortOrders,
  taskPriorities,
  taskSortFields,
  taskStatuses,
  type SortOrder,
  type TaskPriority,
  type TaskSortField,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import type { TaskListFilters } from './api/query-keys';

export type TaskView = 'grid' | 'board';

/** The assignee filter's value for the signed-in person, whoever opens the link. */
export const ASSIGNEE_ME = 'me';

/** The filter panel's state, as kept in the address bar so a view survives reload and is shareable. */
export interface TaskFilterState {
  status: TaskStatus | undefined;
  priority: TaskPriority | undefined;
  /** ASSIGNEE_ME or a member's user id. */
  assignee: string | undefined;
  /** Only on the workspace tasks page. */
  projectId: string | undefined;
  /** Labels a task must all have; none chosen when empty. */
  labelIds: readonly string[];
  sortBy: TaskSortField;
  sortOrder: SortOrder;
  view: TaskView;
  /** The board column a phone shows, one at a time; none chosen yet when undefined. */
  column: TaskStatus | undefined;
}

export type TaskFilterName =
  'status' | 'priority' | 'assignee' | 'projectId' | 'labelIds' | 'sortBy' | 'sortOrder';

/** A filter's value in the URL: the labels are one parameter repeated, the others one value. */
export type TaskFilterValue = string | readonly string[] | undefined;

type TaskParamName = TaskFilterName | 'view' | 'column';

// Search parameter names: short and readable in a shared link.
const paramNames: Record<TaskParamName, string> = {
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  projectId: 'project',
  labelIds: 'labelId',
  sortBy: 'sortBy',
  sortOrder: 'order',
  view: 'view',
  column: 'column',
};

function readAssignee(value: string | null): string | undefined {
  if (value === ASSIGNEE_ME) return value;
  return isId(value) ? value : undefined;
}

/**
 * Each label once. A link naming more than GET /api/tasks filters by is its to refuse: the
 * filter never chooses that many.
 */
function readLabelIds(values: string[]): string[] {
  return [...new Set(values.filter(isId).map((id) => id.toLowerCase()))];
}

export function readTaskFilters(params: URLSearchParams): TaskFilterState {
  const projectId = params.get(paramNames.projectId);
  return {
    status: oneOfOrUndefined(taskStatuses, params.get(paramNames.status)),
    priority: oneOfOrUndefined(taskPriorities, params.get(paramNames.priority)),
    assignee: readAssignee(params.get(paramNames.assignee)),
    projectId: isId(projectId) ? projectId : undefined,
    labelIds: readLabelIds(params.getAll(paramNames.labelIds)),
    sortBy:
      oneOfOrUndefined(taskSortFields, params.get(paramNames.sortBy)) ?? DEFAULT_TASK_SORT.sortBy,
    sortOrder:
      oneOfOrUndefined(sortOrders, params.get(paramNames.sortOrder)) ?? DEFAULT_TASK_SORT.sortOrder,
    view: params.get(paramNames.view) === 'board' ? 'board' : 'grid',
    column: oneOfOrUndefined(taskStatuses, params.get(paramNames.column)),
  };
}

// The single-valued filters' defaults; no label is the labels' default.
const defaults: Record<Exclude<TaskFilterName, 'labelIds'>, string | undefined> = {
  projectId: undefined,
  status: undefined,
  priority: undefined,
  assignee: undefined,
  sortBy: DEFAULT_TASK_SORT.sortBy,
  sortOrder: DEFAULT_TASK_SORT.sortOrder,
};

// In the order of the panel's chips.
const filterNames: TaskFilterName[] = [
  'projectId',
  'status',
  'priority',
  'assignee',
  'labelIds',
  'sortBy',
  'sortOrder',
];

/** The filters and sorts that differ from the default list, in the panel's order of chips. */
export function activeFilterNames(filters: TaskFilterState): TaskFilterName[] {
  return filterNames.filter((name) =>
    name === 'labelIds' ? filters.labelIds.length > 0 : filters[name] !== defaults[name],
  );
}

/** True when any filter or sort differs from the default list. */
export function hasActiveFilters(filters: TaskFilterState): boolean {
  return activeFilterNames(filters).length > 0;
}

/** The choices that differ from the default list, each label chosen counting as one (a chip each). */
export function activeFilterCount(filters: TaskFilterState): number {
  const others = activeFilterNames(filters).filter((name) => name !== 'labelIds');
  return others.length + filters.labelIds.length;
}

/**
 * The task filters and view, read from and written to the URL's search parameters. Defaults are
 * left out of the URL, and changes replace the history entry so Back leaves the page.
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readTaskFilters(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TaskParamName, TaskFilterValue>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as Array<
            [TaskParamName, TaskFilterValue]
          >) {
            if (typeof value === 'object') {
              next.delete(paramNames[name]);
              for (const each of value) next.append(paramNames[name], each);
              continue;
            }
            const isDefault =
              value === undefined ||
              value === '' ||
              (name === 'view'
                ? value === 'grid'
                : name !== 'column' && name !== 'labelIds' && value === defaults[name]);
            if (isDefault) next.delete(paramNames[name]);
            else next.set(paramNames[name], value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setFilter = useCallback(
    (name: TaskFilterName, value: TaskFilterValue) => update({ [name]: value }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update({
        status: undefined,
        priority: undefined,
        assignee: undefined,
        projectId: undefined,
        labelIds: undefined,
        sortBy: undefined,
        sortOrder: undefined,
      }),
    [update],
  );
  const setView = useCallback((view: TaskView) => update({ view }), [update]);
  const setColumn = useCallback((column: TaskStatus) => update({ column }), [update]);

  return { filters, setFilter, clearFilters, setView, setColumn };
}

/** What GET /api/tasks is asked for, from the page and its filter panel, 'me' made an id. */
export function listFiltersOf(
  workspaceId: string,
  projectId: string | undefined,
  filters: TaskFilterState,
  currentUserId?: string,
): TaskListFilters {
  return {
    workspaceId,
    projectId: projectId ?? filters.projectId,
    status: filters.status,
    priority: filters.priority,
    assignedTo: filters.assignee === ASSIGNEE_ME ? currentUserId : filters.assignee,
    labelIds: filters.labelIds.length > 0 ? filters.labelIds : undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}
