// npm run restore -- <backup folder>
// Restores a backup made by `npm run backup` (embedded mode, PGlite) into DATA_DIR, which must be
// empty or absent: the files first, then the database, loaded from its copy and opened once to
// check it. Start the server on that DATA_DIR afterwards. Nothing runs on the folder meanwhile
// (it is locked as a server would lock it).
//
// PostgreSQL (DATABASE_URL): pg_restore into an empty database, then the files: see the README
// ("Backup and restore").
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The app's own lock code (plain TypeScript that Node runs as it is): one format for both.
import { acquireLock } from '../lib/db/lock.ts';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const source = process.argv[2] ? path.resolve(process.argv[2]) : null;

function fail(message, code = 1) {
  console.error(`restore: ${message}`);
  process.exit(code);
}

if (process.env.DATABASE_URL)
  fail(
    'DATABASE_URL is set: on PostgreSQL, restore the database with pg_restore, then the files of DATA_DIR (README, "Backup and restore").',
    2,
  );
if (!source) fail('Usage: DATA_DIR=<empty folder> npm run restore -- <backup folder>', 2);
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(source, 'manifest.json'), 'utf8'));
} catch {
  fail(`${source} is not a finished backup (no readable manifest.json).`, 2);
}
if (manifest.format !== 'registra-backup' || manifest.kind !== 'pglite')
  fail(`${source} is not a backup of the embedded database (manifest: ${manifest.format}).`, 2);
if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
  fail(
    `${dataDir} is not empty: restore into an empty or new DATA_DIR (a restore never mixes with the data already there).`,
    2,
  );

let release = () => {};
try {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  release = acquireLock(dataDir);
  cpSync(path.join(source, manifest.files), dataDir, { recursive: true, preserveTimestamps: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const tarball = readFileSync(path.join(source, manifest.database));
  const db = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([tarball]),
  });
  let migrations;
  try {
    migrations = (await db.query('select count(*)::int as n from embedded.schema_migrations'))
      .rows[0].n;
  } finally {
    await db.close();
  }
  console.log(
    `Restored the backup of ${manifest.startedAt} into ${dataDir} (${migrations} migrations recorded, ${manifest.fileCount} files). Start the server with DATA_DIR=${dataDir}.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  release();
}
