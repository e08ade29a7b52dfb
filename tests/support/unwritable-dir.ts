import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder that can be made to refuse writes, as a data directory does when its disk is full or
 * mounted read-only. As root (CI, this machine), the folder is a small tmpfs of its own: `full`
 * fills it (ENOSPC), `readOnly` remounts it read-only (EROFS). Elsewhere, where mounting is not
 * allowed, both take the write permission away (EACCES), which root would ignore.
 */
export interface BreakableDir {
  dir: string;
  full(): void;
  readOnly(): void;
  /** Writable again. */
  repair(): void;
  /** Unmounts and removes it. */
  remove(): void;
}

function tryMount(dir: string, sizeMb: number): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export function breakableDir(prefix: string, sizeMb = 2): BreakableDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const filler = path.join(dir, '.filler');
  if (tryMount(dir, sizeMb)) {
    const remount = (mode: 'ro' | 'rw') =>
      execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'ignore' });
    return {
      dir,
      full() {
        // One write as large as the disk: it stops at ENOSPC with the disk full.
        try {
          writeFileSync(filler, Buffer.alloc(sizeMb * 1024 * 1024 + 4096));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
      },
      readOnly: () => remount('ro'),
      repair() {
        remount('rw');
        rmSync(filler, { force: true });
      },
      remove() {
        try {
          execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  }
  if (process.getuid?.() === 0)
    throw new Error('Running as root without the right to mount a tmpfs: no way to refuse writes');
  return {
    dir,
    full: () => chmodSync(dir, 0o500),
    readOnly: () => chmodSync(dir, 0o500),
    repair: () => chmodSync(dir, 0o700),
    remove() {
      chmodSync(dir, 0o700);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
