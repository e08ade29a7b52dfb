import { expect as baseExpect, test } from '@playwright/test';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import {
  FILES,
  choose,
  fill,
  fillFiler,
  next,
  radio,
  signUpInline,
  storedApplications,
  upload,
} from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const rand = (major: number) => formatMoney(toMinor(major), 'ZAR', 'en');

test('a customer registers a South African company with a director who holds no shares; an ID with a wrong check digit is refused by the field', async ({
  page,
}) => {
  await page.goto('/south-africa-registration/business-basics');
  await fill(page, 'First name choice (optional)', 'Thabo Solar (Pty) Ltd');
  await radio(page, 'Standard MOI (CoR 15.1A)');
  await fill(page, 'Street address', '21 Long Street');
  await fill(page, 'Town or city', 'Cape Town');
  await choose(page, 'Province', 'Western Cape');
  await fill(page, 'Postal code', '8001');
  await choose(page, 'Financial year end (month)', 'February');
  await fill(page, 'Number of authorised shares', '1,000');
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
  // The directors, apart: Thabo, and Sipho, a British director who holds no shares.
  const d1 = page.getByRole('group', { name: 'Director 1' });
  await fill(d1, 'Full name', 'Thabo Nkosi');
  await choose(d1, 'Nationality', 'South African');
  await fill(d1, 'South African ID number', '8001015009087');
  await fill(d1, 'Residential address', '21 Long Street, Cape Town');
  await fill(d1, 'E-mail address', 'thabo@example.com');
  await fill(d1, 'Phone number', '0821234567');
  await page.getByRole('button', { name: 'Add a director' }).click();
  const d2 = page.getByRole('group', { name: 'Director 2' });
  await fill(d2, 'Full name', 'Sipho Dube');
  await choose(d2, 'Nationality', 'British');
  await fill(d2, 'Passport number', '533401372');
  await fill(d2, 'Residential address', '4 Kloof Street, Gardens, Cape Town');
  await fill(d2, 'Postal address (optional)', 'PO Box 123, Cape Town, 8000');
  await fill(d2, 'E-mail address', 'sipho@example.com');
  await fill(d2, 'Phone number', '0841234567');
  await upload(d2, 'Certified copy of the ID or passport', {
    ...FILES.pdf,
    name: 'sipho-passport-certified.pdf',
  });
  // Thabo incorporates the company; he is one of the directors above.
  const i1 = page.getByRole('group', { name: 'Incorporator 1' });
  await radio(i1, 'A person');
  await fill(i1, 'Full name, or the entity’s registered name', 'Thabo Nkosi');
  await i1
    .getByRole('group', { name: 'Is this incorporator one of the directors?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-shareholders-0-saIdNumber-error')).toContainText(
    'not a valid South African ID number',
  );
  await expect(
    page.getByText('The shareholdings add up to 60%: they must add up to 100%.'),
  ).toBeVisible();
  await expect(page.locator('#f-directors-0-certifiedIdCopy-error')).toHaveText(
    'Upload the document.',
  );
  await expect(s1.getByLabel('South African ID number')).toHaveValue('8001015009086');
  await expectNoAxeViolations(page, 'the South African shareholders step with errors');
  await fill(s1, 'South African ID number', '8001015009087');
  await fill(s1, 'Percentage held', '100');
  await upload(d1, 'Certified copy of the ID or passport', {
    ...FILES.photo,
    name: 'thabo-id-certified.jpg',
  });
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
  await fillFiler(page, { name: 'Thabo Nkosi', email: 'thabo@example.com', phone: '0821234567' });
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page.locator('#f-blackOwnership-error')).toContainText(
    'needs at least 51% black ownership',
  );
  await choose(page, 'Black ownership', '51% to 99% black-owned');
  await expect(page.getByTestId('quote-government-fee')).toHaveText(rand(175));
  await next(page, '/south-africa-registration/review');

  const email = uniqueEmail('za-company');
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=ZA-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const [app] = await storedApplications(page.request, email);
  expect(app!.data).toMatchObject({
    authorisedShares: '1000',
    shareholders: [expect.objectContaining({ fullName: 'Thabo Nkosi', percentage: '100' })],
    directors: [
      expect.objectContaining({ fullName: 'Thabo Nkosi' }),
      expect.objectContaining({ fullName: 'Sipho Dube', passportNumber: '533401372' }),
    ],
    incorporators: [
      expect.objectContaining({
        incorporatorType: 'person',
        fullName: 'Thabo Nkosi',
        isDirector: 'yes',
      }),
    ],
  });
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page.getByTestId('payment-amount')).toContainText('R', { timeout: 30_000 });
});
