/**
 * The processes of the cluster test: server instances, HAProxy and the helpers that start, watch
 * and stop them. Every child is remembered, so that whatever way the runner leaves, none outlives
 * it (see `killEveryChild`, called from the runner's 'exit' handler).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The repository root: instances run from there, as `npm start` and the image do. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The server as production runs it (`npm run build -w apps/server`). */
const SERVER_BUNDLE = 'apps/server/dist/server.mjs';

/** Builds the server's JavaScript from its sources, which every instance then runs. */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server could not be built');
}

const children = new Set<ChildProcess>();

/** SIGKILLs every child still running; synchronous, so it may run in an 'exit' handler. */
export function killEveryChild(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Managed {
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<Exit>;
  isRunning(): boolean;
}

/** Starts a process whose output goes to `logFile` (appended, so restarts keep one file). */
function startProcess(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Managed {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  children.add(child);
  let running = true;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      children.delete(child);
      resolve({ code, signal });
    });
    child.once('error', () => {
      running = false;
      children.delete(child);
      resolve({ code: null, signal: null });
    });
  });
  return { child, exited, isRunning: () => running };
}

/** The last lines of a log file, for a failure message. */
export function tailOf(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` until it answers 200, the process exits, or `timeoutMs` passes. */
export async function waitForOk(url: string, managed: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!managed.isRunning()) throw new Error(`exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** One Groundwork server process on a fixed loopback port (a restart reuses the port). */
export class ServerInstance {
  private managed: Managed | null = null;
  readonly url: string;
  /** Milliseconds since the epoch of each start, kill and exit, for the report. */
  readonly events: { at: number; what: string }[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the process and waits until it answers `/api/health`. */
  async start(timeoutMs = 90_000): Promise<void> {
    if (this.managed?.isRunning()) throw new Error(`${this.name} is already running`);
    this.events.push({ at: Date.now(), what: 'start' });
    const managed = startProcess(process.execPath, [SERVER_BUNDLE], {
      env: { ...this.env, PORT: String(this.port) },
      cwd: repoRoot,
      logFile: this.logFile,
    });
    this.managed = managed;
    void managed.exited.then((exit) =>
      this.events.push({ at: Date.now(), what: `exit ${exit.code ?? exit.signal}` }),
    );
    try {
      await waitForOk(`${this.url}/api/health`, managed, timeoutMs);
    } catch (error) {
      throw new Error(
        `${this.name} did not start: ${(error as Error).message}\n${tailOf(this.logFile)}`,
        { cause: error },
      );
    }
    this.events.push({ at: Date.now(), what: 'healthy' });
  }

  signal(signal: NodeJS.Signals): void {
    if (!this.managed?.isRunning()) throw new Error(`${this.name} is not running`);
    this.events.push({ at: Date.now(), what: signal });
    this.managed.child.kill(signal);
  }

  /** The exit of the current process, or null when it has not exited within `timeoutMs`. */
  async waitForExit(timeoutMs: number): Promise<Exit | null> {
    if (!this.managed) throw new Error(`${this.name} never started`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const exit = await Promise.race([this.managed.exited, timeout]);
    clearTimeout(timer);
    return exit;
  }

  isRunning(): boolean {
    return this.managed?.isRunning() ?? false;
  }

  /** SIGKILLs it if it still runs, and waits for it. */
  async stop(): Promise<void> {
    if (!this.managed?.isRunning()) return;
    this.managed.child.kill('SIGKILL');
    await this.managed.exited;
  }
}

/** The haproxy binary's version line, or null when it is not installed. */
export function haproxyVersion(): string | null {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8', timeout: 10_000 });
  if (result.error || result.status !== 0) return null;
  return result.stdout.split('\n')[0]?.trim() ?? null;
}

/** `haproxy -c`: null when the configuration is valid, else HAProxy's complaint. */
export function checkHaproxyConfig(configFile: string, env: NodeJS.ProcessEnv): string | null {
  const result = spawnSync('haproxy', ['-c', '-f', configFile], {
    encoding: 'utf8',
    env,
    timeout: 10_000,
  });
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`.trim();
}

/** HAProxy in the foreground (`-db`) with the given configuration and environment. */
export function startHaproxy(configFile: string, env: NodeJS.ProcessEnv, logFile: string): Managed {
  return startProcess('haproxy', ['-db', '-f', configFile], { env, cwd: repoRoot, logFile });
}

/** Each server's status (UP, DOWN, MAINT, "UP 1/2"...) from HAProxy's CSV statistics. */
export async function haproxyServerStates(
  statsUrl: string,
  backend: string,
): Promise<Map<string, string>> {
  const response = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) });
  const text = await response.text();
  const [header = '', ...rows] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const pxname = columns.indexOf('pxname');
  const svname = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[svname] ?? '';
    if (cells[pxname] !== backend || server === 'BACKEND' || server === 'FRONTEND') continue;
    states.set(server, cells[status] ?? '');
  }
  return states;
}

/** Waits until HAProxy sees every named server in `wanted` state (e.g. 'UP'). */
export async function waitForServerStates(
  statsUrl: string,
  backend: string,
  wanted: Record<string, string>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = new Map<string, string>();
  while (Date.now() < deadline) {
    try {
      last = await haproxyServerStates(statsUrl, backend);
      if (Object.entries(wanted).every(([name, state]) => last.get(name) === state)) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(
    `HAProxy did not see ${JSON.stringify(wanted)} within ${timeoutMs} ms; it sees ${JSON.stringify(Object.fromEntries(last))}`,
  );
}
