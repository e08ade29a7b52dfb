import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The harness's root layout fails on this path (lib/config/harness.ts), which only
// app/global-error.tsx can catch: it replaces the whole document.
const failingPath = '/e2e.root-layout-error';

test('a root layout error shows the error view in a document of its own, without the message, with a way home', async ({
  page,
}) => {
  const response = await page.goto(failingPath);
  expect(response?.status()).toBe(500);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Deliberate root layout error')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Unexpected Application Error!',
  );
});
