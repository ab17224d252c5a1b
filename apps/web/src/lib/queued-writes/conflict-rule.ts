import type { EditGuard } from './queued-write';

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields of a guarded edit that someone else changed too, differently: those whose current
 * value is neither the one the person saw nor the one they chose. None means the edit can be sent
 * again on top of the current copy without overwriting anyone.
 */
export function conflictingFields(guard: EditGuard, current: Record<string, unknown>): string[] {
  return Object.keys(guard.mine).filter(
    (field) =>
      !isSame(current[field], guard.base[field]) && !isSame(current[field], guard.mine[field]),
  );
}
