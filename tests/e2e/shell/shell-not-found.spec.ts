import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { serverLog } from '../support/server';

const locales = [
  {
    locale: 'en',
    prefix: '',
    title: 'Page not found',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
    homeUrl: '/',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    title: 'Page introuvable',
    heading: 'Oups ! Page introuvable',
    home: 'Retour à l’accueil',
    homeUrl: '/fr',
  },
];

for (const { locale, prefix, title, heading, home, homeUrl } of locales) {
  test.describe(`404 page (${locale})`, () => {
    test('answers HTTP 404 with the code, the heading and a way home', async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page/${randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await main.getByRole('link', { name: home }).click();
      await expect(page).toHaveURL(homeUrl);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    });

    test('is drawn by the server: a browser without JavaScript shows it whole', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${prefix}/no-such-page`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('banner')).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', homeUrl);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      } finally {
        await context.close();
      }
    });

    test('logs the attempted path on the server', async ({ request }) => {
      const path = `${prefix}/missing-${randomUUID()}/deeper`;
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      await expect.poll(serverLog, { timeout: 5000 }).toContain(`[404] ${path}`);
    });
  });
}

test('an unknown path under a known one is a 404 too', async ({ request }) => {
  const response = await request.get(`/menu/${randomUUID()}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
});

// Paths a route pattern matches but no page has: an unknown article is known to the proxy by its
// slug list; the 404 page's own address is not a page either.
for (const path of [
  '/blog/no-such-article',
  '/fr/blog/no-such-article',
  '/page-not-found',
  '/fr/page-not-found',
]) {
  test(`${path} answers 404 with the 404 page in its HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toMatch(
      path.startsWith('/fr')
        ? /<h1[^>]*>Oups\u00a0! Page introuvable<\/h1>/
        : /<h1[^>]*>Oops! Page not found<\/h1>/,
    );
  });
}
