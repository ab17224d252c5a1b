import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@groundwork/shared/auth/constants';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../../test/test-database';
import { createTestClock, holdAnswersToDocument, testConfig } from '../../../test/test-app';
import { createConsoleSms } from './console-sms';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';
import { createWebhookSms } from './webhook-sms';
import { SmsDeliveryError } from './sms-sender';
import { webhookSignature } from './sms-signatures';
import type { DatabaseHandle } from '../database';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for the SMS gateway. */
async function startGateway() {
  const received: ReceivedRequest[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (code: number) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = createTestClock(new Date('2026-05-01T12:00:00.000Z'));
const sms = {
  to: '+14155550100',
  code: '123456',
  message: 'Your Groundwork sign-in code is 123456',
};

describe('SMS providers', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());
  afterEach(() => {
    gateway.received.length = 0;
    gateway.answerWith(201);
  });

  it('console prints the sign-in code line', async () => {
    const lines: string[] = [];
    await createConsoleSms((line) => lines.push(line)).send(sms);
    await createConsoleSms((line) => lines.push(line)).send({
      to: '+14155550100',
      message: 'Hello',
    });
    expect(lines).toEqual(['Sign-in code for +14155550100: 123456', 'SMS to +14155550100: Hello']);
  });

  it('outbox appends one JSON line per message', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gw-outbox-'));
    const file = path.join(dir, 'nested', 'outbox.jsonl');
    const outbox = createOutboxSms(file, clock);
    await outbox.send(sms);
    await outbox.send({ to: '+14155550101', message: 'You were invited' });
    await outbox.send({
      to: '+14155550102',
      message: 'Groundwork: Olivia assigned you "Tile" https://gw.example/s/abc',
      kind: 'task_assignment',
      notificationId: '6f1c2d3e-0000-4000-8000-000000000001',
    });
    const lines = (await fs.readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        to: sms.to,
        body: sms.message,
        kind: 'sign_in_code',
        notificationId: null,
        code: '123456',
        message: sms.message,
        at: '2026-05-01T12:00:00.000Z',
      },
      {
        to: '+14155550101',
        body: 'You were invited',
        kind: 'message',
        notificationId: null,
        code: null,
        message: 'You were invited',
        at: '2026-05-01T12:00:00.000Z',
      },
      {
        to: '+14155550102',
        body: 'Groundwork: Olivia assigned you "Tile" https://gw.example/s/abc',
        kind: 'task_assignment',
        notificationId: '6f1c2d3e-0000-4000-8000-000000000001',
        code: null,
        message: 'Groundwork: Olivia assigned you "Tile" https://gw.example/s/abc',
        at: '2026-05-01T12:00:00.000Z',
      },
    ]);
    await fs.rm(dir, { recursive: true });
  });

  it('twilio posts the form Twilio expects with basic auth', async () => {
    const twilio = createTwilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiUrl: gateway.url,
    });
    await twilio.send(sms);
    const [request] = gateway.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: sms.to,
      From: '+15005550006',
      Body: sms.message,
    });
  });

  it('twilio reports a refusal', async () => {
    gateway.answerWith(400);
    const twilio = createTwilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15005550006',
      apiUrl: gateway.url,
    });
    await expect(twilio.send(sms)).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('webhook posts the JSON document with the bearer secret', async () => {
    await createWebhookSms(`${gateway.url}/sms`, 'hook-secret', clock).send(sms);
    const [request] = gateway.received;
    expect(request?.url).toBe('/sms');
    expect(request?.headers.authorization).toBe('Bearer hook-secret');
    expect(request?.headers['x-groundwork-signature']).toBe(
      webhookSignature('hook-secret', request?.body ?? ''),
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: sms.to,
      body: sms.message,
      kind: 'sign_in_code',
      notificationId: null,
      code: '123456',
      message: sms.message,
      at: '2026-05-01T12:00:00.000Z',
    });
  });

  it('webhook reports an unreachable gateway', async () => {
    await expect(
      createWebhookSms('http://127.0.0.1:9/sms', undefined, clock).send(sms),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  describe('through the app', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it.each([
      ['webhook', (url: string) => ({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${url}/sms` })],
      [
        'twilio',
        (url: string) => ({
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: 'AC9',
          TWILIO_AUTH_TOKEN: 'tok',
          TWILIO_FROM: '+15005550006',
          TWILIO_API_URL: url,
        }),
      ],
    ])('%s: a gateway error answers 502 and leaves no usable code', async (_name, env) => {
      const app = await buildApp({
        config: testConfig(env(gateway.url)),
        database,
        clock,
        logger: false,
      });
      await app.ready();
      holdAnswersToDocument(app);
      gateway.answerWith(500);
      const phoneNumber = _name === 'webhook' ? '+14155550110' : '+14155550111';
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { phoneNumber },
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: authMessages.sendFailed, code: 'BAD_GATEWAY' });
      // The gateway saw the code; it must not work, since the person never received it.
      const body = gateway.received.at(-1)?.body ?? '';
      const code =
        _name === 'webhook'
          ? JSON.parse(body).code
          : /(\d{6})/.exec(new URLSearchParams(body).get('Body') ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verify = await app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { phoneNumber, code },
      });
      expect(verify.statusCode).toBe(400);
      // And the person may try again at once.
      gateway.answerWith(200);
      const retried = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { phoneNumber },
      });
      expect(retried.statusCode).toBe(200);
      await app.close();
    });
  });
});
