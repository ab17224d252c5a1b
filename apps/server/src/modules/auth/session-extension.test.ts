import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXTEND_INTERVAL_MS } from '@groundwork/shared/auth/constants';
import { sessionTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { sessionExtension } from './auth.service';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const TTL = 30 * DAY;

describe('sessionExtension', () => {
  it('extends once the remaining lifetime is a full one less the interval, to a full one', () => {
    const now = new Date('2026-03-02T09:00:00.000Z');
    expect(sessionExtension(now, TTL)).toEqual({
      extendBelow: new Date(now.getTime() + TTL - SESSION_EXTEND_INTERVAL_MS),
      extendTo: new Date(now.getTime() + TTL),
    });
  });
});

describe('resolving a session', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const me = (user: TestUser, on: TestContext = ctx) =>
    on.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });

  async function storedSession(userId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.userId, userId));
    if (!row) throw new Error('no session');
    return row;
  }

  it('does not write while less than the interval of lifetime has been used', async () => {
    const user = await createUser(ctx);
    const before = await storedSession(user.id);
    ctx.clock.advance(SESSION_EXTEND_INTERVAL_MS - MINUTE);
    const response = await me(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().session.expiresAt).toBe(before.expiresAt.toISOString());
    const after = await storedSession(user.id);
    expect(after.expiresAt).toEqual(before.expiresAt);
    expect(after.lastUsedAt).toEqual(before.lastUsedAt);
  });

  it('extends to a full lifetime, in the answer and the row, once the interval has been used', async () => {
    const user = await createUser(ctx);
    ctx.clock.advance(SESSION_EXTEND_INTERVAL_MS);
    const now = ctx.clock.now();
    const response = await me(user);
    expect(response.statusCode).toBe(200);
    const expected = new Date(now.getTime() + TTL);
    expect(response.json().session.expiresAt).toBe(expected.toISOString());
    const row = await storedSession(user.id);
    expect(row.expiresAt).toEqual(expected);
    expect(row.lastUsedAt).toEqual(now);

    // Right after an extension nothing is written again.
    ctx.clock.advance(MINUTE);
    expect((await me(user)).json().session.expiresAt).toBe(expected.toISOString());
    expect((await storedSession(user.id)).lastUsedAt).toEqual(now);
  });

  it('refuses an expired session without extending it', async () => {
    const user = await createUser(ctx);
    const before = await storedSession(user.id);
    ctx.clock.set(before.expiresAt);
    expect((await me(user)).statusCode).toBe(401);
    expect((await storedSession(user.id)).expiresAt).toEqual(before.expiresAt);
  });

  it('sees a logout on the very next request', async () => {
    const user = await createUser(ctx);
    expect((await me(user)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('reads the sessions of requests that arrive together in one statement, each its own', async () => {
    const logged = await createTestApp({}, { logQueries: true });
    try {
      const people: TestUser[] = [];
      for (let i = 0; i < 4; i += 1) people.push(await createUser(logged, { name: `Person ${i}` }));
      const signedOut = await createUser(logged);
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: signedOut.headers,
      });
      logged.queries.clear();

      const callers = [...people, signedOut, ...people];
      const answers = await Promise.all(callers.map((caller) => me(caller, logged)));

      expect(answers.map((answer) => answer.statusCode)).toEqual([
        200, 200, 200, 200, 401, 200, 200, 200, 200,
      ]);
      expect(answers.map((answer) => answer.json().user?.id)).toEqual(
        callers.map((caller) => (caller === signedOut ? undefined : caller.id)),
      );
      const sessionReads = logged.queries.statements.filter((statement) =>
        statement.includes('"token_hash" = any('),
      );
      expect(sessionReads).toHaveLength(1);

      // Alone, a request reads its session by plain equality, a statement whose plan is reused.
      logged.queries.clear();
      const [alone] = people;
      expect(alone && (await me(alone, logged)).statusCode).toBe(200);
      const plainReads = logged.queries.statements.filter((statement) =>
        statement.includes('"token_hash" = $1'),
      );
      expect(plainReads).toHaveLength(1);
    } finally {
      await logged.close();
    }
  });
});
