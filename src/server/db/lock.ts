/**
 * One process per PGlite data directory: PGlite is a single-process database, and two processes
 * writing the same files would corrupt it. A lock file holds the owner's pid; a lock left by a
 * process that no longer runs is taken over.
 */
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Forget-me-not process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process holds; a lock naming our own pid that is not here is stale (e.g. a container restart). */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'forget-me-not.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        try {
          if (Number(readFileSync(file, 'utf8')) === process.pid) rmSync(file, { force: true });
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(readFileSync(file, 'utf8').trim());
      } catch {
        continue;
      }
      if (owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale lock: move it aside atomically so that only one contender removes it.
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch {
        /* another process took it over first; try again */
      }
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
