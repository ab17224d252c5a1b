import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { ChevronDown, X } from 'lucide-react';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import {
  sortOrders,
  taskFilterLabels,
  taskPriorityLabels,
  taskSortFields,
  taskStatuses,
  taskStatusLabels,
} from '@groundwork/shared/tasks/constants';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { LabelledOptions } from '../../../components/ui/form-fields';
import { useCurrentUser } from '../../../lib/current-user';
import { cn } from '../../../lib/cn';
import { taskLabelMessages } from '../task-messages';
import {
  activeFilterNames,
  ASSIGNEE_ME,
  type TaskFilterName,
  type TaskFilterState,
  type TaskFilterValue,
} from '../use-task-filters';
import { prioritiesHighFirst } from './task-view';

// The Labels filter's choices load when first shown (see task-label-filter.tsx).
const TaskLabelFilter = lazy(() => import('./task-label-filter'));

interface ProjectOption {
  id: string;
  name: string;
}

/** One removable choice under the panel: a filter, or one of the labels chosen. */
interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

type PersonLabel = (user: WorkspaceMember['user']) => string;

/**
 * How the Assignee filter names people: their name, else their phone number, read as the stored
 * number until the formatter has loaded. The formatter is one of the app's largest downloads
 * (see lib/phone-number.ts), so it loads after the page, and only when someone has no name.
 */
function usePersonLabel(members: WorkspaceMember[] | undefined): PersonLabel {
  const [format, setFormat] = useState<((phoneNumber: string) => string) | null>(null);
  const needsFormat = members?.some((member) => !member.user.name?.trim()) ?? false;
  useEffect(() => {
    if (!needsFormat) return;
    let isCurrent = true;
    void import('../../../lib/phone-number').then(({ formatPhoneNumber }) => {
      if (isCurrent) setFormat(() => formatPhoneNumber);
    });
    return () => {
      isCurrent = false;
    };
  }, [needsFormat]);
  return (user) => user.name?.trim() || (format ? format(user.phoneNumber) : user.phoneNumber);
}

function assigneeLabel(
  assignee: string,
  members: WorkspaceMember[] | undefined,
  personLabel: PersonLabel,
): string {
  if (assignee === ASSIGNEE_ME) return taskFilterLabels.me;
  const member = members?.find((candidate) => candidate.userId === assignee);
  return member ? personLabel(member.user) : 'Unknown member';
}

function chipLabel(
  name: Exclude<TaskFilterName, 'labelIds'>,
  filters: TaskFilterState,
  projects: ProjectOption[] | undefined,
  members: WorkspaceMember[] | undefined,
  personLabel: PersonLabel,
): string {
  switch (name) {
    case 'projectId': {
      const project = projects?.find((candidate) => candidate.id === filters.projectId);
      return `Project: ${project?.name ?? 'Unknown project'}`;
    }
    case 'status':
      return `Status: ${filters.status ? taskStatusLabels[filters.status] : ''}`;
    case 'priority':
      return `Priority: ${filters.priority ? taskPriorityLabels[filters.priority] : ''}`;
    case 'assignee':
      return `Assignee: ${filters.assignee ? assigneeLabel(filters.assignee, members, personLabel) : ''}`;
    case 'sortBy':
      return `Sort by: ${taskFilterLabels.sortBy[filters.sortBy]}`;
    case 'sortOrder':
      return `Order: ${taskFilterLabels.sortOrder[filters.sortOrder]}`;
  }
}

export interface TaskFilterPanelProps {
  filters: TaskFilterState;
  onChange: (name: TaskFilterName, value: TaskFilterValue) => void;
  onClear: () => void;
  /** The workspace's labels, for the Labels filter; without any it is not offered. */
  labels?: readonly TaskLabel[];
  /** Given on the workspace tasks page, where tasks of every project are listed. */
  projects?: ProjectOption[];
  /** The workspace's members, for the Assignee filter; without them it is not offered. */
  members?: WorkspaceMember[];
}

/** One filter's drop-down; an empty value (its "All …" option) clears the filter. */
function FilterSelect({
  label,
  className,
  value,
  onChange,
  children,
}: {
  label: string;
  className: string | undefined;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label} className={className}>
      {(fieldProps) => (
        <Select
          {...fieldProps}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </Select>
      )}
    </Field>
  );
}

