/**
 * The real app for a bench process (bench/app-server.ts, bench/changes/instance.ts), with a seed
 * context that makes signed-in users straight in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type DatabaseTarget } from '../src/platform/database';
import * as authRepository from '../src/modules/auth/auth.repository';
import { openSession } from '../src/modules/auth/auth.service';
import type { BenchUser, SeedContext } from './scenario';

/** Builds the app on `target` (not yet listening), with production settings on loopback. */
export async function startBenchApp(
  target: DatabaseTarget,
  env: Record<string, string | undefined> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'console',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...env,
  });
  const database = await openDatabase(target);
  const app = await buildApp({ config, database });
  let phoneSequence = 0;
  const sessionTtlMs = config.sessionTtlDays * 24 * 60 * 60 * 1000;
  const ctx: SeedContext = {
    app,
    db: database.db,
    async createUser(name = null): Promise<BenchUser> {
      phoneSequence += 1;
      const now = new Date();
      const phoneNumber = `+1415555${String(1000 + phoneSequence).padStart(4, '0')}`;
      const row = await authRepository.upsertUserByPhone(database.db, phoneNumber, now);
      if (name !== null) await authRepository.updateUserName(database.db, row.id, name, now);
      const token = await openSession(database.db, row.id, now, sessionTtlMs);
      return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
    },
  };
  let stopping = false;
  /** Closes the app and its database, removes its data folder and ends the process (once). */
  async function stopAndExit(): Promise<void> {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
  return { app, database, dataDir, ctx, stopAndExit };
}
