import type pg from 'pg';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { createRecordingSms, testConfig, type TestContext } from './test-app';

export interface SecondInstance {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Another server instance on the PostgreSQL database of `ctx`, with the same clock: what a second
 * process behind the load balancer would be. Close it before `ctx`.
 */
export async function openSecondInstance(ctx: TestContext): Promise<SecondInstance> {
  if (ctx.database.kind !== 'postgres') throw new Error('a second instance needs PostgreSQL');
  const pool = (ctx.database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } })
    .$client;
  const url = pool.options.connectionString;
  if (!url) throw new Error('the test database has no connection string');
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({
    config: testConfig(),
    database,
    clock: ctx.clock,
    sms: createRecordingSms(),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
