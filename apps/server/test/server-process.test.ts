import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, '../src/server.ts');
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-process-'));
const dataDir = path.join(dataRoot, 'data');
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
}

/** Starts `server.ts` as `npm start` would, on the shared data directory and a free port. */
function startServer(): Started {
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
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { env, stdio: 'pipe' });
  children.push(child);
  let output = '';
  const url = new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+) /.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
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
});
