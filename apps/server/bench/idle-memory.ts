/**
 * The idle memory of `npm start`: the README's command run from the repository's root with a
 * fresh data folder, on the embedded database and then on PostgreSQL (a database of its own).
 * Once the server answers, it is left alone for a few seconds, then the resident memory of the
 * whole process tree (npm, its shell, the start script with the server inside it) is summed from
 * /proc. Last, SIGTERM goes to `npm start` alone and the tree must be gone within 10 s.
 * Goals (issue "A lean process"): 300 MB on the embedded database, 200 MB on PostgreSQL.
 * Part of the default `npm run bench`; BENCH_SUITE=memory runs it alone (Linux only: it reads
 * /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordFigures, withPostgresDatabase } from './support';

const root = path.resolve(import.meta.dirname, '../../..');
const IDLE_SECONDS = 5;
const GOALS_MB = { embedded: 300, postgres: 200 } as const;

/** Every process's parent, read from /proc/<pid>/stat (the field after the command's name). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
}

function treeOf(pid: number): number[] {
  const byParent = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of byParent) if (parent === tree[i]) tree.push(child);
  }
  return tree.filter((member) => fs.existsSync(`/proc/${member}`));
}

function residentKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

async function measure(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-memory-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'ignore' });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const tree = treeOf(child.pid ?? 0);
    const each = tree.map((pid) => ({ name: commandOf(pid), megabytes: residentKb(pid) / 1024 }));
    const megabytes = each.reduce((sum, process) => sum + process.megabytes, 0);
    child.kill('SIGTERM');
    const stopped = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      const check = setInterval(() => {
        if (tree.every((pid) => !fs.existsSync(`/proc/${pid}`) || isZombie(pid))) {
          clearTimeout(timer);
          clearInterval(check);
          resolve(true);
        }
      }, 100);
    });
    return { label, megabytes, each, stopped };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '?';
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

export async function runIdleMemory(): Promise<void> {
  if (!fs.existsSync('/proc/self/status')) {
    console.log('Idle memory: needs /proc (Linux); skipped.');
    return;
  }
  const results = [await measure('embedded', undefined)];
  const onPostgres = await withPostgresDatabase((url) => measure('postgres', url));
  if (onPostgres) results.push(onPostgres);
  console.log('\nIdle memory of `npm start` (resident, the whole process tree)');
  for (const { label, megabytes, each, stopped } of results) {
    const goal = GOALS_MB[label as keyof typeof GOALS_MB];
    console.log(
      `  ${label === 'embedded' ? 'embedded database' : 'PostgreSQL'}: ${megabytes.toFixed(0)} MB (${each.map((process) => `${process.name} ${process.megabytes.toFixed(0)}`).join(', ')}) (goal ≤ ${goal} MB: ${megabytes <= goal ? 'met' : 'NOT met'}); SIGTERM to npm start ${stopped ? 'stopped them all' : 'left some running'}`,
    );
    if (megabytes > goal || !stopped) process.exitCode = 1;
  }
  recordFigures(
    results.map(({ label, megabytes }) => ({
      suite: 'memory',
      database: label,
      name: 'npm start, idle',
      metric: 'resident MB',
      value: megabytes,
    })),
  );
}
