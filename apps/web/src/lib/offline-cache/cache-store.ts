import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/** Where the offline cache is kept: one value per key, stored as it is (structured clone). */
export interface CacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

const DATABASE_NAME = 'groundwork-offline';
const STORE_NAME = 'query-cache';

/** The offline cache's own IndexedDB database, opened on first use. */
export function createIndexedDbCacheStore(): CacheStore {
  const store = createStore(DATABASE_NAME, STORE_NAME);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
    clear: () => clear(store),
  };
}
