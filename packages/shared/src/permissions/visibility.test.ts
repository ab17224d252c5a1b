import { describe, expect, it } from 'vitest';
import { deniedReason } from './can';
import { canSeeProject, ventureActions } from './resources';
import { memberRoles, memberStatuses, type MemberRole, type MemberStatus } from './roles';
import {
  accessGrantingStatuses,
  canViewNotification,
  canViewProject,
  canViewVenture,
  membershipGrantsAccess,
  projectScope,
  rolesSeeingAllProjects,
  viewerOf,
  type ProjectAccess,
  type Viewer,
} from './visibility';
import { ventureStatuses, type VentureStatus } from '../ventures/constants';

const OWNER_ID = 'owner';

/** A viewer from a member row, as the server builds one; `'owner'` is the workspace's owner. */
function viewer(who: MemberRole | 'owner' | 'none', status: MemberStatus = 'active'): Viewer {
  if (who === 'none') return viewerOf('me', null, OWNER_ID);
  if (who === 'owner') return viewerOf(OWNER_ID, { role: 'admin', status }, OWNER_ID);
  return viewerOf('me', { role: who, status }, OWNER_ID);
}

const projects = {
  unrelated: { createdBy: 'someone', assignments: [{ userId: 'other' }] },
  assigned: { createdBy: 'someone', assignments: [{ userId: 'other' }, { userId: 'me' }] },
  created: { createdBy: 'me', assignments: [] },
  createdByOwner: { createdBy: OWNER_ID, assignments: [] },
} satisfies Record<string, ProjectAccess>;

describe('workspace membership', () => {
  it.each([
    ['active', true],
    ['pending', false],
    ['revoked', false],
  ] as const)('a %s member row opens the workspace: %s', (status, expected) => {
    expect(membershipGrantsAccess(status)).toBe(expected);
    expect(accessGrantingStatuses.includes(status)).toBe(expected);
  });

  it('makes no viewer of a row that does not open the workspace', () => {
    expect(viewerOf('me', { role: 'admin', status: 'pending' }, OWNER_ID)).toEqual({
      userId: 'me',
      role: null,
      isOwner: false,
    });
    expect(viewerOf(OWNER_ID, { role: 'admin', status: 'active' }, OWNER_ID)).toEqual({
      userId: OWNER_ID,
      role: 'admin',
      isOwner: true,
    });
  });
});

describe('project visibility (000 §6)', () => {
  it.each([
    ['owner', viewer('owner'), 'all'],
    ['admin', viewer('admin'), 'all'],
    ['project_manager', viewer('project_manager'), 'all'],
    ['client', viewer('client'), 'created-or-assigned'],
    ['contractor', viewer('contractor'), 'created-or-assigned'],
    ['pending admin', viewer('admin', 'pending'), 'none'],
    ['revoked project_manager', viewer('project_manager', 'revoked'), 'none'],
    ['revoked client', viewer('client', 'revoked'), 'none'],
    ['non-member', viewer('none'), 'none'],
  ] as const)('%s sees %s', (_name, who, scope) => {
    expect(projectScope(who)).toBe(scope);
  });

  it('names the roles that see everything, for SQL', () => {
    expect(rolesSeeingAllProjects).toEqual(['admin', 'project_manager']);
  });

  // One row per viewer: unrelated, assigned, created, created by the owner.
  it.each([
    ['owner', viewer('owner'), [true, true, true, true]],
    ['admin', viewer('admin'), [true, true, true, true]],
    ['project_manager', viewer('project_manager'), [true, true, true, true]],
    ['client', viewer('client'), [false, true, true, false]],
    ['contractor', viewer('contractor'), [false, true, true, false]],
    ['pending client', viewer('client', 'pending'), [false, false, false, false]],
    ['revoked contractor', viewer('contractor', 'revoked'), [false, false, false, false]],
    ['revoked admin', viewer('admin', 'revoked'), [false, false, false, false]],
    ['non-member', viewer('none'), [false, false, false, false]],
  ] as const)('%s: unrelated, assigned, created, owner-made', (_name, who, expected) => {
    const seen = [
      projects.unrelated,
      projects.assigned,
      projects.created,
      projects.createdByOwner,
    ].map((project) => canViewProject(who, project));
    expect(seen).toEqual(expected);
  });

  it('is what can() and canSeeProject decide, for every role, status and project', () => {
    for (const role of memberRoles) {
      for (const status of memberStatuses) {
        const who = viewer(role, status);
        for (const project of Object.values(projects)) {
          const allowed = canViewProject(who, project);
          for (const action of ['project:view', 'task:view', 'file:view'] as const) {
            expect(deniedReason(who, action, project) === null).toBe(allowed);
          }
          if (who.role !== null) {
            expect(canSeeProject({ ...who, role: who.role }, project)).toBe(allowed);
          }
        }
      }
    }
  });
});

describe('venture visibility (DECISIONS.md "Ventures and pledges")', () => {
  it.each(
    ventureStatuses.flatMap((status) => [
      [status, 'its creator', true] as const,
      [status, 'anyone else', status !== 'draft'] as const,
    ]),
  )('a %s venture is seen by %s: %s', (status: VentureStatus, who, expected) => {
    const venture = { createdBy: 'creator', status };
    const userId = who === 'its creator' ? 'creator' : 'someone';
    expect(canViewVenture(userId, venture)).toBe(expected);
    expect(ventureActions(venture, userId).canView).toBe(expected);
    const actor = { userId, role: null, isOwner: false };
    expect(deniedReason(actor, 'venture:view', venture) === null).toBe(expected);
  });
});

describe('notification visibility', () => {
  it.each([
    ['its recipient', 'me', true],
    ['anyone else', 'someone', false],
  ] as const)('a notification is seen by %s: %s', (_name, userId, expected) => {
    expect(canViewNotification(userId, { userId: 'me' })).toBe(expected);
  });
});
