import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import * as schema from '../src/db/schema';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';
import type { Clock } from '../src/platform/clock';
import type { Database, DatabaseHandle } from '../src/platform/database';
import type { SmsMessage, SmsSender } from '../src/platform/sms/sms-sender';
import { openTestDatabase } from './test-database';
import {
  answerValidatorFor,
  type ObservedAnswer,
  type OpenApiDocument,
} from './openapi-validation';
import * as authRepository from '../src/modules/auth/auth.repository';
import { openSession } from '../src/modules/auth/auth.service';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** An SMS gateway stand-in that keeps what it was asked to send, and can be told to fail. */
export interface RecordingSms extends SmsSender {
  sent: SmsMessage[];
  failNext: boolean;
  lastCodeFor(phoneNumber: string): string;
}

export function createRecordingSms(): RecordingSms {
  const sms: RecordingSms = {
    sent: [],
    failNext: false,
    async send(message) {
      if (sms.failNext) {
        sms.failNext = false;
        throw new Error('gateway down');
      }
      sms.sent.push(message);
    },
    lastCodeFor(phoneNumber) {
      const found = sms.sent.filter((m) => m.to === phoneNumber && m.code).at(-1);
      if (!found?.code) throw new Error(`no code was sent to ${phoneNumber}`);
      return found.code;
    },
  };
  return sms;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...env });
}

/** The SQL statements the app ran, when the test app was asked to record them. */
interface QueryLog {
  /**
   * What requests ran: the change relay's own statements (on the change record's tables, and the
   * begin and commit around them), which run beside requests whenever a write or the scheduler's
   * tick wakes it, are left out. Requests that read run no transaction of their own.
   */
  readonly statements: string[];
  /** Every statement, the relay's included. */
  all: string[];
  clear(): void;
}

const changeRecordTables = /"(changes|change_cursors)"/;
const transactionControl = /^\s*(begin|commit|rollback)\b/i;

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
  sms: RecordingSms;
  /** Empty unless created with `{ logQueries: true }`. */
  queries: QueryLog;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Record every statement the app sends (a Drizzle logger on the same connection). */
  logQueries?: boolean;
}

function createQueryLog(): QueryLog & Logger {
  const log = {
    all: [] as string[],
    get statements() {
      return log.all.filter(
        (query) => !changeRecordTables.test(query) && !transactionControl.test(query),
      );
    },
    clear() {
      log.all.length = 0;
    },
    logQuery(query: string) {
      log.all.push(query);
    },
  };
  return log;
}

/** The same database and connection, with a Drizzle instance that reports each statement. */
function withLogger(database: DatabaseHandle, logger: Logger): DatabaseHandle {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as never, schema, logger })
      : drizzlePg({ client: client as never, schema, logger });
  return { ...database, db: db as unknown as Database };
}

/** Answers over HTTP the document does not describe, reported when the app closes. */
interface AnswerCheck {
  problems: string[];
}

/** Keeps the bytes a response sends, to look at once it has finished. */
function recordAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  onFinished: (answer: ObservedAnswer) => void,
) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          ),
    );
  };
  // Fastify passes its headers to writeHead, which does not keep them where getHeaders looks.
  let written: ObservedAnswer['headers'] = {};
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    if (headers) {
      written = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
    }
    return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
  }) as typeof response.writeHead;
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as typeof response.end;
  response.once('close', () => {
    // An answer cut off because the client went away (an upload abandoned mid-way) is not one.
    if (!response.writableFinished) return;
    onFinished({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      status: response.statusCode,
      headers: { ...(response.getHeaders() as ObservedAnswer['headers']), ...written },
      body: Buffer.concat(chunks),
    });
  });
}

/**
 * Every answer the app gives in a test is held to the OpenAPI document it serves: one to
 * `inject` fails the call at once; one over HTTP (a test that listens) is kept in `problems`,
 * which `close()` of a test app turns into a failure. Call it once the app is ready.
 */
export function holdAnswersToDocument(app: App): AnswerCheck {
  const validator = answerValidatorFor(app.swagger() as unknown as OpenApiDocument);
  const check: AnswerCheck = { problems: [] };
  const inject = app.inject.bind(app) as (options: unknown) => Promise<LightMyRequestResponse>;
  app.inject = (async (options: unknown) => {
    const answer = await inject(options);
    const problem = validator.problemWith({
      method: answer.raw.req.method ?? 'GET',
      url: answer.raw.req.url ?? '/',
      status: answer.statusCode,
      headers: answer.headers,
      body: answer.rawPayload,
    });
    if (problem) throw new Error(problem);
    return answer;
  }) as App['inject'];
  app.server.prependListener('request', (request, response) =>
    recordAnswer(request, response, (answer) => {
      const problem = validator.problemWith(answer);
      if (problem) check.problems.push(problem);
    }),
  );
  return check;
}

/** The whole app on a fresh database, driven in-process with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const queries = createQueryLog();
  const opened = await openTestDatabase();
  const database = options.logQueries ? withLogger(opened, queries) : opened;
  const clock = createTestClock();
  const sms = createRecordingSms();
  const app = await buildApp({ config: testConfig(env), database, clock, sms, logger: false });
  await app.ready();
  const answers = holdAnswersToDocument(app);
  return {
    app,
    database,
    clock,
    sms,
    queries,
    async close() {
      await app.close();
      await database.close();
      if (answers.problems.length) throw new Error(answers.problems.join('\n'));
    },
  };
}

export interface TestUser {
  id: string;
  phoneNumber: string;
  name: string | null;
  token: string;
  headers: { authorization: string };
}

let phoneSequence = 0;

/** A unique, valid US phone number in E.164. */
export function nextPhoneNumber(): string {
  phoneSequence += 1;
  return `+1415555${String(1000 + (phoneSequence % 9000)).padStart(4, '0')}`;
}

/**
 * A signed-in user, created straight in the database (sign-in itself is tested over HTTP in
 * the auth tests; other tests need many users without meeting the send limits).
 */
export async function createUser(
  ctx: TestContext,
  options: { name?: string | null; phoneNumber?: string } = {},
): Promise<TestUser> {
  const now = ctx.clock.now();
  const phoneNumber = options.phoneNumber ?? nextPhoneNumber();
  const row = await authRepository.upsertUserByPhone(ctx.database.db, phoneNumber, now);
  const name = options.name === undefined ? `User ${phoneNumber.slice(-4)}` : options.name;
  if (name !== null) await authRepository.updateUserName(ctx.database.db, row.id, name, now);
  const token = await openSession(ctx.database.db, row.id, now, 30 * 24 * 60 * 60 * 1000);
  return { id: row.id, phoneNumber, name, token, headers: { authorization: `Bearer ${token}` } };
}

/** The parsed JSON body of an injected answer. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
