// The scale-out leg of the browser tests (playwright.scale.config.ts): the embedded auth on a
// real PostgreSQL server, two app instances, one address in front.
//
//  - a fresh database on TEST_DATABASE_URL's server, created for the run and dropped at the end;
//  - two instances (`scripts/serve.mjs` on the e2e build) with DATABASE_URL on it and one shared
//    DATA_DIR (.e2e/data-scale: uploads, generated secrets, the mail outbox), started together, so
//    they also race for the migrations (an advisory lock lets one apply them);
//  - a round-robin proxy (scripts/round-robin-proxy.mjs) on E2E_SCALE_PORT (default E2E_PORT + 4),
//    the instances on the two ports after it. Requests alternate between the instances, so what
//    one instance wrote (a session, a captcha's redemption, a rate-limit window, an upload, a
//    draft) is read by the other.
//
// Logs: .e2e/server-scale-a.log and .e2e/server-scale-b.log.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'e2e-scale-out: TEST_DATABASE_URL is not set (a PostgreSQL server to create the test database on).',
  );
  process.exit(1);
}

const root = path.resolve(process.env.E2E_DIR ?? '.e2e');
const dataDir = path.join(root, 'data-scale');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const proxyPort = Number(process.env.E2E_SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  execSync('next build', {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, E2E_HARNESS: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const name = `e2e_scale_${randomBytes(5).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

const instances = ['a', 'b'].map((instance, i) => {
  const port = proxyPort + 1 + i;
  const log = createWriteStream(path.join(root, `server-scale-${instance}.log`), { flags: 'w' });
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      E2E_HARNESS: '1',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@e2e.test',
      EMBEDDED_AUTH_RATE_LIMIT: process.env.EMBEDDED_AUTH_RATE_LIMIT ?? '1000',
      // The tests play a CDN in front (each gives itself an address in X-Forwarded-For), and the
      // round-robin proxy appends the address it received the request from: two hops.
      TRUSTED_PROXY_HOPS: '2',
      PORT: String(port),
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      process.stdout.write(`[${instance}] ${chunk}`);
      log.write(chunk);
    });
  }
  return { name: instance, port, child };
});

let proxy = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await proxy?.close();
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end({ timeout: 5 });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
for (const { name: instance, child } of instances) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e-scale-out: instance ${instance} exited (${code ?? signal})`);
    void stop(1);
  });
}

// Each instance answers its health check (database reachable, migrations applied) before the
// proxy opens: the tests never meet an instance still starting.
const deadline = Date.now() + 180_000;
for (const { name: instance, port } of instances) {
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      console.error(`e2e-scale-out: instance ${instance} is not healthy after 180 s`);
      await stop(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
proxy = await startRoundRobinProxy({
  port: proxyPort,
  upstreams: instances.map(({ name: n, port }) => ({ name: n, port })),
});
console.log(
  `e2e-scale-out: http://localhost:${proxyPort} → instances a (${proxyPort + 1}) and b (${proxyPort + 2}), database ${name}`,
);
