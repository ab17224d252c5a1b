import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import type { User } from '@groundwork/shared/auth/schemas';
import { getAuthToken } from '../auth-token';
import type { SeenEventId } from '../event-stream';
import { isRefusal } from '../query-client';
import { currentUserQueryKey } from '../current-user';
import { isWaitingWrite, registerQueuedWrites } from '../queued-writes/register';
import { OFFLINE_CACHE_BUDGET_BYTES, withinBudget } from './cache-budget';
import { createIndexedDbCacheStore, type CacheStore } from './cache-store';
import {
  isOfflineReadableKey,
  keepOfflineReadableQueries,
  OFFLINE_CACHE_MAX_AGE_MS,
  shouldPersistQuery,
} from './offline-readable';

/** At most one write a second, whatever the burst of changes behind it. */
export const SAVE_INTERVAL_MS = 1000;

/** Names of the performance measures of a restore and of a write (read by the bench). */
export const restoreMeasureName = 'groundwork:offline-cache-restore';
export const saveMeasureName = 'groundwork:offline-cache-save';

/**
 * One person's stored cache: the build that wrote it, when, the dehydrated queries and queued writes,
 * and the last live event the page had received, for the stream to resume from.
 */
export interface PersistedClient {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
  lastEvent?: SeenEventId;
}

interface Persister {
  persistClient(client: PersistedClient): Promise<void>;
  restoreClient(): Promise<PersistedClient | undefined>;
  removeClient(): Promise<void>;
}

/** Who the stored cache belongs to: a person, and the session that wrote it. */
interface StoredOwner {
  userId: string;
  session: string;
}

const OWNER_KEY = 'owner';
export const personCacheKey = (userId: string) => `person:${userId}`;

const currentUserHash = hashKey(currentUserQueryKey);
const cacheEventTypes = new Set(['added', 'removed', 'updated']);
const observerEventTypes = new Set(['observerAdded', 'observerRemoved']);

/**
 * A fingerprint of the session token, so that a cache is restored only into the session that
 * wrote it, without copying the credential itself into the cache. Equality is all it is for, so a
 * fast 53-bit hash (cyrb53) does.
 */
export function sessionFingerprint(token: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first =
    Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second =
    Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
}

const signedAddresses: Record<string, string | null> = {
  previewUrl: null,
  thumbnailUrl: null,
  url: '',
};

/**
 * A copy of a file list or venture answer without its signed addresses: they expire within
 * minutes, so kept for days they would only point at refusals.
 */
export function withoutSignedAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSignedAddresses);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      name in signedAddresses && typeof field === 'string'
        ? signedAddresses[name]
        : withoutSignedAddresses(field),
    ]),
  );
}

const carriesSignedAddresses = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'files' || queryKey[0] === 'ventures';

