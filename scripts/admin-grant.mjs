// npm run admin:grant -- someone@example.com
// Gives the admin role to an existing account. PGlite allows one process per data directory, so:
// while the app runs (it holds DATA_DIR/pglite.lock) this asks the running server through its
// internal endpoint, authenticated with the token in DATA_DIR/internal-token; when no server runs
// it opens the database itself (taking the lock). With DATABASE_URL it talks to that server.
// The statement mirrors grantAdmin() in lib/embedded-backend/admins.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The app's own lock code (plain TypeScript that Node runs as it is): one format for both.
import { acquireLock, lockHolder } from '../lib/db/lock.ts';

const email = (process.argv[2] ?? '').trim();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const messages = {
  granted: `${email} is now an admin.`,
  already_admin: `${email} was already an admin.`,
  no_such_user: `No account uses ${email}: they must sign up first (or list them in ADMIN_EMAILS).`,
};

const FIND = 'select id from auth.users where lower(email) = lower($1)';
const GRANT =
  "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing returning id";

async function viaServer() {
  const record = existsSync(path.join(dataDir, 'server.json'))
    ? JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8'))
    : {};
  const base =
    process.env.ADMIN_GRANT_URL || record.url || `http://127.0.0.1:${process.env.PORT || 3000}`;
  const token = readFileSync(path.join(dataDir, 'internal-token'), 'utf8').trim();
  const response = await fetch(`${base}/api/sb/internal/admin-grant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new Error(`The server at ${base} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).result;
}

async function viaPglite() {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new Error(
      `No embedded database in ${dataDir} yet: start the app once and sign up first.`,
    );
  }
  const release = acquireLock(dataDir); // refused if a server took it meanwhile
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The extensions the app loads (lib/db/database.ts): the schema's indexes use them.
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const user = (await db.query(FIND, [email])).rows[0];
    if (!user) return 'no_such_user';
    return (await db.query(GRANT, [user.id])).rows.length > 0 ? 'granted' : 'already_admin';
  } finally {
    await db.close();
    release();
  }
}

async function viaPostgres(url) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [user] = await sql.unsafe(FIND, [email]);
    if (!user) return 'no_such_user';
    return (await sql.unsafe(GRANT, [user.id])).length > 0 ? 'granted' : 'already_admin';
  } finally {
    await sql.end({ timeout: 5 });
  }
}

try {
  const result = process.env.DATABASE_URL
    ? await viaPostgres(process.env.DATABASE_URL)
    : lockHolder(dataDir) !== null
      ? await viaServer()
      : await viaPglite();
  console.log(messages[result] ?? result);
  process.exit(result === 'no_such_user' ? 1 : 0);
} catch (error) {
  console.error(`admin:grant failed: ${error.message}`);
  process.exit(1);
}
