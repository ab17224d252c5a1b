import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isId } from '@groundwork/shared/common/guards';
import {
  asksForPage,
  PAGE_CURSOR_PATTERN,
  PAGE_LIMIT_DEFAULT,
  pagingMessages,
  type Page,
  type PageQuery,
} from '@groundwork/shared/common/paging';
import { sendJsonBytes } from './answer-cache';
import { AppError } from './errors';
import { jsonSerializerFor } from './serializer';

/**
 * Keyset paging: a page is "the rows after the last one shown, in the list's own order", read as
 * an index range, never as an OFFSET that shifts when rows are added or removed in between. The
 * cursor is base64url of the list's name and the last row's sort-key values (its id last), read
 * from the database itself so that no precision is lost (timestamps keep their microseconds).
 */

/** How a key's value is written in a cursor and cast back in SQL. */
type PageKeyKind = 'timestamp' | 'integer' | 'text' | 'id';

export interface PageKey {
  /** The sort expression, as ORDER BY uses it. */
  value: SQL | AnyColumn;
  kind: PageKeyKind;
  direction: 'asc' | 'desc';
  /** A key that may be null: its nulls come last, whichever the direction. */
  nullable?: boolean;
}

/** What a cursor holds: the name of the order that wrote it, and the kinds of its key values. */
export interface CursorShape {
  name: string;
  keys: Pick<PageKey, 'kind' | 'nullable'>[];
}

/** A list's order: its name (a cursor is only read back by the order that wrote it) and keys. */
export interface PageOrder extends CursorShape {
  /** The sort keys, the last one unique (the row's id), so that the order is total. */
  keys: PageKey[];
}

export type KeyValue = string | number | null;

/** The last row's key values a cursor stands for, in the order's key order. */
export interface PagePosition {
  values: KeyValue[];
}

/** A page request as a repository reads it: one row more than `limit` tells if more follow. */
export interface PageRequest {
  limit: number;
  after: PagePosition | null;
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', pagingMessages.badCursor, [
    { path: 'cursor', message: pagingMessages.badCursor },
  ]);

/**
 * The ORDER BY of an order's keys. Only a key that may be null says where its nulls go: written as
 * plain `asc`/`desc`, a key matches an index on it, in either direction.
 */
export function orderByKeys(order: PageOrder): SQL[] {
  return order.keys.map(({ value, direction, nullable }) =>
    nullable ? sql`${value} ${sql.raw(direction)} nulls last` : sql`${value} ${sql.raw(direction)}`,
  );
}

const casts: Record<PageKeyKind, string> = {
  timestamp: 'timestamptz',
  integer: 'integer',
  text: 'text',
  id: 'uuid',
};

