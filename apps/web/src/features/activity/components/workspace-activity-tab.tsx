import { useSearchParams } from 'react-router';
import { isId, isOneOf } from '@groundwork/shared/common/guards';
import { memberDisplayName } from '@groundwork/shared/workspaces/rules';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import {
  activitySubjectTypes,
  type ActivitySubjectType,
} from '@groundwork/shared/activity/constants';
import { Card } from '../../../components/ui/card';
import { Field, Select } from '../../../components/ui/field';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { useWorkspaceActivity } from '../api/get-activity';
import type { WorkspaceActivityFilters } from '../api/query-keys';
import { ActivityList } from './activity-list';

export const subjectTypeLabels: Record<ActivitySubjectType, string> = {
  task: 'Tasks',
  project: 'Projects',
  comment: 'Comments',
  checklist: 'Checklists',
  checklist_item: 'Checklist items',
  file: 'Files',
  member: 'Members',
  venture: 'Ventures',
  pledge: 'Pledges',
};

export const activityFilterLabels = {
  type: 'Type',
  person: 'Person',
  allTypes: 'All',
  allPeople: 'All people',
  noMatch: 'No activity matches these filters',
} as const;

// Search parameter names beside the workspace page's ?tab=, readable in a shared link.
const paramNames = { type: 'type', actorId: 'person' } as const;

/** The feed's filters, kept in the address bar so a reload or a shared link keeps them. */
function useActivityFilters(): [
  WorkspaceActivityFilters,
  (name: keyof WorkspaceActivityFilters, value: string) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get(paramNames.type);
  const actorId = searchParams.get(paramNames.actorId);
  const filters: WorkspaceActivityFilters = {
    type: isOneOf(activitySubjectTypes, type) ? type : undefined,
    actorId: isId(actorId) ? actorId : undefined,
  };
  const setFilter = (name: keyof WorkspaceActivityFilters, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(paramNames[name], value);
        else next.delete(paramNames[name]);
        return next;
      },
      { replace: true },
    );
  return [filters, setFilter];
}

/**
 * The workspace's Activity tab: every change in the workspace the caller may see, newest first,
 * narrowed by subject type and by person (the workspace's members, which the page has loaded).
 * Loaded on demand (the default export).
 */
export function WorkspaceActivityTab({
  workspaceId,
  members,
}: {
  workspaceId: string;
  members: readonly WorkspaceMember[];
}) {
  const [filters, setFilter] = useActivityFilters();
  const query = useWorkspaceActivity(workspaceId, filters);
  const people = members
    .map((member) => ({ id: member.userId, name: memberDisplayName(member.user) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  // A person chosen by link who is no longer a member still shows as chosen.
  if (filters.actorId && !people.some((person) => person.id === filters.actorId)) {
    people.push({ id: filters.actorId, name: 'Former member' });
  }
  const isFiltered = filters.type !== undefined || filters.actorId !== undefined;

  return (
    <div className="space-y-4">
      <section
        aria-label="Activity filters"
        className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 md:flex md:items-end"
      >
        <Field label={activityFilterLabels.type} className="md:w-48">
          {(fieldProps) => (
            <ChoiceSelect
              {...fieldProps}
              value={filters.type ?? ''}
              onChange={(event) => setFilter('type', event.target.value)}
              choices={activitySubjectTypes}
              labels={subjectTypeLabels}
              anyLabel={activityFilterLabels.allTypes}
            />
          )}
        </Field>
        <Field label={activityFilterLabels.person} className="md:w-60">
          {(fieldProps) => (
            <Select
              {...fieldProps}
              value={filters.actorId ?? ''}
              onChange={(event) => setFilter('actorId', event.target.value)}
            >
              <option value="">{activityFilterLabels.allPeople}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </section>
      <Card className="px-4 py-2 md:px-5">
        <ActivityList
          query={query}
          workspaceId={workspaceId}
          label="Workspace activity"
          isVirtual
          emptyText={isFiltered ? activityFilterLabels.noMatch : undefined}
        />
      </Card>
    </div>
  );
}
