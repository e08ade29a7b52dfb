import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { burstThenKill } from '../e2e/support/restart';
import { e2eDir } from '../e2e/support/server';
import {
  ownPorts,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../e2e/support/spawn-server';

test.describe.configure({ timeout: 240_000 });

// The PostgreSQL counterpart of tests/e2e/reliability/restart.spec.ts (PGlite): one instance of
// its own on a database of its own, killed during a burst and started again.
test('PostgreSQL: every message acknowledged before a SIGKILL is there after the restart', async () => {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `e2e_restart_${randomBytes(5).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dataDir = path.join(e2eDir, 'data-restart-pg');
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), FORMS_RATE_LIMIT: '1000' };
  const servers: SpawnedServer[] = [];
  try {
    servers.push(spawnServer(ownPorts[0], env));
    await waitHealthy(servers[0]!);
    const { acknowledged, name: sender } = await burstThenKill(servers[0]!);

    servers.push(spawnServer(ownPorts[0], env));
    await waitHealthy(servers[1]!);
    const response = await fetch(
      `${servers[1]!.url}/api/e2e/forms?name=${encodeURIComponent(sender)}`,
    );
    const stored = (
      (await response.json()) as { contactMessages: { message: string }[] }
    ).contactMessages.map((m) => m.message);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
  } finally {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
});
