import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { dataDir } from '../support/server';

export const fixtures = path.resolve(__dirname, '..', '..', 'fixtures', 'careers');

/**
 * Every test gets its own client address (X-Forwarded-For, read by the forms' per-IP limiter),
 * so tests neither share a rate-limit bucket nor depend on their order.
 */
export async function asNewVisitor(page: Page): Promise<string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Scrolls to the captcha (its script loads once its place is on screen) and waits for the widget. */
export async function showCaptcha(page: Page) {
  await page.locator('[data-captcha]').scrollIntoViewIfNeeded();
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible({ timeout: 15_000 }); // its script is fetched on demand
  return widget;
}

/** Whether the ALTCHA widget's script has run in the page (it defines the <altcha-widget> element). */
export function captchaScriptLoaded(page: Page) {
  return page.evaluate(() => customElements.get('altcha-widget') !== undefined);
}

/** Ticks the real ALTCHA widget and waits until it has solved the server's challenge. */
export async function solveCaptcha(page: Page, label = "I'm not a robot", verified = 'Verified') {
  const widget = await showCaptcha(page);
  // The box stays unticked while the widget works; it ticks itself once the challenge is solved.
  await widget.getByRole('checkbox', { name: label }).click();
  await expect(widget).toContainText(verified, { timeout: 20_000 });
  await expect(widget.getByRole('checkbox')).toBeChecked();
}

/** The message shown under a field (by the id of its control). */
export function fieldError(page: Page, id: string) {
  return page.locator(`[data-field-error="${id}"]`);
}

export function formAlert(page: Page) {
  return page.locator('[data-form-error]');
}

/** Serves a real challenge whose signature was altered: the widget solves it, the server must refuse it. */
export async function tamperChallenges(page: Page) {
  await page.route('**/api/altcha', async (route: Route) => {
    const response = await route.fetch();
    const challenge = (await response.json()) as { signature: string };
    challenge.signature = challenge.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await route.fulfill({ response, json: challenge });
  });
}

/** Serves the first real challenge again and again: its second solution is a replay. */
export async function repeatFirstChallenge(page: Page) {
  let first: unknown = null;
  await page.route('**/api/altcha', async (route: Route) => {
    if (!first) {
      const response = await route.fetch();
      first = await response.json();
    }
    await route.fulfill({ status: 200, json: first, headers: { 'cache-control': 'no-store' } });
  });
}

/**
 * Mails the server wrote to its outbox (embedded mode), oldest first. The forms write theirs
 * after the response: wait for one with `expect.poll`. A file still being written is skipped.
 */
export function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().flatMap((f) => {
    try {
      return [
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
      ];
    } catch {
      return [];
    }
  });
}

/** What the contact and career forms stored under a sender's name (the harness reads the database). */
export async function storedUnder(
  request: APIRequestContext,
  name: string,
): Promise<{ contactMessages: unknown[]; careerApplications: { cv_size: number }[] }> {
  const response = await request.get(`/api/e2e/forms?name=${encodeURIComponent(name)}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Rewrites the next server-action POST the page sends to `pagePath` (a POST to the page's URL
 * with a `next-action` header), after the browser's own checks have passed: the way to reach the
 * server with what the form would never send. The arguments, which a React client encodes as
 * JSON text, go through `edit.json`. Resolves once a request has been rewritten and sent on.
 */
export async function rewriteNextAction(
  page: Page,
  pagePath: string,
  edit: { json: (args: unknown[]) => unknown[] },
): Promise<{ rewritten: Promise<void> }> {
  const matches = (url: URL) => url.pathname === pagePath;
  let used = false;
  let done: () => void = () => {};
  const rewritten = new Promise<void>((resolve) => (done = resolve));
  const handler = async (route: Route) => {
    const request = route.request();
    if (used || request.method() !== 'POST' || !request.headers()['next-action'])
      return route.fallback();
    used = true;
    const headers = { ...request.headers() };
    delete headers['content-length'];
    const type = headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data'))
      throw new Error(`The action sent multipart data: ${type}`);
    const body = Buffer.from(JSON.stringify(edit.json(JSON.parse(request.postData() ?? '[]'))));
    await route.continue({ headers, postData: body });
    done();
    await page.unroute(matches, handler);
  };
  await page.route(matches, handler);
  return { rewritten };
}

/**
 * Rewrites the next multipart POST the page sends to the route handler at `path` (the forms that
 * carry files post there, not to a server action), after the browser's own checks have passed.
 * Resolves once a request has been rewritten and sent on.
 */
export async function rewriteFormPost(
  page: Page,
  path: string,
  edit: (form: FormData) => void,
): Promise<{ rewritten: Promise<void> }> {
  const matches = (url: URL) => url.pathname === path;
  let used = false;
  let done: () => void = () => {};
  const rewritten = new Promise<void>((resolve) => (done = resolve));
  const handler = async (route: Route) => {
    const request = route.request();
    if (used || request.method() !== 'POST') return route.fallback();
    used = true;
    const headers = { ...request.headers() };
    delete headers['content-length'];
    const form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': headers['content-type'] ?? '' },
      body: new Uint8Array(request.postDataBuffer() ?? []),
    }).formData();
    edit(form);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type')!;
    await route.continue({ headers, postData: Buffer.from(await encoded.arrayBuffer()) });
    done();
    await page.unroute(matches, handler);
  };
  await page.route(matches, handler);
  return { rewritten };
}

/** Files stored under the uploads folder of a bucket, with their bytes. */
export function uploads(bucket: string): { file: string; bytes: Buffer }[] {
  const root = path.join(dataDir, 'uploads', bucket);
  const found: { file: string; bytes: Buffer }[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.meta.json'))
        found.push({ file: full, bytes: readFileSync(full) });
    }
  };
  walk(root);
  return found;
}
