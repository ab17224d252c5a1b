import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  workspacePermissions,
  type WorkspacePermissions,
} from '@groundwork/shared/permissions/capabilities';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { isId } from '@groundwork/shared/common/guards';
import { workspaceMemberTable, workspaceTable } from '../db/schema';
import type { AuthContext } from './authenticate';
import type { Queryable } from './database';
import { createBatchedRead } from './batched-read';
import { AppError } from './errors';
import { batchKeys, preparedPerBatchSize } from './prepared';
import { memberHasAccess } from './visibility';

export type WorkspaceRow = typeof workspaceTable.$inferSelect;

/**
 * The caller's standing in one workspace: only ever built from an active membership, so its
 * `actor` is what `platform/visibility.ts`'s `projectViewer` narrows the workspace's rows for.
 */
export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  memberId: string;
  actor: WorkspaceActor;
  permissions: WorkspacePermissions;
}

/** The caller's access to a workspace, once a service has learned which one a resource is in. */
export type ResolveAccess = (workspaceId?: string) => Promise<WorkspaceAccess>;

/** This request's caller's `ResolveAccess`, for services that load the resource first. */
export function accessResolver(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
): ResolveAccess {
  return (workspaceId) => app.workspaceAccess(request, auth, workspaceId);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The caller's active membership of the workspace a resource belongs to, or 404
     * 'Workspace not found' (never 403, so ids cannot be probed). When the resource is the
     * workspace itself and no id is given, the id comes from X-Workspace-ID or ?workspaceId.
     */
    workspaceAccess(
      request: FastifyRequest,
      auth: AuthContext,
      resourceWorkspaceId?: string,
    ): Promise<WorkspaceAccess>;
  }
}

const notFound = () => new AppError('NOT_FOUND', workspaceMessages.notFound);

/** The workspace id the client says it is working in, from the header or the query. */
function claimedWorkspaceId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-workspace-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.workspaceId === 'string' ? query.workspaceId : undefined;
  return fromHeader || fromQuery || undefined;
}

/** The active memberships of several (workspace, person) pairs, each with its workspace. */
const findAccessStatement = preparedPerBatchSize((db, many) =>
  db
    .select({
      workspace: workspaceTable,
      userId: workspaceMemberTable.userId,
      memberId: workspaceMemberTable.id,
      role: workspaceMemberTable.role,
    })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .where(
      and(
        many
          ? sql`(${workspaceMemberTable.workspaceId}, ${workspaceMemberTable.userId}) in (select * from unnest(${sql.placeholder('workspaceIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[]))`
          : and(
              eq(workspaceMemberTable.workspaceId, sql.placeholder('workspaceIds')),
              eq(workspaceMemberTable.userId, sql.placeholder('userIds')),
            ),
        // Only an active membership opens a workspace (platform/visibility.ts).
        memberHasAccess(),
      ),
    )
    .prepare(many ? 'find_workspace_accesses' : 'find_workspace_access'),
);

type AccessRow = Awaited<ReturnType<ReturnType<typeof findAccessStatement>['execute']>>[number];

// PostgreSQL answers ids in lower case, whatever case a client wrote them in.
const accessKey = (workspaceId: string, userId: string) =>
  `${workspaceId.toLowerCase()} ${userId.toLowerCase()}`;

/**
 * The workspace's content revision as a column of a list statement: read in the same statement,
 * and so the same snapshot, as the rows an answer cache stores it beside.
 */
export function contentRevisionColumn(workspaceId: Placeholder) {
  return sql<number>`(select ${workspaceTable.contentRevision} from ${workspaceTable} where ${workspaceTable.id} = ${workspaceId})`.mapWith(
    Number,
  );
}

function toAccess(row: AccessRow): WorkspaceAccess {
  const actor: WorkspaceActor = {
    userId: row.userId,
    role: row.role,
    isOwner: row.workspace.ownerId === row.userId,
  };
  return {
    workspace: row.workspace,
    memberId: row.memberId,
    actor,
    permissions: workspacePermissions(actor),
  };
}

export function createWorkspaceAccess(db: Queryable) {
  // Read on every request, never cached, so a removed member loses access at once; the checks of
  // requests that arrive together share one statement.
  const findAccess = createBatchedRead(async (keys: string[]) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await findAccessStatement(db, pairs.length).execute({
      workspaceIds: batchKeys(pairs.map(([workspaceId]) => workspaceId)),
      userIds: batchKeys(pairs.map(([, userId]) => userId)),
    });
    return new Map(rows.map((row) => [accessKey(row.workspace.id, row.userId), row]));
  });

  return async function workspaceAccess(
    request: FastifyRequest,
    auth: AuthContext,
    resourceWorkspaceId?: string,
  ): Promise<WorkspaceAccess> {
    const claimed = claimedWorkspaceId(request);
    // A claimed workspace that disagrees with the resource's own is treated as not found.
    if (resourceWorkspaceId && claimed && claimed !== resourceWorkspaceId) throw notFound();
    const workspaceId = resourceWorkspaceId ?? claimed;
    if (!workspaceId) throw new AppError('VALIDATION_FAILED', 'Workspace ID is required');
    if (!isId(workspaceId)) throw notFound();
    const row = await findAccess(accessKey(workspaceId, auth.user.id));
    if (!row) throw notFound();
    return toAccess(row);
  };
}

/** 403 with the spec's reason unless the check holds. */
export function requirePermission(allowed: boolean, reason: string): void {
  if (!allowed) throw new AppError('FORBIDDEN', reason);
}
