// Builds the app into its own folder and serves it for the browser tests on a fresh data
// directory, with the test-only pages switched on (E2E_HARNESS=1). The server's output is also
// written to .e2e/server.log, where tests read what the server logged.
import { execSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.env.E2E_DIR ?? '.e2e');
const dataDir = path.join(root, 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
  DATA_DIR: dataDir,
  E2E_HARNESS: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

if (!process.env.E2E_SKIP_BUILD) execSync('next build', { stdio: 'inherit', env });

const log = createWriteStream(path.join(root, 'server.log'), { flags: 'w' });
const server = spawn('next', ['start', '-p', port], { stdio: ['ignore', 'pipe', 'pipe'], env });
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
