import type { Queryable } from '../../platform/database';
import { recordChanges } from '../../platform/changes/change-record';
import type { VentureRow } from './ventures.repository';

type VentureRef = Pick<VentureRow, 'id' | 'name' | 'workspaceId' | 'createdBy'>;

/** The fields every venture event carries. */
export function ventureChangeRef(venture: VentureRef, actorId: string | null) {
  return {
    workspaceId: venture.workspaceId,
    actorId,
    ventureId: venture.id,
    ventureName: venture.name,
    creatorId: venture.createdBy,
  };
}

/** Records, at `at`, a venture change that carries nothing more than the venture and its fields. */
export function recordVentureChange(
  tx: Queryable,
  at: Date,
  type: 'venture.created' | 'venture.updated' | 'venture.published' | 'venture.deleted',
  venture: VentureRef,
  actorId: string,
  fields: { field: string; from: unknown; to: unknown }[] = [],
): Promise<void> {
  return recordChanges(tx, [{ ...ventureChangeRef(venture, actorId), type, fields }], at);
}
