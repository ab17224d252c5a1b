import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory', from: pgliteTemplate() });

  const name = `groundwork_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let template: Blob | undefined;

/**
 * The migrated data directory the test run's global setup dumped, read once per test file. Outside
 * a test run (a script using the test app) there is none, and the database starts empty.
 */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.VITEST ? inject('pgliteTemplatePath') : undefined;
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}
