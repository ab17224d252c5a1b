import { fileMessages } from '@groundwork/shared/files/rules';
import {
  deniedReason,
  type Action,
  type PermissionActor,
} from '@groundwork/shared/permissions/can';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import * as repo from './ventures.repository';

/** Shared by the venture services: finding a venture the user may see, judging actions on it. */

export const ventureNotFound = () => new AppError('NOT_FOUND', ventureMessages.notFound);
export const fileNotFound = () => new AppError('NOT_FOUND', fileMessages.notFound);

/** Where a venture's files live: a workspace's or a venture's are one prefix each. */
export function ventureFilesPrefix(workspaceId: string, ventureId?: string): string {
  return ['ventures', workspaceId, ventureId].filter(Boolean).join('/');
}

/** Venture actions are judged on the venture alone, so the actor needs no workspace role. */
function ventureActor(userId: string): PermissionActor {
  return { userId, role: null, isOwner: false };
}

/** 404 when the venture is hidden from the user (a draft of someone else), 403 otherwise. */
export function requireVentureAction(
  action: Action & `venture${string}`,
  venture: { createdBy: string; status: repo.VentureRow['status'] },
  userId: string,
): void {
  const actor = ventureActor(userId);
  if (deniedReason(actor, 'venture:view', venture) !== null) throw ventureNotFound();
  // Every venture action takes the same resource; the cast only picks one of them for the type.
  const reason = deniedReason(actor, action as 'venture:update', venture);
  if (reason !== null) throw new AppError('FORBIDDEN', reason);
}

export function parseVentureId(ventureId: string): string {
  if (!isId(ventureId)) throw ventureNotFound();
  return ventureId;
}

/** The venture, once the user may see it (drafts only to their creator). */
export async function loadVisibleVenture(
  db: Queryable,
  ventureId: string,
  userId: string,
): Promise<repo.VentureWithDetails> {
  const row = await repo.findVenture(db, parseVentureId(ventureId));
  if (!row || deniedReason(ventureActor(userId), 'venture:view', row) !== null)
    throw ventureNotFound();
  return row;
}
