import crypto from 'node:crypto';
import { centsToDollars, dollarsToCents } from '@groundwork/shared/common/money';
import {
  FEATURED_VENTURES_COUNT,
  PROJECT_NAME_MAX_LENGTH,
} from '@groundwork/shared/common/constants';
import type {
  CreatePledgeAnswer,
  Pledge,
  PledgeTotals,
  VenturePledge,
} from '@groundwork/shared/pledges/schemas';
import { fundingProgress } from '@groundwork/shared/ventures/rules';
import {
  createVentureInputSchemaAt,
  ventureInputSchemaAt,
  type ConvertVentureAnswer,
  type CreateVentureInput,
  type listVenturesQuerySchema,
  type Venture,
  type VentureConversionPreview,
  type VentureInput,
  type VentureSummary,
} from '@groundwork/shared/ventures/schemas';
import type { z } from 'zod';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import { pledgeMessages } from '@groundwork/shared/pledges/constants';
import {
  CONVERSION_PREVIEW_NAMES,
  ventureCategoryLabels,
  ventureMessages,
} from '@groundwork/shared/ventures/constants';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable, Transaction } from '../../platform/database';
import type { Change } from '../../platform/changes/change';
import { recordChanges, recordChangesWith } from '../../platform/changes/change-record';
import { AppError } from '../../platform/errors';
import { pageOf, pageRequestOf, type PageRequest } from '../../platform/paging';
import { createOneAtATime } from '../../platform/one-at-a-time';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { ResolveAccess } from '../../platform/workspace-access';
import { insertProjectWithTeam } from '../projects/projects.service';
import { displayName } from '@groundwork/shared/common/person';
import {
  loadVisibleVenture,
  parseVentureId,
  requireVentureAction,
  signedVentureFileUrl,
  toVentureFile,
  ventureChangeRef,
  ventureFilesPrefix,
  ventureNotFound,
} from './venture-access';
import * as repo from './ventures.repository';

export interface VenturesServiceDeps {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}

function validationError(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid request', details);
}

function venturesFilter(query: z.output<typeof listVenturesQuerySchema>): repo.VentureFilters {
  return { status: query.status ?? undefined, type: query.type ?? undefined };
}

/**
 * The venture's backers and how conversion treats them: active members of the workspace keep
 * their role (conversion never lowers anyone's), everyone else (no row, pending, revoked) is
 * added as an active client. The conversion and its preview read it alike.
 */
async function backerMemberships(db: Queryable, ventureId: string, workspaceId: string) {
  const backers = await repo.listBackerIds(db, ventureId);
  const memberships = await repo.listMemberships(db, workspaceId, backers);
  const activeRoles = new Map(
    memberships.filter((m) => m.status === 'active').map((m) => [m.userId, m.role]),
  );
  const added = backers.filter((backer) => !activeRoles.has(backer));
  return { backers, activeRoles, added };
}

