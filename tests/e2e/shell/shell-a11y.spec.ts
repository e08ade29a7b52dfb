import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, loadAxe } from '../support/axe';

test.beforeEach(({ page }) => loadAxe(page));

const pages = [
  { name: 'home', path: '', status: 200 },
  { name: '404', path: '/this-page-does-not-exist', status: 404 },
  { name: 'menu', path: '/menu', status: 200 },
];

/**
 * axe audits the page once its own heading is drawn. The unknown path here gets the proxy's
 * server-drawn 404 page; a page's own notFound() would still send an empty shell that only the
 * browser fills in (vercel/next.js#62228), and on a loaded machine axe would audit that shell.
 */
async function rendered(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const prefix of ['', '/fr']) {
  for (const { name, path, status } of pages) {
    test(`axe finds no violations on the ${name} page (${prefix ? 'fr' : 'en'}, desktop)`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}${path}` || '/');
      expect(response?.status()).toBe(status);
      await rendered(page);
      await expectNoAxeViolations(page);
    });

    test(`axe finds no violations on the ${name} page (${prefix ? 'fr' : 'en'}, 375 px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(`${prefix}${path}` || '/');
      expect(response?.status()).toBe(status);
      await rendered(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('axe finds no violations on the error view', async ({ page }) => {
  await page.goto('/e2e/error');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations with a toast on screen', async ({ page }) => {
  await page.goto('/e2e/toasts');
  await page.getByRole('button', { name: 'Show a toast' }).click();
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
