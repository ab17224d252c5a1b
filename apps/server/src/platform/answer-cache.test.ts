import { describe, expect, it } from 'vitest';
import { createAnswerCache, type BuiltAnswer, type CacheableList } from './answer-cache';

/** A list whose builds are counted; each build answers `json` at the given revision. */
function countedList(key: string, revision: number, built: BuiltAnswer) {
  let builds = 0;
  const list: CacheableList = {
    key,
    revision,
    async build() {
      builds += 1;
      return built;
    },
  };
  return { list, builds: () => builds };
}

describe('answer cache', () => {
  it('builds once and answers the same bytes while the revision is unchanged', async () => {
    const cache = createAnswerCache(1024);
    const { list, builds } = countedList('a', 3, { revision: 3, json: '[1]' });
    expect((await cache.answer(list)).toString()).toBe('[1]');
    expect((await cache.answer(list)).toString()).toBe('[1]');
    expect(builds()).toBe(1);
  });

  it('builds again when the revision moved, and keeps the one the build read', async () => {
    const cache = createAnswerCache(1024);
    await cache.answer(countedList('a', 3, { revision: 3, json: '[1]' }).list);
    const moved = countedList('a', 4, { revision: 5, json: '[2]' });
    expect((await cache.answer(moved.list)).toString()).toBe('[2]');
    const atFive = countedList('a', 5, { revision: 5, json: 'unused' });
    expect((await cache.answer(atFive.list)).toString()).toBe('[2]');
    expect(atFive.builds()).toBe(0);
  });

  it('keeps nothing built without a revision', async () => {
    const cache = createAnswerCache(1024);
    await cache.answer(countedList('a', 3, { revision: null, json: '[]' }).list);
    expect(cache.size().answers).toBe(0);
  });

  it('builds again once an answer that depends on the time has expired', async () => {
    const cache = createAnswerCache(1024);
    const expiresAt = new Date('2026-03-02T10:00:00.000Z');
    const { list, builds } = countedList('a', 3, { revision: 3, json: '[1]', expiresAt });
    await cache.answer({ ...list, now: new Date('2026-03-02T09:00:00.000Z') });
    await cache.answer({ ...list, now: new Date('2026-03-02T09:59:59.999Z') });
    expect(builds()).toBe(1);
    await cache.answer({ ...list, now: expiresAt });
    expect(builds()).toBe(2);
  });

  it('stays within its bytes, letting the least recently used answers go', async () => {
    const cache = createAnswerCache(10);
    const json = '"abcd"'; // 6 bytes: one fits, two do not
    await cache.answer(countedList('a', 1, { revision: 1, json }).list);
    await cache.answer(countedList('b', 1, { revision: 1, json }).list);
    expect(cache.size()).toEqual({ answers: 1, bytes: 6 });
    const first = countedList('a', 1, { revision: 1, json });
    await cache.answer(first.list);
    expect(first.builds()).toBe(1);
  });

  it('keeps nothing with no bytes to keep it in', async () => {
    const cache = createAnswerCache(0);
    const { list, builds } = countedList('a', 1, { revision: 1, json: '[1]' });
    await cache.answer(list);
    await cache.answer(list);
    expect(builds()).toBe(2);
  });

  it('lets requests that arrive during a build wait for it rather than build again', async () => {
    const cache = createAnswerCache(1024);
    const { list, builds } = countedList('a', 1, { revision: 1, json: '[1]' });
    const answers = await Promise.all([cache.answer(list), cache.answer(list), cache.answer(list)]);
    expect(answers.map(String)).toEqual(['[1]', '[1]', '[1]']);
    expect(builds()).toBe(1);
  });

  it('builds again for a request that read another revision than the build under way', async () => {
    const cache = createAnswerCache(1024);
    const older = countedList('a', 1, { revision: 1, json: '[1]' });
    const newer = countedList('a', 2, { revision: 2, json: '[2]' });
    const answers = await Promise.all([cache.answer(older.list), cache.answer(newer.list)]);
    expect(answers.map(String)).toEqual(['[1]', '[2]']);
  });

  it('builds again for a request whose time is past the answer under way', async () => {
    const cache = createAnswerCache(1024);
    const expiresAt = new Date('2026-03-02T10:00:00.000Z');
    const first = countedList('a', 1, { revision: 1, json: '[1]', expiresAt });
    const later = countedList('a', 1, { revision: 1, json: '[2]' });
    const answers = await Promise.all([
      cache.answer({ ...first.list, now: new Date('2026-03-02T09:00:00.000Z') }),
      cache.answer({ ...later.list, now: expiresAt }),
    ]);
    expect(answers.map(String)).toEqual(['[1]', '[2]']);
    expect(later.builds()).toBe(1);
  });

  it('gives a failed build to each request waiting on it, and builds again next time', async () => {
    const cache = createAnswerCache(1024);
    let fail = true;
    const list: CacheableList = {
      key: 'a',
      revision: 1,
      async build() {
        if (fail) throw new Error('database gone');
        return { revision: 1, json: '[1]' };
      },
    };
    const results = await Promise.allSettled([cache.answer(list), cache.answer(list)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(String(await cache.answer(list))).toBe('[1]');
  });
});
