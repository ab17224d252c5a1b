import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';
import { editCachedList, itemsOf } from '../queued-writes/cached-list';

/**
 * The most one person's offline copy may take on the device, as written: a phone's storage is
 * shared with everything else on it, and reading the copy back must stay within its 300 ms goal.
 */
export const OFFLINE_CACHE_BUDGET_BYTES = 5 * 1024 * 1024;

type DehydratedQuery = DehydratedState['queries'][number];

export interface CacheBudget {
  /** Whose copy it is: their own record and the tasks assigned to them always stay. */
  userId: string;
  maxBytes: number;
  /** When a screen last used the answer (ms since the epoch); the oldest go first. */
  lastUsedAt: (query: DehydratedQuery) => number;
}

/** The length in UTF-8 of a string: what it takes on disk, without encoding a copy. */
function utf8Length(value: string): number {
  let bytes = value.length;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x800) bytes += code >= 0xd800 && code < 0xe000 ? 0.5 : 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

// Answers are immutable, and a refetch keeps every unchanged record the same object (structural
// sharing): each object's size is kept, so a write measures only the records that changed. One
// JSON.stringify of a 2,000-task list took 16–60 ms here, a long task on every write.
const measuredBytes = new WeakMap<object, number>();

/**
 * The size of a value serialized as JSON, in UTF-8 bytes (escapes inside strings aside), summed
 * over its parts rather than by building the string.
 */
function jsonBytes(value: unknown): number {
  if (typeof value === 'string') return utf8Length(value) + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (typeof value !== 'object' || value === null) return 4; // null (and undefined in a list)
  const known = measuredBytes.get(value);
  if (known !== undefined) return known;
  let bytes = 2; // the brackets or braces
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) bytes += jsonBytes(item) + 1;
  } else {
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function') continue;
      bytes += utf8Length(key) + 3 + jsonBytes(field) + 1;
    }
  }
  measuredBytes.set(value, bytes);
  return bytes;
}

/** The serialized size of one kept answer, its key and state included. */
export function queryBytes(query: DehydratedQuery): number {
  return jsonBytes(query);
}

const currentUserHash = hashKey(currentUserQueryKey);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isTaskList = (query: DehydratedQuery) =>
  query.queryKey[0] === 'tasks' && query.queryKey[1] === 'list';

const isAssignedTo = (userId: string) => (item: unknown) =>
  isRecord(item) && item.assignedTo === userId;

/** Answers that stay whatever their age: the person, and a task assigned to them. */
function isAlwaysKept(query: DehydratedQuery, userId: string): boolean {
  if (query.queryHash === currentUserHash) return true;
  const [root, part] = query.queryKey;
  return root === 'tasks' && part === 'detail' && isAssignedTo(userId)(query.state.data);
}

/**
 * What is left of an answer that has to go: of a task list, whole or paged, the tasks assigned
 * to the person (so they can still be found and opened offline); nothing of anything else.
 */
function remainderOf(query: DehydratedQuery, userId: string): DehydratedQuery | null {
  if (!isTaskList(query)) return null;
  const assigned = isAssignedTo(userId);
  if (!itemsOf(query.state.data as unknown[]).some(assigned)) return null;
  const data = editCachedList(query.state.data, (tasks) => tasks.filter(assigned));
  return { ...query, state: { ...query.state, data } };
}

/**
 * The copy cut down to the budget: while it is over, the least recently used answers go first,
 * a task list leaving the tasks assigned to the person behind. The person's own record, the tasks
 * assigned to them and the writes still to be sent are never dropped.
 */
export function withinBudget(state: DehydratedState, budget: CacheBudget): DehydratedState {
  const sizes = new Map(state.queries.map((query) => [query, queryBytes(query)]));
  let total = jsonBytes(state.mutations);
  for (const bytes of sizes.values()) total += bytes;
  if (total <= budget.maxBytes) return state;

  const replaced = new Map<DehydratedQuery, DehydratedQuery | null>();
  const oldestFirst = state.queries
    .filter((query) => !isAlwaysKept(query, budget.userId))
    .map((query) => ({ query, usedAt: budget.lastUsedAt(query) }))
    .sort((a, b) => a.usedAt - b.usedAt);
  for (const { query } of oldestFirst) {
    if (total <= budget.maxBytes) break;
    const remainder = remainderOf(query, budget.userId);
    total += (remainder ? queryBytes(remainder) : 0) - (sizes.get(query) ?? 0);
    replaced.set(query, remainder);
  }
  const queries = state.queries.flatMap((query) => {
    const kept = replaced.has(query) ? replaced.get(query) : query;
    return kept ? [kept] : [];
  });
  return { ...state, queries };
}
