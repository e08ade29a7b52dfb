import { expect, test } from '@playwright/test';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 31, the company record as a customer meets it: a UK company formed elsewhere is brought
 * in (bad identifiers first, each said next to its field), and its page shows the confirmation
 * statement and the accounts with their dates. E2E_TODAY is 2026-11-27 on the e2e servers.
 * Not yet here: the staff journey of a Delaware formation (record, complete, File it for me).
 */
test('a customer brings in a UK company and sees its confirmation statement and accounts', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('companies');
  await createAccount(page.request, baseURL!, email, 'Ada Obi');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await expect(page.getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'href',
    '/account/companies',
  );
  // A fresh load: the sign-in toast, still fading in, is not part of the page under test.
  await page.goto('/account/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
  await expectNoAxeViolations(page, 'the companies list');
  await page.getByRole('link', { name: 'Add a company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a company' })).toBeVisible();
  await expectNoAxeViolations(page, 'the add-a-company form');

  await page.getByLabel('Jurisdiction').selectOption('uk');
  await page.getByLabel('Legal name').fill('Thames Widgets Ltd');
  await page.getByLabel('Registry number').fill('123');
  await page.getByLabel('Tax number').fill('12-3456789');
  await page.getByLabel('Incorporation date').fill('2024-05-14');
  await page.getByRole('button', { name: 'Add the company' }).click();
  await expect(
    page.getByText('A UK company number has 8 characters, e.g. 01234567 or SC123456.'),
  ).toBeVisible();
  await expect(page.getByLabel('Registry number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Registry number').fill('sc 123456');
  await page.getByLabel('Tax number').fill('');
  await page.getByRole('button', { name: 'Add the company' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thames Widgets Ltd' })).toBeVisible();
  await expect(page.getByTestId('registry-number')).toHaveText('SC123456');
  const obligations = page.getByTestId('obligations');
  // Review period 14 May 2025 – 13 May 2026 was filed before the window; the next ends 13 May 2027.
  const confirmation = obligations.locator('[data-rule="uk-confirmation-statement"]').first();
  await expect(confirmation.locator('time')).toHaveAttribute('datetime', '2027-05-27');
  // First accounts: 21 months after incorporation (14 Feb 2026) fall before the window; the next
  // are 9 months after the reference date 31 May 2026.
  const accounts = obligations.locator('[data-rule="uk-annual-accounts"]').first();
  await expect(accounts.locator('time')).toHaveAttribute('datetime', '2027-02-28');
  await expectNoAxeViolations(page, 'a company page');

  await page.getByRole('link', { name: 'All your companies' }).click();
  await expect(page.getByRole('link', { name: 'Thames Widgets Ltd' })).toBeVisible();
});
