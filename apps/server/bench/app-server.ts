/**
 * The real app in its own process for the bench: opens the database named on the command line,
 * seeds every scenario set, listens on loopback and reports its port and scenarios to the parent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type DatabaseTarget } from '../src/platform/database';
import * as authRepository from '../src/modules/auth/auth.repository';
import { openSession } from '../src/modules/auth/auth.service';
import type { BenchUser, Scenario, SeedContext } from './scenario';
import { scenarioSets } from './scenarios';

export interface AppServerReady {
  port: number;
  databaseKind: string;
  scenarios: Scenario[];
}

const target = JSON.parse(process.argv[2] ?? '{"kind":"pglite-memory"}') as DatabaseTarget;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  SMS_PROVIDER: 'console',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  ANSWER_CACHE_MB: process.env.ANSWER_CACHE_MB,
});
const database = await openDatabase(target);
const app = await buildApp({ config, database });

let phoneSequence = 0;
const SESSION_TTL_MS = config.sessionTtlDays * 24 * 60 * 60 * 1000;
const ctx: SeedContext = {
  app,
  db: database.db,
  async createUser(name = null): Promise<BenchUser> {
    phoneSequence += 1;
    const now = new Date();
    const phoneNumber = `+1415555${String(1000 + phoneSequence).padStart(4, '0')}`;
    const row = await authRepository.upsertUserByPhone(database.db, phoneNumber, now);
    if (name !== null) await authRepository.updateUserName(database.db, row.id, name, now);
    const token = await openSession(database.db, row.id, now, SESSION_TTL_MS);
    return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
  },
};

const scenarios: Scenario[] = [];
for (const set of scenarioSets) scenarios.push(...(await set.seed(ctx)));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());

process.send?.({ port, databaseKind: database.kind, scenarios } satisfies AppServerReady);
