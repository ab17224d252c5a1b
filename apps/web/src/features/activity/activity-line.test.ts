import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@groundwork/shared/activity/schemas';
import { formatLocalDate } from '../../lib/format';
import { activityLine, activityParts, activitySentence } from './activity-line';
import { ids, makeActivityItem, maria, sam } from './testing/fixtures';

const onTask = { subjectId: ids.task };
const task = { type: 'task', id: ids.task, title: 'Order the tiles' } as const;
const keysHandedOver = {
  type: 'checklist_item',
  id: 'c4ec4115-0000-4000-8000-000000000001',
  title: 'Keys handed over',
} as const;
// Noon UTC, so the day is the same in every time zone the tests may run in.
const may3 = '2026-05-03T12:00:00.000Z';
const may10 = '2026-05-10T12:00:00.000Z';

function item(overrides: Partial<ActivityItem>): ActivityItem {
  return makeActivityItem({ subject: task, changes: [], ...overrides });
}

describe('activitySentence', () => {
  it.each<[string, Partial<ActivityItem>, string]>([
    [
      'a status change on its own task',
      {
        action: 'status_changed',
        changes: [{ field: 'status', from: 'to_do', to: 'in_progress' }],
      },
      'Maria moved status from To Do to In Progress',
    ],
    [
      'a due date change, in the dates the app shows',
      { action: 'updated', changes: [{ field: 'dueDate', from: may3, to: may10 }] },
      `Maria changed due date from ${formatLocalDate(may3)} to ${formatLocalDate(may10)}`,
    ],
    [
      'a due date set',
      { action: 'updated', changes: [{ field: 'dueDate', from: null, to: may10 }] },
      `Maria set due date to ${formatLocalDate(may10)}`,
    ],
    [
      'a due date removed',
      { action: 'updated', changes: [{ field: 'dueDate', from: may3, to: null }] },
      'Maria cleared due date',
    ],
    [
      'an assignee given',
      { action: 'assigned', changes: [{ field: 'assignedTo', from: null, to: sam }] },
      'Maria assigned Sam',
    ],
    [
      'an assignee taken off',
      { action: 'assigned', changes: [{ field: 'assignedTo', from: sam, to: null }] },
      'Maria unassigned Sam',
    ],
    [
      'an assignee replaced',
      {
        action: 'assigned',
        changes: [{ field: 'assignedTo', from: sam, to: { id: ids.maria, name: 'Maria' } }],
      },
      'Maria reassigned from Sam to Maria',
    ],
    [
      'several fields at once, money as the app shows it',
      {
        action: 'updated',
        changes: [
          { field: 'priority', from: 'medium', to: 'high' },
          { field: 'amount', from: 1250, to: 1400.5 },
          { field: 'description', from: 'Forty', to: 'Fifty bundles' },
        ],
      },
      'Maria changed priority from Medium to High, changed amount from $1,250 to $1,401 and changed description',
    ],
    [
      'a comment',
      {
        subject: { type: 'comment', id: ids.comment, title: 'Order the tiles' },
        action: 'commented',
      },
      'Maria commented on Order the tiles',
    ],
    [
      'an edited comment',
      {
        subject: { type: 'comment', id: ids.comment, title: 'Order the tiles' },
        action: 'updated',
      },
      'Maria edited a comment on Order the tiles',
    ],
    [
      'a file',
      { subject: { type: 'file', id: ids.file, title: 'plan.pdf' }, action: 'uploaded' },
      'Maria uploaded plan.pdf',
    ],
    ['the task created', { action: 'created' }, 'Maria created the task'],
  ])('%s', (_case, overrides, expected) => {
    expect(activitySentence(item(overrides), onTask)).toBe(expected);
  });

  it.each<[string, Partial<ActivityItem>, string]>([
    [
      'a status change of a task in the list',
      { action: 'status_changed', changes: [{ field: 'status', from: 'to_do', to: 'complete' }] },
      'Maria moved Order the tiles from To Do to Complete',
    ],
    [
      'a field of a task in the list',
      { action: 'updated', changes: [{ field: 'dueDate', from: null, to: may3 }] },
      `Maria set due date of Order the tiles to ${formatLocalDate(may3)}`,
    ],
    [
      'a renamed task',
      {
        subject: { ...task, title: 'Order the blue tiles' },
        action: 'updated',
        changes: [{ field: 'title', from: 'Order the tiles', to: 'Order the blue tiles' }],
      },
      'Maria renamed Order the tiles to Order the blue tiles',
    ],
    [
      'an assignee of a task in the list',
      { action: 'assigned', changes: [{ field: 'assignedTo', from: null, to: sam }] },
      'Maria assigned Sam to Order the tiles',
    ],
    ['a created task', { action: 'created' }, 'Maria created Order the tiles'],
    [
      'a checklist item ticked',
      {
        subject: keysHandedOver,
        action: 'ticked',
      },
      'Maria ticked Keys handed over',
    ],
    [
      'a project status, in the project labels',
      {
        subject: { type: 'project', id: ids.project, title: 'Bathroom refit' },
        action: 'archived',
      },
      'Maria archived Bathroom refit',
    ],
    [
      'a pledge, in dollars and cents as pledges are shown',
      {
        subject: { type: 'pledge', id: ids.venture, title: 'Solar barn' },
        action: 'pledged',
        changes: [{ field: 'amount', from: null, to: 250 }],
      },
      'Maria pledged $250.00 to Solar barn',
    ],
    [
      'a person put on a project team',
      {
        subject: { type: 'member', id: ids.sam, title: 'Sam' },
        action: 'assigned',
        changes: [
          { field: 'project', from: null, to: { id: ids.project, name: 'Bathroom refit' } },
        ],
      },
      'Maria assigned Sam to Bathroom refit',
    ],
    [
      'a role change',
      {
        subject: { type: 'member', id: ids.sam, title: 'Sam' },
        action: 'role_changed',
        changes: [{ field: 'role', from: 'contractor', to: 'project_manager' }],
      },
      "Maria changed Sam's role from Contractor to Project Manager",
    ],
    [
      'someone who joined',
      { actor: sam, subject: { type: 'member', id: ids.sam, title: 'Sam' }, action: 'joined' },
      'Sam joined the workspace',
    ],
    [
      'someone who left',
      { actor: sam, subject: { type: 'member', id: ids.sam, title: 'Sam' }, action: 'removed' },
      'Sam left the workspace',
    ],
    [
      'a venture status, in the venture labels',
      {
        subject: { type: 'venture', id: ids.venture, title: 'Solar barn' },
        action: 'updated',
        changes: [
          { field: 'status', from: 'draft', to: 'live' },
          { field: 'targetGoal', from: 5000, to: 7500 },
        ],
      },
      'Maria moved Solar barn from Draft to Live and changed target goal from $5,000 to $7,500',
    ],
  ])('%s, in a list of many things', (_case, overrides, expected) => {
    expect(activitySentence(item(overrides))).toBe(expected);
  });

  it('credits the scheduler to Groundwork', () => {
    const entry = item({
      actor: null,
      subject: { type: 'venture', id: ids.venture, title: 'Solar barn' },
      action: 'succeeded',
    });
    expect(activitySentence(entry)).toBe('Groundwork marked Solar barn successful');
  });

  it('names a person without a name as the member lists do', () => {
    const entry = item({
      actor: { id: ids.maria, name: null },
      action: 'assigned',
      changes: [{ field: 'assignedTo', from: null, to: { id: ids.sam, name: '  ' } }],
    });
    expect(activitySentence(entry, onTask)).toBe('Unnamed User assigned Unnamed User');
  });

  it('still reads an action it does not know, with what changed', () => {
    expect(activitySentence(item({ action: 'reopened' }))).toBe('Maria reopened Order the tiles');
    expect(
      activitySentence(
        item({
          action: 'split_up',
          changes: [{ field: 'estimatedHours', from: 4, to: 2 }],
        }),
      ),
    ).toBe('Maria split up Order the tiles: changed estimated hours from 4 to 2');
  });
});

