import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where scripts/e2e-server.mjs keeps the server's data directory and log. */
export const e2eDir = path.resolve(process.env.E2E_DIR ?? '.e2e');
export const dataDir = path.join(e2eDir, 'data');

export function serverLog(): string {
  return readFileSync(path.join(e2eDir, 'server.log'), 'utf8');
}
