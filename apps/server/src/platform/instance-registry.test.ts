import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';
import { ConfigError } from './config';
import type { DatabaseHandle } from './database';
import {
  conflictBetween,
  instanceSettingsOf,
  registerInstance,
  type InstanceRegistration,
  type InstanceSettings,
} from './instance-registry';
import { postgresPool } from './scheduler';

const s3Env = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'groundwork',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const secret = 'a'.repeat(32);
const s3 = instanceSettingsOf(testConfig({ ...s3Env, FILE_SIGNING_SECRET: secret }));
const s3OtherKey = instanceSettingsOf(
  testConfig({ ...s3Env, FILE_SIGNING_SECRET: 'b'.repeat(32) }),
);
const local = instanceSettingsOf(testConfig({ FILE_SIGNING_SECRET: secret }));
const running = (settings: InstanceSettings) => ({ ...settings, hostname: 'web-1', pid: 42 });

describe('conflictBetween', () => {
  it.each([
    ['this one is local', local, s3, /and this one uses STORAGE_DRIVER=local/],
    ['the other one is local', s3, local, /and it uses STORAGE_DRIVER=local/],
    ['both are local', local, local, /and both use STORAGE_DRIVER=local/],
    ['the signing keys differ', s3, s3OtherKey, /same FILE_SIGNING_SECRET on every instance/],
  ])('refuses when %s, naming the setting', (_case, self, other, message) => {
    const conflict = conflictBetween(self, running(other));
    expect(conflict).toMatch(message);
    expect(conflict).toMatch(
      /^Another Groundwork instance is running on this database \(web-1, process 42\)/,
    );
  });

  it('accepts S3 storage and the same key', () => {
    expect(conflictBetween(s3, running({ ...s3 }))).toBeNull();
  });

  it('hashes the signing key rather than storing it', () => {
    expect(s3.signingKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s3.signingKeyHash).not.toContain(secret);
    expect(s3.signingKeyHash).toBe(local.signingKeyHash);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('registerInstance on PostgreSQL', () => {
  let database: DatabaseHandle;
  let pool: pg.Pool;
  const registrations: InstanceRegistration[] = [];
  const log = { warn: vi.fn() };
  const register = async (settings: InstanceSettings, heartbeatMs?: number) => {
    const registration = await registerInstance(pool, settings, log, heartbeatMs);
    registrations.push(registration);
    return registration;
  };
  const rows = async () =>
    (
      await pool.query<{ pid: number; storage_driver: string; heartbeat_at: Date }>(
        'select pid, storage_driver, heartbeat_at from server_instances',
      )
    ).rows;

  beforeAll(async () => {
    database = await openTestDatabase();
    pool = postgresPool(database) as pg.Pool;
  });
  afterEach(async () => {
    for (const registration of registrations.splice(0)) await registration.stop();
    await pool.query('delete from server_instances');
  });
  afterAll(() => database.close());

  it('lets instances with S3 storage and one key run together, each in its own row', async () => {
    await register(s3);
    await register(s3);
    expect(await rows()).toEqual([
      expect.objectContaining({ pid: process.pid, storage_driver: 's3' }),
      expect.objectContaining({ pid: process.pid, storage_driver: 's3' }),
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('refuses a second instance when either keeps files on its own disk', async () => {
    await register(local);
    await expect(register(s3)).rejects.toThrow(ConfigError);
    await expect(register(s3)).rejects.toThrow(/STORAGE_DRIVER=local/);
    expect(await rows()).toHaveLength(1);

    for (const registration of registrations.splice(0)) await registration.stop();
    await register(s3);
    await expect(register(local)).rejects.toThrow(/this one uses STORAGE_DRIVER=local/);
  });

  it('refuses a second instance that signs file addresses with another key', async () => {
    await register(s3);
    await expect(register(s3OtherKey)).rejects.toThrow(/FILE_SIGNING_SECRET/);
  });

  it('forgets an instance that stopped without a word once its heartbeat is 30 s old', async () => {
    await register(local);
    await pool.query(`update server_instances set heartbeat_at = now() - interval '29 seconds'`);
    await expect(register(s3)).rejects.toThrow(ConfigError);
    await pool.query(`update server_instances set heartbeat_at = now() - interval '31 seconds'`);
    await register(s3);
    expect(await rows()).toEqual([expect.objectContaining({ storage_driver: 's3' })]);
  });

  it('refreshes its heartbeat while it runs, and removes its row when it stops', async () => {
    const registration = await register(s3, 50);
    await pool.query(`update server_instances set heartbeat_at = now() - interval '1 minute'`);
    await vi.waitFor(
      async () => {
        const [row] = await rows();
        expect(Date.now() - (row?.heartbeat_at.getTime() ?? 0)).toBeLessThan(5000);
      },
      { timeout: 10_000 },
    );
    await registration.stop();
    expect(await rows()).toEqual([]);
  });

  it('registers one at a time, so that two starting together do not both miss the other', async () => {
    const results = await Promise.allSettled([register(local), register(s3)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rows()).toHaveLength(1);
  });
});