describe('activityParts', () => {
  const toTask = { kind: 'task', projectId: ids.project, taskId: ids.task } as const;
  const toProject = { kind: 'project', projectId: ids.project } as const;
  const commented = { type: 'comment', id: ids.comment, title: 'Order the tiles' } as const;
  const project = { type: 'project', id: ids.project, title: 'Bathroom refit' } as const;

  it.each<[string, Partial<ActivityItem>, ReturnType<typeof activityParts>]>([
    [
      "a task's title, to the task",
      { action: 'status_changed', changes: [{ field: 'status', from: 'to_do', to: 'complete' }] },
      ['Maria moved ', { name: 'Order the tiles', link: toTask }, ' from To Do to Complete'],
    ],
    [
      'the task a comment is on, to the task',
      { subject: commented, action: 'commented' },
      ['Maria commented on ', { name: 'Order the tiles', link: toTask }],
    ],
    [
      'a checklist item, to its task',
      {
        subject: keysHandedOver,
        action: 'unticked',
      },
      ['Maria unticked ', { name: 'Keys handed over', link: toTask }],
    ],
    [
      "a project's name, to the project",
      { subject: project, action: 'archived', taskId: null },
      ['Maria archived ', { name: 'Bathroom refit', link: toProject }],
    ],
    [
      'the project of a team change, to the project, not the person',
      {
        subject: { type: 'member', id: ids.sam, title: 'Sam' },
        action: 'assigned',
        changes: [
          { field: 'project', from: null, to: { id: ids.project, name: 'Bathroom refit' } },
        ],
        taskId: null,
      },
      ['Maria assigned Sam to ', { name: 'Bathroom refit', link: toProject }],
    ],
  ])('links %s', (_case, overrides, expected) => {
    expect(activityParts(item(overrides))).toEqual(expected);
  });

  it.each<[string, Partial<ActivityItem>]>([
    ['a deleted task', { action: 'deleted', taskId: null }],
    ['a task since deleted', { action: 'created', taskId: null }],
    [
      'a comment on a task since deleted',
      { subject: commented, action: 'commented', taskId: null },
    ],
    [
      "a file's name",
      { subject: { type: 'file', id: ids.file, title: 'plan.pdf' }, action: 'uploaded' },
    ],
    [
      "a venture's name",
      {
        subject: { type: 'venture', id: ids.venture, title: 'Solar barn' },
        action: 'converted',
        taskId: null,
      },
    ],
    [
      'an entry kept from before entries said where they lead',
      { projectId: undefined, taskId: undefined } as unknown as Partial<ActivityItem>,
    ],
  ])('leaves %s as plain words', (_case, overrides) => {
    const parts = activityParts(item({ action: 'created', ...overrides }));
    expect(parts).toEqual([activitySentence(item({ action: 'created', ...overrides }))]);
  });

  it('never leads back to the page the list is on', () => {
    // The task's own history: a comment on it names it without a link.
    expect(activityParts(item({ subject: commented, action: 'commented' }), onTask)).toEqual([
      'Maria commented on Order the tiles',
    ]);
    // The project's own history still leads to its tasks.
    expect(
      activityParts(item({ subject: commented, action: 'commented' }), { subjectId: ids.project }),
    ).toContainEqual({ name: 'Order the tiles', link: toTask });
  });
});

describe('activityLine', () => {
  it('ends with how long ago it was', () => {
    const now = new Date('2026-05-10T14:00:00.000Z');
    const entry = makeActivityItem({ at: '2026-05-10T12:00:00.000Z', actor: maria });
    expect(activityLine(entry, now, onTask)).toBe(
      'Maria moved status from To Do to In Progress · 2h ago',
    );
    expect(activityLine({ ...entry, at: '2026-05-10T13:59:30.000Z' }, now, onTask)).toBe(
      'Maria moved status from To Do to In Progress · Just now',
    );
    expect(activityLine({ ...entry, at: '2026-05-07T13:00:00.000Z' }, now, onTask)).toBe(
      'Maria moved status from To Do to In Progress · 3d ago',
    );
  });
});
