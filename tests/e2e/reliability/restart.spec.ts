import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processStartTime } from '@/lib/db/lock';
import { e2eDir } from '../support/server';
import { burstThenKill } from '../support/restart';
import { ownPorts, spawnServer, stopServer, waitHealthy, type SpawnedServer } from '../support/spawn-server';

// Servers of this file's own (started, killed and restarted here), on one data directory.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const dataDir = path.join(e2eDir, 'data-restart');
const env = { DATA_DIR: dataDir, FORMS_RATE_LIMIT: '1000' };
const servers: SpawnedServer[] = [];
/** The server holding the data directory now. */
let live: SpawnedServer;

test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
test.afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
});

function start(port: number): SpawnedServer {
  const server = spawnServer(port, env);
  servers.push(server);
  return server;
}

test('PGlite: every message acknowledged before a SIGKILL is there after the restart on the same directory', async () => {
  const first = start(ownPorts[0]);
  await waitHealthy(first);
  const { acknowledged, name } = await burstThenKill(first);
  // The killed server left its lock file behind: the next one sees it is stale and takes over.
  expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

  live = start(ownPorts[0]);
  await waitHealthy(live);
  const response = await fetch(`${live.url}/api/e2e/forms?name=${encodeURIComponent(name)}`);
  const stored = ((await response.json()) as { contactMessages: { message: string }[] }).contactMessages.map((m) => m.message);
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  expect(stored).toEqual(expect.arrayContaining(acknowledged));
});

test('a second server on a data directory in use stops at start with a clear message, and never answers', async () => {
  const holder = live;
  const second = start(ownPorts[1]);
  const answered: number[] = [];
  const poll = setInterval(() => {
    void fetch(`${second.url}/`).then((r) => answered.push(r.status), () => {});
  }, 200);
  try {
    expect(await second.exited).toBe(1);
  } finally {
    clearInterval(poll);
  }
  expect(second.output()).toContain(`The embedded database in ${dataDir} is already open in process ${holder.child.pid}`);
  expect(second.output()).toContain('This server stops.');
  expect(answered).toEqual([]); // not even a 500: it never served

  // The holder goes on serving.
  expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
});

test('a lock naming a pid that is alive but another process does not keep the server from starting', async () => {
  await stopServer(live, 'SIGKILL');
  // What a container restarted as pid 1 finds: a lock written by "pid 1", which is alive (it is
  // this machine's init) but started at another time.
  writeFileSync(
    path.join(dataDir, 'pglite.lock'),
    JSON.stringify({ pid: 1, bootId: null, startTime: String(Number(processStartTime(1)) + 12_345) }),
  );
  const next = start(ownPorts[0]);
  await waitHealthy(next);
  expect(next.output()).not.toContain('already open');
});

test('a server whose database is unreachable at start stops, rather than answer 500 to everything', async () => {
  const broken = spawnServer(ownPorts[1], {
    DATA_DIR: `${dataDir}-unreachable`,
    DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere', // nothing listens on port 9
  });
  servers.push(broken);
  expect(await broken.exited).toBe(1);
  expect(broken.output()).toContain('[startup] The server cannot start: connect ECONNREFUSED 127.0.0.1:9');
  expect(broken.output()).toContain('This server stops.');
});
