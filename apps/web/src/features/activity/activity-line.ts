import type {
  ActivityFieldChange,
  ActivityItem,
  ActivityPerson,
} from '@groundwork/shared/activity/schemas';
import { formatUsd, formatUsdWithCents } from '@groundwork/shared/common/money';
import { compactRelativeTime } from '@groundwork/shared/common/relative-time';
import { roleLabels, type MemberRole } from '@groundwork/shared/permissions/roles';
import { memberDisplayName } from '@groundwork/shared/workspaces/rules';
import type { ActivitySubjectType } from '@groundwork/shared/activity/constants';
import { projectStatusLabels, type ProjectStatus } from '@groundwork/shared/projects/constants';
import {
  taskPriorityLabels,
  taskStatusLabels,
  type TaskPriority,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { ventureStatusLabels, type VentureStatus } from '@groundwork/shared/ventures/constants';
import { formatLocalDate } from '../../lib/format';

/** Who a change by the scheduler (a venture's deadline) is credited to. */
const SYSTEM_ACTOR_NAME = 'Groundwork';

export interface ActivityLineOptions {
  /**
   * The id of what the list is the history of (the task of the task page): lines about it leave
   * its title out, as the page already says it, and never lead back to it.
   */
  subjectId?: string;
}

/** Where a name in an entry leads: a task's page or a project's. */
export type ActivityLink =
  { kind: 'task'; projectId: string; taskId: string } | { kind: 'project'; projectId: string };

/** A piece of an entry's sentence: plain words, or a name that leads to what it names. */
type ActivityPart = string | { name: string; link: ActivityLink };

type Words = ActivityPart[];

/**
 * A sentence as parts, written as a template: `words\`moved ${title} from ${a} to ${b}\``. A value
 * may be a string, a linked name, or parts already made; null prints as nothing.
 */
function words(strings: TemplateStringsArray, ...values: (ActivityPart | Words | null)[]): Words {
  const parts: Words = [];
  strings.forEach((text, index) => {
    if (text) parts.push(text);
    const value = values[index];
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) parts.push(...value);
    else parts.push(value);
  });
  return parts;
}

/** The parts as plain text. */
function textOf(parts: Words): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.name)).join('');
}

/**
 * Where the task or project an entry names leads, when it still exists (the server says so) and is
 * not the page the list is on. A file's, member's, venture's or pledge's own name leads nowhere;
 * a team change names its project.
 */
function activityLinkOf(
  item: ActivityItem,
  options: ActivityLineOptions = {},
): ActivityLink | null {
  // Answers kept from before entries said where they lead carry neither id.
  const { projectId, taskId } = item;
  switch (item.subject.type) {
    case 'task':
    case 'comment':
    case 'checklist':
    case 'checklist_item':
      return projectId && taskId && taskId !== options.subjectId
        ? { kind: 'task', projectId, taskId }
        : null;
    case 'project':
    case 'member':
      return projectId && projectId !== options.subjectId ? { kind: 'project', projectId } : null;
    default:
      return null;
  }
}

/** A name as the entry shows it: a link when it leads somewhere. */
function nameOf(name: string, link: ActivityLink | null): ActivityPart {
  return link ? { name, link } : name;
}

// Field names as the change record writes them, in the words the forms use.
const fieldNames: Record<string, string> = {
  assignedTo: 'assignee',
  dueDate: 'due date',
  startDate: 'start date',
  targetEndDate: 'target end date',
  estimatedCost: 'estimated cost',
  transactionType: 'transaction type',
  fundingGoal: 'funding goal',
  name: 'name',
};

// Long free text reads badly inline: a change to it is named, not quoted.
const unquotedFields = new Set(['description', 'content', 'story', 'summary', 'notes']);

const moneyPattern = /(amount|cost|goal|budget|price|investment)$/i;
// dueDate, startDate, deadline, endsAt: camelCase names of dates and times.
const datePattern = /(^d|D)(ate|eadline)$|[a-z]At$/;

