import { centsToDollars, dollarsToCents } from '@groundwork/shared/common/money';
import { FEATURED_VENTURES_COUNT } from '@groundwork/shared/common/constants';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import {
  createVentureInputSchemaAt,
  ventureInputSchemaAt,
  type CreateVentureInput,
  type listVenturesQuerySchema,
  type Venture,
  type VentureInput,
  type VentureSummary,
} from '@groundwork/shared/ventures/schemas';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageOf, pageRequestOf, type PageRequest } from '../../platform/paging';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { ResolveAccess } from '../../platform/workspace-access';
import {
  loadVisibleVenture,
  parseVentureId,
  requireVentureAction,
  ventureFilesPrefix,
  ventureNotFound,
} from './venture-access';
import { recordVentureChange } from './venture-changes';
import { listStoredFiles } from './venture-files.repository';
import { succeedIfFunded } from './venture-funding';
import { toVenture, toVentureSummary } from './ventures.presenter';
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

type VentureListQuery = z.output<typeof listVenturesQuerySchema>;

/** A list route's answer: the whole list, or a page of it. */
type VentureList = { ventures: VentureSummary[] } | Page<VentureSummary>;

function venturesFilter(query: VentureListQuery): repo.VentureFilters {
  return { status: query.status ?? undefined, type: query.type ?? undefined };
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

/** Ventures themselves: making, reading, editing, publishing and deleting them, and their lists. */
export function createVenturesService({ db, clock, storage }: VenturesServiceDeps) {
  const toSummary = (row: repo.VentureWithDetails) => toVentureSummary(storage, row);

  /**
   * A list of ventures as the list routes answer it: the whole list, or with `limit`/`cursor` a
   * page of it, read one row past its limit.
   */
  async function listOrPage(
    query: PageQuery,
    readAll: () => Promise<repo.VentureWithDetails[]>,
    readPage: (page: PageRequest) => Promise<(repo.VentureWithDetails & { position: string })[]>,
  ): Promise<VentureList> {
    const page = pageRequestOf(repo.ventureOrder, query);
    if (!page) return { ventures: await Promise.all((await readAll()).map(toSummary)) };
    const { items, nextCursor } = pageOf(
      repo.ventureOrder,
      page,
      await readPage(page),
      (row) => row,
    );
    return { items: await Promise.all(items.map(toSummary)), nextCursor };
  }

  /** The whole venture, its stored files read beside it. */
  async function withFiles(row: repo.VentureWithDetails): Promise<Venture> {
    return toVenture(storage, row, await listStoredFiles(db, row.id));
  }

  async function answer(ventureId: string): Promise<Venture> {
    const row = await repo.findVenture(db, ventureId);
    if (!row) throw ventureNotFound();
    return withFiles(row);
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
        await recordVentureChange(tx, clock.now(), 'venture.created', venture, userId);
        return inserted;
      });
      return answer(id);
    },

    async getVenture(ventureId: string, userId: string): Promise<Venture> {
      return withFiles(await loadVisibleVenture(db, ventureId, userId));
    },

    /** A workspace's ventures the user may see, its filters applied: all of them, or a page. */
    async listWorkspaceVentures(
      workspaceId: string,
      userId: string,
      query: VentureListQuery & PageQuery,
    ): Promise<VentureList> {
      const filters = venturesFilter(query);
      return listOrPage(
        query,
        () => repo.listWorkspaceVentures(db, workspaceId, userId, filters),
        (page) => repo.listWorkspaceVenturesPage(db, workspaceId, userId, filters, page),
      );
    },

    /** How many ventures the workspace's list holds for the user, its filters applied. */
    async countWorkspaceVentures(
      workspaceId: string,
      userId: string,
      query: VentureListQuery,
    ): Promise<number> {
      return repo.countWorkspaceVentures(db, workspaceId, userId, venturesFilter(query));
    },

    /** The user's own ventures: all of them, or a page. */
    async listMyVentures(userId: string, query: PageQuery): Promise<VentureList> {
      return listOrPage(
        query,
        () => repo.listCreatedVentures(db, userId),
        (page) => repo.listCreatedVenturesPage(db, userId, page),
      );
    },

    /** Live ventures across workspaces: all of them, or a page. */
    async listPublicVentures(query: PageQuery): Promise<VentureList> {
      return listOrPage(
        query,
        () => repo.listLiveVentures(db),
        (page) => repo.listLiveVenturesPage(db, page),
      );
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
        await recordVentureChange(tx, clock.now(), 'venture.updated', updated, userId, fields);
        await succeedIfFunded(tx, updated, { actorId: userId, clock, now });
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
        await recordVentureChange(tx, clock.now(), 'venture.deleted', locked, userId);
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
        await recordVentureChange(tx, clock.now(), 'venture.published', locked, userId, [
          { field: 'status', from: locked.status, to: 'live' },
        ]);
      });
      return answer(id);
    },
  };
}

export type VenturesService = ReturnType<typeof createVenturesService>;
