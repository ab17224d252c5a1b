import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneMessages, toE164 } from '@groundwork/shared/common/phone';
import { authMessages, otpMessages, otpPolicy } from '@groundwork/shared/auth/constants';
import { createTestApp, type TestContext } from '../../../test/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('phone sign-in', () => {
  let ctx: TestContext;
  let ipCounter = 0;
  // Each test speaks from its own address so the per-IP limit only bites where a test wants it.
  let ip = '';

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.0.${ipCounter}`;
    ctx.clock.advance(2 * HOUR); // every test starts outside the previous one's limit windows
  });

  const register = (phoneNumber: unknown, remoteAddress = ip) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phoneNumber },
      remoteAddress,
    });
  const verify = (phoneNumber: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phoneNumber, code } });
  const me = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  async function signIn(phoneNumber: string) {
    expect((await register(phoneNumber)).statusCode).toBe(200);
    const response = await verify(
      phoneNumber,
      ctx.sms.lastCodeFor(toE164(phoneNumber) ?? phoneNumber),
    );
    expect(response.statusCode).toBe(200);
    return response.json() as {
      sessionToken: string;
      user: { id: string; name: string | null; phoneNumber: string };
    };
  }

  describe('POST /api/auth/register', () => {
    it('sends a six-digit code to the number in E.164 and answers success', async () => {
      const response = await register('(415) 555-0101');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const sent = ctx.sms.sent.at(-1);
      expect(sent?.to).toBe('+14155550101');
      expect(sent?.code).toMatch(/^\d{6}$/);
      expect(sent?.message).toContain(sent?.code);
    });

    it('answers the same for a number that has an account and one that has not', async () => {
      await signIn('+14155550102');
      ctx.clock.advance(HOUR);
      const known = await register('+14155550102');
      const unknown = await register('+14155550199');
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
    });

    it.each([
      ['12345', phoneMessages.tooShort],
      ['+1234567890123456', phoneMessages.tooLong],
      ['+1 555 abc 1234', phoneMessages.invalidFormat],
      ['', phoneMessages.tooShort],
    ])('refuses %j with "%s"', async (phoneNumber, message) => {
      const response = await register(phoneNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
      expect(response.json().details[0]).toMatchObject({ path: 'phoneNumber', message });
    });

    it('refuses a body without a phone number', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('allows one code per phone every 30 seconds, with Retry-After', async () => {
      expect((await register('+14155550103')).statusCode).toBe(200);
      ctx.clock.advance(10_000);
      const limited = await register('+14155550103');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: authMessages.tooManyRequests, code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBe('20');
      ctx.clock.advance(20_000);
      expect((await register('+14155550103')).statusCode).toBe(200);
    });

    it('allows five codes per phone an hour', async () => {
      for (let i = 0; i < otpPolicy.maxPerPhonePerHour; i += 1) {
        expect((await register('+14155550104')).statusCode).toBe(200);
        ctx.clock.advance(MINUTE);
      }
      const limited = await register('+14155550104');
      expect(limited.statusCode).toBe(429);
      // The first of the five leaves the window one hour after it was sent.
      expect(Number(limited.headers['retry-after'])).toBe((HOUR - 5 * MINUTE) / 1000);
      ctx.clock.advance(HOUR - 5 * MINUTE);
      expect((await register('+14155550104')).statusCode).toBe(200);
    });

    it('allows twenty codes per address an hour', async () => {
      for (let i = 0; i < otpPolicy.maxPerIpPerHour; i += 1) {
        expect((await register(`+1415555${2000 + i}`)).statusCode).toBe(200);
      }
      const limited = await register('+14155552999');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await register('+14155552999', '10.9.9.9')).statusCode).toBe(200);
    });

    it('answers 502 when the gateway fails, and leaves no usable code nor a spent limit', async () => {
      expect((await register('+14155550105')).statusCode).toBe(200);
      const firstCode = ctx.sms.lastCodeFor('+14155550105');
      ctx.clock.advance(HOUR);
      ctx.sms.failNext = true;
      const failed = await register('+14155550105');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: authMessages.sendFailed, code: 'BAD_GATEWAY' });
      // The earlier code was replaced and the undelivered one removed: nothing signs in.
      expect((await verify('+14155550105', firstCode)).statusCode).toBe(400);
      expect((await register('+14155550105')).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/verify', () => {
    it('creates the user on first sign-in and a session', async () => {
      const { sessionToken, user } = await signIn('+14155550201');
      expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).toMatchObject({ name: null, phoneNumber: '+14155550201' });
      const again = await (async () => {
        ctx.clock.advance(HOUR);
        return signIn('4155550201');
      })();
      expect(again.user.id).toBe(user.id);
      expect(again.sessionToken).not.toBe(sessionToken);
    });

    it('refuses a wrong code', async () => {
      await register('+14155550202');
      const code = ctx.sms.lastCodeFor('+14155550202');
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await verify('+14155550202', wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: authMessages.invalidCode,
        code: 'VALIDATION_FAILED',
      });
    });

    it('refuses a code used once already', async () => {
      await register('+14155550203');
      const code = ctx.sms.lastCodeFor('+14155550203');
      expect((await verify('+14155550203', code)).statusCode).toBe(200);
      expect((await verify('+14155550203', code)).json()).toMatchObject({
        error: authMessages.invalidCode,
      });
    });

    it('refuses a code after ten minutes', async () => {
      await register('+14155550204');
      const code = ctx.sms.lastCodeFor('+14155550204');
      ctx.clock.advance(10 * MINUTE);
      const response = await verify('+14155550204', code);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(authMessages.invalidCode);
    });

    it('accepts a code just before ten minutes', async () => {
      await register('+14155550205');
      ctx.clock.advance(10 * MINUTE - 1000);
      expect((await verify('+14155550205', ctx.sms.lastCodeFor('+14155550205'))).statusCode).toBe(
        200,
      );
    });

    it('replaces the previous code with a new one', async () => {
      await register('+14155550206');
      const first = ctx.sms.lastCodeFor('+14155550206');
      ctx.clock.advance(MINUTE);
      await register('+14155550206');
      const second = ctx.sms.lastCodeFor('+14155550206');
      if (first !== second) expect((await verify('+14155550206', first)).statusCode).toBe(400);
      expect((await verify('+14155550206', second)).statusCode).toBe(200);
    });

    it('kills the code after five wrong guesses', async () => {
      await register('+14155550207');
      const code = ctx.sms.lastCodeFor('+14155550207');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < otpPolicy.maxWrongGuesses; i += 1) {
        expect((await verify('+14155550207', wrong)).json().error).toBe(authMessages.invalidCode);
      }
      const blocked = await verify('+14155550207', code);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
      ctx.clock.advance(MINUTE);
      await register('+14155550207');
      expect((await verify('+14155550207', ctx.sms.lastCodeFor('+14155550207'))).statusCode).toBe(
        200,
      );
    });

    it.each([
      ['12345', otpMessages.length],
      ['1234567', otpMessages.length],
      ['12a456', otpMessages.digitsOnly],
    ])('refuses the code %j with "%s"', async (code, message) => {
      const response = await verify('+14155550208', code);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('answers a code for a phone that never asked like a wrong code', async () => {
      const response = await verify('+14155550209', '123456');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(authMessages.invalidCode);
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me answers the user and the session', async () => {
      const { sessionToken, user } = await signIn('+14155550301');
      const response = await me(sessionToken);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.user).toEqual(user);
      expect(
        new Date(answer.session.expiresAt).getTime() - new Date(answer.session.createdAt).getTime(),
      ).toBe(30 * DAY);
    });

    it.each([
      ['no header', undefined],
      ['an unknown token', 'Bearer not-a-real-token'],
      ['a malformed header', 'Token abc'],
    ])('answers 401 for %s', async (_label, authorization) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: authMessages.invalidSession,
        code: 'UNAUTHENTICATED',
      });
    });

    it('expires after 30 days unused', async () => {
      const { sessionToken } = await signIn('+14155550302');
      ctx.clock.advance(30 * DAY);
      expect((await me(sessionToken)).statusCode).toBe(401);
    });

    it('extends the session when used', async () => {
      const { sessionToken } = await signIn('+14155550303');
      ctx.clock.advance(29 * DAY);
      const used = await me(sessionToken);
      expect(used.statusCode).toBe(200);
      expect(new Date(used.json().session.expiresAt).getTime()).toBe(
        ctx.clock.now().getTime() + 30 * DAY,
      );
      ctx.clock.advance(29 * DAY);
      expect((await me(sessionToken)).statusCode).toBe(200);
    });

    it('PUT /api/auth/me sets a trimmed display name', async () => {
      const { sessionToken } = await signIn('+14155550304');
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${sessionToken}` },
        payload: { name: '  Maria Lopez  ' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.name).toBe('Maria Lopez');
      expect((await me(sessionToken)).json().user.name).toBe('Maria Lopez');
    });

    it.each([
      ['   ', authMessages.nameRequired],
      ['x'.repeat(101), authMessages.nameTooLong],
    ])('PUT /api/auth/me refuses %j', async (name, message) => {
      const { sessionToken } = await signIn(`+1415555${String(3400 + name.length).slice(-4)}`);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${sessionToken}` },
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('PUT /api/auth/me needs a session', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        payload: { name: 'X' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('logout ends the session and only that one', async () => {
      const first = await signIn('+14155550305');
      ctx.clock.advance(HOUR);
      const second = await signIn('+14155550305');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${first.sessionToken}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await me(first.sessionToken)).statusCode).toBe(401);
      expect((await me(second.sessionToken)).statusCode).toBe(200);
    });

    it('logout without a session answers 401', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"phoneNumber": "+1415',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Request body is not valid JSON',
        code: 'VALIDATION_FAILED',
      });
    });

    it('answers a body over 1 MB with 413', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ phoneNumber: '+14155550401', padding: 'x'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/xml' },
        payload: '<phone/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    });

    it('sends security headers and a request id', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
