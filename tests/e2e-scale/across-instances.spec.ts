import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { createAccount, NAV, PASSWORD, signInThroughForm, uniqueEmail } from '../e2e/support/auth';
import { dataDir, e2eDir } from '../e2e/support/server';
import { contactActionId, postContactMessage, solvedCaptcha } from '../e2e/support/spawn-server';
import { choose, fill, next, radio } from '../e2e/wizards/helpers';

// The scale-out leg (playwright.scale.config.ts, scripts/e2e-scale-out.mjs): two instances on
// one PostgreSQL database and one shared DATA_DIR, behind a round-robin proxy. Each test sends
// one step to instance a and the next to instance b (the proxy's X-Upstream header), so what
// passes here passes only if the state lives where both instances see it.
const expect = baseExpect.configure({ timeout: 20_000 });
type Instance = 'a' | 'b';

const auth = {
  apikey: EMBEDDED_PUBLISHABLE_KEY,
  authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
};
const pdf = readFileSync(path.resolve(__dirname, '..', 'fixtures', 'careers', 'cv.pdf'));

/** A client address of its own (the tests play the CDN in front of the proxy). */
function newAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** From now on, every request of this browser goes to `instance`. */
async function pin(context: BrowserContext, instance: Instance) {
  await context.setExtraHTTPHeaders({ 'x-upstream': instance });
}

/** The instances that answered the page's documents and actions, as the proxy names them. */
function servedBy(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response) => {
    const name = response.headers()['x-served-by'];
    if (name && ['document', 'fetch'].includes(response.request().resourceType())) seen.add(name);
  });
  return seen;
}

test('one address, two healthy instances on one database: the migrations ran once, and the start notice says PostgreSQL', async ({
  request,
}) => {
  const answered = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      queue: { failed: expect.any(Number), oldestWaitingSeconds: expect.any(Number) },
    });
    answered.add(response.headers()['x-served-by']!);
  }
  expect([...answered].sort()).toEqual(['a', 'b']);

  const logs = (['a', 'b'] as const).map((name) =>
    readFileSync(path.join(e2eDir, `server-scale-${name}.log`), 'utf8'),
  );
  for (const log of logs) {
    expect(log).toContain('Embedded auth on PostgreSQL: accounts and data live in');
    expect(log).not.toContain('EMBEDDED BACKEND IN PRODUCTION');
  }
  // Started together, the instances took the migrations' advisory lock in turn: one applied them.
  expect(logs.filter((log) => /\[db\] applied \d+ migrations/.test(log))).toHaveLength(1);
});

test('a session begun on one instance is used, refreshed and ended on the other', async ({
  request,
  baseURL,
}) => {
  const email = uniqueEmail('scale-session');
  await createAccount(request, baseURL!, email);
  const on = (instance: Instance, token?: string) => ({
    ...auth,
    'x-upstream': instance,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const endpoint = (rest: string) => `${EMBEDDED_PREFIX}/auth/v1/${rest}`;

  const signIn = await request.post(endpoint('token?grant_type=password'), {
    headers: on('a'),
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()['x-served-by']).toBe('a');
  const session = (await signIn.json()) as { access_token: string; refresh_token: string };

  // b verifies a's access token (one JWT secret in the shared DATA_DIR) and finds the session.
  const user = await request.get(endpoint('user'), { headers: on('b', session.access_token) });
  expect(user.status()).toBe(200);
  expect(((await user.json()) as { email: string }).email).toBe(email);

  // b rotates a's refresh token: the session lives in the database, not in a's memory.
  const refreshed = await request.post(endpoint('token?grant_type=refresh_token'), {
    headers: on('b'),
    data: { refresh_token: session.refresh_token },
  });
  expect(refreshed.status()).toBe(200);
  const rotated = (await refreshed.json()) as { access_token: string; refresh_token: string };

  // a ends it; b refuses its refresh token from then on.
  const logout = await request.post(endpoint('logout?scope=global'), {
    headers: on('a', rotated.access_token),
  });
  expect(logout.status()).toBe(204);
  const afterLogout = await request.post(endpoint('token?grant_type=refresh_token'), {
    headers: on('b'),
    data: { refresh_token: rotated.refresh_token },
  });
  expect(afterLogout.status()).toBe(400);
});

test('signed in through one instance, the account opens through the other; signed out there, it is closed on both', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('scale-browser');
  await createAccount(request, baseURL!, email, 'Ngozi Scale');
  const seen = servedBy(page);
  await pin(page.context(), 'a');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/, NAV);
  expect([...seen]).toEqual(['a']);

  await pin(page.context(), 'b');
  await page.reload();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(
    0,
    NAV,
  );
  expect(seen.has('b')).toBe(true);

  await pin(page.context(), 'a');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/, NAV);
});

