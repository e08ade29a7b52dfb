// PGlite allows one process per data directory; this file is the lock that says which process
// has it. Plain Node on purpose (no `server-only`, no path alias, types only that Node strips):
// scripts/admin-grant.mjs imports it as it is, so the app and the CLI read one lock format.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/**
 * What the lock file records about its holder. A pid alone is not enough: pids repeat (a server
 * that ran as pid 1 in a container and was killed comes back as pid 1), so the lock also names
 * the machine's boot and the process's start time, and a pid that is alive but started at
 * another time, or on another boot, is someone else.
 */
export interface LockRecord {
  pid: number;
  /** Linux's /proc/sys/kernel/random/boot_id; null elsewhere, or in a file of an older version. */
  bootId: string | null;
  /** The process's start (clock ticks after boot, /proc/<pid>/stat); null where unknown. */
  startTime: string | null;
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in ${pid > 0 ? `process ${pid}` : 'another process'}. PGlite allows one process ` +
        'per data directory: stop that process, or use another DATA_DIR (CLI tools talk to the running server).',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** A file this young may still be being written by its creator: it is never judged stale. */
const YOUNG_FILE_MS = 5_000;

// The data directories this process holds (a second open in the same process is refused too).
const HELD = Symbol.for('registra.db.locks');
type Global = typeof globalThis & { [HELD]?: Map<string, string> };
function held(): Map<string, string> {
  return ((globalThis as Global)[HELD] ??= new Map());
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** This boot of the machine (Linux); null where the kernel does not say. */
export function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id');
}

/** When process `pid` started, in clock ticks after boot (Linux); null when unknown or gone. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // Field 2 (the command) is in parentheses and may hold spaces: count from the last ')'.
  // Field 22 is the start time: the 20th after the command.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's record, as written into the lock file. */
export function ownRecord(): LockRecord {
  return { pid: process.pid, bootId: bootId(), startTime: processStartTime(process.pid) };
}

/** Parses a lock file: this version's JSON, or an older version's bare pid. Null when unreadable. */
export function parseLockRecord(text: string): LockRecord | null {
  if (/^\d+$/.test(text)) return { pid: Number(text), bootId: null, startTime: null };
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (!Number.isInteger(value.pid) || value.pid! < 1) return null;
    return {
      pid: value.pid!,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      startTime: typeof value.startTime === 'string' ? value.startTime : null,
    };
  } catch {
    return null;
  }
}

/** Whether the process a record names is still the one running (false: the lock is stale). */
export function isLive(record: LockRecord, dir: string): boolean {
  if (record.pid === process.pid) {
    // Our own pid: held only if this very process took it (a restart that got the same pid,
    // as pid 1 in a container, did not).
    return held().has(path.resolve(dir));
  }
  const boot = bootId();
  if (record.bootId && boot && record.bootId !== boot) return false; // the machine restarted since
  if (!isAlive(record.pid)) return false;
  const started = processStartTime(record.pid);
  // Alive, but started at another time: the pid was reused by another process.
  if (record.startTime && started && record.startTime !== started) return false;
  // Same process, or no way to tell (another OS, an older version's bare pid): held.
  return true;
}

/** The pid holding the lock on `dir`, or null when it is free (a stale file counts as free). */
export function lockHolder(dir: string): number | null {
  const file = path.join(dir, LOCK_FILE);
  const text = readText(file);
  if (text === null) return null;
  const record = parseLockRecord(text);
  if (!record) return isYoung(file) ? -1 : null;
  return isLive(record, dir) ? record.pid : null;
}

function isYoung(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < YOUNG_FILE_MS;
  } catch {
    return false;
  }
}

/** Creates `file` with `content` only if it does not exist, never visible half-written. */
function createExclusive(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without hard links: create it in place (a reader may see it empty for an
    // instant, which isYoung() covers).
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, content);
      closeSync(fd);
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Moves a stale lock file out of the way. Two processes may judge the same stale file at once:
 * the one that finds it has moved a different (fresh) file puts it back, so a live lock is
 * never removed.
 */
function removeStale(file: string, judged: string): void {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== judged) linkSync(aside, file);
  } catch {
    // Another process created a new lock meanwhile: it stays, and the next attempt reads it.
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Takes the lock on `dir` for this process, or throws DatabaseLockedError naming its holder.
 * A lock left by a process that died (killed, crashed, the machine restarted) is taken over.
 * Returns the release function (also run at exit).
 */
export function acquireLock(dir: string): () => void {
  const key = path.resolve(dir);
  const file = path.join(dir, LOCK_FILE);
  const content = JSON.stringify(ownRecord());
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, content)) {
      held().set(key, content);
      const release = () => {
        held().delete(key);
        // Only our own record: never a lock that another process took after a stale judgement.
        if (readText(file) === content) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    }
    const text = readText(file);
    if (text === null) continue; // released meanwhile
    const record = parseLockRecord(text);
    if (record ? isLive(record, dir) : isYoung(file))
      throw new DatabaseLockedError(dir, record?.pid ?? -1);
    removeStale(file, text);
  }
  throw new Error(`Could not take the lock file ${file}`);
}
