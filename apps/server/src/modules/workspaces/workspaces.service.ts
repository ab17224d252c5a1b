import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type {
  CreateWorkspaceInput,
  Invitation,
  MemberCounts,
  Workspace,
  WorkspaceDetail,
  WorkspaceMember,
} from '@groundwork/shared/workspaces/schemas';
import {
  invitationNotificationText,
  invitationSmsText,
  memberManagementDenial,
  roleAssignmentDenial,
} from '@groundwork/shared/workspaces/rules';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import type { AuthContext } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageOf, pageRequestOf } from '../../platform/paging';
import { createBatchedRead } from '../../platform/batched-read';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import { requirePermission, type WorkspaceAccess } from '../../platform/workspace-access';
import { userByPhoneNumber } from '../auth/auth.service';
import type { InvitationSms } from '../sms-notifications/sms-notifications.module';
import { toMember, toWorkspace } from './workspaces.presenter';
import * as repo from './workspaces.repository';

export interface WorkspacesServiceDeps {
  db: Database;
  clock: Clock;
  /** The app's address for invitation texts: PUBLIC_URL, else the one the server prints. */
  appUrl: string;
  /**
   * Whether a number may be texted an invitation (STOP, the person's own choice), and the queue
   * its text goes out by.
   */
  invitationSms: {
    allowsInvitationSms(phoneNumber: string): Promise<boolean>;
    queue(tx: Queryable, invitation: InvitationSms): Promise<void>;
  };
}

const memberNotFound = () => new AppError('NOT_FOUND', workspaceMessages.memberNotFound);

type MemberChange = Extract<Change, { type: `member.${string}` }>['type'];

