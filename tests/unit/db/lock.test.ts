import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acquireLock,
  bootId,
  DatabaseLockedError,
  LOCK_FILE,
  lockHolder,
  processStartTime,
  type LockRecord,
} from '@/lib/db/lock';

const lockModule = path.join(process.cwd(), 'lib', 'db', 'lock.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'registra-lock-'));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, record: LockRecord | string) {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    typeof record === 'string' ? record : JSON.stringify(record),
  );
}

/** A live process that is not this one (and holds no lock). */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock (PGlite: one process per DATA_DIR)', () => {
  it('refuses a second open while held, and frees the directory on release', () => {
    const dir = tempDir();
    const release = acquireLock(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireLock(dir)();
  });

  it('records the boot and the start time beside the pid', () => {
    const dir = tempDir();
    const release = acquireLock(dir);
    try {
      const record = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockRecord;
      expect(record).toEqual({
        pid: process.pid,
        bootId: bootId(),
        startTime: processStartTime(process.pid),
      });
      expect(record.startTime).toMatch(/^\d+$/); // Linux: /proc/<pid>/stat
    } finally {
      release();
    }
  });

  it('takes over the lock of a server that was killed', async () => {
    const dir = tempDir();
    const child = await otherProcess();
    writeLock(dir, { pid: child.pid, bootId: bootId(), startTime: processStartTime(child.pid) });
    expect(() => acquireLock(dir)).toThrow(`already open in process ${child.pid}`);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    acquireLock(dir)();
  });

  it('takes over a lock naming pid 1 that started at another time: a container restarted as pid 1', () => {
    const dir = tempDir();
    const pid1Start = processStartTime(1);
    expect(pid1Start).not.toBeNull(); // pid 1 is alive on any Linux
    writeLock(dir, { pid: 1, bootId: bootId(), startTime: String(Number(pid1Start) + 12_345) });
    expect(lockHolder(dir)).toBeNull();
    acquireLock(dir)();
  });

  it('takes over a lock naming this very pid from an earlier run, in either format', () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, bootId: bootId(), startTime: '1' });
    acquireLock(dir)();
    writeLock(dir, String(process.pid)); // an older version's bare pid
    acquireLock(dir)();
  });

  it('takes over a lock whose pid is alive but is another process, and respects the process it names', async () => {
    const dir = tempDir();
    const child = await otherProcess();
    const started = processStartTime(child.pid)!;
    writeLock(dir, { pid: child.pid, bootId: bootId(), startTime: String(Number(started) - 500) });
    expect(lockHolder(dir)).toBeNull();
    acquireLock(dir)();

    writeLock(dir, { pid: child.pid, bootId: bootId(), startTime: started });
    expect(lockHolder(dir)).toBe(child.pid);
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
  });

  it('takes over a lock written before the machine restarted, even if its pid is alive again', async () => {
    const dir = tempDir();
    const child = await otherProcess();
    writeLock(dir, {
      pid: child.pid,
      bootId: '00000000-0000-0000-0000-000000000000',
      startTime: processStartTime(child.pid),
    });
    acquireLock(dir)();
  });

  it("reads an older version's bare pid: held while that process runs, free once it is gone", async () => {
    const dir = tempDir();
    const child = await otherProcess();
    writeLock(dir, String(child.pid));
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    acquireLock(dir)();
  });

  it('lets exactly one of several processes starting together take over a stale lock', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = tempDir();
      writeLock(dir, { pid: 1, bootId: bootId(), startTime: '1' });
      const startAt = Date.now() + 1000; // node starts in about 100 ms, more on a busy machine
      // Each waits for the same instant, then tries; the winner holds the lock until the test
      // ends it, so one that started late on a busy machine still finds it held, not stale.
      const script = `
        import { acquireLock } from ${JSON.stringify(lockModule)};
        while (Date.now() < ${startAt}) {}
        try { acquireLock(${JSON.stringify(dir)}); process.stdout.write('won\\n'); setTimeout(() => {}, 60_000); }
        catch (error) { process.stdout.write(error.name + '\\n'); }`;
      const outcomes = await Promise.all(
        Array.from(
          { length: 4 },
          () =>
            new Promise<string>((resolve) => {
              const child = spawn(process.execPath, [
                '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
                '--input-type=module',
                '-e',
                script,
              ]);
              children.push(child);
              let out = '';
              const said = (chunk: Buffer) => {
                out += chunk;
                if (out.includes('\n')) resolve(out.trim());
              };
              child.stdout.on('data', said);
              child.stderr.on('data', said);
              child.on('exit', () => resolve(out.trim()));
            }),
        ),
      );
      expect(outcomes.sort()).toEqual([
        'DatabaseLockedError',
        'DatabaseLockedError',
        'DatabaseLockedError',
        'won',
      ]);
      for (const child of children.splice(0)) child.kill('SIGKILL');
    }
  }, 60_000);
});
