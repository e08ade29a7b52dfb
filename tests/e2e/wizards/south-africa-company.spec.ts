import { expect as baseExpect, test } from '@playwright/test';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { uniqueEmail } from '../support/auth';
import { choose, fill, next, radio, signUpInline } from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const rand = (major: number) => formatMoney(toMinor(major), 'ZAR', 'en');

test('a customer registers a South African company; an ID with a wrong check digit is refused by the field', async ({ page }) => {
  await page.goto('/south-africa-registration/business-basics');
  await fill(page, 'First name choice (optional)', 'Thabo Solar (Pty) Ltd');
  await radio(page, 'Standard MOI (CoR 15.1A)');
  await fill(page, 'Street address', '21 Long Street');
  await fill(page, 'Town or city', 'Cape Town');
  await choose(page, 'Province', 'Western Cape');
  await fill(page, 'Postal code', '8001');
  await choose(page, 'Financial year end (month)', 'February');
  await fill(page, 'Company e-mail address', 'info@thabosolar.co.za');
  await fill(page, 'Company phone number', '082 123 4567');
  await next(page, '/south-africa-registration/shareholders');

  const s1 = page.getByRole('group', { name: 'Shareholder 1' });
  await fill(s1, 'Full name', 'Thabo Nkosi');
  await choose(s1, 'Nationality', 'South African');
  await fill(s1, 'South African ID number', '8001015009086');
  await fill(s1, 'E-mail address', 'thabo@example.com');
  await fill(s1, 'Phone number', '0821234567');
  await fill(s1, 'Percentage held', '60');
  await s1.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-shareholders-0-saIdNumber-error')).toContainText('not a valid South African ID number');
  await expect(page.getByText('The shareholdings add up to 60%: they must add up to 100%.')).toBeVisible();
  await expect(s1.getByLabel('South African ID number')).toHaveValue('8001015009086');
  await fill(s1, 'South African ID number', '8001015009087');
  await fill(s1, 'Percentage held', '100');
  await next(page, '/south-africa-registration/services');

  // Both extras show their price and add it to the total; the affidavit asks the black ownership.
  await choose(page, 'Expected annual turnover', 'R10 million to R50 million');
  await radio(page, 'Standard');
  const bare = (await page.getByTestId('quote-total').textContent())!.trim();
  await expect(page.getByTestId('price-addBbbeeAffidavit')).toHaveText(`+${rand(450)}`);
  await expect(page.getByTestId('price-addTaxRegistration')).toHaveText(`+${rand(950)}`);
  await page.getByLabel(/^Add a B-BBEE sworn affidavit/).check();
  await page.getByLabel(/^Add SARS registration for VAT and PAYE/).check();
  await expect(page.getByTestId('quote-service-line-bbbeeAffidavit')).toHaveText(rand(450));
  await expect(page.getByTestId('quote-service-line-taxRegistration')).toHaveText(rand(950));
  expect((await page.getByTestId('quote-total').textContent())!.trim()).not.toBe(bare);
  // A R10m-R50m business may swear the affidavit only when at least 51% black-owned.
  await choose(page, 'Black ownership', 'Less than 51% black-owned');
  await radio(page, 'Standard');
  await fill(page, 'Your full name', 'Thabo Nkosi');
  await fill(page, 'Your e-mail address', 'thabo@example.com');
  await fill(page, 'Your phone number', '0821234567');
  await page.getByLabel(/I confirm that the information/).check();
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page.locator('#f-blackOwnership-error')).toContainText('needs at least 51% black ownership');
  await choose(page, 'Black ownership', '51% to 99% black-owned');
  await expect(page.getByTestId('quote-government-fee')).toHaveText(rand(175));
  await next(page, '/south-africa-registration/review');

  await signUpInline(page, uniqueEmail('za-company'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=ZA-CO-\d{4}-\d{6}$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page.getByTestId('payment-amount')).toContainText('R', { timeout: 30_000 });
});
