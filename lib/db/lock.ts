import 'server-only';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** PGlite allows one process per data directory: this file names the process that holds it. */
export const LOCK_FILE = 'pglite.lock';

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in process ${pid}. PGlite allows one process ` +
        'per data directory: stop that process, or use another DATA_DIR (CLI tools talk to the running server).',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock on `dir`, or null when it is free (a stale file from a dead process counts as free). */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dir, LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock on `dir` for this process, or throws DatabaseLockedError. Returns the release function. */
export function acquireLock(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder === process.pid) throw new DatabaseLockedError(dir, holder);
      if (holder !== null) throw new DatabaseLockedError(dir, holder);
      rmSync(file, { force: true }); // left by a process that died: take it over
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