function forStorage(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    carriesSignedAddresses(query.queryKey)
      ? { ...query, state: { ...query.state, data: withoutSignedAddresses(query.state.data) } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Restored answers are only what the person saw before: each is marked stale, so that whatever
 * its staleTime a screen that uses it asks the server again and never takes it for fresh.
 */
function asPlaceholders(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((query) => ({
    ...query,
    state: { ...query.state, isInvalidated: true },
  }));
  return { ...state, queries };
}

function restoredUserId(client: PersistedClient): string | undefined {
  const query = client.clientState.queries.find((entry) => entry.queryHash === currentUserHash);
  return (query?.state.data as User | null | undefined)?.id;
}

/**
 * The query cache kept in IndexedDB for reading offline, for the signed-in person only: restored
 * at start when it was written in the session still held, written back (throttled) as answers and
 * writes made offline come in, and wiped when the person signs out, is refused, or someone else
 * signs in.
 */
export class PersistedQueryCache {
  readonly #queryClient: QueryClient;
  readonly #store: CacheStore;
  readonly #buster: string;
  readonly #budgetBytes: number;
  /** When a screen last stopped (or started) showing each answer, by query hash. */
  readonly #lastUsedAt = new Map<string, number>();
  #owner: (StoredOwner & { token: string }) | null = null;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;
  #lastEvent: SeenEventId | null = null;
  // Bumped by each wipe, so that a restore begun before it puts nothing back.
  #generation = 0;

  constructor(
    queryClient: QueryClient,
    store: CacheStore,
    buster: string,
    { budgetBytes = OFFLINE_CACHE_BUDGET_BYTES }: { budgetBytes?: number } = {},
  ) {
    this.#queryClient = queryClient;
    this.#store = store;
    this.#buster = buster;
    this.#budgetBytes = budgetBytes;
  }

  /**
   * Restores what this session stored, then keeps it written. Changes made offline get their
   * functions back before they are restored, and are sent once they are.
   */
  async start(): Promise<void> {
    // Here rather than where the client is made: no first load carries the list. Queries made
    // before take the longer time from their next render.
    keepOfflineReadableQueries(this.#queryClient);
    registerQueuedWrites(this.#queryClient);
    await this.#restore();
    void this.#queryClient.resumePausedMutations();
    this.#follow();
  }

  /** The last live event this person's device received, kept from an earlier page or this one. */
  get lastEvent(): SeenEventId | null {
    return this.#lastEvent;
  }

  /** Keeps the id of a live event just received with the offline copy. */
  keepLastEvent(seen: SeenEventId): void {
    this.#lastEvent = seen;
    this.#scheduleSave();
  }

  /** Deletes everything stored and stops writing until someone signs in again. */
  async wipe(): Promise<void> {
    this.#generation++;
    this.#owner = null;
    this.#lastEvent = null;
    this.#cancelSave();
    await this.#store.clear();
  }

  async #restore(): Promise<void> {
    const started = performance.now();
    const generation = this.#generation;
    const token = getAuthToken();
    const owner = (await this.#store.get(OWNER_KEY)) as StoredOwner | undefined;
    if (!token || owner?.session !== sessionFingerprint(token)) {
      // Nobody is signed in, or not in the session that wrote it: it is for nobody here.
      await this.#store.clear();
      return;
    }
    const persister = this.#persisterFor(owner.userId);
    const client = await persister.restoreClient();
    if (generation !== this.#generation || !client) return;
    const usable =
      client.buster === this.#buster &&
      Date.now() - client.timestamp <= OFFLINE_CACHE_MAX_AGE_MS &&
      restoredUserId(client) === owner.userId;
    if (!usable) {
      await persister.removeClient();
      return;
    }
    const restored = this.#withoutRefused(client.clientState);
    hydrate(this.#queryClient, asPlaceholders(restored));
    this.#lastEvent ??= client.lastEvent ?? null;
    this.#refetchShown(restored);
    performance.measure(restoreMeasureName, { start: started, end: performance.now() });
  }

  /**
   * The restored answers a screen shows already (it mounted while the restore was under way, and
   * its own request has failed or waits for a connection) are asked for again now; the others
   * when a screen next uses them. An answer the server gave this page is newer than the restored
   * one and was left as it is by `hydrate`: it is not asked for again.
   */
  #refetchShown(restored: DehydratedState): void {
    const restoredAt = new Map(
      restored.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
    );
    void this.#queryClient.refetchQueries(
      {
        type: 'active',
        predicate: (query) => restoredAt.get(query.queryHash) === query.state.dataUpdatedAt,
      },
      // A request already on its way is the server's answer: it is not started again.
      { cancelRefetch: false },
    );
  }

  /**
   * The kept answers less those the server has refused since the page opened (the person was
   * removed from the workspace, the task deleted): the refusal stands.
   */
  #withoutRefused(state: DehydratedState): DehydratedState {
    const queryCache = this.#queryClient.getQueryCache();
    const queries = state.queries.filter(
      (query) => !isRefusal(queryCache.get(query.queryHash)?.state.error),
    );
    return { ...state, queries };
  }

  /** Follows who is signed in, and writes whenever an offline-readable answer or a queued write moves. */
  #follow(): void {
    this.#queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
      if (observerEventTypes.has(event.type))
        this.#lastUsedAt.set(event.query.queryHash, Date.now());
      if (event.type === 'removed') this.#lastUsedAt.delete(event.query.queryHash);
      if (!cacheEventTypes.has(event.type)) return;
      if (event.query.queryHash === currentUserHash) this.#followUser();
      if (isOfflineReadableKey(event.query.queryKey)) this.#scheduleSave();
    });
    this.#queryClient.getMutationCache().subscribe((event) => {
      if (cacheEventTypes.has(event.type)) this.#scheduleSave();
    });
    // A phone may end a page it has put in the background without warning: write what is due
    // as the page is hidden rather than a second later.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.#saveNow();
    });
    window.addEventListener('pagehide', () => this.#saveNow());
    this.#followUser();
  }

  #followUser(): void {
    const user = this.#queryClient.getQueryData<User | null>(currentUserQueryKey);
    const token = getAuthToken();
    if (!user || !token) {
      this.#owner = null;
      this.#cancelSave();
      return;
    }
    if (this.#owner?.userId === user.id && this.#owner.token === token) return;
    const previous = this.#owner;
    this.#owner = { userId: user.id, session: sessionFingerprint(token), token };
    if (previous && previous.userId !== user.id) {
      // Someone else signed in on this page: nothing of the person before stays in memory.
      this.#lastEvent = null;
      this.#queryClient.getMutationCache().clear();
      this.#queryClient.removeQueries({
        predicate: (query) => query.queryHash !== currentUserHash,
      });
    }
    void this.#claimStore(this.#owner);
  }

  /** Makes the store this person's: anyone else's cache goes, then this person's is written. */
  async #claimStore(owner: StoredOwner): Promise<void> {
    const generation = this.#generation;
    const ownKey = personCacheKey(owner.userId);
    for (const key of await this.#store.keys()) {
      if (key !== ownKey && key !== OWNER_KEY) await this.#store.del(key);
    }
    if (generation !== this.#generation || this.#owner?.userId !== owner.userId) return;
    await this.#store.set(OWNER_KEY, { userId: owner.userId, session: owner.session });
    this.#scheduleSave();
  }

  #scheduleSave(): void {
    if (!this.#owner || this.#saveTimer) return;
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      void this.#save();
    }, SAVE_INTERVAL_MS);
  }

  #saveNow(): void {
    if (!this.#saveTimer) return;
    this.#cancelSave();
    void this.#save();
  }

  #cancelSave(): void {
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
  }

  async #save(): Promise<void> {
    const owner = this.#owner;
    // Another tab may have signed out or in since: write only for the session this page holds.
    if (!owner || getAuthToken() !== owner.token) return;
    const started = performance.now();
    try {
      // Changes still to be sent are kept too: paused ones, and ones being tried again (their
      // Idempotency-Key makes sending them again after a reload safe).
      await this.#persisterFor(owner.userId).persistClient({
        buster: this.#buster,
        timestamp: Date.now(),
        clientState: this.#withinBudget(
          owner.userId,
          dehydrate(this.#queryClient, {
            shouldDehydrateQuery: shouldPersistQuery,
            shouldDehydrateMutation: isWaitingWrite,
          }),
        ),
        ...(this.#lastEvent && { lastEvent: this.#lastEvent }),
      });
      performance.measure(saveMeasureName, { start: started, end: performance.now() });
    } catch (error) {
      // What was stored before stays; the next change tries again.
      console.error('The offline copy could not be saved.', error);
    }
  }

  /**
   * The copy within the person's budget. An answer on a screen now counts as used now; any other
   * as used when a screen last let it go or the server last gave it, whichever came later.
   */
  #withinBudget(userId: string, state: DehydratedState): DehydratedState {
    const queryCache = this.#queryClient.getQueryCache();
    const now = Date.now();
    return withinBudget(state, {
      userId,
      maxBytes: this.#budgetBytes,
      lastUsedAt: (query) => {
        if ((queryCache.get(query.queryHash)?.getObserversCount() ?? 0) > 0) return now;
        return Math.max(this.#lastUsedAt.get(query.queryHash) ?? 0, query.state.dataUpdatedAt);
      },
    });
  }

  #persisterFor(userId: string): Persister {
    const key = personCacheKey(userId);
    const generation = this.#generation;
    return {
      persistClient: async (client) => {
        if (generation !== this.#generation) return;
        await this.#store.set(key, forStorage(client));
      },
      restoreClient: async () => (await this.#store.get(key)) as PersistedClient | undefined,
      removeClient: () => this.#store.del(key),
    };
  }
}

/** Starts the offline cache of this page on the browser's IndexedDB. */
export async function startPersistedCache(
  queryClient: QueryClient,
  buster: string,
): Promise<PersistedQueryCache> {
  const cache = new PersistedQueryCache(queryClient, createIndexedDbCacheStore(), buster);
  await cache.start();
  return cache;
}
