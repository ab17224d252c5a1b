import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canManageMember,
  denialReasons,
  filePermissions,
  workspacePermissions,
  type WorkspacePermissions,
} from './capabilities';
import type { MemberRole } from './roles';

const owner = { userId: 'owner', role: 'admin', isOwner: true } as const;
const admin = { userId: 'admin', role: 'admin', isOwner: false } as const;
const manager = { userId: 'pm', role: 'project_manager', isOwner: false } as const;
const client = { userId: 'client', role: 'client', isOwner: false } as const;
const contractor = { userId: 'contractor', role: 'contractor', isOwner: false } as const;

describe('denial reasons (000 §6)', () => {
  it('words them as the spec does', () => {
    expect(denialReasons).toEqual({
      adminRequired: 'Admin role required',
      ownerRequired: 'Workspace owner required',
      projectManagerRequired: 'Project Manager role or higher required',
    });
  });
});

describe('workspacePermissions: every role × every capability', () => {
  const capabilities: Array<keyof WorkspacePermissions> = [
    'canCreateProject',
    'canManageWorkspace',
    'canInviteUsers',
    'canDeleteWorkspace',
    'canViewMembers',
    'canManageMembers',
    'canViewProjects',
    'canManageProjects',
  ];
  // Columns in the order above.
  const matrix = [
    ['owner', owner, [true, true, true, true, true, true, true, true]],
    ['admin', admin, [true, true, true, false, true, true, true, true]],
    ['project_manager', manager, [true, false, false, false, true, false, true, true]],
    ['client', client, [false, false, false, false, true, false, true, false]],
    ['contractor', contractor, [false, false, false, false, true, false, true, false]],
    ['no membership', null, [false, false, false, false, false, false, false, false]],
  ] as const;

  it.each(
    matrix.flatMap(([name, actor, row]) =>
      capabilities.map((capability, index) => [name, capability, actor, row[index]] as const),
    ),
  )('%s: %s is %s', (_name, capability, actor, expected) => {
    expect(workspacePermissions(actor)[capability]).toBe(expected);
  });
});

describe('canManageMember (000 §6)', () => {
  const target = (userId: string, role: MemberRole, isOwner = false) => ({ userId, role, isOwner });

  it.each([
    ['owner manages an admin', owner, target('x', 'admin'), true],
    ['owner manages a contractor', owner, target('x', 'contractor'), true],
    ['owner cannot manage themself', owner, target('owner', 'admin', true), false],
    ['admin manages a project manager', admin, target('x', 'project_manager'), true],
    ['admin manages a client', admin, target('x', 'client'), true],
    ['admin cannot manage another admin', admin, target('x', 'admin'), false],
    ['admin cannot manage the owner', admin, target('owner', 'admin', true), false],
    ['admin cannot manage themself', admin, target('admin', 'admin'), false],
    ['project manager cannot manage a contractor', manager, target('x', 'contractor'), false],
    ['client cannot manage a contractor', client, target('x', 'contractor'), false],
    ['contractor cannot manage a contractor', contractor, target('x', 'contractor'), false],
  ] as const)('%s → %s', (_case, actor, member, expected) => {
    expect(canManageMember(actor, member)).toBe(expected);
  });
});

describe('assignableRoles (000 §6)', () => {
  it.each([
    ['owner', owner, ['admin', 'project_manager', 'client', 'contractor']],
    ['admin', admin, ['project_manager', 'client', 'contractor']],
    ['project_manager', manager, []],
    ['client', client, []],
    ['contractor', contractor, []],
  ] as const)('%s assigns %j', (_name, actor, roles) => {
    expect(assignableRoles(actor)).toEqual(roles);
  });
});

describe('filePermissions (000 §6): the loading rule × every role', () => {
  const project = { id: 'p' };
  const task = { id: 't' };

  it.each([
    ['nothing loaded', null, null, null, [false, false, false]],
    ['workspace only', owner, null, null, [false, false, true]],
    ['workspace and project', owner, project, null, [false, false, true]],
    ['project and task, no workspace', null, project, task, [false, false, false]],
    ['all loaded, owner', owner, project, task, [true, true, true]],
    ['all loaded, admin', admin, project, task, [true, true, true]],
    ['all loaded, project manager', manager, project, task, [true, true, true]],
    ['all loaded, client', client, project, task, [true, false, true]],
    ['all loaded, contractor', contractor, project, task, [true, false, true]],
  ] as const)(
    '%s → upload, delete, view = %j',
    (_case, workspace, loadedProject, loadedTask, flags) => {
      expect(filePermissions({ workspace, project: loadedProject, task: loadedTask })).toEqual({
        canUploadFiles: flags[0],
        canDeleteFiles: flags[1],
        canViewFiles: flags[2],
      });
    },
  );
});
