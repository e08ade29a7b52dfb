import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { serverLog } from './support/server';

const locales = [
  {
    locale: 'en',
    prefix: '',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
    homeUrl: '/',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    heading: 'Oups ! Page introuvable',
    home: 'Retour à l’accueil',
    homeUrl: '/fr',
  },
];

for (const { locale, prefix, heading, home, homeUrl } of locales) {
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
