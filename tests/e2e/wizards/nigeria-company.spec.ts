import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { dataDir } from '../support/server';
import { choose, fill, fillNigerianPerson, next, radio, signUpInline, storedDraft } from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

async function fillRegistration(page: Page) {
  await fill(page, 'First choice of name', 'Adaeze Foods Limited');
  await fill(page, 'Second choice of name', 'Adaeze Kitchen Ltd');
  await radio(page, 'Private company limited by shares (Ltd)');
  await fill(page, 'Street address', '12 Admiralty Way');
  await fill(page, 'Town or city', 'Lekki');
  await fill(page, 'Local government area', 'Eti-Osa');
  await choose(page, 'State', 'Lagos');
  await fill(page, 'Company e-mail address', 'hello@adaezefoods.ng');
  await fill(page, 'Company phone number', '0803 123 4567');
}

/** Fills every step up to the review page. */
async function fillToReview(page: Page) {
  await page.goto('/nigeria-company-registration');
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');

  await fill(page, 'Principal activity', 'Food processing');
  await fill(page, 'Description of the business', 'Processing and packaging of local foods.');
  await page.getByLabel('Objects of the memorandum, item 1').fill('To process and package foods');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByLabel('Objects of the memorandum, item 2').fill('To distribute foods to retailers');
  await next(page, '/nigeria-company-share-capital');

  await page.getByLabel('Issued share capital (NGN)').fill('1,000,000');
  await fill(page, 'Number of shares issued', '1000000');
  await page.getByRole('group', { name: 'Will any shareholder be a foreign person or company?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /Will turnover stay under/ }).getByRole('radio', { name: 'No' }).check();
  await next(page, '/nigeria-company-directors');

  await fillNigerianPerson(page.getByRole('group', { name: 'Director 1' }), { name: 'Adaeze Okafor', dob: '1988-04-12', gender: 'Female', nin: '12345678901', occupation: 'Entrepreneur', email: 'adaeze@example.com', phone: '08031234567', address: '4 Bourdillon Road, Ikoyi' });
  await page.getByRole('button', { name: 'Add a director' }).click();
  await fillNigerianPerson(page.getByRole('group', { name: 'Director 2' }), { name: 'Tunde Bakare', dob: '1985-09-30', gender: 'Male', nin: '10987654321', occupation: 'Accountant', email: 'tunde@example.com', phone: '08021234567', address: '9 Allen Avenue, Ikeja' });
  await next(page, '/nigeria-company-shareholders');

  const s1 = page.getByRole('group', { name: 'Shareholder 1' });
  await fill(s1, 'Full name', 'Adaeze Okafor');
  await choose(s1, 'Nationality', 'Nigerian');
  await fill(s1, 'National Identification Number (NIN)', '12345678901');
  await fill(s1, 'E-mail address', 'adaeze@example.com');
  await fill(s1, 'Phone number', '08031234567');
  await fill(s1, 'Number of shares', '1000000');
  await next(page, '/nigeria-company-psc');

  const p1 = page.getByRole('group', { name: 'Person with significant control 1' });
  await fill(p1, 'Full name', 'Adaeze Okafor');
  await choose(p1, 'Nationality', 'Nigerian');
  await choose(p1, 'Nature of control', 'Holds shares');
  await fill(p1, 'Percentage held', '100');
  await fill(p1, 'Residential address', '4 Bourdillon Road, Ikoyi');
  await next(page, '/nigeria-company-secretary');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await choose(page, 'Secretary is', 'An individual');
  await fill(page, "Secretary's name (or firm)", 'Ngozi Eze');
  await fill(page, "Secretary's e-mail address", 'ngozi@example.com');
  await fill(page, "Secretary's address", '3 Broad Street, Lagos Island');
  await next(page, '/nigeria-company-submitter');

  await fill(page, 'Your full name', 'Adaeze Okafor');
  await fill(page, 'Your e-mail address', 'adaeze@example.com');
  await fill(page, 'Your phone number', '08031234567');
  await choose(page, 'Your role', 'Director');
  await fill(page, "Witness's full name", 'Chinedu Obi');
  await fill(page, "Witness's occupation", 'Lawyer');
  await fill(page, "Witness's address", '7 Marina, Lagos');
  await page.getByLabel(/I confirm that the information/).check();
  await next(page, '/nigeria-company-package');

  await radio(page, 'Standard');
  await expect(page.getByTestId('quote-total')).toContainText('₦');
  await next(page, '/nigeria-company-review');
}

test('a customer registers a Nigerian company: fill, review, sign up inline, submit, confirmation, payment', async ({ page }) => {
  await fillToReview(page);
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('Adaeze Foods Limited')).toBeVisible();
  await expect(page.getByText('To process and package foods; To distribute foods to retailers')).toBeVisible();

  const email = uniqueEmail('ng-company');
  await signUpInline(page, email);
  // The draft survived the sign-up.
  await expect(page.getByText('Adaeze Foods Limited')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/application-submitted\?ref=NG-CO-\d{4}-\d{6}$/, { timeout: 30_000 });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  expect(reference).toMatch(/^NG-CO-\d{4}-\d{6}$/);
  await expect(page.getByText(/Processing time for your Standard package: 3 to 5 business days/)).toBeVisible();

  // The confirmation mail went to the outbox, addressed to the account.
  const outbox = path.join(dataDir, 'outbox');
  const mails = readdirSync(outbox).map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; subject: string });
  expect(mails.some((m) => m.to === email && m.subject.includes(reference))).toBe(true);

  // Payment: bank transfer details with the reference, USSD strings and a QR code.
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/nigeria-company-payment\?ref=/, { timeout: 30_000 });
  await expect(page.getByText(`${reference}-1`).first()).toBeVisible();
  await page.getByRole('radio', { name: 'USSD' }).click();
  await expect(page.getByText(/^\*737\*1\*\d+\*0123456789#$/)).toBeVisible();
  await page.getByRole('radio', { name: 'QR code' }).click();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await page.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(page.getByTestId('payment-recorded')).toContainText(`${reference}-1`);
  // Leaving and coming back keeps the recorded choice.
  await page.reload();
  await expect(page.getByText(/is pending confirmation \(QR code\)/)).toBeVisible();

  // Another customer cannot read it, through the confirmation or the payment page.
  await page.context().clearCookies();
  const other = uniqueEmail('intruder');
  await createAccount(page.request, new URL(page.url()).origin, other);
  await signInThroughForm(page, other);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`/application-submitted?ref=${reference}`);
  await expect(page.getByTestId('application-reference')).toHaveCount(0);
  await page.goto(`/nigeria-company-payment?ref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
});

test('bad inputs show the right message by the field and keep what was typed', async ({ page }) => {
  await page.goto('/nigeria-company-registration');
  await fill(page, 'First choice of name', 'Adaeze Foods');
  await fill(page, 'Second choice of name', 'Adaeze Kitchen Ltd');
  await radio(page, 'Private company limited by shares (Ltd)');
  await fill(page, 'Company e-mail address', 'not-an-email');
  await fill(page, 'Company phone number', '12345');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/nigeria-company-registration$/);
  await expect(page.locator('#f-proposedName1-error')).toHaveText('The name must end with “Limited” or “Ltd”.');
  await expect(page.locator('#f-proposedName2-error')).toHaveCount(0);
  await expect(page.locator('#f-companyEmail-error')).toHaveText('Enter a valid e-mail address, like name@example.com.');
  await expect(page.locator('#f-companyPhone-error')).toContainText('Enter a valid phone number');
  await expect(page.locator('#f-registeredOffice-state-error')).toHaveText('This field is required.');
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveValue('Adaeze Foods');
  await expect(page.getByLabel('Company e-mail address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Fix them and move on; a share capital below the legal minimum is refused by the field.
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');
  await fill(page, 'Principal activity', 'Food processing');
  await fill(page, 'Description of the business', 'Foods.');
  await page.getByLabel('Objects of the memorandum, item 1').fill('To process foods');
  await next(page, '/nigeria-company-share-capital');
  await page.getByLabel('Issued share capital (NGN)').fill('50000');
  await fill(page, 'Number of shares issued', '50000');
  await page.getByRole('group', { name: 'Will any shareholder be a foreign person or company?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /Will turnover stay under/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-issuedShareCapital-error')).toHaveText('A private company needs an issued share capital of at least ₦100,000 (CAMA 2020).');
  await expect(page.getByLabel('Issued share capital (NGN)')).toHaveValue('50000');
});

test('a reload restores the draft at the step the user was on, and steps cannot be skipped', async ({ page }) => {
  await page.goto('/nigeria-company-directors');
  // Nothing completed yet: sent back to the first step.
  await expect(page).toHaveURL(/\/nigeria-company-registration$/);
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');
  await fill(page, 'Principal activity', 'Food processing');
  // The browser autosave runs 300 ms after typing: the reload comes once the stored draft has the value.
  await expect.poll(async () => (await storedDraft(page, 'nigeria-company'))?.data.principalActivity).toBe('Food processing');
  await page.reload();
  await expect(page).toHaveURL(/\/nigeria-company-objective$/);
  await expect(page.getByLabel('Principal activity')).toHaveValue('Food processing');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveValue('Adaeze Foods Limited');
  await page.goto('/nigeria-company-registration');
  await expect(page.getByRole('button', { name: 'Continue where you left off' })).toBeVisible();
});
