import { describe, expect, it } from 'vitest';
import { phoneMessages } from '../common/phone';
import {
  createWorkspaceInputSchema,
  inviteInputSchema,
  updateWorkspaceInputSchema,
  workspaceDetailQuerySchema,
  workspaceDetailSchema,
} from './schemas';
import { workspaceMessages } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('workspace bodies (000 §5)', () => {
  it.each([
    ['w'.repeat(100), []],
    ['w'.repeat(101), [workspaceMessages.nameTooLong]],
    ['   ', [workspaceMessages.nameRequired]],
  ])('name %# → %j', (name, expected) => {
    expect(messagesOf(createWorkspaceInputSchema.safeParse({ name }))).toEqual(expected);
  });

  it.each([
    [500, []],
    [501, [workspaceMessages.descriptionTooLong]],
  ])('description of %s characters → %j', (length, expected) => {
    expect(
      messagesOf(
        createWorkspaceInputSchema.safeParse({ name: 'W', description: 'd'.repeat(length) }),
      ),
    ).toEqual(expected);
  });

  it('stores a blank description as none and allows partial updates', () => {
    expect(createWorkspaceInputSchema.parse({ name: ' Acme ', description: ' ' })).toEqual({
      name: 'Acme',
      description: null,
    });
    expect(updateWorkspaceInputSchema.parse({})).toEqual({});
  });
});

describe('invite body', () => {
  it('requires a phone, normalises it and defaults the role to contractor', () => {
    expect(inviteInputSchema.parse({ phoneNumber: '(555) 123-4567' })).toEqual({
      phoneNumber: '+15551234567',
      role: 'contractor',
    });
    expect(messagesOf(inviteInputSchema.safeParse({ phoneNumber: '  ' }))).toEqual([
      workspaceMessages.phoneRequired,
    ]);
    expect(messagesOf(inviteInputSchema.safeParse({ phoneNumber: '555' }))).toEqual([
      phoneMessages.tooShort,
    ]);
  });
});

describe('workspace answers', () => {
  it('reads a detail with members and the includeRevoked flag', () => {
    const detail = {
      id: ID,
      name: 'Acme',
      description: null,
      ownerId: ID,
      isOwner: true,
      role: 'admin',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
      members: [
        {
          id: ID,
          userId: ID,
          role: 'admin',
          status: 'active',
          isOwner: true,
          invitedAt: '2025-03-01T00:00:00.000Z',
          joinedAt: null,
          user: { id: ID, name: null, phoneNumber: '+15551234567' },
        },
      ],
    };
    expect(workspaceDetailSchema.parse(detail)).toEqual(detail);
    expect(workspaceDetailQuerySchema.parse({})).toEqual({ includeRevoked: false });
    expect(workspaceDetailQuerySchema.parse({ includeRevoked: 'true' })).toEqual({
      includeRevoked: true,
    });
  });
});
