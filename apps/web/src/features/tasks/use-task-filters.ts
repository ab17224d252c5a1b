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

/** The filter panel's state, as kept in the address bar so a view survives reload and is shareable. */
export interface TaskFilterState {
  status: TaskStatus | undefined;
  priority: TaskPriority | undefined;
  /** Only on the workspace tasks page. */
  projectId: string | undefined;
  sortBy: TaskSortField;
  sortOrder: SortOrder;
  view: TaskView;
}

export type TaskFilterName = 'status' | 'priority' | 'projectId' | 'sortBy' | 'sortOrder';

// Search parameter names: short and readable in a shared link.
const paramNames: Record<TaskFilterName | 'view', string> = {
  status: 'status',
  priority: 'priority',
  projectId: 'project',
  sortBy: 'sortBy',
  sortOrder: 'order',
  view: 'view',
};

export function readTaskFilters(params: URLSearchParams): TaskFilterState {
  const projectId = params.get(paramNames.projectId);
  return {
    status: oneOfOrUndefined(taskStatuses, params.get(paramNames.status)),
    priority: oneOfOrUndefined(taskPriorities, params.get(paramNames.priority)),
    projectId: isId(projectId) ? projectId : undefined,
    sortBy:
      oneOfOrUndefined(taskSortFields, params.get(paramNames.sortBy)) ?? DEFAULT_TASK_SORT.sortBy,
    sortOrder:
      oneOfOrUndefined(sortOrders, params.get(paramNames.sortOrder)) ?? DEFAULT_TASK_SORT.sortOrder,
    view: params.get(paramNames.view) === 'board' ? 'board' : 'grid',
  };
}

const defaults: Record<TaskFilterName, string | undefined> = {
  status: undefined,
  priority: undefined,
  projectId: undefined,
  sortBy: DEFAULT_TASK_SORT.sortBy,
  sortOrder: DEFAULT_TASK_SORT.sortOrder,
};

/** True when any filter or sort differs from the default list. */
export function hasActiveFilters(filters: TaskFilterState): boolean {
  return (Object.keys(defaults) as TaskFilterName[]).some(
    (name) => filters[name] !== defaults[name],
  );
}

/**
 * The task filters and view, read from and written to the URL's search parameters. Defaults are
 * left out of the URL, and changes replace the history entry so Back leaves the page.
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readTaskFilters(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TaskFilterName | 'view', string | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as Array<
            [TaskFilterName | 'view', string | undefined]
          >) {
            const isDefault =
              value === undefined ||
              value === '' ||
              (name === 'view' ? value === 'grid' : value === defaults[name]);
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
    (name: TaskFilterName, value: string | undefined) => update({ [name]: value }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update({
        status: undefined,
        priority: undefined,
        projectId: undefined,
        sortBy: undefined,
        sortOrder: undefined,
      }),
    [update],
  );
  const setView = useCallback((view: TaskView) => update({ view }), [update]);

  return { filters, setFilter, clearFilters, setView };
}

/** What GET /api/tasks is asked for, from the page and its filter panel. */
export function listFiltersOf(
  workspaceId: string,
  projectId: string | undefined,
  filters: TaskFilterState,
): TaskListFilters {
  return {
    workspaceId,
    projectId: projectId ?? filters.projectId,
    status: filters.status,
    priority: filters.priority,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}
