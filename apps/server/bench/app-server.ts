/**
 * The real app in its own process for the bench: opens the database named on the command line,
 * seeds every scenario set, listens on loopback and reports its port and scenarios to the parent.
 */
import fs from 'node:fs';
import type { DatabaseTarget } from '../src/platform/database';
import { startBenchApp } from './bench-app';
import type { Scenario } from './scenario';
import { scenarioSets } from './scenarios';

export interface AppServerReady {
  port: number;
  databaseKind: string;
  scenarios: Scenario[];
}

const target = JSON.parse(process.argv[2] ?? '{"kind":"pglite-memory"}') as DatabaseTarget;
const { app, database, dataDir, ctx } = await startBenchApp(target, {
  ANSWER_CACHE_MB: process.env.ANSWER_CACHE_MB,
});

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
