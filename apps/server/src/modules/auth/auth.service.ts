import crypto from 'node:crypto';
import type { User } from '@groundwork/shared/auth/schemas';
import {
  authMessages,
  otpPolicy,
  SESSION_EXTEND_INTERVAL_MS,
} from '@groundwork/shared/auth/constants';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import { AppError } from '../../platform/errors';
import { createBatchedRead } from '../../platform/batched-read';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { AuthContext, SessionResolver } from '../../platform/authenticate';
import * as repo from './auth.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  sessionTtlDays: number;
  log: { error(payload: object, message: string): void };
  /** Told the time zone a browser gave at sign-in (the notification preferences keep it). */
  timeZones?: { noteSignInTimeZone(userId: string, timeZone: string): Promise<void> };
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

// The phone salts the hash so equal codes of two people never share a row value.
const hashCode = (phoneNumber: string, code: string) => sha256(`${phoneNumber}:${code}`);

const newCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

const retryAfterSeconds = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const tooManyRequests = (until: Date, now: Date) =>
  new AppError(
    'RATE_LIMITED',
    authMessages.tooManyRequests,
    undefined,
    retryAfterSeconds(until, now),
  );

/** Opens a session for the user; only the token's hash is stored, the token goes to the caller. */
export async function openSession(db: Queryable, userId: string, now: Date, ttlMs: number) {
  const sessionToken = crypto.randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    userId,
    tokenHash: sha256(sessionToken),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return sessionToken;
}

/**
 * When a session in use is extended: once its remaining lifetime is at most `extendBelow` (a
 * full lifetime less the extension interval), it is set to `extendTo` (a full lifetime from now).
 */
export function sessionExtension(now: Date, ttlMs: number) {
  return {
    extendBelow: new Date(now.getTime() + ttlMs - SESSION_EXTEND_INTERVAL_MS),
    extendTo: new Date(now.getTime() + ttlMs),
  };
}

/**
 * The user with this phone number, made now if there is none yet (an invitation names a person
 * by number before they sign in), inside the caller's transaction.
 */
export function userByPhoneNumber(tx: Queryable, phoneNumber: string, now: Date) {
  return repo.upsertUserByPhone(tx, phoneNumber, now);
}

