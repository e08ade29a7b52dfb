import { rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { e2eDir } from '../support/server';
import {
  freePort,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../support/spawn-server';

// Servers of this file's own (scripts/serve.mjs on the e2e build): how one starts on a port that
// is taken, and how one stops.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const servers: SpawnedServer[] = [];
test.afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
});

function freshDataDir(name: string): string {
  const dir = path.join(e2eDir, `data-${name}`);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** Resolves with what the server sent on `socket` once it closes it. */
function answerOf(socket: Socket): Promise<{ text: string; error: string | null }> {
  let text = '';
  let error: string | null = null;
  socket.on('data', (chunk) => (text += chunk.toString('utf8')));
  socket.on('error', (e) => (error = (e as NodeJS.ErrnoException).code ?? e.message));
  return new Promise((resolve) => socket.once('close', () => resolve({ text, error })));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a server whose port is taken stops at start with status 1 and the [startup] message', async () => {
  const port = await freePort();
  const squatter = createServer(() => {});
  await new Promise<void>((resolve) => squatter.listen(port, '0.0.0.0', resolve));
  try {
    const server = spawnServer(port, { DATA_DIR: freshDataDir('port-taken') });
    servers.push(server);
    const started = Date.now();
    const exit = await Promise.race([server.exited, wait(30_000).then(() => 'still running')]);
    expect(exit, server.output()).toBe(1);
    expect(server.output()).toContain(
      `[startup] The server cannot start: port ${port} on 0.0.0.0 is already in use`,
    );
    expect(server.output()).toContain('[startup] This server stops.');
    console.log(`port taken: exited with ${exit} after ${Date.now() - started} ms`);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});

test('SIGTERM: new connections are refused, a request in flight for longer than 5 s is answered, then the server exits 0', async () => {
  const dataDir = freshDataDir('shutdown');
  const port = await freePort();
  const server = spawnServer(port, { DATA_DIR: dataDir });
  servers.push(server);
  await waitHealthy(server);

  // A sign-in whose body is still arriving when the stop is asked for: in flight from the
  // moment its headers are read.
  const body = JSON.stringify({ email: 'nobody@e2e.test', password: 'Not-The-Password-1' });
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = answerOf(socket);
  socket.write(
    [
      `POST ${EMBEDDED_PREFIX}/auth/v1/token?grant_type=password HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `apikey: ${EMBEDDED_PUBLISHABLE_KEY}`,
      `authorization: Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  await wait(500);
  const stopAskedAt = Date.now();
  server.child.kill('SIGTERM');

  // No new connections once the stop is asked for.
  await wait(1000);
  const refused = await fetch(`${server.url}/api/health`).then(
    (r) => `answered ${r.status}`,
    (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
  );
  expect(refused).toBe('ECONNREFUSED');

  // The rest of the body 7 s after the stop: the old server had cut the connection at 5 s.
  await wait(7000 - (Date.now() - stopAskedAt));
  socket.write(body.slice(10));
  const { text, error } = await answer;
  const answeredAfter = Date.now() - stopAskedAt;
  console.log(
    `SIGTERM: the connection in flight closed ${answeredAfter} ms after the stop, with ${text.length} bytes (${error ?? 'no error'})`,
  );
  expect(error).toBeNull();
  expect(text).toMatch(/^HTTP\/1\.1 400 /);
  expect(text.toLowerCase()).toContain('connection: close');
  expect(text).toContain('invalid_credentials');

  expect(await server.exited).toBe(0);
  const exitedAfter = Date.now() - stopAskedAt;
  expect(server.output()).toContain('[shutdown] SIGTERM');
  console.log(`SIGTERM: exit 0 ${exitedAfter} ms after the stop`);
  // The database was closed, not abandoned: the data directory is free again.
  const next = spawnServer(port, { DATA_DIR: dataDir });
  servers.push(next);
  await waitHealthy(next);
  expect(next.output()).not.toContain('already open');
  await stopServer(next);
});

test('SHUTDOWN_GRACE_SECONDS bounds how long a stop waits for requests in flight', async () => {
  const server = spawnServer(await freePort(), {
    DATA_DIR: freshDataDir('shutdown-grace'),
    EMBEDDED_BACKEND: 'off',
    SHUTDOWN_GRACE_SECONDS: '1',
  });
  servers.push(server);
  // The harness page that renders only once released (at most 15 s): never released here.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await wait(250)) {
    const status = await fetch(`${server.url}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
  }
  // Its first bytes may come at once (the page streams); the rest is cut by the stop.
  const held = fetch(`${server.url}/e2e/slow?hold=never`)
    .then((r) => r.text())
    .catch((e: Error) => e);
  await wait(1000);
  const stopAskedAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  const exitedAfter = Date.now() - stopAskedAt;
  console.log(`grace 1 s: exit ${exit} after ${exitedAfter} ms`);
  expect(exit).toBe(0);
  expect(server.output()).toContain('[shutdown] 1 request(s) still running after 1 s: cut');
  expect(exitedAfter).toBeLessThan(4000);
  expect(await held).toBeInstanceOf(Error);
});
