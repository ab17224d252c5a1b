/**
 * The real app in its own process for the bench: opens the database named on the command line,
 * seeds every scenario set, listens on loopback and reports its port and scenarios to the parent.
 */
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
const { app, database, ctx, stopAndExit } = await startBenchApp(target, {
  ANSWER_CACHE_MB: process.env.ANSWER_CACHE_MB,
});

const scenarios: Scenario[] = [];
for (const set of scenarioSets) scenarios.push(...(await set.seed(ctx)));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message) => {
  if (message === 'stop') void stopAndExit();
});
process.on('disconnect', () => void stopAndExit());
process.on('SIGTERM', () => void stopAndExit());

process.send?.({ port, databaseKind: database.kind, scenarios } satisfies AppServerReady);