export function createVenturesService({ db, clock, storage }: VenturesServiceDeps) {
  /** Pledges to one venture wait their turn here before they take a connection (see below). */
  const pledgesInTurn = createOneAtATime();
  async function toSummary(row: repo.VentureWithDetails): Promise<VentureSummary> {
    const targetGoal = centsToDollars(row.targetGoalCents);
    const fundsPledged = centsToDollars(row.fundsPledgedCents);
    const creatorName = displayName(row.creator);
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      name: row.name,
      type: row.type,
      description: row.description,
      targetGoal,
      fundsPledged,
      fundingProgress: fundingProgress(fundsPledged, targetGoal),
      endDate: row.endDate?.toISOString() ?? null,
      status: row.status,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      pledgeCount: row.pledgeCount,
      backerCount: row.backerCount,
      thumbnailUrl: row.thumbnail ? await signedVentureFileUrl(storage, row.thumbnail) : null,
      creatorName,
      creator: { id: row.createdBy, name: creatorName },
      projectId: row.projectId,
    };
  }

  /** A page of summaries from rows read one past its limit. */
  async function summaryPage(
    page: PageRequest,
    rows: (repo.VentureWithDetails & { position: string })[],
  ): Promise<Page<VentureSummary>> {
    const { items, nextCursor } = pageOf(repo.ventureOrder, page, rows, (row) => row);
    return { items: await Promise.all(items.map(toSummary)), nextCursor };
  }

  async function toVenture(row: repo.VentureWithDetails): Promise<Venture> {
    const files = await repo.listStoredFiles(db, row.id);
    return {
      ...(await toSummary(row)),
      pitchContent: row.pitchContent,
      files: await Promise.all(files.map((file) => toVentureFile(storage, file))),
    };
  }

  async function answer(ventureId: string): Promise<Venture> {
    const row = await repo.findVenture(db, ventureId);
    if (!row) throw ventureNotFound();
    return toVenture(row);
  }

  /** Records a venture change that carries nothing more than the venture. */
  function record(
    tx: Queryable,
    type: 'venture.created' | 'venture.updated' | 'venture.published' | 'venture.deleted',
    venture: Parameters<typeof ventureChangeRef>[0],
    actorId: string,
    fields: { field: string; from: unknown; to: unknown }[] = [],
  ): Promise<void> {
    return recordChanges(
      tx,
      [{ ...ventureChangeRef(venture, actorId), type, fields }],
      clock.now(),
    );
  }

  /** The venture's fields from a checked body, money in cents. */
  function toColumns(input: z.output<ReturnType<typeof ventureInputSchemaAt>>) {
    return {
      name: input.name,
      type: input.type,
      description: input.description ?? null,
      pitchContent: input.pitchContent,
      targetGoalCents: dollarsToCents(input.targetGoal),
      endDate: input.endDate ? new Date(input.endDate) : null,
    };
  }

  /**
   * Marks the locked venture successful and confirms its pledges when its goal is reached, and
   * answers its backers; null when it is not (or no longer) live below its goal.
   */
  async function succeedIfFunded(
    tx: Transaction,
    venture: repo.VentureRow,
    now: Date,
  ): Promise<string[] | null> {
    if (venture.status !== 'live' || venture.fundsPledgedCents < venture.targetGoalCents)
      return null;
    await repo.settlePledges(tx, venture.id, 'confirmed');
    await repo.updateVenture(tx, venture.id, { status: 'successful', updatedAt: now });
    return repo.listBackerIds(tx, venture.id);
  }

  function recordSucceeded(
    tx: Transaction,
    venture: repo.VentureRow,
    actorId: string,
    backerIds: string[],
  ): Promise<void> {
    const change: Change = {
      ...ventureChangeRef(venture, actorId),
      type: 'venture.succeeded',
      backerIds,
      fields: [{ field: 'status', from: 'live', to: 'successful' }],
    };
    return recordChanges(tx, [change], clock.now());
  }

  return {
    async createVenture(
      userId: string,
      body: CreateVentureInput,
      resolveAccess: ResolveAccess,
    ): Promise<Venture> {
      const now = clock.now();
      const parsed = createVentureInputSchemaAt(now).safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const access = await resolveAccess(parsed.data.workspaceId);
      const columns = toColumns(parsed.data);
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insertVenture(tx, {
          ...columns,
          workspaceId: access.workspace.id,
          createdBy: userId,
          status: 'draft',
          createdAt: now,
          updatedAt: now,
        });
        const venture = {
          ...columns,
          id: inserted,
          workspaceId: access.workspace.id,
          createdBy: userId,
        };
        await record(tx, 'venture.created', venture, userId);
        return inserted;
      });
      return answer(id);
    },

    async getVenture(ventureId: string, userId: string): Promise<Venture> {
      return toVenture(await loadVisibleVenture(db, ventureId, userId));
    },

    async listWorkspaceVentures(
      workspaceId: string,
      userId: string,
      query: z.output<typeof listVenturesQuerySchema>,
    ): Promise<VentureSummary[]> {
      const rows = await repo.listWorkspaceVentures(db, workspaceId, userId, venturesFilter(query));
      return Promise.all(rows.map(toSummary));
    },

    async listWorkspaceVenturesPage(
      workspaceId: string,
      userId: string,
      query: z.output<typeof listVenturesQuerySchema>,
      page: PageRequest,
    ): Promise<Page<VentureSummary>> {
      const filters = venturesFilter(query);
      return summaryPage(
        page,
        await repo.listWorkspaceVenturesPage(db, workspaceId, userId, filters, page),
      );
    },

    /** How many ventures the workspace's list holds for the user, its filters applied. */
    async countWorkspaceVentures(
      workspaceId: string,
      userId: string,
      query: z.output<typeof listVenturesQuerySchema>,
    ): Promise<number> {
      return repo.countWorkspaceVentures(db, workspaceId, userId, venturesFilter(query));
    },

    async listMyVentures(userId: string): Promise<VentureSummary[]> {
      return Promise.all((await repo.listCreatedVentures(db, userId)).map(toSummary));
    },

    async listMyVenturesPage(userId: string, page: PageRequest): Promise<Page<VentureSummary>> {
      return summaryPage(page, await repo.listCreatedVenturesPage(db, userId, page));
    },

    async listPublicVentures(): Promise<VentureSummary[]> {
      return Promise.all((await repo.listLiveVentures(db)).map(toSummary));
    },

    async listPublicVenturesPage(page: PageRequest): Promise<Page<VentureSummary>> {
      return summaryPage(page, await repo.listLiveVenturesPage(db, page));
    },

    async listFeaturedVentures(): Promise<VentureSummary[]> {
      return Promise.all(
        (await repo.listFeaturedVentures(db, FEATURED_VENTURES_COUNT)).map(toSummary),
      );
    },

    /** Creator only, draft or live; a live venture's goal never drops below what is pledged. */
    async updateVenture(ventureId: string, userId: string, body: VentureInput): Promise<Venture> {
      const now = clock.now();
      const parsed = ventureInputSchemaAt(now).safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const columns = toColumns(parsed.data);
      const id = parseVentureId(ventureId);
      await db.transaction(async (tx) => {
        const venture = await repo.lockVenture(tx, id);
        if (!venture) throw ventureNotFound();
        requireVentureAction('venture:update', venture, userId);
        if (columns.targetGoalCents < venture.fundsPledgedCents) {
          const message = ventureMessages.goalBelowPledged;
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'targetGoal', message }]);
        }
        await repo.updateVenture(tx, id, { ...columns, updatedAt: now });
        const updated = { ...venture, ...columns };
        const fields = (Object.keys(columns) as (keyof typeof columns)[])
          .filter((key) => String(venture[key]) !== String(columns[key]))
          .map((key) => ({ field: key, from: venture[key], to: columns[key] }));
        await record(tx, 'venture.updated', updated, userId, fields);
        const succeeded = await succeedIfFunded(tx, updated, now);
        if (succeeded) await recordSucceeded(tx, updated, userId, succeeded);
      });
      return answer(id);
    },

    /** Creator only, draft only; its files' bytes go with it. */
    async deleteVenture(ventureId: string, userId: string): Promise<void> {
      const id = parseVentureId(ventureId);
      const venture = await db.transaction(async (tx) => {
        const locked = await repo.lockVenture(tx, id);
        if (!locked) throw ventureNotFound();
        requireVentureAction('venture:delete', locked, userId);
        await repo.deleteVenture(tx, id);
        await record(tx, 'venture.deleted', locked, userId);
        return locked;
      });
      await storage.deletePrefix(ventureFilesPrefix(venture.workspaceId, venture.id));
    },

    /** Draft → live by its creator; the rules of 001 §5 must still hold, the end date ahead. */
    async publishVenture(ventureId: string, userId: string): Promise<Venture> {
      const now = clock.now();
      const id = parseVentureId(ventureId);
      await db.transaction(async (tx) => {
        const locked = await repo.lockVenture(tx, id);
        if (!locked) throw ventureNotFound();
        requireVentureAction('venture:publish', locked, userId);
        const parsed = ventureInputSchemaAt(now).safeParse({
          name: locked.name,
          type: locked.type,
          description: locked.description,
          pitchContent: locked.pitchContent,
          targetGoal: centsToDollars(locked.targetGoalCents),
          endDate: locked.endDate?.toISOString() ?? null,
        });
        if (!parsed.success) throw validationError(parsed.error);
        await repo.updateVenture(tx, id, { status: 'live', publishedAt: now, updatedAt: now });
        await record(tx, 'venture.published', locked, userId, [
          { field: 'status', from: locked.status, to: 'live' },
        ]);
      });
      return answer(id);
    },

    /**
     * A pledge: pending while the venture is live. Pledges to one venture queue on its row lock,
     * so the totals add up exactly; the pledge that reaches the goal makes it successful and
     * confirms every pledge, in the same transaction.
     */
    async pledge(ventureId: string, userId: string, amount: number): Promise<CreatePledgeAnswer> {
      const now = clock.now();
      const id = parseVentureId(ventureId);
      const amountCents = dollarsToCents(amount);
      // Pledges to one venture queue on its row; on this instance they queue in memory first,
      // so that a burst does not hold every pooled connection while it waits for the row.
      const outcome = await pledgesInTurn(id, () =>
        db.transaction(async (tx) => {
          // The venture's row is locked from here to the commit, and every pledge to it waits its
          // turn: three round trips (this, the pledge with its change, the commit). A refusal below
          // rolls the totals back.
          const updated = await repo.addToPledgeTotals(tx, id, amountCents, now);
          if (!updated) throw ventureNotFound();
          const venture = {
            ...updated,
            fundsPledgedCents: updated.fundsPledgedCents - amountCents,
            pledgeCount: updated.pledgeCount - 1,
          };
          requireVentureAction('venture:pledge', venture, userId);
          // Past its end date it is no longer taking pledges, even before the job marks it failed.
          if (venture.endDate && venture.endDate.getTime() <= now.getTime()) {
            throw new AppError('FORBIDDEN', pledgeMessages.notLive);
          }
          const pledge = {
            id: crypto.randomUUID(),
            ventureId: id,
            userId,
            amountCents,
            status: 'pending' as const,
            pledgedAt: now,
          };
          const pledged: Change = {
            ...ventureChangeRef(venture, userId),
            type: 'venture.pledged',
            pledgeId: pledge.id,
            userId,
            amountCents,
            fields: [
              {
                field: 'fundsPledged',
                from: centsToDollars(venture.fundsPledgedCents),
                to: centsToDollars(updated.fundsPledgedCents),
              },
            ],
          };
          await recordChangesWith(tx, repo.insertPledgeStatement(tx, pledge), [pledged], now);
          const succeeded = await succeedIfFunded(tx, updated, now);
          if (succeeded) await recordSucceeded(tx, venture, userId, succeeded);
          return { venture, pledge, succeeded };
        }),
      );
      const after = await repo.findVenture(db, id);
      if (!after) throw ventureNotFound();
      const fundsPledged = centsToDollars(after.fundsPledgedCents);
      return {
        pledge: {
          id: outcome.pledge.id,
          amount: centsToDollars(outcome.pledge.amountCents),
          pledgedAt: outcome.pledge.pledgedAt.toISOString(),
          status: outcome.succeeded ? 'confirmed' : outcome.pledge.status,
          venture: { id, name: after.name, status: after.status, workspaceId: after.workspaceId },
        },
        venture: {
          id,
          status: after.status,
          fundsPledged,
          fundingProgress: fundingProgress(fundsPledged, centsToDollars(after.targetGoalCents)),
          pledgeCount: after.pledgeCount,
          backerCount: after.backerCount,
        },
      };
    },

    /** The caller's pledges, newest first: all of them, or a page. */
    async listMyPledges(userId: string, query: PageQuery = {}): Promise<Pledge[] | Page<Pledge>> {
      const page = pageRequestOf(repo.pledgeOrder, query);
      const rows = await repo.listUserPledges(db, userId, page);
      const toPledge = ({ pledge, venture }: (typeof rows)[number]): Pledge => ({
        id: pledge.id,
        amount: centsToDollars(pledge.amountCents),
        pledgedAt: pledge.pledgedAt.toISOString(),
        status: pledge.status,
        venture,
      });
      return page ? pageOf(repo.pledgeOrder, page, rows, toPledge) : rows.map(toPledge);
    },

    /** The user's pledge count and the total of those not refunded. */
    async myPledgeTotals(userId: string): Promise<PledgeTotals> {
      const { count, cents } = await repo.userPledgeTotals(db, userId);
      return { count, totalPledged: centsToDollars(cents) };
    },

    /** Who backed the venture: its creator only. All the pledges, or a page. */
    async listVenturePledges(
      ventureId: string,
      userId: string,
      query: PageQuery = {},
    ): Promise<VenturePledge[] | Page<VenturePledge>> {
      const page = pageRequestOf(repo.pledgeOrder, query);
      const venture = await loadVisibleVenture(db, ventureId, userId);
      requireVentureAction('venture:list-pledges', venture, userId);
      const rows = await repo.listVenturePledges(db, venture.id, page);
      const toPledge = ({ pledge, backer }: (typeof rows)[number]): VenturePledge => ({
        id: pledge.id,
        amount: centsToDollars(pledge.amountCents),
        pledgedAt: pledge.pledgedAt.toISOString(),
        status: pledge.status,
        backer: { id: backer.id, name: displayName(backer) },
      });
      return page ? pageOf(repo.pledgeOrder, page, rows, toPledge) : rows.map(toPledge);
    },

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
      const named = await repo.listPeopleByName(
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
      const outcome = await db.transaction(async (tx) => {
        const venture = await repo.lockVenture(tx, id);
        if (!venture) throw ventureNotFound();
        requireVentureAction('venture:convert', venture, userId);
        const { backers, activeRoles, added } = await backerMemberships(
          tx,
          id,
          venture.workspaceId,
        );
        for (const backer of added) {
          await repo.makeActiveClient(tx, venture.workspaceId, backer, userId, now);
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
        await repo.updateVenture(tx, id, {
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
      const { project, added } = outcome;
      return { project: { id: project.id }, addedMembers: added.length };
    },

    /**
     * Live ventures past their end date below their goal become failed and their pledges
     * refunded, each in its own transaction under the venture's lock; a venture already settled
     * is left alone, so a repeated run changes nothing.
     */
    async failExpiredVentures(now: Date): Promise<void> {
      for (const id of await repo.listExpiredLiveVentureIds(db, now)) {
        await db.transaction(async (tx) => {
          const venture = await repo.lockVenture(tx, id);
          if (!venture?.endDate || venture.status !== 'live' || venture.endDate > now) return;
          if (venture.fundsPledgedCents >= venture.targetGoalCents) return;
          const backers = await repo.listBackerIds(tx, id);
          await repo.settlePledges(tx, id, 'refunded');
          await repo.updateVenture(tx, id, {
            status: 'failed',
            fundsPledgedCents: 0,
            pledgeCount: 0,
            updatedAt: now,
          });
          const change: Change = {
            ...ventureChangeRef(venture, null),
            type: 'venture.failed',
            backerIds: backers,
            fields: [{ field: 'status', from: 'live', to: 'failed' }],
          };
          await recordChanges(tx, [change], now);
        });
      }
    },
  };
}

export type VenturesService = ReturnType<typeof createVenturesService>;
