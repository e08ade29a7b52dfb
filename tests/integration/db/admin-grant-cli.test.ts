import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase } from '@/lib/db/testing';
import {
  createEmbeddedBackend,
  INTERNAL_TOKEN_FILE,
  type EmbeddedBackend,
} from '@/lib/embedded-backend/backend';
import { fileSecret } from '@/lib/embedded-backend/config';
import { PASSWORD, tempDir, testClient, uniqueEmail } from '../support/embedded';

// Opening PGlite takes seconds, more on a busy machine (testTimeout is global in Jest, not per project).
jest.setTimeout(120_000);

const run = promisify(execFile);
const script = path.join(process.cwd(), 'scripts', 'admin-grant.mjs');

function grant(dataDir: string, email: string) {
  return run(process.execPath, [script, email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );
}

async function isAdmin(database: Database, email: string): Promise<boolean> {
  const rows = await query(
    database.db,
    sql`select 1 from public.user_roles r join auth.users u on u.id = r.user_id where lower(u.email) = lower(${email}) and r.role = 'admin'`,
  );
  return rows.length === 1;
}

async function signUp(backend: EmbeddedBackend): Promise<string> {
  const email = uniqueEmail('cli');
  const { error } = await testClient(backend).auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return email;
}

// PGlite only: the command exists because of PGlite's one-process rule.
describe('npm run admin:grant', () => {
  it('opens the data directory itself when no server holds it', async () => {
    const dir = tempDir('registra-cli-');
    const first = await openTestDatabase('pglite', { dir });
    const email = await signUp(createEmbeddedBackend(first, { dataDir: dir, adminEmails: [] }));
    await first.close();

    const result = await grant(dir, email);
    expect(result).toEqual({ code: 0, stdout: `${email} is now an admin.\n` });
    expect((await grant(dir, uniqueEmail('ghost'))).code).toBe(1);

    const reopened = await openTestDatabase('pglite', { dir });
    try {
      expect(await isAdmin(reopened, email)).toBe(true);
    } finally {
      await reopened.close();
    }
  });

  it('asks the running server, which holds the lock, through the internal endpoint', async () => {
    const dir = tempDir('registra-cli-');
    const database = await openTestDatabase('pglite', { dir }); // this process now holds pglite.lock
    const backend = createEmbeddedBackend(database, { dataDir: dir, adminEmails: [] });
    fileSecret(dir, INTERNAL_TOKEN_FILE);
    const server: Server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const segments = new URL(request.url).pathname.split('/').filter(Boolean).slice(2);
      const response = await backend.handle(request, segments);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      writeFileSync(
        path.join(dir, 'server.json'),
        JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${port}` }),
      );
      const email = await signUp(backend);
      expect(await isAdmin(database, email)).toBe(false);
      expect(await grant(dir, email)).toEqual({ code: 0, stdout: `${email} is now an admin.\n` });
      expect(await isAdmin(database, email)).toBe(true);
      expect(await grant(dir, email)).toEqual({
        code: 0,
        stdout: `${email} was already an admin.\n`,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});
