import 'server-only';
import path from 'node:path';

/** The embedded mode's data folder (PGlite, outbox, generated secrets): `DATA_DIR`, default `.data`. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data');
}
