/**
 * Reads by key that requests ask for in the same turn of the event loop, answered together by
 * one statement: under load, the requests that a single wake-up of the server has parsed share one
 * database round trip instead of taking one each. Nothing is kept between batches, and a key joins
 * only a batch that has not been sent yet, never one already under way: every answer is read after
 * the request that asked for it arrived, so a change that finished before the request (a signed-out
 * session, a removed member) is always seen.
 *
 * `read` takes the batch's distinct keys (at most `maxKeys`) and answers what it found for each;
 * a key it has no entry for resolves to undefined. Should it fail, every read of its batch fails.
 */
export function createBatchedRead<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  maxKeys = 100,
): (key: K) => Promise<V | undefined> {
  interface Waiter {
    resolve(value: V | undefined): void;
    reject(error: unknown): void;
  }
  let waiting = new Map<K, Waiter[]>();
  let scheduled = false;

  async function send(batch: Map<K, Waiter[]>) {
    try {
      const found = await read([...batch.keys()]);
      for (const [key, waiters] of batch)
        for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const all = waiting;
    waiting = new Map();
    let batch = new Map<K, Waiter[]>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxKeys) {
        void send(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void send(batch);
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      // After the poll phase: every request that this wake-up of the event loop read joins.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
