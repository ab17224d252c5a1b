import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one at a time', () => {
  it('runs the work of one key in turn and of different keys together, a failure not stopping the next', async () => {
    const oneAtATime = createOneAtATime();
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await tick();
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      oneAtATime('a', step('a1', true)),
      oneAtATime('a', step('a2')),
      oneAtATime('b', step('b1')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'));
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'));
  });
});
