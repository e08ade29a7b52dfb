// Builds the app into its own folder and serves it for the browser tests on a fresh data
// directory, with the test-only pages switched on (E2E_HARNESS=1). The server's output is also
// written to .e2e/server.log, where tests read what the server logged.
//
// Extra servers (other settings, same build): `--no-build` serves the existing build (it builds
// only if there is none yet, or E2E_SKIP_BUILD=1 skips the build too), and `--name=<name>`
// gives the server its own data directory `.e2e/data-<name>` and log `.e2e/server-<name>.log`.
import { execSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build') || Boolean(process.env.E2E_SKIP_BUILD);
const name = args.find((arg) => arg.startsWith('--name='))?.slice('--name='.length) ?? '';

const root = path.resolve(process.env.E2E_DIR ?? '.e2e');
const dataDir = path.join(root, name ? `data-${name}` : 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const port = process.env.E2E_PORT ?? '3100';
const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  E2E_HARNESS: '1',
  // The day the compliance calendar counts from (lib/config/clock.ts): its dates and states in
  // tests/e2e/compliance hold whatever day the suite runs.
  E2E_TODAY: process.env.E2E_TODAY ?? '2026-11-27',
  NEXT_TELEMETRY_DISABLED: '1',
  // The address the browser tests sign in with to reach /admin.
  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@e2e.test',
  // Every browser test signs up from 127.0.0.1; the per-IP limit itself is tested in the
  // integration tests (tests/integration/embedded-backend).
  EMBEDDED_AUTH_RATE_LIMIT: process.env.EMBEDDED_AUTH_RATE_LIMIT ?? '1000',
  // The wizards' uploads (a company's directors each send an ID, a photo and a signature) all come
  // from 127.0.0.1 in the browser tests; the per-address limit is tested on the "direct" server
  // (UPLOADS_PER_ADDRESS=3, tests/e2e/security) and in tests/integration/applications.
  UPLOADS_PER_ADDRESS: process.env.UPLOADS_PER_ADDRESS ?? '1000',
  // The tests play a proxy: each gives itself a client address in X-Forwarded-For. Serving
  // directly, without a trusted proxy, is tested on its own (tests/e2e/security).
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '1',
  PORT: port,
};

if (!noBuild || !existsSync(path.join(distDir, 'BUILD_ID')))
  execSync('next build', { stdio: 'inherit', env });

const log = createWriteStream(path.join(root, name ? `server-${name}.log` : 'server.log'), {
  flags: 'w',
});
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env,
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
