/**
 * Written here rather than with `proper-lockfile`: that one tells a stale lock by its age (mtime
 * refreshed by a timer; stale after 10 s, never under 2 s), where this one asks whether the
 * owning process lives. With the age, a server restarted within 10 s of a crash is refused, and
 * a server whose event loop is held longer than that (PGlite runs its statements on it) has its
 * lock taken by a second one while it still writes: the corruption the lock is there to prevent.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'groundwork.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data directory for this process alone. PGlite has no protection against two
 * processes opening the same directory, and two writers corrupt it, so a second server is
 * refused while the first lives; a lock left by a dead process is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return () => {
        if (readLockOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLockOwner(lockPath);
    if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirLockedError(
        `Another Groundwork server (process ${owner}) is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    // A stale lock (its process is gone, or the file is half-written): take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}; another server is starting there.`,
  );
}
