// npm run backup -- [folder]
// A consistent copy of the embedded mode's data (PGlite): the database, then the files of
// DATA_DIR (uploads, generated secrets, the mail outbox, database.json), into a new folder
// (default: backup-<date>-<time> here). While the server runs it holds the database (PGlite
// allows one process per data directory), so the server makes the database's copy (its internal
// endpoint, authenticated with the token in DATA_DIR/internal-token, as for admin:grant); when no
// server runs, this opens the database itself and keeps the folder locked until the files are
// copied. The database is copied first: every file it names was written before it, so the copy
// holds every file its rows refer to (and perhaps a few newer files nothing refers to yet, which
// the orphan sweep removes). Every write acknowledged before the backup began is in it.
//
// PostgreSQL (DATABASE_URL): pg_dump, then the files: see the README ("Backup and restore").
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
// The app's own lock code (plain TypeScript that Node runs as it is): one format for both.
import { acquireLock, lockHolder } from '../lib/db/lock.ts';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = path.resolve(process.argv[2] || `backup-${stamp}`);

/** What DATA_DIR holds that is not copied as a file: the database itself, and this run's state. */
function isCopiedFile(relative) {
  const [top] = relative.split(path.sep);
  if (['pglite', 'pglite.lock', 'server.json'].includes(top)) return false;
  const name = path.basename(relative);
  return !name.startsWith('.health-probe-') && !/\.(tmp|stale)$/.test(name);
}

function fail(message, code = 1) {
  console.error(`backup: ${message}`);
  process.exit(code);
}

async function databaseViaServer() {
  const record = existsSync(path.join(dataDir, 'server.json'))
    ? JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8'))
    : {};
  const base =
    process.env.BACKUP_SERVER_URL || record.url || `http://127.0.0.1:${process.env.PORT || 3000}`;
  const token = readFileSync(path.join(dataDir, 'internal-token'), 'utf8').trim();
  const response = await fetch(`${base}/api/internal/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok)
    throw new Error(`the server at ${base} answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

async function databaseItself() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.exec('checkpoint');
    return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

if (process.env.DATABASE_URL)
  fail(
    'DATABASE_URL is set: on PostgreSQL, back up the database with pg_dump, then the files of DATA_DIR (README, "Backup and restore").',
    2,
  );
if (!existsSync(path.join(dataDir, 'pglite')))
  fail(`no embedded database in ${dataDir} (set DATA_DIR to the server's data directory).`, 2);
if (target === dataDir || target.startsWith(`${dataDir}${path.sep}`))
  fail(`the backup cannot go inside the data directory ${dataDir}.`, 2);
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} exists and is not empty: give a new folder.`, 2);

const startedAt = new Date();
let release = () => {};
try {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  let database;
  let how;
  if (lockHolder(dataDir) !== null) {
    how = 'made by the running server';
    database = await databaseViaServer();
  } else {
    release = acquireLock(dataDir); // refused if a server took it meanwhile
    how = 'made from the stopped database';
    database = await databaseItself();
  }
  writeFileSync(path.join(target, 'database.tar.gz'), database, { mode: 0o600 });
  let files = 0;
  cpSync(dataDir, path.join(target, 'files'), {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => {
      const relative = path.relative(dataDir, source);
      if (relative === '') return true;
      if (!isCopiedFile(relative)) return false;
      try {
        if (statSync(source).isFile()) files += 1;
        return true;
      } catch {
        return false; // removed meanwhile (an orphan upload swept)
      }
    },
  });
  // Written last: a folder without it is an unfinished backup.
  writeFileSync(
    path.join(target, 'manifest.json'),
    `${JSON.stringify(
      {
        format: 'registra-backup',
        version: 1,
        kind: 'pglite',
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        dataDir,
        database: 'database.tar.gz',
        databaseBytes: database.length,
        files: 'files',
        fileCount: files,
      },
      null,
      2,
    )}\n`,
    { mode: 0o600 },
  );
  console.log(
    `Backup of ${dataDir} in ${target}: the database (${database.length} bytes, ${how}) and ${files} files. Restore with: DATA_DIR=<empty folder> npm run restore -- ${target}`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  release();
}
