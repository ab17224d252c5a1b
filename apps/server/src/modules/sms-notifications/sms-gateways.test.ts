import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessageTable } from '../../db/schema';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../platform/database';
import { twilioSignature, webhookSignature } from '../../platform/sms/sms-signatures';
import type pg from 'pg';
import {
  body,
  createRecordingSms,
  createTestApp,
  createUser,
  holdAnswersToDocument,
  testConfig,
  type RecordingSms,
  type TestContext,
} from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const PUBLIC_URL = 'https://gw.example';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('SMS gateways', () => {
  let ctx: TestContext;
  const apps: App[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await ctx.close();
  });

  /** Another app on the same database, with the provider `env` chooses. */
  async function appWith(env: Record<string, string>, database: DatabaseHandle = ctx.database) {
    const sms = createRecordingSms();
    const app = await buildApp({
      config: testConfig({ PUBLIC_URL, ...env }),
      database,
      clock: ctx.clock,
      sms,
      logger: false,
    });
    await app.ready();
    holdAnswersToDocument(app);
    apps.push(app);
    return { app, sms };
  }

  const optedOut = async (phoneNumber: string) => {
    const user = await createUser(ctx, { phoneNumber });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: user.headers,
    });
    return body<{ smsOptedOut: boolean }>(response).smsOptedOut;
  };

  describe('twilio', () => {
    const token = 'twilio-auth-token';
    let app: App;
    beforeAll(async () => {
      ({ app } = await appWith({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: token,
        TWILIO_FROM: '+15005550006',
      }));
    });
    const post = (fields: Record<string, string>, signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-twilio-signature': signature } : {}),
        },
        payload: form(fields),
      });

    it("acts on a request carrying Twilio's signature", async () => {
      const fields = { From: '+14155550901', Body: 'STOP', MessageSid: 'SM1', To: '+15005550006' };
      const signature = twilioSignature(token, `${PUBLIC_URL}/api/sms/inbound`, fields);
      const response = await post(fields, signature);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await optedOut('+14155550901')).toBe(true);
    });

    it("matches Twilio's published example", () => {
      const params = {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+14158675309',
        Digits: '1234',
        From: '+14158675309',
        To: '+18005551212',
      };
      const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
      expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    });

    it.each([
      ['no signature', undefined],
      ['a wrong signature', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA='],
      [
        'a signature of other fields',
        twilioSignature(token, `${PUBLIC_URL}/api/sms/inbound`, {
          From: '+14155550902',
          Body: 'START',
        }),
      ],
    ])('refuses %s with 403', async (_name, signature) => {
      const response = await post({ From: '+14155550902', Body: 'STOP' }, signature);
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN');
      expect(await optedOut('+14155550902')).toBe(false);
    });

    it('answers HELP with TwiML', async () => {
      const fields = { From: '+14155550903', Body: 'HELP' };
      const response = await post(
        fields,
        twilioSignature(token, `${PUBLIC_URL}/api/sms/inbound`, fields),
      );
      expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(response.body).toContain('<Response><Message>Groundwork: ');
      expect(response.body).toContain('Reply STOP to stop all texts');
    });
  });

  describe('webhook', () => {
    const secret = 'webhook-secret';
    let app: App;
    beforeAll(async () => {
      ({ app } = await appWith({
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
        SMS_WEBHOOK_SECRET: secret,
      }));
    });
    const post = (payload: string, signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-groundwork-signature': signature } : {}),
        },
        payload,
      });

    it('acts on a body signed with the secret, refuses any other', async () => {
      const stop = form({ From: '+14155550911', Body: 'quit' });
      expect((await post(stop)).statusCode).toBe(403);
      expect((await post(stop, webhookSignature('other', stop))).statusCode).toBe(403);
      expect(await optedOut('+14155550911')).toBe(false);
      expect((await post(stop, webhookSignature(secret, stop))).statusCode).toBe(200);
      expect(await optedOut('+14155550911')).toBe(true);
      const start = form({ From: '+14155550911', Body: 'START' });
      expect((await post(start, webhookSignature(secret, start))).statusCode).toBe(200);
      expect(await optedOut('+14155550911')).toBe(false);
    });
  });

  describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
    it('send each message once when they tick together', async () => {
      const pool = (ctx.database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } })
        .$client;
      const databases = await Promise.all(
        [0, 1].map(() =>
          openDatabase({ kind: 'postgres', url: pool.options.connectionString ?? '' }),
        ),
      );
      try {
        const [one, two] = await Promise.all(databases.map((database) => appWith({}, database)));
        if (!one || !two) throw new Error('two instances');
        const owner = await createUser(ctx, { name: 'Olivia Owner' });
        const workspaceId = (await createWorkspace(ctx, owner)).id;
        const projectId = (await createProject(ctx, owner, workspaceId)).id;
        const people = await Promise.all([0, 1, 2, 3].map(() => createUser(ctx)));
        for (const user of people) {
          await addMember(ctx, workspaceId, user, 'contractor');
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/notification-preferences',
            headers: user.headers,
            payload: { quietHours: null },
          });
          await createTask(ctx, owner, workspaceId, projectId, {
            title: `Task of ${user.phoneNumber}`,
            assignedTo: user.id,
          });
        }
        const now = ctx.clock.now();
        await Promise.all([
          one.app.scheduler.runDueJobs(now),
          two.app.scheduler.runDueJobs(now),
          ctx.app.scheduler.runDueJobs(now),
        ]);
        // Whichever ran, and again on each: every message went out once.
        for (const instance of [one, two, { app: ctx.app, sms: ctx.sms }]) {
          await instance.app.scheduler.runDueJobs(now);
        }
        const sent = [...one.sms.sent, ...two.sms.sent, ...ctx.sms.sent].filter(
          (sms: RecordingSms['sent'][number]) => !sms.code,
        );
        expect(sent.map((sms) => sms.to).sort()).toEqual(
          people.map((user) => user.phoneNumber).sort(),
        );
        for (const user of people) {
          const rows = await ctx.database.db
            .select()
            .from(smsMessageTable)
            .where(eq(smsMessageTable.userId, user.id));
          expect(rows.map((row) => row.status)).toEqual(['sent']);
        }
      } finally {
        for (const app of apps.splice(0)) await app.close();
        for (const database of databases) await database.close();
      }
    });
  });
});
