import { X } from 'lucide-react';
import {
  sortOrders,
  taskFilterLabels,
  taskPriorities,
  taskPriorityLabels,
  taskSortFields,
  taskStatuses,
  taskStatusLabels,
} from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { hasActiveFilters, type TaskFilterName, type TaskFilterState } from '../use-task-filters';

export interface ProjectOption {
  id: string;
  name: string;
}

// Two selects share a phone's width: less room kept for the arrow lets 'All priorities' fit.
const compactOnPhone = 'max-md:pr-1 max-md:pl-2';

interface Chip {
  name: TaskFilterName;
  label: string;
}

function chipsOf(filters: TaskFilterState, projects: ProjectOption[] | undefined): Chip[] {
  const chips: Chip[] = [];
  if (filters.projectId) {
    const project = projects?.find((candidate) => candidate.id === filters.projectId);
    chips.push({ name: 'projectId', label: `Project: ${project?.name ?? 'Unknown project'}` });
  }
  if (filters.status)
    chips.push({ name: 'status', label: `Status: ${taskStatusLabels[filters.status]}` });
  if (filters.priority) {
    chips.push({ name: 'priority', label: `Priority: ${taskPriorityLabels[filters.priority]}` });
  }
  if (filters.sortBy !== 'createdAt') {
    chips.push({ name: 'sortBy', label: `Sort by: ${taskFilterLabels.sortBy[filters.sortBy]}` });
  }
  if (filters.sortOrder !== 'desc') {
    chips.push({
      name: 'sortOrder',
      label: `Order: ${taskFilterLabels.sortOrder[filters.sortOrder]}`,
    });
  }
  return chips;
}

/**
 * The filter panel of 000 §2 Tasks page: Status, Priority, Sort by, Order (and Project on the
 * workspace page), Clear all, and a removable chip per active choice.
 */
export function TaskFilterPanel({
  filters,
  onChange,
  onClear,
  projects,
}: {
  filters: TaskFilterState;
  onChange: (name: TaskFilterName, value: string | undefined) => void;
  onClear: () => void;
  /** Given on the workspace tasks page, where tasks of every project are listed. */
  projects?: ProjectOption[];
}) {
  const chips = chipsOf(filters, projects);
  const active = hasActiveFilters(filters);
  return (
    <section
      aria-label="Filters"
      className="space-y-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap md:items-end">
        {projects && (
          <Field label="Project" className="col-span-2 md:w-52">
            {(fieldProps) => (
              <Select
                {...fieldProps}
                className={compactOnPhone}
                value={filters.projectId ?? ''}
                onChange={(event) => onChange('projectId', event.target.value)}
              >
                <option value="">All projects</option>
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label="Status" className="md:w-40">
          {(fieldProps) => (
            <Select
              {...fieldProps}
              className={compactOnPhone}
              value={filters.status ?? ''}
              onChange={(event) => onChange('status', event.target.value)}
            >
              <option value="">{taskFilterLabels.allStatuses}</option>
              {taskStatuses.map((status) => (
                <option key={status} value={status}>
                  {taskStatusLabels[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Priority" className="md:w-40">
          {(fieldProps) => (
            <Select
              {...fieldProps}
              className={compactOnPhone}
              value={filters.priority ?? ''}
              onChange={(event) => onChange('priority', event.target.value)}
            >
              <option value="">{taskFilterLabels.allPriorities}</option>
              {/* High first, as people scan for it. */}
              {[...taskPriorities].reverse().map((priority) => (
                <option key={priority} value={priority}>
                  {taskPriorityLabels[priority]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Sort by" className="md:w-40">
          {(fieldProps) => (
            <Select
              {...fieldProps}
              className={compactOnPhone}
              value={filters.sortBy}
              onChange={(event) => onChange('sortBy', event.target.value)}
            >
              {taskSortFields.map((field) => (
                <option key={field} value={field}>
                  {taskFilterLabels.sortBy[field]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Order" className="md:w-40">
          {(fieldProps) => (
            <Select
              {...fieldProps}
              className={compactOnPhone}
              value={filters.sortOrder}
              onChange={(event) => onChange('sortOrder', event.target.value)}
            >
              {[...sortOrders].reverse().map((order) => (
                <option key={order} value={order}>
                  {taskFilterLabels.sortOrder[order]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button
          variant="ghost"
          className="col-span-2 md:col-span-1"
          onClick={onClear}
          disabled={!active}
        >
          {taskFilterLabels.clearAll}
        </Button>
      </div>
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.name}
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-accent"
            >
              {chip.label}
              <button
                type="button"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onChange(chip.name, undefined)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-accent-muted max-md:size-11"
              >
                <X aria-hidden size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
