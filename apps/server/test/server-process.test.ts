import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getOnNewConnection, startSignIn } from './raw-http';

const serverEntry = path.join(import.meta.dirname, '../src/server.ts');
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-process-'));
const dataDir = path.join(dataRoot, 'data');
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
}

/**
 * Starts `server.ts` as `npm start` would, on the shared data directory and a free port (and on
 * the embedded database unless `settings` name one).
 */
function startServer(settings: Record<string, string> = {}): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'outbox',
    SMS_OUTBOX_FILE: path.join(dataRoot, 'outbox.jsonl'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  Object.assign(env, settings);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { env, stdio: 'pipe' });
  children.push(child);
  let output = '';
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+) /.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then(({ code }) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  // Only a server expected to start is awaited for its address.
  url.catch(() => undefined);
  return { child, url, exit };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses a second server on the same data directory, survives a killed one, and shuts down cleanly', async () => {
    const first = startServer();
    const firstUrl = await first.url;
    const health = await fetch(`${firstUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const second = startServer();
    const refused = await second.exit;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Another Groundwork server');
    expect(refused.output).toContain(dataDir);

    // A killed server leaves its lock behind; the next start must not be blocked by it.
    first.child.kill('SIGKILL');
    await first.exit;
    expect(fs.existsSync(path.join(dataDir, 'groundwork.lock'))).toBe(true);

    const third = startServer();
    const thirdUrl = await third.url;
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);

    third.child.kill('SIGTERM');
    expect((await third.exit).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'groundwork.lock'))).toBe(false);
  }, 120_000);

  it('on SIGTERM reports not ready, finishes the request in flight, refuses what comes after, and exits 0', async () => {
    // A drain delay long enough for the checks below on a loaded machine.
    const server = startServer({ SHUTDOWN_DRAIN_DELAY_MS: '4000' });
    const port = Number(new URL(await server.url).port);
    const inFlight = startSignIn(port, '+14155550142');
    await sleep(200);

    server.child.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        const ready = await getOnNewConnection(port, '/api/health/ready');
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toEqual({
          error: 'Shutting down',
          code: 'SERVICE_UNAVAILABLE',
        });
      },
      { timeout: 3000, interval: 50 },
    );
    expect((await getOnNewConnection(port, '/api/health')).status).toBe(200);

    // Once the drain delay is over, a new connection is refused, or answered in the API's shape.
    await vi.waitFor(
      async () => {
        const late = await getOnNewConnection(port, '/api/health').catch((error: Error) => error);
        if (late instanceof Error) expect(late.message).toMatch(/ECONNREFUSED/);
        else expect(JSON.parse(late.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      },
      { timeout: 10_000, interval: 50 },
    );

    inFlight.socket.write(inFlight.rest);
    expect(await inFlight.closed).toMatch(/^HTTP\/1\.1 200 [^]*\{"success":true\}$/);
    expect((await server.exit).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'groundwork.lock'))).toBe(false);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('server processes sharing PostgreSQL', () => {
  const name = `groundwork_test_${crypto.randomBytes(6).toString('hex')}`;
  /** The address of `database` on the PostgreSQL server of DATABASE_URL (its own by default). */
  const urlOf = (database?: string) => {
    const url = new URL(process.env.DATABASE_URL as string);
    if (database) url.pathname = `/${database}`;
    return url.toString();
  };
  const query = async (url: string, statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'groundwork',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    FILE_SIGNING_SECRET: 'a'.repeat(32),
  };

  afterAll(() => query(urlOf(), `drop database if exists ${name} with (force)`));

  it('refuse to start beside a running instance whose settings would lose data, naming the setting', async () => {
    await query(urlOf(), `create database ${name}`);
    const settings = { ...s3, DATABASE_URL: urlOf(name) };
    const first = startServer(settings);
    await first.url;

    const otherKey = await startServer({ ...settings, FILE_SIGNING_SECRET: 'b'.repeat(32) }).exit;
    expect(otherKey.code).toBe(1);
    expect(otherKey.output).toContain('Set the same FILE_SIGNING_SECRET on every instance.');
    expect(otherKey.output).not.toMatch(/\n\s+at /);

    const localFiles = await startServer({ ...settings, STORAGE_DRIVER: 'local' }).exit;
    expect(localFiles.code).toBe(1);
    expect(localFiles.output).toContain('this one uses STORAGE_DRIVER=local');

    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
    expect(await query(urlOf(name), 'select id from server_instances')).toEqual([]);
  }, 120_000);
});
