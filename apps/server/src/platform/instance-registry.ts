import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ConfigError, type Config } from './config';
import { signingKeySource } from './storage/signed-urls';

const HEARTBEAT_INTERVAL_MS = 10_000;
/** An instance whose heartbeat is older than this has stopped (or lost its database). */
const RUNNING_WITHIN_SECONDS = 30;
// Any fixed number other than the migration and scheduler locks': instances starting together
// check and register one at a time, so neither misses the other.
const REGISTRY_LOCK_ID = 4_727_003;

/** What an instance shares with the others only if they agree on it. */
export interface InstanceSettings {
  storageDriver: Config['storage']['driver'];
  /** SHA-256 of the key that signs file addresses, hex: comparable without revealing the key. */
  signingKeyHash: string;
}

/** A running instance as another one sees it in `server_instances`. */
export interface RunningInstance extends InstanceSettings {
  hostname: string;
  pid: number;
}

export interface InstanceRegistration {
  /** Stops the heartbeat and removes this instance's row. */
  stop(): Promise<void>;
}

/**
 * The settings of this instance. Reads (or makes) the signing key in DATA_DIR when
 * FILE_SIGNING_SECRET is unset: with S3 storage the key still signs the addresses of files
 * served through the server, so it must be the same everywhere in every case.
 */
export function instanceSettingsOf(config: Config): InstanceSettings {
  const key = signingKeySource(config.fileSigningSecret, config.dataDir)();
  return {
    storageDriver: config.storage.driver,
    signingKeyHash: crypto.createHash('sha256').update(key).digest('hex'),
  };
}

/** Why this instance must not run beside `other`, naming the setting to change; null when it may. */
export function conflictBetween(self: InstanceSettings, other: RunningInstance): string | null {
  const where = `Another Groundwork instance is running on this database (${other.hostname}, process ${other.pid})`;
  if (self.storageDriver === 'local' || other.storageDriver === 'local') {
    const which =
      self.storageDriver === other.storageDriver
        ? 'both use'
        : self.storageDriver === 'local'
          ? 'this one uses'
          : 'it uses';
    return (
      `${where} and ${which} STORAGE_DRIVER=local: files stored on one machine's disk cannot be ` +
      'read by the other instances. Set STORAGE_DRIVER=s3 (and S3_*) on every instance.'
    );
  }
  if (self.signingKeyHash !== other.signingKeyHash) {
    return (
      `${where} with a different file signing key: addresses one signs, the other refuses. ` +
      'Set the same FILE_SIGNING_SECRET on every instance.'
    );
  }
  return null;
}

// One statement registers the instance and refreshes its heartbeat: a row removed while this
// instance was paused past RUNNING_WITHIN_SECONDS (taken for stopped) comes back.
const upsertInstance = `
  insert into server_instances
    (id, hostname, pid, started_at, heartbeat_at, storage_driver, signing_key_hash)
  values ($1, $2, $3, now(), now(), $4, $5)
  on conflict (id) do update set heartbeat_at = now()`;

/**
 * Registers this instance in `server_instances` (PostgreSQL) and refreshes its heartbeat every
 * 10 s, after refusing, with a ConfigError naming the setting, to run beside a running instance
 * whose settings would lose data with these. Times are the database's, so the instances' clocks
 * need not agree. (PGlite needs none of this: DATA_DIR's lock keeps it to one process.)
 */
export async function registerInstance(
  pool: pg.Pool,
  self: InstanceSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  heartbeatMs = HEARTBEAT_INTERVAL_MS,
): Promise<InstanceRegistration> {
  const id = crypto.randomUUID();
  const row = [id, os.hostname(), process.pid, self.storageDriver, self.signingKeyHash];
  await claimPlace(pool, self, row);

  let beating: Promise<unknown> | null = null;
  const heartbeat = setInterval(() => {
    beating ??= pool
      .query(upsertInstance, row)
      .catch((error: unknown) => log.warn({ err: error }, 'the instance heartbeat failed'))
      .finally(() => {
        beating = null;
      });
  }, heartbeatMs).unref();

  return {
    async stop() {
      clearInterval(heartbeat);
      await beating;
      await pool
        .query('delete from server_instances where id = $1', [id])
        .catch((error: unknown) => log.warn({ err: error }, 'the instance row was not removed'));
    },
  };
}

/** Refuses (ConfigError) or inserts this instance's row, one starting instance at a time. */
async function claimPlace(pool: pg.Pool, self: InstanceSettings, row: unknown[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [REGISTRY_LOCK_ID]);
    await client.query(
      `delete from server_instances where heartbeat_at < now() - make_interval(secs => $1)`,
      [RUNNING_WITHIN_SECONDS],
    );
    const running = await client.query<RunningInstance>(
      `select hostname, pid, storage_driver as "storageDriver", signing_key_hash as "signingKeyHash"
       from server_instances order by started_at`,
    );
    const conflict = running.rows.map((other) => conflictBetween(self, other)).find(Boolean);
    if (conflict) throw new ConfigError(conflict);
    await client.query(upsertInstance, row);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
