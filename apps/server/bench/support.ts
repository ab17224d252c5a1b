/**
 * What the bench's runners share: reading a setting, forking a bench script as a process of its
 * own, a fresh PostgreSQL database per run, and (with BENCH_JSON) one JSON line per figure, so
 * that runs of two checkouts can be compared afterwards (bench/compare.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** A numeric setting from the environment, clamped to [min, max]. */
export function setting(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return Math.min(max, Math.max(min, value));
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const here = import.meta.dirname;

/** Forks a bench script (a path under bench/) under tsx; resolves with the first message it sends. */
export function start<T>(
  script: string,
  argument: unknown,
  execArgv: string[] = [],
): { child: ChildProcess; message: Promise<T> } {
  const child = fork(path.join(here, script), [JSON.stringify(argument)], {
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('error', () => undefined);
  const message = new Promise<T>((resolve, reject) => {
    child.once('message', (value) => resolve(value as T));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before answering`)));
  });
  return { child, message };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // The child may be leaving on its own already; a failed 'stop' is then no matter.
    if (child.connected) child.send('stop', (error) => error && child.kill('SIGTERM'));
    else child.kill('SIGTERM');
  });
}

/** A fresh database on the PostgreSQL server for one run, dropped afterwards. */
export async function withPostgresDatabase<T>(use: (url: string) => Promise<T>): Promise<T | null> {
  const name = `groundwork_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl} is unreachable (${String(error)}); skipping it.`);
    await admin.end().catch(() => undefined);
    return null;
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

/** One measured figure, as bench/compare.ts reads it. */
export interface Figure {
  suite: string;
  database: string;
  name: string;
  metric: string;
  value: number;
}

/**
 * Appends the figures to the file named by BENCH_JSON (nothing without it), each labelled with
 * BENCH_LABEL (by default the checkout's folder) and the run's start.
 */
export function recordFigures(figures: Figure[]): void {
  const file = process.env.BENCH_JSON;
  if (!file || figures.length === 0) return;
  const label = process.env.BENCH_LABEL ?? path.basename(path.resolve(here, '../../..'));
  const lines = figures.map((figure) => JSON.stringify({ label, run: runId, ...figure }));
  fs.appendFileSync(file, lines.join('\n') + '\n');
}

const runId = new Date().toISOString();
