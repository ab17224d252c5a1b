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
  sortBy: TaskSortField;
  sortOrder: SortOrder;
  view: TaskView;
  /** The board column a phone shows, one at a time; none chosen yet when undefined. */
  column: TaskStatus | undefined;
}

export type TaskFilterName =
  'status' | 'priority' | 'assignee' | 'projectId' | 'sortBy' | 'sortOrder';

type TaskParamName = TaskFilterName | 'view' | 'column';

// Search parameter names: short and readable in a shared link.
const paramNames: Record<TaskParamName, string> = {
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  projectId: 'project',
  sortBy: 'sortBy',
  sortOrder: 'order',
  view: 'view',
  column: 'column',
};

function readAssignee(value: string | null): string | undefined {
  if (value === ASSIGNEE_ME) return value;
  return isId(value) ? value : undefined;
}

export function readTaskFilters(params: URLSearchParams): TaskFilterState {
  const projectId = params.get(paramNames.projectId);
  return {
    status: oneOfOrUndefined(taskStatuses, params.get(paramNames.status)),
    priority: oneOfOrUndefined(taskPriorities, params.get(paramNames.priority)),
    assignee: readAssignee(params.get(paramNames.assignee)),
    projectId: isId(projectId) ? projectId : undefined,
    sortBy:
      oneOfOrUndefined(taskSortFields, params.get(paramNames.sortBy)) ?? DEFAULT_TASK_SORT.sortBy,
    sortOrder:
      oneOfOrUndefined(sortOrders, params.get(paramNames.sortOrder)) ?? DEFAULT_TASK_SORT.sortOrder,
    view: params.get(paramNames.view) === 'board' ? 'board' : 'grid',
    column: oneOfOrUndefined(taskStatuses, params.get(paramNames.column)),
  };
}

// In the order of the panel's chips.
const defaults: Record<TaskFilterName, string | undefined> = {
  projectId: undefined,
  status: undefined,
  priority: undefined,
  assignee: undefined,
  sortBy: DEFAULT_TASK_SORT.sortBy,
  sortOrder: DEFAULT_TASK_SORT.sortOrder,
};

/** The filters and sorts that differ from the default list, in the panel's order of chips. */
export function activeFilterNames(filters: TaskFilterState): TaskFilterName[] {
  return (Object.keys(defaults) as TaskFilterName[]).filter(
    (name) => filters[name] !== defaults[name],
  );
}

/** True when any filter or sort differs from the default list. */
export function hasActiveFilters(filters: TaskFilterState): boolean {
  return activeFilterNames(filters).length > 0;
}

/**
 * The task filters and view, read from and written to the URL's search parameters. Defaults are
 * left out of the URL, and changes replace the history entry so Back leaves the page.
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readTaskFilters(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<TaskParamName, string | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as Array<
            [TaskParamName, string | undefined]
          >) {
            const isDefault =
              value === undefined ||
              value === '' ||
              (name === 'view' ? value === 'grid' : name !== 'column' && value === defaults[name]);
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
        assignee: undefined,
        projectId: undefined,
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
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}