export function createWorkspacesService({
  db,
  clock,
  appUrl,
  invitationSms,
}: WorkspacesServiceDeps) {
  // The lists of people whose requests arrive together are read in one round trip.
  const listActiveWorkspaces = createBatchedRead((userIds: string[]) =>
    repo.listActiveWorkspaces(db, userIds),
  );

  function recordMember(
    tx: Queryable,
    type: MemberChange,
    workspaceId: string,
    userId: string,
    actorId: string,
    fields: FieldChange[] = [],
  ): Promise<void> {
    return recordChanges(tx, [{ type, workspaceId, userId, actorId, fields }], clock.now());
  }

  /** A member of this workspace the actor may manage, or the reason they may not. */
  async function loadManageableMember(access: WorkspaceAccess, memberId: string) {
    requirePermission(access.permissions.canManageMembers, denialReasons.adminRequired);
    if (!isId(memberId)) throw memberNotFound();
    const found = await repo.findMember(db, access.workspace.id, memberId);
    if (!found || found.member.status === 'revoked') throw memberNotFound();
    const denial = memberManagementDenial(access.actor, {
      userId: found.member.userId,
      role: found.member.role,
      isOwner: found.member.userId === access.workspace.ownerId,
    });
    if (denial) throw new AppError('FORBIDDEN', denial);
    return found;
  }

  return {
    async listWorkspaces(userId: string): Promise<Workspace[]> {
      const rows = (await listActiveWorkspaces(userId)) ?? [];
      return rows.map((row) => toWorkspace(row.workspace, userId, row.role));
    },

    async listInvitations(userId: string): Promise<Invitation[]> {
      const rows = await repo.listPendingInvitations(db, userId);
      return rows.map((row) => ({
        workspaceId: row.workspace.id,
        workspaceName: row.workspace.name,
        workspaceDescription: row.workspace.description,
        role: row.role,
        invitedAt: row.invitedAt.toISOString(),
        invitedBy: row.inviterName,
      }));
    },

    /** The creator becomes the owner: an active admin whose id is the workspace's ownerId. */
    async createWorkspace(userId: string, input: CreateWorkspaceInput): Promise<Workspace> {
      const now = clock.now();
      const workspace = await db.transaction(async (tx) => {
        const row = await repo.insertWorkspace(tx, {
          name: input.name,
          description: input.description ?? null,
          ownerId: userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertMember(tx, {
          workspaceId: row.id,
          userId,
          role: 'admin',
          status: 'active',
          invitedAt: now,
          joinedAt: now,
          updatedAt: now,
        });
        await recordChanges(
          tx,
          [{ type: 'workspace.created', workspaceId: row.id, actorId: userId }],
          now,
        );
        return row;
      });
      return toWorkspace(workspace, userId, 'admin');
    },

    async getWorkspace(access: WorkspaceAccess, includeRevoked: boolean): Promise<WorkspaceDetail> {
      const members = await repo.listMembers(db, access.workspace.id, includeRevoked);
      return {
        ...toWorkspace(access.workspace, access.actor.userId, access.actor.role),
        members: members.map((member) => toMember(member, access.workspace.ownerId)),
      };
    },

    /** How many of the workspace's members are active and how many invited (pending). */
    async countMembers(access: WorkspaceAccess): Promise<MemberCounts> {
      return repo.countMembers(db, access.workspace.id);
    },

    /** The workspace's members, oldest first: all of them, or a page. */
    async listMembers(
      access: WorkspaceAccess,
      { includeRevoked, ...query }: { includeRevoked: boolean } & PageQuery,
    ): Promise<WorkspaceMember[] | Page<WorkspaceMember>> {
      const page = pageRequestOf(repo.memberOrder, query);
      const { id, ownerId } = access.workspace;
      const toOwnMember = (row: Parameters<typeof toMember>[0]) => toMember(row, ownerId);
      if (!page) return (await repo.listMembers(db, id, includeRevoked)).map(toOwnMember);
      const rows = await repo.listMembersPage(db, id, includeRevoked, page);
      return pageOf(repo.memberOrder, page, rows, toOwnMember);
    },

    async updateWorkspace(
      access: WorkspaceAccess,
      changes: { name?: string; description?: string | null },
    ): Promise<Workspace> {
      requirePermission(access.permissions.canManageWorkspace, denialReasons.adminRequired);
      const before = access.workspace;
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateWorkspace(tx, before.id, {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.description !== undefined && { description: changes.description }),
          updatedAt: clock.now(),
        });
        const fields = (['name', 'description'] as const)
          .filter((field) => before[field] !== updated[field])
          .map((field) => ({ field, from: before[field], to: updated[field] }));
        await recordChanges(
          tx,
          [
            {
              type: 'workspace.updated',
              workspaceId: updated.id,
              actorId: access.actor.userId,
              fields,
            },
          ],
          clock.now(),
        );
        return updated;
      });
      return toWorkspace(row, access.actor.userId, access.actor.role);
    },

    async deleteWorkspace(access: WorkspaceAccess): Promise<void> {
      requirePermission(access.permissions.canDeleteWorkspace, denialReasons.ownerRequired);
      await db.transaction(async (tx) => {
        const members = await repo.listMembers(tx, access.workspace.id, false);
        await repo.deleteWorkspace(tx, access.workspace.id);
        const memberIds = members.map(({ member }) => member.userId);
        await recordChanges(
          tx,
          [
            {
              type: 'workspace.deleted',
              workspaceId: access.workspace.id,
              actorId: access.actor.userId,
              memberIds,
            },
          ],
          clock.now(),
        );
      });
    },

    /**
     * Invites a phone number: the user is created when new, their row made pending with the
     * role, and an SMS sent (the notifications module writes the workspace_invite).
     */
    async invite(
      access: WorkspaceAccess,
      inviter: AuthContext['user'],
      input: { phoneNumber: string; role: MemberRole },
    ): Promise<WorkspaceMember> {
      requirePermission(access.permissions.canInviteUsers, denialReasons.adminRequired);
      const denial = roleAssignmentDenial(access.actor, input.role);
      if (denial) throw new AppError('FORBIDDEN', denial);
      const now = clock.now();
      const workspace = access.workspace;
      // The invitation's one SMS (its workspace_invite notification queues none), not to a number
      // that answered STOP nor to a person who turned invitations off. The invitation stands even
      // when the text cannot be delivered: it waits in the app.
      const texted = await invitationSms.allowsInvitationSms(input.phoneNumber);
      const member = await db.transaction(async (tx) => {
        const invitee = await userByPhoneNumber(tx, input.phoneNumber, now);
        const existing = await repo.findMemberByUser(tx, workspace.id, invitee.id);
        if (existing?.status === 'active')
          throw new AppError('CONFLICT', workspaceMessages.alreadyMember);
        const pending = {
          role: input.role,
          status: 'pending' as const,
          invitedAt: now,
          invitedBy: inviter.id,
        };
        const member = existing
          ? await repo.updateMember(tx, existing.id, { ...pending, joinedAt: null, updatedAt: now })
          : await repo.insertMember(tx, {
              ...pending,
              workspaceId: workspace.id,
              userId: invitee.id,
              updatedAt: now,
            });
        await recordMember(tx, 'member.invited', workspace.id, member.userId, inviter.id, [
          { field: 'role', from: existing?.role ?? null, to: input.role },
          { field: 'status', from: existing?.status ?? null, to: 'pending' },
        ]);
        if (texted) {
          await invitationSms.queue(tx, {
            userId: invitee.id,
            key: `${member.id}:${now.getTime()}`,
            body: invitationSmsText({ workspaceName: workspace.name, inviter, appUrl }),
            summary: invitationNotificationText(
              workspace.name,
              inviter.name?.trim() || inviter.phoneNumber,
              input.role,
            ).message,
            now,
          });
        }
        return member;
      });
      const found = await repo.findMember(db, workspace.id, member.id);
      if (!found) throw memberNotFound();
      return toMember(found, workspace.ownerId);
    },

    /** Accepts the caller's own pending invitation. */
    async join(userId: string, workspaceId: string): Promise<Workspace> {
      if (!isId(workspaceId)) throw new AppError('NOT_FOUND', workspaceMessages.noInvitation);
      const now = clock.now();
      const joined = await db.transaction(async (tx) => {
        const member = await repo.findMemberByUser(tx, workspaceId, userId);
        if (member?.status === 'active')
          throw new AppError('CONFLICT', workspaceMessages.alreadyMember);
        if (member?.status !== 'pending')
          throw new AppError('NOT_FOUND', workspaceMessages.noInvitation);
        const joined = await repo.updateMember(tx, member.id, {
          status: 'active',
          joinedAt: now,
          updatedAt: now,
        });
        const workspace = await repo.findWorkspace(tx, workspaceId);
        if (!workspace) throw new AppError('NOT_FOUND', workspaceMessages.notFound);
        await recordMember(tx, 'member.joined', workspaceId, userId, userId, [
          { field: 'status', from: 'pending', to: 'active' },
        ]);
        return toWorkspace(workspace, userId, joined.role);
      });
      return joined;
    },

    /** Declines the caller's own pending invitation: the row goes, as if never invited. */
    async decline(userId: string, workspaceId: string): Promise<void> {
      if (!isId(workspaceId)) throw new AppError('NOT_FOUND', workspaceMessages.noInvitation);
      const member = await repo.findMemberByUser(db, workspaceId, userId);
      if (member?.status !== 'pending')
        throw new AppError('NOT_FOUND', workspaceMessages.noInvitation);
      await db.transaction(async (tx) => {
        await repo.deleteMember(tx, member.id);
        await recordMember(tx, 'member.declined', workspaceId, userId, userId, [
          { field: 'status', from: 'pending', to: null },
        ]);
      });
    },

    /** Leaves a workspace the caller does not own; the row is kept, revoked, for history. */
    async leave(access: WorkspaceAccess): Promise<void> {
      if (access.actor.isOwner) throw new AppError('FORBIDDEN', workspaceMessages.ownerCannotLeave);
      const now = clock.now();
      const { userId } = access.actor;
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, access.memberId, { status: 'revoked', updatedAt: now });
        await recordMember(tx, 'member.removed', access.workspace.id, userId, userId, [
          { field: 'status', from: 'active', to: 'revoked' },
        ]);
      });
    },

    async changeRole(
      access: WorkspaceAccess,
      memberId: string,
      role: MemberRole,
    ): Promise<WorkspaceMember> {
      const found = await loadManageableMember(access, memberId);
      const denial = roleAssignmentDenial(access.actor, role);
      if (denial) throw new AppError('FORBIDDEN', denial);
      const member = await db.transaction(async (tx) => {
        const updated = await repo.updateMember(tx, found.member.id, {
          role,
          updatedAt: clock.now(),
        });
        await recordMember(
          tx,
          'member.updated',
          access.workspace.id,
          updated.userId,
          access.actor.userId,
          [{ field: 'role', from: found.member.role, to: role }],
        );
        return updated;
      });
      return toMember({ member, user: found.user }, access.workspace.ownerId);
    },

    /** Revokes a member (or a pending invitation); revoked members have no access. */
    async removeMember(access: WorkspaceAccess, memberId: string): Promise<void> {
      const found = await loadManageableMember(access, memberId);
      const { userId } = found.member;
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, found.member.id, { status: 'revoked', updatedAt: clock.now() });
        await recordMember(tx, 'member.removed', access.workspace.id, userId, access.actor.userId, [
          { field: 'status', from: found.member.status, to: 'revoked' },
        ]);
      });
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
