import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';
import { editCachedList, itemsOf } from '../offline-changes/cached-list';

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

// An answer is an immutable object once given: its size is measured once, however often the
// copy is written while it stays the same.
const measuredBytes = new WeakMap<object, number>();

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

const serializedBytes = (value: unknown): number => utf8Length(JSON.stringify(value) ?? '');

/** The serialized size of one kept answer, its key and state included. */
export function queryBytes(query: DehydratedQuery): number {
  const { data } = query.state;
  const cached = typeof data === 'object' && data !== null ? measuredBytes.get(data) : undefined;
  const dataBytes = cached ?? serializedBytes(data);
  if (cached === undefined && typeof data === 'object' && data !== null) {
    measuredBytes.set(data, dataBytes);
  }
  return dataBytes + serializedBytes({ ...query, state: { ...query.state, data: null } });
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
 * assigned to them and the changes still to be sent are never dropped.
 */
export function withinBudget(state: DehydratedState, budget: CacheBudget): DehydratedState {
  const sizes = new Map(state.queries.map((query) => [query, queryBytes(query)]));
  let total = serializedBytes(state.mutations);
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
