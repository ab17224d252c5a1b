#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the server, which applies migrations and serves the API and the web app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// Every build of the current config writes it; a dist without one is older (perhaps a
// development build) and is built again.
const builtManifest = path.join(root, 'apps/web/dist/.vite/manifest.json');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

/** The newest modification time below a file or folder. */
function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
      stat.mtimeMs,
    );
}

function isWebBuildCurrent() {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtManifest)) return false;
  const built = fs.statSync(builtIndex).mtimeMs;
  return webSources.every((source) => newestChange(path.join(root, source)) <= built);
}

/** The files a build wrote, leaving out their compressed copies and Vite's own folder. */
function countBuiltFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.isDirectory()) {
      return entry.name === '.vite'
        ? count
        : count + countBuiltFiles(path.join(folder, entry.name));
    }
    return /\.(br|gz)$/.test(entry.name) ? count : count + 1;
  }, 0);
}

if (!isWebBuildCurrent()) {
  console.log('Building the web app...');
  const started = performance.now();
  // Vite lists every file it writes, each three times (with its .br and .gz): hundreds of lines
  // above the sign-in code. At log level warn it prints only warnings and errors; --silent
  // leaves out npm's own lines.
  const build = spawnSync(
    'npm',
    ['run', 'build', '--silent', '-w', 'apps/web', '--', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Vite builds React's development bundle (several times larger) when the shell has
      // NODE_ENV=development; what `npm start` serves is always the production bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) {
    console.error('The web app could not be built (see the messages above).');
    process.exit(build.status ?? 1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built the web app in ${seconds} s (${countBuiltFiles(webDist)} files in apps/web/dist).`,
  );
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
// The server drains on SIGTERM or SIGINT and exits 0 once it is done; this process waits for it
// and exits with its code. (A Ctrl-C reaches the server twice, from the terminal and from here:
// it takes repeats that close together for one signal.)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// npm runs this script through `sh -c`, which a SIGTERM sent to npm stops without passing it on;
// a parent killed outright passes nothing on either. Either way this process runs on under another
// parent, with nobody left to stop the server: take that for a SIGTERM.
const parentAtStart = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(parentWatch);
  server.kill('SIGTERM');
}, 500);
server.on('exit', (code, signal) => {
  clearInterval(parentWatch);
  process.exit(code ?? (signal ? 1 : 0));
});
