import { describe, expect, it } from 'vitest';
import {
  canManageTasks,
  canSeeProject,
  canUpdateTaskStatus,
  isCommentAuthor,
  seesAllProjects,
  ventureActions,
} from './resources';
import type { VentureStatus } from '../ventures/constants';

const actor = (role: 'admin' | 'project_manager' | 'client' | 'contractor', isOwner = false) => ({
  userId: 'me',
  role,
  isOwner,
});

const unrelated = { createdBy: 'someone', assignments: [{ userId: 'other' }] };
const assignedToMe = { createdBy: 'someone', assignments: [{ userId: 'me' }] };
const createdByMe = { createdBy: 'me', assignments: [] };

describe('project visibility (000 §6)', () => {
  it.each([
    ['owner', actor('admin', true), unrelated, true],
    ['admin', actor('admin'), unrelated, true],
    ['project_manager', actor('project_manager'), unrelated, true],
    ['client, not assigned', actor('client'), unrelated, false],
    ['client, assigned', actor('client'), assignedToMe, true],
    ['client, creator', actor('client'), createdByMe, true],
    ['contractor, not assigned', actor('contractor'), unrelated, false],
    ['contractor, assigned', actor('contractor'), assignedToMe, true],
    ['contractor, creator', actor('contractor'), createdByMe, true],
  ] as const)(
    '%s sees an unrelated/assigned/created project: %s',
    (_case, who, project, expected) => {
      expect(canSeeProject(who, project)).toBe(expected);
      // Status changes follow visibility (DECISIONS.md).
      expect(canUpdateTaskStatus(who, project)).toBe(expected);
    },
  );

  it.each([
    ['owner', actor('admin', true), true],
    ['admin', actor('admin'), true],
    ['project_manager', actor('project_manager'), true],
    ['client', actor('client'), false],
    ['contractor', actor('contractor'), false],
  ] as const)('%s sees all projects and edits task fields: %s', (_name, who, expected) => {
    expect(seesAllProjects(who)).toBe(expected);
    expect(canManageTasks(who)).toBe(expected);
  });
});

describe('comment ownership', () => {
  it('is the author only', () => {
    expect(isCommentAuthor('me', { userId: 'me' })).toBe(true);
    expect(isCommentAuthor('me', { userId: 'other' })).toBe(false);
  });
});

describe('ventureActions (001 §6)', () => {
  // view, edit, delete, publish, convert, pledge, manage files, delete files, see pledges
  it.each([
    ['creator', 'draft', [true, true, true, true, false, false, true, true, true]],
    ['creator', 'live', [true, true, false, false, false, false, false, true, true]],
    ['creator', 'successful', [true, false, false, false, true, false, false, true, true]],
    ['creator', 'failed', [true, false, false, false, false, false, false, true, true]],
    ['creator', 'converted', [true, false, false, false, false, false, false, true, true]],
    ['other', 'draft', [false, false, false, false, false, false, false, false, false]],
    ['other', 'live', [true, false, false, false, false, true, false, false, false]],
    ['other', 'successful', [true, false, false, false, false, false, false, false, false]],
    ['other', 'failed', [true, false, false, false, false, false, false, false, false]],
    ['other', 'converted', [true, false, false, false, false, false, false, false, false]],
  ] as const)('%s of a %s venture → %j', (who, status, flags) => {
    const venture = { createdBy: 'creator', status: status as VentureStatus };
    expect(ventureActions(venture, who === 'creator' ? 'creator' : 'backer')).toEqual({
      canView: flags[0],
      canEdit: flags[1],
      canDelete: flags[2],
      canPublish: flags[3],
      canConvert: flags[4],
      canPledge: flags[5],
      canManageFiles: flags[6],
      canDeleteFiles: flags[7],
      canSeePledges: flags[8],
    });
  });
});
