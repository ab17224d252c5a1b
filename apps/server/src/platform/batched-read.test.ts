import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createBatchedRead } from './batched-read';

/** A read of squares whose batches are recorded, and which answers only when released. */
function recordedRead() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const read = createBatchedRead(async (keys: number[]) => {
    batches.push(keys);
    await new Promise<void>((resolve) => releases.push(resolve));
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
  }, 3);
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  return { read, batches, releaseAll };
}

describe('batched read', () => {
  it('answers the reads of one turn of the event loop with one read of their distinct keys', async () => {
    const { read, batches, releaseAll } = recordedRead();
    const answers = Promise.all([read(2), read(1), read(2)]);
    await nextTurn();
    releaseAll();
    expect(await answers).toEqual([4, 1, 4]);
    expect(batches).toEqual([[2, 1]]);
  });

  it('answers undefined for a key the read found nothing for', async () => {
    const { read, releaseAll } = recordedRead();
    const answers = Promise.all([read(-1), read(3)]);
    await nextTurn();
    releaseAll();
    expect(await answers).toEqual([undefined, 9]);
  });

  it('never joins a read to a batch already sent: it waits for a batch of its own', async () => {
    const { read, batches, releaseAll } = recordedRead();
    const first = read(1);
    await nextTurn();
    expect(batches).toEqual([[1]]);
    const second = read(1);
    await nextTurn();
    expect(batches).toEqual([[1], [1]]);
    releaseAll();
    expect([await first, await second]).toEqual([1, 1]);
  });

  it('splits a turn with more distinct keys than the limit into several batches', async () => {
    const { read, batches, releaseAll } = recordedRead();
    const answers = Promise.all([1, 2, 3, 4, 5].map((key) => read(key)));
    await nextTurn();
    releaseAll();
    expect(await answers).toEqual([1, 4, 9, 16, 25]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every read of a batch whose read failed, and reads afresh next time', async () => {
    let fail = true;
    const read = createBatchedRead(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const failed = await Promise.allSettled([read('a'), read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('a')).toBe('A');
  });
});
