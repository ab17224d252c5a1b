import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';

/** One type for both drivers: repositories take this (or a transaction of it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a repository can run a query on. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * The server processes behind this handle's connections (PostgreSQL; none embedded): a
   * notification sent by one of them came from this instance.
   */
  ownBackends: ReadonlySet<number>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '../db/migrations');

// Any fixed number: it keeps two instances starting together from migrating at once.
const MIGRATION_LOCK_ID = 4_727_001;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'pglite-memory';
      /** A data directory PGlite dumped (`dumpDataDir`), to start from instead of an empty one. */
      from?: Blob;
    };

/**
 * The embedded server's memory settings. PostgreSQL's defaults (128 MB of shared buffers among
 * them) suit a machine of its own; embedded, every page of them stays resident in this process,
 * and a small team's data fits in far less.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/** Search's typo matching (migration 0013); PostgreSQL ships it as a contrib extension. */
const extensions = { pg_trgm };

/**
 * Creates an embedded data directory, and brings its schema up to date, in a process of its own.
 * Creating one (initdb) leaves several hundred megabytes of memory behind that the WebAssembly
 * heap never gives back, and running every migration some 40 MB more; the server then opens the
 * directory like any later start, with nothing left to migrate.
 */
function createEmbeddedDataDir(dataDir: string) {
  const modules = {
    pglite: import.meta.resolve('@electric-sql/pglite'),
    drizzle: import.meta.resolve('drizzle-orm/pglite'),
    migrator: import.meta.resolve('drizzle-orm/pglite/migrator'),
    pgTrgm: import.meta.resolve('@electric-sql/pglite/contrib/pg_trgm'),
  };
  const script = `const { PGlite } = await import(${JSON.stringify(modules.pglite)});
    const { drizzle } = await import(${JSON.stringify(modules.drizzle)});
    const { migrate } = await import(${JSON.stringify(modules.migrator)});
    const { pg_trgm } = await import(${JSON.stringify(modules.pgTrgm)});
    const db = await PGlite.create(${JSON.stringify(dataDir)}, { extensions: { pg_trgm } });
    await migrate(drizzle({ client: db }), { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
    await db.close();`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.status !== 0)
    throw new Error(`the embedded database could not be created in ${dataDir}`);
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    if (!fs.existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
      createEmbeddedDataDir(target.dataDir);
    }
  }
  const client =
    target.kind === 'pglite'
      ? await PGlite.create(target.dataDir, { postgresqlconf: EMBEDDED_SETTINGS, extensions })
      : await PGlite.create({
          loadDataDir: target.from,
          postgresqlconf: EMBEDDED_SETTINGS,
          extensions,
        });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ownBackends: new Set(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const ownBackends = new Set<number>();
  // node-postgres keeps a connection's backend process id, untyped.
  const backendOf = (client: pg.PoolClient) =>
    (client as unknown as { processID: number }).processID;
  pool.on('connect', (client) => ownBackends.add(backendOf(client)));
  pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ownBackends,
    close: () => pool.end(),
  };
}
