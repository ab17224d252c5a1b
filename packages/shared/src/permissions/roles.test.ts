import { describe, expect, it } from 'vitest';
import {
  actorLevel,
  DEFAULT_INVITE_ROLE,
  invitableRoles,
  memberRoles,
  memberStatuses,
  roleDescriptions,
  roleLabels,
} from './roles';
import { memberRoleSchema } from './schemas';

describe('roles (000 §3, §6)', () => {
  it('has the four roles and three member statuses', () => {
    expect(memberRoles).toEqual(['admin', 'project_manager', 'client', 'contractor']);
    expect(memberStatuses).toEqual(['active', 'pending', 'revoked']);
    expect(memberRoleSchema.safeParse('owner').success).toBe(false);
  });

  it.each([
    [{ role: 'admin', isOwner: true }, 100],
    [{ role: 'admin', isOwner: false }, 80],
    [{ role: 'project_manager', isOwner: false }, 60],
    [{ role: 'client', isOwner: false }, 40],
    [{ role: 'contractor', isOwner: false }, 20],
  ] as const)('level of %j is %s', (actor, level) => {
    expect(actorLevel(actor)).toBe(level);
  });

  it('invites as project_manager, client or contractor, contractor by default', () => {
    expect(invitableRoles).toEqual(['project_manager', 'client', 'contractor']);
    expect(DEFAULT_INVITE_ROLE).toBe('contractor');
  });

  it('labels and describes every role', () => {
    expect(roleLabels).toEqual({
      admin: 'Admin',
      project_manager: 'Project Manager',
      client: 'Client',
      contractor: 'Contractor',
    });
    expect(Object.keys(roleDescriptions)).toEqual([...memberRoles]);
  });
});