function toUser(row: repo.UserRow): User {
  return { id: row.id, name: row.name, phoneNumber: row.phoneNumber };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, sms } = deps;
  const sessionTtlMs = deps.sessionTtlDays * DAY_MS;

  const findLiveSession = createBatchedRead(async (tokenHashes: string[]) => {
    const now = clock.now();
    const sessions = await repo.findLiveSessions(db, tokenHashes, now);
    const { extendBelow, extendTo } = sessionExtension(now, sessionTtlMs);
    const extended = sessions.map(async (session) => {
      if (session.expiresAt > extendBelow) return session;
      await repo.extendSession(db, session.id, now, extendTo);
      return { ...session, expiresAt: extendTo };
    });
    return new Map((await Promise.all(extended)).map((session) => [session.tokenHash, session]));
  });

  /** Refuses with 429 when this phone or address has had its share of codes. */
  async function assertWithinSendLimits(
    tx: Queryable,
    phoneNumber: string,
    ipAddress: string,
    now: Date,
  ) {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const latest = await repo.latestSendForPhone(tx, phoneNumber);
    if (latest && now.getTime() - latest.getTime() < otpPolicy.minIntervalPerPhoneMs) {
      throw tooManyRequests(new Date(latest.getTime() + otpPolicy.minIntervalPerPhoneMs), now);
    }
    const byPhone = await repo.summariseSends(tx, 'phoneNumber', phoneNumber, hourAgo);
    if (byPhone.sends >= otpPolicy.maxPerPhonePerHour && byPhone.oldest) {
      throw tooManyRequests(new Date(byPhone.oldest.getTime() + HOUR_MS), now);
    }
    const byIp = await repo.summariseSends(tx, 'ipAddress', ipAddress, hourAgo);
    if (byIp.sends >= otpPolicy.maxPerIpPerHour && byIp.oldest) {
      throw tooManyRequests(new Date(byIp.oldest.getTime() + HOUR_MS), now);
    }
  }

  return {
    /** Sends a new sign-in code; answers the same whether or not the phone has an account. */
    async requestCode(phoneNumber: string, ipAddress: string): Promise<void> {
      const now = clock.now();
      const code = newCode();
      const codeHash = hashCode(phoneNumber, code);
      const sendId = await db.transaction(async (tx) => {
        await repo.lockPhone(tx, phoneNumber);
        await assertWithinSendLimits(tx, phoneNumber, ipAddress, now);
        await repo.pruneSends(tx, new Date(now.getTime() - HOUR_MS));
        await repo.replaceCode(tx, {
          phoneNumber,
          codeHash,
          attempts: 0,
          expiresAt: new Date(now.getTime() + otpPolicy.codeTtlMs),
          createdAt: now,
        });
        return repo.recordSend(tx, { phoneNumber, ipAddress, sentAt: now });
      });
      try {
        await sms.send({
          to: phoneNumber,
          code,
          message: `Your Groundwork sign-in code is ${code}`,
          kind: 'sign_in_code',
        });
      } catch (error) {
        // A code nobody received must not stay usable, nor count against the person's limits.
        deps.log.error({ err: error }, 'sign-in code delivery failed');
        await repo.consumeCode(db, phoneNumber, codeHash);
        if (sendId) await repo.deleteSend(db, sendId);
        throw new AppError('BAD_GATEWAY', authMessages.sendFailed);
      }
    },

    /** Checks the code and opens a session, creating the user on first sign-in. */
    async verifyCode(phoneNumber: string, code: string, timeZone?: string) {
      const now = clock.now();
      const stored = await repo.findCode(db, phoneNumber);
      if (!stored || stored.expiresAt <= now)
        throw new AppError('VALIDATION_FAILED', authMessages.invalidCode);
      if (stored.attempts >= otpPolicy.maxWrongGuesses) {
        throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
      }
      const given = Buffer.from(hashCode(phoneNumber, code));
      const expected = Buffer.from(stored.codeHash);
      if (!crypto.timingSafeEqual(given, expected)) {
        await repo.countWrongGuess(db, phoneNumber, stored.codeHash);
        throw new AppError('VALIDATION_FAILED', authMessages.invalidCode);
      }
      const signedIn = await db.transaction(async (tx) => {
        // Single use: of two concurrent verifications, only one consumes the code.
        if (!(await repo.consumeCode(tx, phoneNumber, stored.codeHash))) {
          throw new AppError('VALIDATION_FAILED', authMessages.invalidCode);
        }
        const user = await repo.upsertUserByPhone(tx, phoneNumber, now);
        const sessionToken = await openSession(tx, user.id, now, sessionTtlMs);
        return { sessionToken, user: toUser(user) };
      });
      if (timeZone) await deps.timeZones?.noteSignInTimeZone(signedIn.user.id, timeZone);
      return signedIn;
    },

    /**
     * Renames the person and records it (`user.renamed`, name before → after) for the people who
     * see the name, in one transaction; the same name again changes and records nothing.
     */
    async updateName(userId: string, name: string): Promise<User> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = await repo.lockUser(tx, userId);
        if (!before) throw new AppError('UNAUTHENTICATED', authMessages.invalidSession);
        if (before.name === name) return before;
        const after = await repo.updateUserName(tx, userId, name, now);
        const change: Change = {
          type: 'user.renamed',
          userId,
          actorId: userId,
          fields: [{ field: 'name', from: before.name, to: name }],
          sharedWith: await repo.listPeopleWhoSeeName(tx, userId),
        };
        await recordChanges(tx, [change], now);
        return after ?? before;
      });
      return toUser(row);
    },

    async logout(sessionId: string) {
      await repo.deleteSession(db, sessionId);
    },

    /**
     * Finds the live session of a bearer token. The tokens of requests that arrive together are
     * looked up in one round trip. A session is extended to a full lifetime once its remaining
     * lifetime has dropped by the extension interval (so at most that often, in a second
     * statement); most requests read and never write.
     */
    resolveSession: (async (token) => {
      const found = await findLiveSession(sha256(token));
      if (!found) return null;
      return {
        user: found.user,
        session: { id: found.id, createdAt: found.createdAt, expiresAt: found.expiresAt },
      } satisfies AuthContext;
    }) satisfies SessionResolver,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
