import { describe, expect, it } from 'vitest';
import {
  accessDenialReasons,
  actions,
  can,
  deniedReason,
  type Action,
  type PermissionActor,
} from './can';
import { denialReasons } from './capabilities';
import type { VentureStatus } from '../ventures/constants';

const actorOf = (name: string): PermissionActor => {
  switch (name) {
    case 'owner':
      return { userId: 'me', role: 'admin', isOwner: true };
    case 'admin':
      return { userId: 'me', role: 'admin', isOwner: false };
    case 'project_manager':
      return { userId: 'me', role: 'project_manager', isOwner: false };
    case 'client':
      return { userId: 'me', role: 'client', isOwner: false };
    case 'contractor':
      return { userId: 'me', role: 'contractor', isOwner: false };
    default:
      return { userId: 'me', role: null, isOwner: false };
  }
};

// Table rows mix actions, so the per-action resource typing is loosened here.
type Loose<R> = (actor: PermissionActor, action: Action, ...resource: unknown[]) => R;
const deniedReasonOf = deniedReason as Loose<string | null>;
const canOf = can as Loose<boolean>;

const hiddenProject = { createdBy: 'someone', assignments: [] };
const assignedProject = { createdBy: 'someone', assignments: [{ userId: 'me' }] };

const ADMIN = denialReasons.adminRequired;
const OWNER = denialReasons.ownerRequired;
const PM = denialReasons.projectManagerRequired;
const HIDDEN = accessDenialReasons.projectHidden;
const NOT_MEMBER = accessDenialReasons.notMember;
const SHAPE = accessDenialReasons.checklistShapeDenied;
const CLIENT_TICK = accessDenialReasons.clientCannotTick;

