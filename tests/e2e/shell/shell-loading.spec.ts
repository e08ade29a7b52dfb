import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

// /e2e/slow?hold=<token> renders only when the test requests /e2e/slow?release=<token>; its
// segment has a loading.tsx like the public pages. The hold makes the loading state last as long
// as the test needs, however busy the machine is.

test('a page that loads on demand shows the spinner until it arrives (client navigation)', async ({
  page,
  request,
}) => {
  const token = randomUUID();
  await page.goto(`/e2e/toasts?hold=${token}`);
  await page.getByRole('link', { name: 'Open a slow page' }).click();
  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(spinner).toBeVisible();
  await expect(page.getByTestId('spinner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The slow page has loaded' })).toHaveCount(0);

  expect((await request.get(`/e2e/slow?release=${token}`)).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'The slow page has loaded' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(spinner).toHaveCount(0);
  await expect(page).toHaveURL(`/e2e/slow?hold=${token}`);
});

test('a streamed page shows the spinner before its content (first load, French)', async ({
  page,
  request,
}) => {
  const token = randomUUID();
  await page.goto(`/fr/e2e/slow?hold=${token}`, { waitUntil: 'commit' });
  const spinner = page.getByRole('status').filter({ hasText: 'Chargement' });
  await expect(spinner).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'La page lente est chargée' })).toHaveCount(0);

  expect((await request.get(`/fr/e2e/slow?release=${token}`)).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'La page lente est chargée' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(spinner).toHaveCount(0);
});
