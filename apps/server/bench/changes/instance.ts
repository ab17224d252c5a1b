/**
 * One app instance for the change-record bench (bench/changes/suite.ts), in its own process: the
 * real app on loopback, on the database named on the command line, like bench/app-server.ts but
 * without the read scenarios. The first instance of a run seeds the bench's workspace
 * (bench/changes/seed.ts); the others share its database. It counts the statements it sends to
 * PostgreSQL and answers each 'stats' message with that count and its memory (after a GC when run
 * with --expose-gc).
 */
import pg from 'pg';
import type { DatabaseTarget } from '../../src/platform/database';
import { startBenchApp } from '../bench-app';
import { seedChangeWorld, type ChangeWorld } from './seed';

export interface InstanceOptions {
  target: DatabaseTarget;
  /** Seed the bench's workspace with this many watchers (the first instance only). */
  seedWatchers?: number;
}

export interface InstanceReady {
  port: number;
  world: ChangeWorld | null;
}

export interface InstanceStats {
  /** Statements sent to PostgreSQL since the start (every `query` of a pg client). */
  statements: number;
  rss: number;
  heapUsed: number;
  /** Memory of Buffers and other objects outside the JavaScript heap. */
  external: number;
}

let statements = 0;
// Every pool connection and the LISTEN connection are pg.Client instances.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...values: unknown[]) => unknown).apply(this, args);
} as typeof query;

const options = JSON.parse(process.argv[2] ?? '{}') as InstanceOptions;
const { app, ctx, stopAndExit } = await startBenchApp(options.target);

const world = options.seedWatchers ? await seedChangeWorld(ctx, options.seedWatchers) : null;
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message) => {
  if (message === 'stop') void stopAndExit();
  if (message === 'stats') void sendStats();
});
process.on('disconnect', () => void stopAndExit());

async function sendStats() {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice, a moment apart: what the first frees lets the second return pages.
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ statements, rss, heapUsed, external } satisfies InstanceStats);
}
process.on('SIGTERM', () => void stopAndExit());

process.send?.({ port, world } satisfies InstanceReady);
