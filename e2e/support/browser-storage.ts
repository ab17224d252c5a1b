import type { Page } from 'playwright-core';

/**
 * What this origin keeps in IndexedDB, as one text, and with `everywhere` in localStorage and
 * Cache Storage too (whose copy of the app's code names much of what the app might store).
 */
export function storedText(page: Page, { everywhere = false } = {}): Promise<string> {
  return page.evaluate(async (everywhere) => {
    const parts: string[] = [];
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await done(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        parts.push(
          JSON.stringify(await done(database.transaction(store).objectStore(store).getAll())),
        );
      }
      database.close();
    }
    if (!everywhere) return parts.join('\n');
    for (const [key, value] of Object.entries(localStorage)) parts.push(key, value);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        parts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    return parts.join('\n');
  }, everywhere);
}