/** A key's value as the database writes it into a cursor: timestamps in UTC to the microsecond. */
function cursorValueOf({ value, kind }: PageKey): SQL {
  if (kind === 'timestamp') {
    return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  // Cast, so that an expression of bound values (a rank's `case`) is written as its kind.
  return sql`(${value})::${sql.raw(casts[kind])}`;
}

/** A column to select beside each row: its key values, which the page's cursor is made of. */
export function positionColumn(order: PageOrder) {
  const values = sql.join(order.keys.map(cursorValueOf), sql`, `);
  return sql<string>`json_build_array(${values})::text`.mapWith(String);
}

/**
 * The rows after `position` in the order. When every key goes the same way and none may be null,
 * that is the row comparison `(k1, …, kn) > (v1, …, vn)` (`<` descending). Otherwise it is the
 * expanded chain `k1 after v1 or (k1 = v1 and (k2 after v2 or (k2 = v2 and …)))`, where "after"
 * follows each key's direction and puts nulls last. `parameterOf(index)` gives the value to
 * compare key `index` with: the value itself, or a placeholder of a prepared statement (the
 * position's nulls shape the SQL, so a prepared statement must be keyed by `positionShape` too).
 */
function afterPosition(
  order: PageOrder,
  position: PagePosition,
  parameterOf: (index: number) => unknown = (index) => position.values[index],
): SQL {
  const direction = sameDirectionOf(order);
  if (direction !== null) {
    // One row comparison: an index on the keys (in either direction) starts the page exactly there.
    const keys = sql.join(
      order.keys.map((key) => sql`${key.value}`),
      sql`, `,
    );
    const values = sql.join(
      order.keys.map((key, index) => sql`${parameterOf(index)}::${sql.raw(casts[key.kind])}`),
      sql`, `,
    );
    return direction === 'asc' ? sql`(${keys}) > (${values})` : sql`(${keys}) < (${values})`;
  }
  const terms = order.keys.map((key, index) => {
    const isNullHere = position.values[index] === null;
    const parameter = sql`${parameterOf(index)}::${sql.raw(casts[key.kind])}`;
    const after = isNullHere
      ? undefined // nothing comes after a null: nulls are last
      : or(
          key.direction === 'asc'
            ? sql`${key.value} > ${parameter}`
            : sql`${key.value} < ${parameter}`,
          key.nullable ? sql`${key.value} is null` : undefined,
        );
    const same = isNullHere ? sql`${key.value} is null` : sql`${key.value} = ${parameter}`;
    return { after, same };
  });
  // Built from the last key back: (after_i) or (same_i and rest).
  let chain: SQL | undefined;
  for (const { after, same } of [...terms].reverse()) {
    chain = chain === undefined ? after : or(after, and(same, chain));
  }
  // The first key at or after its value, said again on its own: an index can start the page there.
  return and(atOrAfter(order.keys[0], position.values[0], parameterOf(0)), chain) ?? sql`false`;
}

/** The direction all of an order's keys share, when they do and none may be null. */
function sameDirectionOf(order: PageOrder): PageKey['direction'] | null {
  const [first] = order.keys;
  if (first === undefined) return null;
  const uniform = order.keys.every(
    (key) => key.direction === first.direction && key.nullable !== true,
  );
  return uniform ? first.direction : null;
}

function atOrAfter(key: PageKey | undefined, value: KeyValue | undefined, parameter: unknown) {
  if (key === undefined) return undefined;
  if (value === null) return sql`${key.value} is null`;
  const bound = sql`${parameter}::${sql.raw(casts[key.kind])}`;
  return or(
    key.direction === 'asc' ? sql`${key.value} >= ${bound}` : sql`${key.value} <= ${bound}`,
    key.nullable ? sql`${key.value} is null` : undefined,
  );
}

/** The condition of a page read by a statement built per request: rows after its cursor's. */
function afterCursorOf(order: PageOrder, request: PageRequest): SQL | undefined {
  return request.after === null ? undefined : afterPosition(order, request.after);
}

/** The fields of a page's rows: the list's own, and the position its cursor is made of. */
export function withPosition<Fields extends object>(fields: Fields, order: PageOrder) {
  return { ...fields, position: positionColumn(order) };
}

/**
 * Reads a list in its order: every row of `query` that `condition` leaves or, given a page, those
 * after its cursor, one more than its limit when another page follows (the query selects its
 * fields `withPosition` then).
 */
export function readList<Query extends PgSelect>(
  query: Query,
  order: PageOrder,
  condition: SQL | undefined,
  page?: PageRequest | null,
) {
  if (!page) return query.where(condition).orderBy(...orderByKeys(order));
  return query
    .where(and(condition, afterCursorOf(order, page)))
    .orderBy(...orderByKeys(order))
    .limit(page.limit + 1);
}

/** Which of a position's values are null: what a prepared page statement differs by. */
export function positionShape(position: PagePosition | null): string {
  if (position === null) return 'first';
  return `after_${position.values.map((value) => (value === null ? 0 : 1)).join('')}`;
}

/** The prepared statement's values of a position, as `after0`, `after1`, … */
export function positionParameters(position: PagePosition | null): Record<string, KeyValue> {
  return Object.fromEntries(
    (position?.values ?? []).map((value, index) => [`after${index}`, value]),
  );
}

/**
 * `afterPosition` for a prepared statement of a `positionShape`, comparing with the placeholders
 * `positionParameters` fills; none on a first page.
 */
export function afterPositionShape(order: PageOrder, shape: string): SQL | undefined {
  if (shape === 'first') return undefined;
  const values = [...shape.slice('after_'.length)].map((bit) => (bit === '0' ? null : bit));
  return afterPosition(order, { values }, (index) => sql.placeholder(`after${index}`));
}

/** The cursor of a position: opaque to clients, read back only by `decodeCursor`. */
export function encodeCursor(shape: CursorShape, values: KeyValue[]): string {
  return Buffer.from(JSON.stringify([shape.name, ...values])).toString('base64url');
}

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function isKeyValue(key: CursorShape['keys'][number], value: unknown): value is KeyValue {
  if (value === null) return key.nullable === true;
  switch (key.kind) {
    case 'timestamp': {
      if (typeof value !== 'string' || !timestampPattern.test(value)) return false;
      // A date that does not exist (the 31st of February) reads back as another one.
      const date = new Date(value);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === value.slice(0, 23)
      );
    }
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < 2 ** 31;
    case 'text':
      return typeof value === 'string';
    case 'id':
      return isId(value);
  }
}

