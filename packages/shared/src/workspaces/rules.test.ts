import { describe, expect, it } from 'vitest';
import { denialReasons } from '../permissions/capabilities';
import type { MemberRole } from '../permissions/roles';
import {
  deleteWorkspaceConfirmation,
  deleteWorkspaceDetailConfirmation,
  leaveWorkspaceConfirmation,
  invitationNotificationText,
  invitationSmsText,
  memberAvatarText,
  memberDisplayName,
  memberManagementDenial,
  memberManagementMessages,
  pendingMemberCount,
  roleAssignmentDenial,
  workspaceRoleBadge,
  type InvitationSmsInput,
} from './rules';

const owner = { userId: 'owner', role: 'admin', isOwner: true } as const;
const admin = { userId: 'admin', role: 'admin', isOwner: false } as const;
const manager = { userId: 'pm', role: 'project_manager', isOwner: false } as const;
const client = { userId: 'client', role: 'client', isOwner: false } as const;
const contractor = { userId: 'contractor', role: 'contractor', isOwner: false } as const;
const member = (userId: string, role: MemberRole, isOwner = false) => ({ userId, role, isOwner });

describe('memberManagementDenial (000 §6)', () => {
  it.each([
    ['owner → admin', owner, member('x', 'admin'), null],
    [
      'owner → self',
      owner,
      member('owner', 'admin', true),
      memberManagementMessages.cannotManageSelf,
    ],
    ['admin → client', admin, member('x', 'client'), null],
    ['admin → admin', admin, member('x', 'admin'), denialReasons.ownerRequired],
    ['admin → owner', admin, member('owner', 'admin', true), denialReasons.ownerRequired],
    ['admin → self', admin, member('admin', 'admin'), memberManagementMessages.cannotManageSelf],
    [
      'project manager → contractor',
      manager,
      member('x', 'contractor'),
      denialReasons.adminRequired,
    ],
    ['client → contractor', client, member('x', 'contractor'), denialReasons.adminRequired],
    ['contractor → contractor', contractor, member('x', 'contractor'), denialReasons.adminRequired],
  ] as const)('%s → %j', (_case, actor, target, reason) => {
    expect(memberManagementDenial(actor, target)).toBe(reason);
  });
});

describe('roleAssignmentDenial (000 §6): every role × every role given', () => {
  const given: MemberRole[] = ['admin', 'project_manager', 'client', 'contractor'];
  const O = denialReasons.ownerRequired;
  const A = denialReasons.adminRequired;
  it.each(
    (
      [
        ['owner', owner, [null, null, null, null]],
        ['admin', admin, [O, null, null, null]],
        ['project_manager', manager, [A, A, A, A]],
        ['client', client, [A, A, A, A]],
        ['contractor', contractor, [A, A, A, A]],
      ] as const
    ).flatMap(([name, actor, row]) =>
      given.map((role, index) => [name, role, actor, row[index]] as const),
    ),
  )('%s gives %s → %j', (_name, role, actor, reason) => {
    expect(roleAssignmentDenial(actor, role)).toBe(reason);
  });
});

