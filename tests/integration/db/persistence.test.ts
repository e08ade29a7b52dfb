import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '@/lib/db/database';
import { DatabaseLockedError } from '@/lib/db/lock';
import { openTestDatabase } from '@/lib/db/testing';
import { createEmbeddedBackend } from '@/lib/embedded-backend/backend';
import { PASSWORD, tempDir, testClient, uniqueEmail } from '../support/embedded';

// Opening PGlite takes seconds, more on a busy machine (testTimeout is global in Jest, not per project).
jest.setTimeout(60_000);

// PGlite only: what is being tested is PGlite's own data directory.
describe('the embedded database on disk', () => {
  it('keeps users and sessions across closing and reopening the data directory', async () => {
    const dir = tempDir('registra-persist-');
    const email = uniqueEmail('persist');
    const options = { dataDir: dir, signInPerMinute: 100, signUpPerMinute: 100, adminEmails: [] };

    const first = await openTestDatabase('pglite', { dir });
    const before = createEmbeddedBackend(first, options);
    const { data } = await testClient(before).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Persisted' } },
    });
    const session = data.session!;
    await first.close();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    const second = await openTestDatabase('pglite', { dir });
    try {
      const after = createEmbeddedBackend(second, options);
      // The session survived (same JWT secret from the data dir, same session row) ...
      const user = await testClient(after).auth.getUser(session.access_token);
      expect(user.error).toBeNull();
      expect(user.data.user?.user_metadata.full_name).toBe('Persisted');
      // ... its refresh token still rotates ...
      const refreshed = await testClient(after).auth.refreshSession({
        refresh_token: session.refresh_token,
      });
      expect(refreshed.error).toBeNull();
      // ... and the password still signs in.
      expect(
        (await testClient(after).auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('refuses to open a data directory another open database holds, with a clear error', async () => {
    const dir = tempDir('registra-lock-');
    const held = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
      await expect(openPglite(dir)).rejects.toThrow(/already open in process \d+/);
    } finally {
      await held.close();
    }
    const reopened = await openPglite(dir);
    await reopened.close();
  });

  it('keeps every file under the data directory owner-only, and closes what an older version left open', async () => {
    const dir = tempDir('registra-private-');
    // An older version's files: a world-writable database file and a world-readable document.
    mkdirSync(path.join(dir, 'uploads', 'documents'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'uploads', 'documents', 'old-id.pdf'), '%PDF-1.4', {
      mode: 0o644,
    });
    const previous = process.umask(0o000);
    try {
      const database = await openPglite(dir);
      await database.close();
    } finally {
      process.umask(previous);
    }
    const open: string[] = [];
    const walk = (target: string) => {
      if ((statSync(target).mode & 0o077) !== 0) open.push(path.relative(dir, target) || '.');
      if (statSync(target).isDirectory())
        for (const entry of readdirSync(target)) walk(path.join(target, entry));
    };
    walk(dir);
    expect(readdirSync(path.join(dir, 'pglite')).length).toBeGreaterThan(10);
    expect(open).toEqual([]);
  });
});