/** The position a cursor stands for; 400 'Invalid cursor' for anything this order never wrote. */
export function decodeCursor(order: CursorShape, cursor: string): PagePosition {
  if (!PAGE_CURSOR_PATTERN.test(cursor)) throw badCursor();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(decoded) || decoded[0] !== order.name) throw badCursor();
  const values: unknown[] = decoded.slice(1);
  if (values.length !== order.keys.length) throw badCursor();
  if (!order.keys.every((key, index) => isKeyValue(key, values[index]))) throw badCursor();
  return { values: values as KeyValue[] };
}

/** The page a query asks for, or null for the whole list; a bad cursor is refused up front. */
export function pageRequestOf(order: CursorShape, query: PageQuery): PageRequest | null {
  if (!asksForPage(query)) return null;
  return {
    // A cursor alone: the next page is as long as a page the client did not size.
    limit: query.limit ?? PAGE_LIMIT_DEFAULT,
    after: query.cursor === undefined ? null : decodeCursor(order, query.cursor),
  };
}

/**
 * The page from rows read with `limit + 1` (each with its `position` column): the extra row, when
 * there is one, is not shown and says that a next page follows the last row shown.
 */
export function pageOf<Row extends { position: string }, Item>(
  order: PageOrder,
  request: PageRequest,
  rows: Row[],
  toItem: (row: Row) => Item,
): Page<Item> {
  const shown = rows.slice(0, request.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor:
      rows.length > request.limit && last
        ? encodeCursor(order, JSON.parse(last.position) as KeyValue[])
        : null,
  };
}

/**
 * A route's answer that is a whole list or a page: `schema` documents both (`anyOf`), and `send`
 * writes each with the compiled serialiser of its own shape. Left to Fastify, an `anyOf` answer is
 * first validated against its branches, on every answer.
 */
export function listOrPageAnswer<List extends z.ZodType, PageOf extends z.ZodType>(
  list: List,
  page: PageOf,
) {
  const writeList = jsonSerializerFor(list);
  const writePage = jsonSerializerFor(page);
  return {
    schema: z.union([list, page]),
    send: (reply: FastifyReply, answer: z.output<List> | z.output<PageOf>) =>
      sendJsonBytes(reply, Buffer.from(isPage(answer) ? writePage(answer) : writeList(answer))),
  };
}

function isPage(answer: unknown): answer is Page<unknown> {
  return typeof answer === 'object' && answer !== null && 'nextCursor' in answer;
}
