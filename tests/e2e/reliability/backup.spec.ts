import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { e2eDir } from '../support/server';
import {
  contactActionId,
  freePort,
  postContactMessage,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../support/spawn-server';

// Issue 29, item 15: `npm run backup` while the server runs, `npm run restore` into an empty
// DATA_DIR, and every write acknowledged before the backup began is in the restored copy.
test.describe.configure({ timeout: 240_000 });

const servers: SpawnedServer[] = [];
test.afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
});

const auth = {
  apikey: EMBEDDED_PUBLISHABLE_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
};
const pdf = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/** Runs an npm script of the project (`npm run <name> -- <args>`) with `env`; resolves with its exit code and output. */
function npmRun(name: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', name, '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

test('a backup taken while the server runs and takes writes, restored into an empty DATA_DIR, holds every write acknowledged before it began', async () => {
  const dataDir = path.join(e2eDir, 'data-backup-source');
  const restoredDir = path.join(e2eDir, 'data-backup-restored');
  const backupDir = path.join(e2eDir, 'backup-of-source');
  for (const dir of [dataDir, restoredDir, backupDir])
    rmSync(dir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, FORMS_RATE_LIMIT: '1000', UPLOADS_PER_ADDRESS: '1000' };
  const port = await freePort();
  const source = spawnServer(port, env);
  servers.push(source);
  await waitHealthy(source);

  // Before the backup: an account with a session (its token is signed with the generated
  // secret in DATA_DIR), an uploaded document (a file in DATA_DIR) and contact messages.
  const email = uniqueEmail('backup');
  const signUp = await fetch(`${source.url}${EMBEDDED_PREFIX}/auth/v1/signup`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(200);
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'id.pdf');
  const upload = await fetch(`${source.url}/api/uploads`, { method: 'POST', body: form });
  expect(upload.status).toBe(200);
  const { file } = (await upload.json()) as { file: string };

  const actionId = contactActionId();
  const sender = `Backup ${randomBytes(4).toString('hex')}`;
  const acknowledgedBefore: string[] = [];
  let backupBegan = false;
  let sent = 0;
  let writing = true;
  async function writer(index: number) {
    while (writing) {
      const message = `Message ${++sent} from writer ${index}, while the backup may run.`;
      const { stored, body } = await postContactMessage(source.url, actionId, {
        clientAddress: `10.88.${index}.${1 + (sent % 250)}`,
        name: sender,
        message,
      });
      if (!stored) throw new Error(`The server refused ${message}: ${body.slice(0, 300)}`);
      // Acknowledged before the backup began: it must be in the backup.
      if (!backupBegan) acknowledgedBefore.push(message);
    }
  }
  const writers = [0, 1, 2].map((index) => writer(index));
  while (acknowledgedBefore.length < 6) await new Promise((resolve) => setTimeout(resolve, 100));

  // The backup, with the writers still going.
  backupBegan = true;
  const backup = await npmRun('backup', [backupDir], { DATA_DIR: dataDir });
  writing = false;
  await Promise.all(writers);
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toContain('made by the running server');
  console.log(
    `backup: ${acknowledgedBefore.length} messages acknowledged before it began, ${sent} sent in all`,
  );
  await stopServer(source);

  // Restored into an empty folder, and served from there.
  const restore = await npmRun('restore', [backupDir], { DATA_DIR: restoredDir });
  expect(restore.code, restore.output).toBe(0);
  const restored = spawnServer(port, { ...env, DATA_DIR: restoredDir });
  servers.push(restored);
  await waitHealthy(restored);

  const forms = await fetch(`${restored.url}/api/e2e/forms?name=${encodeURIComponent(sender)}`);
  const stored = (
    (await forms.json()) as { contactMessages: { message: string }[] }
  ).contactMessages.map((m) => m.message);
  expect(stored).toEqual(expect.arrayContaining(acknowledgedBefore));
  // The session begun before the backup is still good: same secret, same session row.
  const user = await fetch(`${restored.url}${EMBEDDED_PREFIX}/auth/v1/user`, {
    headers: { ...auth, authorization: `Bearer ${token}` },
  });
  expect(user.status).toBe(200);
  expect(((await user.json()) as { email: string }).email).toBe(email);
  // The uploaded document, byte for byte.
  const restoredFile = path.join(restoredDir, 'uploads', 'application-documents', file);
  expect(existsSync(restoredFile)).toBe(true);
  expect(readFileSync(restoredFile).equals(pdf)).toBe(true);

  // A restore never mixes with data already there.
  const again = await npmRun('restore', [backupDir], { DATA_DIR: restoredDir });
  expect(again.code).toBe(2);
  expect(again.output).toContain('is not empty');
});