describe('invitation texts', () => {
  const local = 'http://localhost:3000';
  const ada = { name: 'Ada', phoneNumber: '+14155550123' };
  const sms = (
    workspaceName: string,
    inviter: InvitationSmsInput['inviter'] = ada,
    appUrl = local,
  ) => invitationSmsText({ workspaceName, inviter, appUrl });
  // The words around the names with the local address: 87 characters, 73 left for both names.
  const fixedLength = sms('', { name: 'x', phoneNumber: '' }).length - 1;

  it.each([
    [
      'names the inviter and the workspace, with the address',
      sms('Acme'),
      'Ada invited you to Acme on Groundwork. Sign in with this number to join: http://localhost:3000',
    ],
    [
      'names an inviter without a name by their phone number',
      sms('Acme', { name: null, phoneNumber: '+14155550123' }),
      '+14155550123 invited you to Acme on Groundwork. Sign in with this number to join: http://localhost:3000',
    ],
    [
      'takes a blank name for no name',
      sms('Acme', { name: '  ', phoneNumber: '+14155550123' }),
      '+14155550123 invited you to Acme on Groundwork. Sign in with this number to join: http://localhost:3000',
    ],
    [
      'carries the public address',
      sms('Acme', ada, 'https://groundwork.example.com'),
      'Ada invited you to Acme on Groundwork. Sign in with this number to join: https://groundwork.example.com',
    ],
    [
      'keeps a workspace name that fills exactly 160 characters',
      sms('w'.repeat(70)),
      `Ada invited you to ${'w'.repeat(70)} on Groundwork. Sign in with this number to join: http://localhost:3000`,
    ],
    [
      'cuts a workspace name one character too long, with three full stops',
      sms('w'.repeat(71)),
      `Ada invited you to ${'w'.repeat(67)}... on Groundwork. Sign in with this number to join: http://localhost:3000`,
    ],
    [
      'cuts at a word end without a space before the dots',
      sms(`${'w'.repeat(66)} and more`),
      `Ada invited you to ${'w'.repeat(66)}... on Groundwork. Sign in with this number to join: http://localhost:3000`,
    ],
    [
      'never splits a character made of two UTF-16 units',
      sms(`${'w'.repeat(66)}🏗️🏗️🏗️🏗️`),
      `Ada invited you to ${'w'.repeat(66)}🏗... on Groundwork. Sign in with this number to join: http://localhost:3000`,
    ],
  ])('%s', (_case, text, expected) => {
    expect(text).toBe(expected);
  });

  it('cuts the workspace name to 20 characters, then the inviter name, to fit 160', () => {
    const inviter = { name: 'N'.repeat(100), phoneNumber: '+14155550123' };
    const text = sms('W'.repeat(100), inviter);
    expect(fixedLength).toBe(87);
    expect(text).toHaveLength(160);
    expect(text).toBe(
      `${'N'.repeat(50)}... invited you to ${'W'.repeat(17)}... on Groundwork. Sign in with this number to join: http://localhost:3000`,
    );
  });

  it('never cuts the address: a text that cannot fit goes long, names cut to 20', () => {
    const appUrl = `https://${'a'.repeat(80)}.example.com`;
    const text = sms('W'.repeat(100), { name: 'N'.repeat(100), phoneNumber: '' }, appUrl);
    expect(text).toBe(
      `${'N'.repeat(17)}... invited you to ${'W'.repeat(17)}... on Groundwork. Sign in with this number to join: ${appUrl}`,
    );
    expect(text.length).toBeGreaterThan(160);
  });

  it('never cuts a phone number', () => {
    const appUrl = `https://${'a'.repeat(80)}.example.com`;
    const text = sms('Acme', { name: null, phoneNumber: '+14155550123' }, appUrl);
    expect(text.startsWith('+14155550123 invited you to Acme on Groundwork.')).toBe(true);
  });

  it('words the workspace_invite notification', () => {
    expect(invitationNotificationText('Acme', 'Ada', 'project_manager')).toEqual({
      title: 'Workspace invitation',
      message: 'Ada invited you to join "Acme" as Project Manager',
    });
  });
});

describe('workspace display rules (000 §2)', () => {
  it.each([
    [{ isOwner: true, role: 'admin' }, 'Owner'],
    [{ isOwner: false, role: 'admin' }, 'Admin'],
    [{ isOwner: false, role: 'project_manager' }, 'Project Manager'],
    [{ isOwner: false, role: 'contractor' }, 'Contractor'],
  ] as const)('%j → %s', (workspace, badge) => {
    expect(workspaceRoleBadge(workspace)).toBe(badge);
  });

  it.each([
    [{ name: 'ada', phoneNumber: '+15551234567' }, 'ada', 'A'],
    [{ name: '  émile ', phoneNumber: '+15551234567' }, 'émile', 'É'],
    [{ name: '😀 Joy', phoneNumber: '+15551234567' }, '😀 Joy', '😀'],
    [{ name: null, phoneNumber: '+15551234567' }, 'Unnamed User', '67'],
    [{ name: '   ', phoneNumber: '+1 (555) 123-4598' }, 'Unnamed User', '98'],
  ])('%j → name %s, avatar %s', (user, name, avatar) => {
    expect(memberDisplayName(user)).toBe(name);
    expect(memberAvatarText(user)).toBe(avatar);
  });

  it('counts pending members for the Settings badge', () => {
    expect(
      pendingMemberCount([{ status: 'pending' }, { status: 'active' }, { status: 'pending' }]),
    ).toBe(2);
  });

  it('words the delete confirmation', () => {
    expect(deleteWorkspaceConfirmation('Acme')).toBe(
      'Are you sure you want to delete "Acme"? This action cannot be undone and will permanently remove all projects, tasks, and data associated with this workspace.',
    );
  });

  it('words the Danger Zone confirmation without quotes, as 000 §2 Workspace detail does', () => {
    expect(deleteWorkspaceDetailConfirmation('Acme')).toBe(
      'Are you sure you want to delete Acme? This action cannot be undone and will permanently remove all associated data.',
    );
  });

  it('words the leave confirmation', () => {
    expect(leaveWorkspaceConfirmation('Acme')).toMatch(/^Are you sure you want to leave Acme\?/);
  });
});
