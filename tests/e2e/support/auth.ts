import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { e2eDir } from './server';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The server with e-mail confirmations on (EMBEDDED_AUTH_CONFIRM_EMAIL=true). */
export const confirmURL = `http://localhost:${port + 1}`;
/** The server without any backend (EMBEDDED_BACKEND=off). */
export const offURL = `http://localhost:${port + 2}`;
/** The server with no trusted proxy in front (client addresses from the socket). */
export const directURL = `http://localhost:${port + 3}`;

/**
 * Offered the admin role by ADMIN_EMAILS on every e2e server (scripts/e2e-server.mjs): the role
 * is the account's once the link mailed to it is followed (createAccount does that for it).
 */
export const ADMIN_EMAIL = 'admin@e2e.test';
// Strong enough for the strength check (zxcvbn score 4): sign-ups refuse guessable passwords.
export const PASSWORD = 'Tailor-Lagos-2026';

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@e2e.test`;
}

/** Creates an account through the backend's own sign-up endpoint (as supabase-js would). */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  fullName = 'E2E User',
) {
  const signUp = () =>
    request.post(`${baseURL}${EMBEDDED_PREFIX}/auth/v1/signup`, {
      headers: {
        apikey: EMBEDDED_PUBLISHABLE_KEY,
        authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
      },
      data: { email, password: PASSWORD, data: { full_name: fullName } },
    });
  // A kept-alive connection that the server closes for idleness (Node's 5 s keepAliveTimeout) just
  // as the request goes out resets it (seen twice under a full CI run). Sending again is safe:
  // if the first attempt did create the account, the second answers 422.
  const response = await signUp().catch((error: Error) => {
    if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return signUp();
  });
  // 422 user_already_exists: another test created it first, which is as good.
  expect([200, 422]).toContain(response.status());
  if (email === ADMIN_EMAIL) await confirmStaffAccess(request, baseURL, email);
}

/**
 * Makes the account staff as its owner would: signed in, it follows the link ADMIN_EMAILS mailed
 * to its address (the same call the confirmation page's action makes). Nothing to do when the
 * account is staff already.
 */
export async function confirmStaffAccess(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = PASSWORD,
  /** The server whose data directory is `data-<name>`, for a spec's own server. */
  serverName?: string,
) {
  const key = { apikey: EMBEDDED_PUBLISHABLE_KEY };
  const signIn = await request.post(
    `${baseURL}${EMBEDDED_PREFIX}/auth/v1/token?grant_type=password`,
    {
      headers: { ...key, authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}` },
      data: { email, password },
    },
  );
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const rpc = (fn: string, data: object) =>
    request.post(`${baseURL}${EMBEDDED_PREFIX}/rest/v1/rpc/${fn}`, {
      headers: { ...key, authorization: `Bearer ${token}` },
      data,
    });
  if ((await (await rpc('get_current_user_role', {})).json()) === 'admin') return;
  // The link's mail is a job sent just after the sign-up: wait for the queue to write it.
  let link: string | null = null;
  await expect
    .poll(() => (link = mailedLink(email, serverName, /\/account\/staff-access\?/)), {
      message: `no staff access link was mailed to ${email}`,
    })
    .not.toBeNull();
  const confirmed = await rpc('confirm_staff_access', {
    token: new URL(link!).searchParams.get('token'),
  });
  expect(await confirmed.json()).toBe('granted');
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The toast whose title is `title`; its description is checked by the caller. */
export function toastWithTitle(page: Page, title: string) {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The confirmation link mailed to `email` by the server whose data directory is `data-<name>`. */
export function confirmationLink(serverName: string, email: string): string | null {
  return mailedLink(email, serverName);
}

/**
 * The link of the last mail to `email` in a server's outbox: the main server's (`serverName` ''),
 * else the one whose data directory is `data-<name>`; with `pattern`, of the last mail whose link
 * matches it.
 */
export function mailedLink(
  email: string,
  serverName = process.env.E2E_SERVER_NAME ?? '',
  pattern?: RegExp,
): string | null {
  const dir = path.join(e2eDir, serverName ? `data-${serverName}` : 'data', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      to: string;
      text: string;
      html?: string;
    };
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const link = (mail.text + ' ' + (mail.html ?? '')).match(/https?:\/\/[^\s"'<>]+/);
    if (link && (!pattern || pattern.test(link[0]))) return link[0].replace(/&amp;/g, '&');
  }
  return null;
}

/** Navigations after signing in cross the proxy, the backend and a server render: allow for a busy machine. */
export const NAV = { timeout: 15_000 };
