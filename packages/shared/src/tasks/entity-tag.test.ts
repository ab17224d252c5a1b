import { describe, expect, it } from 'vitest';
import { ifMatchAccepts, taskEntityTag } from './entity-tag';

const task = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', updatedAt: '2026-11-26T10:00:00.000Z' };

describe('taskEntityTag', () => {
  it('is a strong tag that changes when the task changes', () => {
    const tag = taskEntityTag(task);
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(taskEntityTag({ ...task, updatedAt: '2026-11-26T10:00:00.001Z' })).not.toBe(tag);
    expect(taskEntityTag({ ...task })).toBe(tag);
  });

  it('differs between tasks changed at the same moment', () => {
    expect(taskEntityTag({ ...task, id: 'd9428888-122b-41d2-9a2c-0c5a4f1f4f0e' })).not.toBe(
      taskEntityTag(task),
    );
  });
});

describe('ifMatchAccepts', () => {
  const current = taskEntityTag(task);

  it('accepts the current tag, alone or in a list, and *', () => {
    expect(ifMatchAccepts(current, current)).toBe(true);
    expect(ifMatchAccepts(`"old", ${current}`, current)).toBe(true);
    expect(ifMatchAccepts(' * ', current)).toBe(true);
  });

  it('refuses an older tag and a weak copy of the current one', () => {
    expect(ifMatchAccepts('"old"', current)).toBe(false);
    expect(ifMatchAccepts(`W/${current}`, current)).toBe(false);
  });
});
