import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a laptop', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      sms: { provider: 'console' },
      sessionTtlDays: 30,
    });
  });

  it('puts the outbox in the data directory unless told otherwise', () => {
    expect(loadConfig({ SMS_PROVIDER: 'outbox', DATA_DIR: 'd' }, '/x').sms).toEqual({
      provider: 'outbox',
      outboxFile: path.join('/x/d', 'sms-outbox.jsonl'),
    });
    expect(loadConfig({ SMS_PROVIDER: 'outbox', SMS_OUTBOX_FILE: '/tmp/o.jsonl' }).sms).toEqual({
      provider: 'outbox',
      outboxFile: '/tmp/o.jsonl',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_WEBHOOK_URL'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('accepts console in production when chosen explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' }).sms.provider).toBe(
      'console',
    );
  });
});