test('a draft saved through one instance opens at the same step through the other', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // two browsers, each signing in
  const email = uniqueEmail('scale-draft');
  await createAccount(request, baseURL!, email);

  const laptop = await browser.newContext();
  await pin(laptop, 'a');
  const first = await laptop.newPage();
  await signInThroughForm(first, email);
  await expect(first).toHaveURL(/\/account$/, NAV);
  await first.goto('/nigeria-enterprise-registration');
  await fill(first, 'First choice of business name', 'Bisi Tailoring Services');
  await fill(first, 'Second choice of business name', 'Bisi Fashion House');
  await radio(first, 'Sole proprietorship');
  await fill(first, 'Nature of business', 'Tailoring');
  await fill(first, 'Street address', '5 Ojuelegba Road');
  await fill(first, 'Town or city', 'Surulere');
  await fill(first, 'Local government area', 'Surulere');
  await choose(first, 'State', 'Lagos');
  await fill(first, 'Date the business starts (or started)', '2026-01-15');
  await fill(first, 'Business e-mail address', 'bisi@example.com');
  await fill(first, 'Business phone number', '08091234567');
  await next(first, '/nigeria-enterprise-proprietor');
  await fill(first.getByRole('group', { name: 'Proprietor 1' }), 'Full name', 'Bisi Adeyemi');
  await expect(first.locator('[data-autosave="saved"]')).toBeAttached(NAV);
  await laptop.close();

  const phone = await browser.newContext();
  await pin(phone, 'b');
  const second = await phone.newPage();
  await signInThroughForm(second, email);
  await expect(second).toHaveURL(/\/account$/, NAV);
  await second.goto('/nigeria-enterprise-registration');
  await expect(second).toHaveURL(/\/nigeria-enterprise-proprietor$/, NAV);
  await expect(
    second.getByRole('group', { name: 'Proprietor 1' }).getByLabel('Full name', { exact: true }),
  ).toHaveValue('Bisi Adeyemi');
  await phone.close();
});

test("a captcha redeemed on one instance is refused by the other, and the forms' limit counts on both", async ({
  baseURL,
}) => {
  const actionId = contactActionId();
  const on = (instance: Instance) => ({ 'x-upstream': instance });

  // One solved challenge, sent to a, then replayed to b.
  const replayer = newAddress();
  const altcha = await solvedCaptcha(baseURL!, replayer);
  const once = await postContactMessage(baseURL!, actionId, {
    clientAddress: replayer,
    name: 'Scale Replay',
    message: 'Sent once through instance a.',
    altcha,
    headers: on('a'),
  });
  expect([once.servedBy, once.stored]).toEqual(['a', true]);
  const again = await postContactMessage(baseURL!, actionId, {
    clientAddress: replayer,
    name: 'Scale Replay',
    message: 'Replayed through instance b.',
    altcha,
    headers: on('b'),
  });
  expect(again.servedBy).toBe('b');
  expect(again.stored).toBe(false);
  expect(again.body).toContain('"key":"captchaReplayed"');

  // Five messages a connection in ten minutes (FORMS_RATE_LIMIT), whichever instance takes them.
  const sender = newAddress();
  const outcomes: string[] = [];
  for (const instance of ['a', 'b', 'a', 'b', 'a', 'b'] as const) {
    const sent = await postContactMessage(baseURL!, actionId, {
      clientAddress: sender,
      name: 'Scale Limit',
      message: `A message through instance ${instance}.`,
      headers: on(instance),
    });
    outcomes.push(
      sent.stored
        ? 'stored'
        : /"key":"rateLimited"/.test(sent.body)
          ? 'rateLimited'
          : `refused: ${sent.body.slice(0, 200)}`,
    );
  }
  expect(outcomes).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'rateLimited']);
});

test("the captcha's challenges per address count on both instances", async ({ request }) => {
  const address = newAddress();
  const statuses: number[] = [];
  // 60 challenges per address a minute (lib/security/captcha/limits.ts), whichever instance answers.
  for (let i = 0; i < 61; i++) {
    const response = await request.get('/api/altcha', {
      headers: { 'x-forwarded-for': address, 'x-upstream': i % 2 === 0 ? 'a' : 'b' },
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ error: 'Too many requests' });
    }
  }
  expect(statuses).toEqual([...Array<number>(60).fill(200), 429]);
});

test('uploads through either instance land in the one storage, and the per-address limit counts on both', async ({
  request,
}) => {
  const address = newAddress();
  const statuses: number[] = [];
  const files: string[] = [];
  // 30 uploads per address in ten minutes (UPLOADS_PER_ADDRESS), then 429, whichever instance answers.
  for (let i = 0; i < 31; i++) {
    const response = await request.post('/api/uploads', {
      headers: { 'x-forwarded-for': address, 'x-upstream': i % 2 === 0 ? 'a' : 'b' },
      multipart: { file: { name: `id-${i}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
    });
    statuses.push(response.status());
    if (response.ok()) files.push(((await response.json()) as { file: string }).file);
  }
  expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  // One folder for both: DATA_DIR is shared (README: running several instances).
  for (const file of files)
    expect(existsSync(path.join(dataDir, 'uploads', 'application-documents', file))).toBe(true);
});
