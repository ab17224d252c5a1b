import { describe, expect, it } from 'vitest';
import { conflictingFields } from './conflict-rule';

const base = { title: 'Pour footings', priority: 'medium', dueDate: null, amount: 1200 };

describe('conflictingFields', () => {
  it.each([
    {
      case: 'nobody else changed anything: send again on top',
      mine: { title: 'Pour the footings' },
      current: base,
      expected: [],
    },
    {
      case: 'someone changed another field only: send again on top',
      mine: { title: 'Pour the footings' },
      current: { ...base, priority: 'high', amount: 900 },
      expected: [],
    },
    {
      case: 'someone changed the same field to the same value: nothing to decide',
      mine: { title: 'Pour the footings' },
      current: { ...base, title: 'Pour the footings' },
      expected: [],
    },
    {
      case: 'someone changed the same field differently: ask',
      mine: { title: 'Pour the footings', amount: 1500 },
      current: { ...base, title: 'Footings poured', amount: 1200 },
      expected: ['title'],
    },
    {
      case: 'a field cleared on the server counts as a change',
      mine: { amount: 1500 },
      current: { ...base, amount: null },
      expected: ['amount'],
    },
    {
      case: 'a field the person cleared, set on the server',
      mine: { dueDate: null, priority: 'low' },
      current: { ...base, dueDate: '2026-12-01T00:00:00.000Z', priority: 'high' },
      expected: ['dueDate', 'priority'],
    },
  ])('$case', ({ mine, current, expected }) => {
    expect(conflictingFields({ base, mine }, current)).toEqual(expected);
  });
});
