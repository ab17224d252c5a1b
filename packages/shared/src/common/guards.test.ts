import { describe, expect, it } from 'vitest';
import { taskStatuses } from '../tasks/constants';
import { isId, isOneOf } from './guards';
import { idSchema } from './schemas';

describe('isId', () => {
  const values = [
    '0b7c4a8e-5f1d-4c3a-9e2b-7d6f5a4c3b21',
    '0B7C4A8E-5F1D-4C3A-9E2B-7D6F5A4C3B21',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0b7c4a8e-5f1d-9c3a-9e2b-7d6f5a4c3b21',
    '0b7c4a8e-5f1d-4c3a-9e2b-7d6f5a4c3b21x',
    '0b7c4a8e-5f1d-0c3a-9e2b-7d6f5a4c3b21',
    '0b7c4a8e-5f1d-4c3a-7e2b-7d6f5a4c3b21',
    '0b7c4a8e5f1d4c3a9e2b7d6f5a4c3b21',
    'not-an-id',
    '',
  ];

  it('accepts exactly what the API accepts as an id', () => {
    for (const value of values) expect(isId(value), value).toBe(idSchema.safeParse(value).success);
    expect(values.filter((value) => isId(value))).toHaveLength(4);
  });

  it('refuses what is not a string', () => {
    expect(isId(null)).toBe(false);
    expect(isId(42)).toBe(false);
  });
});

describe('isOneOf', () => {
  it('knows the values of its list and nothing else', () => {
    expect(isOneOf(taskStatuses, 'complete')).toBe(true);
    expect(isOneOf(taskStatuses, 'archived')).toBe(false);
    expect(isOneOf(taskStatuses, undefined)).toBe(false);
  });
});
