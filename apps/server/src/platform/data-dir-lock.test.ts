import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-lock-'));
  tempDirs.push(dir);
  return path.join(dir, 'data');
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('creates the directory and releases the lock', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const lockFile = path.join(dir, 'groundwork.lock');
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses while another live process holds the lock', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'groundwork.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        /Another Groundwork server \(process \d+\) is already using/,
      );
    } finally {
      holder.kill();
    }
  });

  it.each([
    ['a process that has exited', () => `${deadPid()}\n`],
    ['an unreadable pid', () => 'garbage'],
  ])('takes over a stale lock left by %s', (_label, content) => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'groundwork.lock'), content());
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'groundwork.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    release();
  });
});
