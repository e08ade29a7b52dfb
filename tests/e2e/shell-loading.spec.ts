import { expect, test } from '@playwright/test';

// /e2e/slow waits on the server before rendering; its segment has a loading.tsx like the public pages.
test('a page that loads on demand shows the spinner until it arrives (client navigation)', async ({ page }) => {
  await page.goto('/e2e/toasts');
  await page.getByRole('link', { name: 'Open a slow page' }).click();
  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(spinner).toBeVisible();
  await expect(page.getByTestId('spinner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The slow page has loaded' })).toBeVisible({ timeout: 10_000 });
  await expect(spinner).toHaveCount(0);
  await expect(page).toHaveURL('/e2e/slow');
});

test('a streamed page shows the spinner before its content (first load)', async ({ page }) => {
  await page.goto('/fr/e2e/slow?ms=2500', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La page lente est chargée' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
});
