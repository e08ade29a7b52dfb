import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { databaseProxy, type DatabaseProxy } from '../support/database-proxy';
import { NAV, PASSWORD, signInThroughForm, toastWithTitle, uniqueEmail } from '../e2e/support/auth';
import { e2eDir } from '../e2e/support/server';
import {
  freePort,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../e2e/support/spawn-server';

// Issue 29, item 10: with the database down, a signed-in customer was shown the sign-in form and
// signing in answered 500; with a database that accepted connections and never answered, each
// request hung 30 s. One server of this file's own, on a database of its own reached through a
// proxy that the test stops (a stopped server) or silences (a hung one).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let proxy: DatabaseProxy;
let server: SpawnedServer;
let admin: postgres.Sql;
const name = `e2e_outage_${randomBytes(5).toString('hex')}`;

test.beforeAll(async () => {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  proxy = await databaseProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  const dataDir = path.join(e2eDir, 'data-outage');
  rmSync(dataDir, { recursive: true, force: true });
  server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: proxy.url(url.toString()),
    // A silent database is given up on after 2 s + 1 s on an open connection (10 s + 1 s by
    // default), and after the connect timeout (5 s, the default) on a new one.
    DATABASE_STATEMENT_TIMEOUT: '2',
  });
  await waitHealthy(server);
});

test.afterAll(async () => {
  await proxy?.answer();
  if (server) await stopServer(server, 'SIGKILL');
  await proxy?.close();
  await admin?.unsafe(`drop database if exists ${name} with (force)`);
  await admin?.end({ timeout: 5 });
});

/** The auth cookies of the browser, by name. */
async function authCookies(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await context.cookies())
      .filter((cookie) => cookie.name.startsWith('sb-'))
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

/** Opens `path` and returns the answer's status (or 'no answer' within 60 s) and how long it took. */
async function open(page: Page, path: string) {
  const started = Date.now();
  const response = await page
    .goto(`${server.url}${path}`, { timeout: 60_000 })
    .catch(() => 'no answer' as const);
  return {
    status: response === 'no answer' ? response : response?.status(),
    ms: Date.now() - started,
  };
}

/** A browser signed in as a new customer, on their account page. */
async function signedInBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const email = uniqueEmail('outage');
  const signUp = await page.request.post(`${server.url}${EMBEDDED_PREFIX}/auth/v1/signup`, {
    headers: {
      apikey: EMBEDDED_PUBLISHABLE_KEY,
      authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
    },
    data: { email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  await signInThroughForm(page, email);
  await page.waitForURL(/\/account/, NAV);
  expect((await open(page, '/account')).status).toBe(200);
  const signedIn = await authCookies(context);
  expect(Object.keys(signedIn).length).toBeGreaterThan(0);
  return { context, page, signedIn };
}

test('a signed-in customer sees "temporarily unavailable" (503) while the database is stopped, keeps the session, and sees the account again once it is back', async ({
  browser,
}) => {
  const { context, page, signedIn } = await signedInBrowser(browser);

  await proxy.stop();
  // A client-side navigation: the page's own check cannot be made, and the error page says so.
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);
  expect(await authCookies(context)).toEqual(signedIn);
  // A page loaded as a document: the 503 page in its place.
  const down = await open(page, '/account');
  console.log(
    `database stopped: /account answered ${down.status} in ${down.ms} ms, showing ${page.url()}`,
  );
  expect(down.status).toBe(503);
  expect(page.url()).toBe(`${server.url}/account`);
  await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
  await expect(page).toHaveTitle(/Temporarily unavailable/);
  expect((await open(page, '/fr/account')).status).toBe(503);
  await expect(
    page.getByRole('heading', { name: 'Service momentanément indisponible' }),
  ).toBeVisible();
  // The session is kept for when the database is back.
  expect(await authCookies(context)).toEqual(signedIn);

  await proxy.answer();
  const back = await open(page, '/account');
  expect(back.status).toBe(200);
  expect(page.url()).toBe(`${server.url}/account`);
  await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toHaveCount(0);
  await context.close();
});

test('signing in while the database is stopped answers 503, and the form says the service is unavailable', async ({
  browser,
}) => {
  await proxy.stop();
  try {
    const token = await fetch(`${server.url}${EMBEDDED_PREFIX}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: EMBEDDED_PUBLISHABLE_KEY,
        authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'someone@e2e.test', password: PASSWORD }),
    });
    console.log(`database stopped: a sign-in answered ${token.status}`);
    expect(token.status).toBe(503);
    expect(token.headers.get('retry-after')).toBe('30');
    expect(((await token.json()) as { code: string }).code).toBe('service_unavailable');

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInThroughForm(page, 'someone@e2e.test');
    const toast = toastWithTitle(page, 'Failed to sign in');
    await expect(toast).toContainText(
      'The service is temporarily unavailable. Nothing was changed: try again in a minute.',
    );
    await context.close();
  } finally {
    await proxy.answer();
  }
});

test('a database that accepts connections and never answers: the page answers 503 within seconds, not 30 s', async ({
  browser,
}) => {
  const { context, page, signedIn } = await signedInBrowser(browser);
  proxy.silent();
  try {
    const silent = await open(page, '/account');
    console.log(
      `database silent: /account answered ${silent.status} in ${silent.ms} ms, showing ${page.url()}`,
    );
    expect(silent.status).toBe(503);
    expect(silent.ms).toBeLessThan(8000);
    expect(await authCookies(context)).toEqual(signedIn);
  } finally {
    await proxy.answer();
  }
  expect((await open(page, '/account')).status).toBe(200);
  await context.close();
});