describe('can: every role × every workspace action', () => {
  // Columns: owner, admin, project_manager, client, contractor, non-member. null = allowed.
  const table = [
    ['workspace:view', undefined, [null, null, null, null, null, NOT_MEMBER]],
    ['workspace:update', undefined, [null, null, ADMIN, ADMIN, ADMIN, NOT_MEMBER]],
    ['workspace:delete', undefined, [null, OWNER, OWNER, OWNER, OWNER, NOT_MEMBER]],
    ['member:view', undefined, [null, null, null, null, null, NOT_MEMBER]],
    ['member:invite', undefined, [null, null, ADMIN, ADMIN, ADMIN, NOT_MEMBER]],
    [
      'member:manage',
      { userId: 'x', role: 'contractor', isOwner: false },
      [null, null, ADMIN, ADMIN, ADMIN, NOT_MEMBER],
    ],
    ['project:create', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['project:update', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['project:archive', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['project:restore', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['project:assign', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['project:view', hiddenProject, [null, null, null, HIDDEN, HIDDEN, NOT_MEMBER]],
    ['project:view', assignedProject, [null, null, null, null, null, NOT_MEMBER]],
    ['task:view', hiddenProject, [null, null, null, HIDDEN, HIDDEN, NOT_MEMBER]],
    ['task:create', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['task:update', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['task:update-status', assignedProject, [null, null, null, null, null, NOT_MEMBER]],
    ['task:update-status', hiddenProject, [null, null, null, HIDDEN, HIDDEN, NOT_MEMBER]],
    ['task:delete', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['comment:create', assignedProject, [null, null, null, null, null, NOT_MEMBER]],
    ['file:view', assignedProject, [null, null, null, null, null, NOT_MEMBER]],
    ['file:upload', assignedProject, [null, null, null, null, null, NOT_MEMBER]],
    ['file:upload', hiddenProject, [null, null, null, HIDDEN, HIDDEN, NOT_MEMBER]],
    ['file:delete', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['venture:create', undefined, [null, null, null, null, null, NOT_MEMBER]],
    // A task's checklists are shaped by managers and by the task's creator, whatever their role.
    ['checklist:manage', { createdBy: 'someone' }, [null, null, null, SHAPE, SHAPE, NOT_MEMBER]],
    ['checklist:manage', { createdBy: 'me' }, [null, null, null, null, null, NOT_MEMBER]],
    // Ticked by whoever may change the task's status, but a client.
    ['checklist:tick', assignedProject, [null, null, null, CLIENT_TICK, null, NOT_MEMBER]],
    ['checklist:tick', hiddenProject, [null, null, null, HIDDEN, HIDDEN, NOT_MEMBER]],
    ['checklist-template:manage', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
    ['label:manage', undefined, [null, null, null, PM, PM, NOT_MEMBER]],
  ] as const;
  const roles = ['owner', 'admin', 'project_manager', 'client', 'contractor', 'non-member'];

  it.each(
    table.flatMap(([action, resource, row]) =>
      roles.map((role, index) => [action, role, resource, row[index]] as const),
    ),
  )('%s by %s → %j', (action, role, resource, expected) => {
    const args = resource === undefined ? [] : [resource];
    expect(deniedReasonOf(actorOf(role), action, ...args)).toBe(expected);
    expect(canOf(actorOf(role), action, ...args)).toBe(expected === null);
  });

  it('covers every action in its tables', () => {
    const covered = new Set<string>([
      ...table.map(([action]) => action),
      'member:assign-role',
      'comment:update',
      'comment:delete',
      'venture:view',
      'venture:update',
      'venture:delete',
      'venture:publish',
      'venture:convert',
      'venture:pledge',
      'venture:list-pledges',
      'venture-file:manage',
      'venture-file:delete',
    ]);
    expect([...actions].sort()).toEqual([...covered].sort());
  });
});

describe('can: member:manage on protected targets (workspaces/rules)', () => {
  it.each([
    [
      'owner',
      { userId: 'me', role: 'admin', isOwner: true },
      'You cannot change your own membership',
    ],
    [
      'admin',
      { userId: 'me', role: 'admin', isOwner: false },
      'You cannot change your own membership',
    ],
    ['admin', { userId: 'other-admin', role: 'admin', isOwner: false }, OWNER],
    ['admin', { userId: 'someone', role: 'admin', isOwner: true }, OWNER],
  ] as const)('%s may not change %j', (role, target, reason) => {
    expect(deniedReason(actorOf(role), 'member:manage', target)).toBe(reason);
  });
});

describe('can: member:assign-role', () => {
  it.each([
    ['owner', 'admin', null],
    ['admin', 'admin', OWNER],
    ['admin', 'contractor', null],
    ['project_manager', 'contractor', ADMIN],
    ['non-member', 'contractor', NOT_MEMBER],
  ] as const)('%s gives %s → %j', (role, given, expected) => {
    expect(deniedReason(actorOf(role), 'member:assign-role', { role: given })).toBe(expected);
  });
});

describe('can: comments are changed by their author only', () => {
  it.each(['comment:update', 'comment:delete'] as const)('%s', (action) => {
    expect(can(actorOf('contractor'), action, { userId: 'me' })).toBe(true);
    expect(deniedReason(actorOf('owner'), action, { userId: 'other' })).toBe(
      accessDenialReasons.commentAuthorOnly,
    );
    expect(deniedReason(actorOf('non-member'), action, { userId: 'me' })).toBe(NOT_MEMBER);
  });
});

describe('can: venture actions (001 §6), members or not', () => {
  const venture = (status: VentureStatus, createdBy = 'me') => ({ createdBy, status });
  const creator = actorOf('contractor');
  const backer = actorOf('non-member');
  const r = accessDenialReasons;

  it.each([
    ['venture:view', creator, venture('draft'), null],
    ['venture:view', backer, venture('draft', 'creator'), r.ventureHidden],
    ['venture:view', backer, venture('live', 'creator'), null],
    ['venture:update', creator, venture('draft'), null],
    ['venture:update', creator, venture('live'), null],
    ['venture:update', creator, venture('successful'), r.ventureNotEditable],
    ['venture:update', backer, venture('live', 'creator'), r.ventureCreatorOnly],
    ['venture:update', backer, venture('draft', 'creator'), r.ventureHidden],
    ['venture:delete', creator, venture('draft'), null],
    ['venture:delete', creator, venture('live'), r.ventureNotDraftForDelete],
    ['venture:publish', creator, venture('draft'), null],
    ['venture:publish', creator, venture('live'), r.ventureNotDraftForPublish],
    ['venture:convert', creator, venture('successful'), null],
    ['venture:convert', creator, venture('live'), r.ventureNotSuccessful],
    ['venture:convert', backer, venture('successful', 'creator'), r.ventureCreatorOnly],
    ['venture:pledge', backer, venture('live', 'creator'), null],
    ['venture:pledge', creator, venture('live'), r.ownVenture],
    ['venture:pledge', backer, venture('successful', 'creator'), r.ventureNotLive],
    ['venture:pledge', backer, venture('draft', 'creator'), r.ventureNotLive],
    ['venture-file:manage', creator, venture('draft'), null],
    ['venture-file:manage', creator, venture('live'), r.ventureFilesLocked],
    ['venture-file:delete', creator, venture('converted'), null],
    ['venture-file:delete', backer, venture('live', 'creator'), r.ventureCreatorOnly],
    ['venture-file:delete', backer, venture('draft', 'creator'), r.ventureHidden],
    ['venture:list-pledges', creator, venture('failed'), null],
    ['venture:list-pledges', backer, venture('successful', 'creator'), r.ventureCreatorOnly],
  ] as const)('%s by %j on %j → %j', (action, actor, resource, expected) => {
    expect(deniedReason(actor, action, resource)).toBe(expected);
  });

  it('words the refusals the spec words', () => {
    expect(r.ventureNotEditable).toBe('This venture cannot be edited in its current status');
    expect(r.notMember).toBe("You don't have access to this workspace");
  });
});
