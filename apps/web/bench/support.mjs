// Helpers the benches share: building the web app, serving its build with generated API answers,
// launching Chromium and recording frame times.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');

export const WORKSPACE_ID = '00000000-0000-4000-8000-000000000001';
export const USER_ID = '00000000-0000-4000-8000-000000000002';
export const uuid = (kind, n) => `00000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`;
export const at = '2026-01-05T12:00:00.000Z';

/** Builds apps/web unless BENCH_SKIP_BUILD=1 (or it was built already in this process). */
let built = false;
export function buildWebApp() {
  if (built || process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('Building apps/web...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  built = true;
}

/**
 * Starts the real app, seeded (apps/server/bench/first-visit-server.ts: PGlite in memory, one
 * project of 200 tasks): answers its address, the owner's token, the paths of the project's task
 * list, of its newest task and of the workspace page, and `stop`.
 */
export async function startSeededServer() {
  const serverRoot = path.resolve(webRoot, '../server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/first-visit-server.ts'], {
    cwd: serverRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      // The app's own log lines are JSON too.
      const parsed = line.startsWith('{') ? JSON.parse(line) : null;
      if (parsed?.port) resolve(parsed);
    });
  });
  return {
    base: `http://127.0.0.1:${ready.port}`,
    token: ready.token,
    path: ready.path,
    taskPath: ready.taskPath,
    workspacePath: ready.workspacePath,
    // Closing its stdin stops it.
    stop: () => {
      child.stdin.end();
      return exited;
    },
  };
}

/** The signed-in person and their workspace, as the app shell and the workspace page ask. */
export function generateWorkspaceShell() {
  const user = { id: USER_ID, name: 'Bench Person', phoneNumber: '+15550000000' };
  const workspace = {
    id: WORKSPACE_ID,
    name: 'Generated Works',
    description: null,
    ownerId: USER_ID,
    isOwner: true,
    role: 'admin',
    createdAt: at,
    updatedAt: at,
    members: [
      {
        id: uuid('a000', 1),
        userId: USER_ID,
        role: 'admin',
        status: 'active',
        isOwner: true,
        invitedAt: at,
        joinedAt: at,
        user,
      },
    ],
  };
  return { user, workspace };
}

/** Answers of the app shell's own calls; null for anything else. */
export function shellAnswer(data, url) {
  const { pathname } = url;
  if (pathname === '/api/auth/me') {
    return { user: data.user, session: { id: uuid('e000', 1), createdAt: at, expiresAt: at } };
  }
  if (pathname === '/api/workspaces') return { workspaces: [data.workspace] };
  if (pathname === `/api/workspaces/${WORKSPACE_ID}`) return data.workspace;
  if (pathname === '/api/workspaces/invitations') return { invitations: [] };
  return null;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

function readBody(request) {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body ? JSON.parse(body) : undefined));
  });
}

/**
 * Serves apps/web/dist, with /api/* answered by `answer(url, method, body)` (null: 404) and a
 * quiet live-event stream.
 */
export function serve(answer) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/events') {
      // The live stream stays open and quiet: nothing changes during the bench.
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write(': open\n\n');
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const body = await readBody(request);
      const result = answer(url, request.method ?? 'GET', body);
      response.writeHead(result ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result ?? { error: 'Not found', code: 'NOT_FOUND' }));
      return;
    }
    const file = path.join(distDir, path.normalize(url.pathname));
    const found =
      file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()
        ? file
        : path.join(distDir, 'index.html');
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(found)] ?? 'application/octet-stream',
    });
    fs.createReadStream(found).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** A signed-in browser context (`token` in localStorage) at a desktop size. */
export async function signedInContext(browser, token = 'bench-token') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  return context;
}

/** Starts recording the gap between animation frames in the page. */
export function startFrames(page) {
  return page.evaluate(() => {
    globalThis.__stopFrames = false;
    globalThis.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      globalThis.__frames.push(now - last);
      last = now;
      if (!globalThis.__stopFrames) globalThis.requestAnimationFrame(tick);
    };
    globalThis.requestAnimationFrame(tick);
  });
}

/** Stops recording and answers the frame times (the first, partial one left out). */
export function stopFrames(page) {
  return page.evaluate(() => {
    globalThis.__stopFrames = true;
    return globalThis.__frames.slice(1);
  });
}

export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
