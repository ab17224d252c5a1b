import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT, pagingMessages } from '@groundwork/shared/common/paging';
import { decodeCursor, pageOf, pageRequestOf, type PageOrder } from './paging';

const order: PageOrder = {
  name: 'things.due',
  keys: [
    { value: sql`due`, kind: 'timestamp', direction: 'asc', nullable: true },
    { value: sql`rank`, kind: 'integer', direction: 'desc' },
    { value: sql`id`, kind: 'id', direction: 'asc' },
  ],
};
const id = '3f0c8a52-8d4e-4a55-9b7e-2f1d8c3b6a10';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refused(cursor: string) {
  expect(() => decodeCursor(order, cursor)).toThrow(pagingMessages.badCursor);
}

describe('page cursors', () => {
  it('reads back the position the order wrote, nulls where a key may be null', () => {
    const due = '2026-03-02T09:00:00.123456Z';
    expect(decodeCursor(order, cursorOf(['things.due', due, 2, id]))).toEqual({
      values: [due, 2, id],
    });
    expect(decodeCursor(order, cursorOf(['things.due', null, 2, id]))).toEqual({
      values: [null, 2, id],
    });
  });

  it("refuses another order's cursor, a wrong shape and values of the wrong kind", () => {
    const due = '2026-03-02T09:00:00.000000Z';
    refused(cursorOf(['tasks.createdAt.desc', due, 2, id]));
    refused(cursorOf(['things.due', due, 2]));
    refused(cursorOf(['things.due', due, 2, id, id]));
    refused(cursorOf({ name: 'things.due' }));
    refused(cursorOf(['things.due', due, null, id]));
    refused(cursorOf(['things.due', due, 1.5, id]));
    refused(cursorOf(['things.due', due, 2 ** 40, id]));
    refused(cursorOf(['things.due', due, 2, 'not-an-id']));
    refused(cursorOf(['things.due', '2026-02-31T00:00:00.000000Z', 2, id]));
    refused(cursorOf(['things.due', '2026-03-02 09:00:00', 2, id]));
    refused(Buffer.from('not json at all').toString('base64url'));
    refused('has spaces');
    refused('a'.repeat(513));
  });
});

describe('page requests', () => {
  it('is the whole list without limit or cursor', () => {
    expect(pageRequestOf(order, {})).toBeNull();
  });

  it('takes the default length for a cursor given alone', () => {
    const cursor = cursorOf(['things.due', null, 1, id]);
    expect(pageRequestOf(order, { cursor })).toEqual({
      limit: PAGE_LIMIT_DEFAULT,
      after: { values: [null, 1, id] },
    });
  });

  it('shows `limit` rows and a cursor at the last of them only when one more was read', () => {
    const rows = ['a', 'b', 'c'].map((name, index) => ({
      name,
      position: JSON.stringify([null, index, id]),
    }));
    const full = pageOf(order, { limit: 2, after: null }, rows, (row) => row.name);
    expect(full.items).toEqual(['a', 'b']);
    expect(decodeCursor(order, full.nextCursor ?? '')).toEqual({ values: [null, 1, id] });
    expect(pageOf(order, { limit: 3, after: null }, rows, (row) => row.name).nextCursor).toBeNull();
  });
});
