import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where scripts/e2e-server.mjs keeps the server's data directory and log. */
export const e2eDir = path.resolve(process.env.E2E_DIR ?? '.e2e');
/**
 * The data directory of the server the tests talk to: `.e2e/data`, or `.e2e/data-<name>` when a
 * configuration names another (E2E_SERVER_NAME: the scale-out leg's shared one is `scale`).
 */
export const dataDir = path.join(
  e2eDir,
  process.env.E2E_SERVER_NAME ? `data-${process.env.E2E_SERVER_NAME}` : 'data',
);

export function serverLog(): string {
  return readFileSync(path.join(e2eDir, 'server.log'), 'utf8');
}
