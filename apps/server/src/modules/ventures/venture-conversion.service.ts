import { PROJECT_NAME_MAX_LENGTH } from '@groundwork/shared/common/constants';
import { displayName } from '@groundwork/shared/common/person';
import {
  CONVERSION_PREVIEW_NAMES,
  ventureCategoryLabels,
} from '@groundwork/shared/ventures/constants';
import type {
  ConvertVentureAnswer,
  VentureConversionPreview,
} from '@groundwork/shared/ventures/schemas';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import { recordChanges } from '../../platform/changes/change-record';
import type { ResolveAccess } from '../../platform/workspace-access';
import { insertProjectWithTeam } from '../projects/projects.service';
import {
  loadVisibleVenture,
  parseVentureId,
  requireVentureAction,
  ventureNotFound,
} from './venture-access';
import { ventureChangeRef } from './venture-changes';
import * as members from './venture-conversion.repository';
import { listBackerIds } from './pledges.repository';
import { lockVenture, updateVenture } from './ventures.repository';

export interface VentureConversionServiceDeps {
  db: Database;
  clock: Clock;
}

/**
 * The venture's backers and how conversion treats them: active members of the workspace keep
 * their role (conversion never lowers anyone's), everyone else (no row, pending, revoked) is
 * added as an active client. The conversion and its preview read it alike.
 */
async function backerMemberships(db: Queryable, ventureId: string, workspaceId: string) {
  const backers = await listBackerIds(db, ventureId);
  const memberships = await members.listMemberships(db, workspaceId, backers);
  const activeRoles = new Map(
    memberships.filter((m) => m.status === 'active').map((m) => [m.userId, m.role]),
  );
  const added = backers.filter((backer) => !activeRoles.has(backer));
  return { backers, activeRoles, added };
}

/** A successful venture becomes a project of its workspace, its backers the project's team. */
export function createVentureConversionService({ db, clock }: VentureConversionServiceDeps) {
  return {
    /**
     * What converting would do, for its confirmation: how many backers would join the workspace,
     * and the first of those already members by name. Asked as the conversion itself would be.
     */
    async previewConversion(
      ventureId: string,
      userId: string,
      resolveAccess: ResolveAccess,
    ): Promise<VentureConversionPreview> {
      const id = parseVentureId(ventureId);
      const venture = await loadVisibleVenture(db, id, userId);
      requireVentureAction('venture:convert', venture, userId);
      await resolveAccess(venture.workspaceId);
      const { backers, activeRoles, added } = await backerMemberships(db, id, venture.workspaceId);
      const named = await members.listPeopleByName(
        db,
        [...activeRoles.keys()],
        CONVERSION_PREVIEW_NAMES,
      );
      return {
        backerCount: backers.length,
        addedMembers: added.length,
        existingMembers: named.map((person) => ({ id: person.id, name: displayName(person) })),
      };
    },

    /**
     * Successful → converted, by its creator, once: a project in the venture's workspace, every
     * backer an active member (a client when they were not one) and assigned to it as a client.
     */
    async convertVenture(
      ventureId: string,
      userId: string,
      resolveAccess: ResolveAccess,
    ): Promise<ConvertVentureAnswer> {
      const now = clock.now();
      const id = parseVentureId(ventureId);
      const seen = await loadVisibleVenture(db, id, userId);
      requireVentureAction('venture:convert', seen, userId);
      // The creator must still be a member of the workspace the project goes into.
      await resolveAccess(seen.workspaceId);
      const { project, added } = await db.transaction(async (tx) => {
        const venture = await lockVenture(tx, id);
        if (!venture) throw ventureNotFound();
        requireVentureAction('venture:convert', venture, userId);
        const { backers, activeRoles, added } = await backerMemberships(
          tx,
          id,
          venture.workspaceId,
        );
        for (const backer of added) {
          await members.makeActiveClient(tx, venture.workspaceId, backer, userId, now);
        }
        const project = await insertProjectWithTeam(
          tx,
          {
            workspaceId: venture.workspaceId,
            // A venture's name may be longer than a project's.
            name: venture.name.slice(0, PROJECT_NAME_MAX_LENGTH),
            description: venture.description,
            type: ventureCategoryLabels[venture.type],
            estimatedCostCents: venture.targetGoalCents,
            status: 'to_do',
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          },
          backers.map((backer) => ({
            userId: backer,
            role: activeRoles.get(backer) ?? 'client',
            assignedBy: userId,
            assignedAt: now,
          })),
        );
        await updateVenture(tx, id, {
          status: 'converted',
          projectId: project.id,
          updatedAt: now,
        });
        const base = { workspaceId: venture.workspaceId, actorId: userId };
        await recordChanges(
          tx,
          [
            {
              ...base,
              type: 'project.created',
              projectId: project.id,
              projectName: project.name,
              statusChange: null,
            },
            ...added.map((member) => ({ ...base, type: 'member.joined' as const, userId: member })),
            ...backers.map((backer) => ({
              ...base,
              type: 'project.assignment.added' as const,
              projectId: project.id,
              userId: backer,
            })),
            {
              ...ventureChangeRef(venture, userId),
              type: 'venture.converted',
              projectId: project.id,
              backerIds: backers,
              fields: [{ field: 'status', from: venture.status, to: 'converted' }],
            },
          ],
          now,
        );
        return { project, added };
      });
      return { project: { id: project.id }, addedMembers: added.length };
    },
  };
}

export type VentureConversionService = ReturnType<typeof createVentureConversionService>;
