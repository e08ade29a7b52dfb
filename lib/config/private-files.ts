import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Owner read/write (and search, for folders) only. */
const OWNER_ONLY = 0o700;

/**
 * Makes the data folder private to the server's user: from now on every file the process creates
 * is owner-only (umask 077: PGlite's files, uploads, the mail outbox, secrets), and what an older
 * version left readable or writable by others (0666 database files, 0644 identity documents) is
 * closed now. Symbolic links are left alone. Returns how many entries were tightened.
 */
export function makePrivate(dir: string): number {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the sweep below still closes what exists.
  }
  return tighten(dir);
}

function tighten(target: string): number {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return 0;
  }
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  const mode = stat.mode & 0o777;
  if (mode & 0o077) {
    chmodSync(target, mode & OWNER_ONLY);
    changed += 1;
  }
  if (stat.isDirectory())
    for (const entry of readdirSync(target)) changed += tighten(path.join(target, entry));
  return changed;
}