function fieldName(field: string): string {
  return fieldNames[field] ?? field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function isPerson(value: unknown): value is ActivityPerson {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value;
}

/** A person as lines name them: their name, or the words the app uses for someone nameless. */
function personName(person: ActivityPerson | null): string {
  return person === null ? SYSTEM_ACTOR_NAME : memberDisplayName(person);
}

function hasLabel<K extends string>(labels: Record<K, string>, value: unknown): value is K {
  return typeof value === 'string' && Object.hasOwn(labels, value);
}

function statusLabel(subjectType: ActivitySubjectType, value: unknown): string | null {
  if (subjectType === 'project' && hasLabel<ProjectStatus>(projectStatusLabels, value)) {
    return projectStatusLabels[value];
  }
  if (subjectType === 'venture' && hasLabel<VentureStatus>(ventureStatusLabels, value)) {
    return ventureStatusLabels[value];
  }
  if (hasLabel<TaskStatus>(taskStatusLabels, value)) return taskStatusLabels[value];
  return null;
}

/** One value of a changed field as the app shows it elsewhere, or null when it has no short form. */
function formatValue(
  field: string,
  value: unknown,
  subjectType: ActivitySubjectType,
): string | null {
  if (value === null || value === undefined) return null;
  // A project named in a team change comes as { id, name } too.
  if (isPerson(value)) return field === 'project' ? (value.name ?? 'a project') : personName(value);
  if (field === 'status') return statusLabel(subjectType, value) ?? String(value);
  if (field === 'priority' && hasLabel<TaskPriority>(taskPriorityLabels, value)) {
    return taskPriorityLabels[value];
  }
  if (field === 'role' && hasLabel<MemberRole>(roleLabels, value)) return roleLabels[value];
  if (typeof value === 'number') {
    if (moneyPattern.test(field)) {
      return subjectType === 'pledge' ? formatUsdWithCents(value) : formatUsd(value);
    }
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (datePattern.test(field) && !Number.isNaN(Date.parse(value))) return formatLocalDate(value);
    return value;
  }
  return null;
}

/**
 * One changed field as a clause after the actor's name: 'changed due date from May 3, 2026 to
 * May 10, 2026', 'moved status from To Do to In Progress', 'assigned Sam'. `target` names the
 * thing changed when the list is not its own history ('of Order the tiles').
 */
function changeClause(
  change: ActivityFieldChange,
  subjectType: ActivitySubjectType,
  title: ActivityPart | null,
): Words {
  const from = formatValue(change.field, change.from, subjectType);
  const to = formatValue(change.field, change.to, subjectType);
  if (change.field !== 'project' && (isPerson(change.to) || isPerson(change.from))) {
    if (from === null && to !== null) {
      return title ? words`assigned ${to} to ${title}` : words`assigned ${to}`;
    }
    if (to === null && from !== null) {
      return title ? words`unassigned ${from} from ${title}` : words`unassigned ${from}`;
    }
    return title
      ? words`reassigned ${title} from ${from} to ${to}`
      : words`reassigned from ${from} to ${to}`;
  }
  const name = fieldName(change.field);
  if (change.field === 'status' && from !== null && to !== null) {
    return words`moved ${title ?? 'status'} from ${from} to ${to}`;
  }
  if ((change.field === 'title' || change.field === 'name') && title && from && to) {
    return words`renamed ${from} to ${to}`;
  }
  const what = title ? words`${name} of ${title}` : words`${name}`;
  if (unquotedFields.has(change.field)) {
    if (to === null) return words`cleared ${what}`;
    return from === null ? words`added ${what}` : words`changed ${what}`;
  }
  if (to === null && from !== null) return words`cleared ${what}`;
  if (to === null) return words`changed ${what}`;
  if (from === null) return words`set ${what} to ${to}`;
  return words`changed ${what} from ${from} to ${to}`;
}

/** 'a, b and c'. */
function joinClauses(clauses: Words[]): Words {
  return clauses.flatMap((clause, index) => {
    if (index === 0) return clause;
    return [index === clauses.length - 1 ? ' and ' : ', ', ...clause];
  });
}

/** The changes as clauses, the thing's title (when needed) in the first one only. */
function changesPhrase(item: ActivityItem, title: ActivityPart | null): Words | null {
  if (item.changes.length === 0) return null;
  return joinClauses(
    item.changes.map((change, index) =>
      changeClause(change, item.subject.type, index === 0 ? title : null),
    ),
  );
}

function amountOf(item: ActivityItem): string | null {
  const change = item.changes.find((candidate) => moneyPattern.test(candidate.field));
  return change ? formatValue(change.field, change.to, item.subject.type) : null;
}

/** The words after the actor's name. */
function predicate(item: ActivityItem, options: ActivityLineOptions): Words {
  const { type } = item.subject;
  const link = activityLinkOf(item, options);
  // A task's or project's title leads to it; a team change's link is its project's (teamPhrase).
  const title = nameOf(item.subject.title, type === 'member' ? null : link);
  const isOwnSubject = options.subjectId !== undefined && item.subject.id === options.subjectId;
  // The thing by name, unless the list is its own history.
  const named = isOwnSubject ? null : title;
  const thing = named ?? (type === 'project' ? 'the project' : `the ${type}`);
  const changes = () => changesPhrase(item, named);

  switch (item.action) {
    case 'created':
      if (type === 'comment') return words`commented on ${title}`;
      if (type === 'file') return words`uploaded ${title}`;
      if (type === 'pledge') return pledgePhrase(item);
      return words`created ${thing}`;
    case 'commented':
      return words`commented on ${title}`;
    case 'uploaded':
      return words`uploaded ${title}`;
    case 'pledged':
      return pledgePhrase(item);
    case 'updated':
      if (type === 'comment') return words`edited a comment on ${title}`;
      return changes() ?? words`updated ${thing}`;
    case 'deleted':
      if (type === 'comment') return words`deleted a comment on ${title}`;
      return words`deleted ${thing}`;
    case 'status_changed':
      return changes() ?? words`changed the status of ${thing}`;
    case 'assigned':
    case 'unassigned':
      if (type === 'member') return teamPhrase(item, link);
      return changes() ?? words`${item.action} ${thing}`;
    case 'role_changed':
      return rolePhrase(item);
    case 'invited':
      return words`invited ${title}`;
    case 'joined':
      return words`joined the workspace`;
    case 'declined':
      return words`declined the invitation`;
    case 'removed':
      // Someone who left took themselves off.
      return item.actor?.id === item.subject.id
        ? words`left the workspace`
        : words`removed ${title}`;
    case 'succeeded':
      return words`marked ${thing} successful`;
    case 'failed':
      return words`marked ${thing} failed`;
    case 'converted':
      return words`converted ${thing} to a project`;
    case 'archived':
    case 'published':
    case 'restored':
    case 'ticked':
    case 'unticked':
      return words`${item.action} ${thing}`;
    default: {
      // An action this version does not know yet: its own words, then what changed.
      const verb = item.action.replace(/_/g, ' ').trim() || 'changed';
      const detail = changesPhrase(item, null);
      return detail ? words`${verb} ${thing}: ${detail}` : words`${verb} ${thing}`;
    }
  }
}

/** A person put on a project's team, or taken off it: 'assigned Sam to Roof repair'. */
function teamPhrase(item: ActivityItem, link: ActivityLink | null): Words {
  const change = item.changes.find((candidate) => candidate.field === 'project');
  const value = item.action === 'assigned' ? change?.to : change?.from;
  const name = change ? formatValue('project', value, item.subject.type) : null;
  const project = name === null ? 'a project' : nameOf(name, link);
  const person = item.subject.title;
  if (item.action === 'assigned') return words`assigned ${person} to ${project}`;
  return words`unassigned ${person} from ${project}`;
}

function rolePhrase(item: ActivityItem): Words {
  const change = item.changes.find((candidate) => candidate.field === 'role');
  const { title, type } = item.subject;
  const from = change ? formatValue('role', change.from, type) : null;
  const to = change ? formatValue('role', change.to, type) : null;
  if (from && to) return words`changed ${title}'s role from ${from} to ${to}`;
  if (to) return words`changed ${title}'s role to ${to}`;
  return words`changed ${title}'s role`;
}

function pledgePhrase(item: ActivityItem): Words {
  const amount = amountOf(item);
  const venture = item.subject.title;
  return amount ? words`pledged ${amount} to ${venture}` : words`pledged to ${venture}`;
}

/**
 * What an entry says, without its time, as parts: the task or project it names, where that still
 * exists, as a link to it ('Maria commented on ', Order the tiles → its task page).
 */
export function activityParts(item: ActivityItem, options: ActivityLineOptions = {}): Words {
  const parts: Words = [];
  for (const part of words`${personName(item.actor)} ${predicate(item, options)}`) {
    const last = parts.at(-1);
    // Plain words side by side are one piece.
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  return parts;
}

/**
 * What an entry says, without its time: 'Maria moved status from To Do to In Progress',
 * 'Maria commented on Order the tiles', 'Groundwork marked Solar barn successful'.
 */
export function activitySentence(item: ActivityItem, options: ActivityLineOptions = {}): string {
  return textOf(activityParts(item, options));
}

/** How long ago an entry was: 'Just now', '5m ago', '2h ago', '3d ago'. */
export function activityAge(item: ActivityItem, now: Date): string {
  return compactRelativeTime(item.at, now);
}

/** The whole line: 'Maria assigned Sam · 2h ago'. */
export function activityLine(
  item: ActivityItem,
  now: Date,
  options: ActivityLineOptions = {},
): string {
  return `${activitySentence(item, options)} · ${activityAge(item, now)}`;
}
