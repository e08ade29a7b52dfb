import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import { dataDir } from '../support/server';

export const fixtures = path.resolve(__dirname, '..', '..', 'unit', 'careers', 'fixtures');

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

/** Mails the server wrote to its outbox (embedded mode), newest last. */
export function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(
        (f) =>
          JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      );
  } catch {
    return [];
  }
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