/** The filter panel's controls: a row on a wide screen, a column in a phone's sheet. */
export function TaskFilterFields({
  filters,
  onChange,
  onClear,
  projects,
  members,
  labels,
  layout,
}: TaskFilterPanelProps & { layout: 'inline' | 'sheet' }) {
  const currentUserId = useCurrentUser().data?.id;
  const personLabel = usePersonLabel(members);
  const isInline = layout === 'inline';
  // Closed, the wide panel's label choices are not drawn, nor their code loaded, until opened once.
  const [isLabelsOpen, setLabelsOpen] = useState(false);
  const [haveLabelsOpened, setLabelsOpened] = useState(false);
  const labelsId = useId();
  const chips: Chip[] = activeFilterNames(filters).flatMap((name) =>
    name === 'labelIds'
      ? filters.labelIds.map((labelId) => ({
          key: `label-${labelId}`,
          label: taskLabelMessages.chip(
            labels?.find((label) => label.id === labelId)?.name ?? taskLabelMessages.unknown,
          ),
          onRemove: () =>
            onChange(
              'labelIds',
              filters.labelIds.filter((chosen) => chosen !== labelId),
            ),
        }))
      : [
          {
            key: name,
            label: chipLabel(name, filters, projects, members, personLabel),
            onRemove: () => onChange(name, undefined),
          },
        ],
  );
  const labelChoices = labels && labels.length > 0 && (
    <Suspense fallback={null}>
      <TaskLabelFilter
        isLegendShown={!isInline}
        labels={labels}
        chosen={filters.labelIds}
        onChange={(labelIds) => onChange('labelIds', labelIds)}
      />
    </Suspense>
  );
  // Everyone else who may be given a task (the form's list), the signed-in person being Me.
  const others = members?.filter(
    (member) => member.status === 'active' && member.userId !== currentUserId,
  );
  const narrow = isInline ? 'w-40' : undefined;
  return (
    <div className="space-y-3">
      <div className={isInline ? 'flex flex-wrap items-end gap-3' : 'grid gap-4'}>
        {projects && (
          <FilterSelect
            label="Project"
            className={isInline ? 'w-52' : undefined}
            value={filters.projectId}
            onChange={(value) => onChange('projectId', value)}
          >
            <option value="">All projects</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          label="Status"
          className={narrow}
          value={filters.status}
          onChange={(value) => onChange('status', value)}
        >
          <option value="">{taskFilterLabels.allStatuses}</option>
          <LabelledOptions values={taskStatuses} labels={taskStatusLabels} />
        </FilterSelect>
        <FilterSelect
          label="Priority"
          className={narrow}
          value={filters.priority}
          onChange={(value) => onChange('priority', value)}
        >
          <option value="">{taskFilterLabels.allPriorities}</option>
          <LabelledOptions values={prioritiesHighFirst} labels={taskPriorityLabels} />
        </FilterSelect>
        {others && (
          <FilterSelect
            label="Assignee"
            className={isInline ? 'w-44' : undefined}
            value={filters.assignee}
            onChange={(value) => onChange('assignee', value)}
          >
            <option value="">{taskFilterLabels.allAssignees}</option>
            <option value={ASSIGNEE_ME}>{taskFilterLabels.me}</option>
            {others.map((member) => (
              <option key={member.userId} value={member.userId}>
                {personLabel(member.user)}
              </option>
            ))}
            {/* A link may name someone not listed (who has left, or the reader by id): kept. */}
            {filters.assignee &&
              filters.assignee !== ASSIGNEE_ME &&
              !others.some((member) => member.userId === filters.assignee) && (
                <option value={filters.assignee}>
                  {assigneeLabel(filters.assignee, members, personLabel)}
                </option>
              )}
          </FilterSelect>
        )}
        {labelChoices &&
          (isInline ? (
            <Button
              variant="secondary"
              aria-expanded={isLabelsOpen}
              aria-controls={labelsId}
              onClick={() => {
                setLabelsOpen(!isLabelsOpen);
                setLabelsOpened(true);
              }}
            >
              {taskLabelMessages.legend}
              {filters.labelIds.length > 0 && (
                <>
                  <span
                    aria-hidden
                    className="rounded-full bg-accent-soft px-1.5 py-px text-xs font-semibold text-accent tabular-nums"
                  >
                    {filters.labelIds.length}
                  </span>
                  {/* Keeps the word and the count apart in the button's accessible name. */}{' '}
                  <span className="sr-only">
                    ({taskLabelMessages.chosenCount(filters.labelIds.length)})
                  </span>
                </>
              )}
              <ChevronDown
                aria-hidden
                size={16}
                className={cn('transition-transform', isLabelsOpen && 'rotate-180')}
              />
            </Button>
          ) : (
            labelChoices
          ))}
        <FilterSelect
          label="Sort by"
          className={narrow}
          value={filters.sortBy}
          onChange={(value) => onChange('sortBy', value)}
        >
          <LabelledOptions values={taskSortFields} labels={taskFilterLabels.sortBy} />
        </FilterSelect>
        <FilterSelect
          label="Order"
          className={narrow}
          value={filters.sortOrder}
          onChange={(value) => onChange('sortOrder', value)}
        >
          <LabelledOptions values={[...sortOrders].reverse()} labels={taskFilterLabels.sortOrder} />
        </FilterSelect>
        <Button
          variant={isInline ? 'ghost' : 'secondary'}
          onClick={onClear}
          disabled={chips.length === 0}
        >
          {taskFilterLabels.clearAll}
        </Button>
      </div>
      {isInline && labelChoices && (
        <div id={labelsId} hidden={!isLabelsOpen}>
          {haveLabelsOpened && labelChoices}
        </div>
      )}
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-accent"
            >
              {chip.label}
              <button
                type="button"
                aria-label={`Remove filter ${chip.label}`}
                onClick={chip.onRemove}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-accent-muted max-md:size-11"
              >
                <X aria-hidden size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
