import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health in ${timeoutMs} ms`);
}

/** Starts Groundwork the way a person does (`npm start`), on an empty data directory. */
export default async function setup(project: TestProject) {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-e2e-'));
  const outboxFile = path.join(dataRoot, 'sms-outbox.jsonl');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataRoot, 'data'),
    SMS_PROVIDER: 'outbox',
    SMS_OUTBOX_FILE: outboxFile,
    LOG_LEVEL: 'warn',
    // Each browser context says which device it is (support/browser.ts), as a proxy would.
    TRUST_PROXY: 'true',
  };
  delete env.DATABASE_URL;
  const server = spawn('npm', ['start'], { cwd: root, env, stdio: 'inherit', detached: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, 150_000);
  project.provide('baseUrl', baseUrl);
  project.provide('outboxFile', outboxFile);

  return async () => {
    // npm starts the server as a child: stop the whole group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
