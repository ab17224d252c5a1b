#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, builds the
// server, then runs it, which applies migrations and serves the API and the web app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// The server runs as JavaScript built from its sources (a fraction of a second), in this process:
// no TypeScript loader and no second Node process to hold in memory.
const serverBuild = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/scripts/build.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (serverBuild.status !== 0) {
  console.error('The server could not be built (see the messages above).');
  process.exit(serverBuild.status ?? 1);
}

// npm runs this script through `sh -c`, which a SIGTERM sent to npm stops without passing it on;
// a parent killed outright passes nothing on either. Either way this process runs on under another
// parent, with nobody left to stop it: take that for a SIGTERM (the server drains and exits 0).
const parentAtStart = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(parentWatch);
  process.kill(process.pid, 'SIGTERM');
}, 500);
parentWatch.unref();

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.mjs')).href);
