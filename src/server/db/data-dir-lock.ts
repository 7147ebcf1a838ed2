import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Campus Lost & Found server (process ${ownerPid}). ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process named in a lock file, or null when it names none (empty, cut short, gone). */
function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Moves a stale lock out of the way. Two servers starting at once may both find the same
 * stale lock; the rename lets only one of them have it, and a lock that turns out to be
 * live (taken over by the other meanwhile) is put back and refused.
 */
function removeStaleLock(lockFile: string, stalePid: number | null) {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it
    throw error;
  }
  const owner = readOwner(aside);
  if (owner !== stalePid && owner !== null && owner !== process.pid && isRunning(owner)) {
    try {
      linkSync(aside, lockFile);
    } finally {
      rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(path.dirname(lockFile), owner);
  }
  rmSync(aside, { force: true });
}

/**
 * Claims the data directory for this process. The embedded database has no
 * guard of its own against two writers, which would corrupt it. A lock left by
 * a process that died (kill -9, power cut) is taken over; so is one naming this
 * very process, as after a restart in a container where the server is always
 * process 1. The returned release frees the directory, and only while the lock is
 * still this process's own.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // Written beside it and linked into place: a lock file never exists half-written.
      const draft = `${lockFile}.${process.pid}.new`;
      writeFileSync(draft, String(process.pid));
      try {
        linkSync(draft, lockFile);
      } finally {
        rmSync(draft, { force: true });
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwner(lockFile);
      if (ownerPid !== null && ownerPid !== process.pid && isRunning(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      removeStaleLock(lockFile, ownerPid);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
