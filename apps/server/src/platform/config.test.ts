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
      answerCacheBytes: 16 * 1024 * 1024,
    });
    expect(loadConfig({ ANSWER_CACHE_MB: '0' }).answerCacheBytes).toBe(0);
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
    [{ ANSWER_CACHE_MB: '-1' }, 'ANSWER_CACHE_MB'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ FILE_SIGNING_SECRET: 'short' }, 'FILE_SIGNING_SECRET'],
    [{ SHUTDOWN_DRAIN_DELAY_MS: '-1' }, 'SHUTDOWN_DRAIN_DELAY_MS'],
    [{ SHUTDOWN_DRAIN_DELAY_MS: 'soon' }, 'SHUTDOWN_DRAIN_DELAY_MS'],
    [{ SHUTDOWN_GRACE_MS: '1.5' }, 'SHUTDOWN_GRACE_MS'],
    [{ SHUTDOWN_GRACE_MS: '3600000' }, 'SHUTDOWN_GRACE_MS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('accepts console in production when chosen explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' }).sms.provider).toBe(
      'console',
    );
  });

  it('stores files under DATA_DIR/files unless S3 is chosen', () => {
    const config = loadConfig({ DATA_DIR: 'd' }, '/x');
    expect(config.storage).toEqual({ driver: 'local', directory: '/x/d/files' });
    expect(config.fileSigningSecret).toBeUndefined();
  });

  it('takes every S3 setting, and names each one missing', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'groundwork',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'groundwork',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...s3, S3_REGION: '', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'Invalid configuration:\n  S3_REGION: required when STORAGE_DRIVER=s3\n  S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    );
  });

  it('drains for 2 s before stopping in production only, and gives requests 10 s to finish', () => {
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'console' };
    expect(loadConfig(production).shutdown).toEqual({ drainDelayMs: 2000, graceMs: 10_000 });
    expect(loadConfig({}).shutdown).toEqual({ drainDelayMs: 0, graceMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'test' }).shutdown.drainDelayMs).toBe(0);
    expect(
      loadConfig({ ...production, SHUTDOWN_DRAIN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '30000' })
        .shutdown,
    ).toEqual({ drainDelayMs: 0, graceMs: 30_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '5000' }).shutdown.drainDelayMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '' }).shutdown.drainDelayMs).toBe(0);
  });
});
