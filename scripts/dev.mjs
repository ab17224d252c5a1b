#!/usr/bin/env node
// `npm run dev`: the API (restarting on change) and Vite's dev server (hot reload), together.
// Open http://localhost:5173; Vite forwards /api to the API on API_PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const apiPort = process.env.API_PORT ?? '3000';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    // The server's script runs in apps/server; keep the data where `npm start` keeps it.
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
}
