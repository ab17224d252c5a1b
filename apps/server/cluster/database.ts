/**
 * The cluster test's own PostgreSQL database: created fresh on DATABASE_URL's server, read
 * directly for the truth after the load, dropped at the end (also from an 'exit' handler).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export interface ClusterDatabase {
  name: string;
  /** The connection string of the fresh database. */
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Closes the reading pool and drops the database. */
  drop(): Promise<void>;
  /** The same, synchronously (for an 'exit' handler); a no-op once dropped. */
  dropSync(): void;
}

/** Drops the database `name` on the server, with whoever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `groundwork_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let dropped = false;
  return {
    name,
    url,
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await pool.query<T>(sql, params)).rows;
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => undefined);
      await dropDatabase(serverUrl, name);
    },
    dropSync() {
      if (dropped) return;
      dropped = true;
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'drop-database.ts'), serverUrl, name],
        { stdio: 'inherit', timeout: 20_000 },
      );
    },
  };
}
