import { expect as baseExpect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { FILES, message, storedApplications, upload } from './helpers';

test.describe.configure({ timeout: 180_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The French text of a key (messages/fr.json), checked to be a translation, not the English left in place. */
const f = (key: string, values: Record<string, string> = {}) => {
  const text = message('fr', key, values);
  if (text === message('en', key, values) && !['Standard', 'Premium', 'USSD'].includes(text))
    throw new Error(`${key} is not translated`);
  return text;
};
const tax = (key: string) => f(`WizardNigeria.taxFiling.${key}`);

test('a French-speaking customer files taxes under /fr: French labels, French errors, review, sign-up, submission, payment', async ({
  page,
}) => {
  await page.goto('/fr/nigeria-tax-filing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { name: tax('steps.details.title'), level: 1 }),
  ).toBeVisible();
  const label = (key: string) => page.getByLabel(tax(`fields.${key}`), { exact: true });

  // A wrong CAC number and nothing else: French messages by the fields, the typing kept.
  await label('cacNumber').fill('AB 12345');
  await page.getByRole('button', { name: f('Wizard.toReview') }).click();
  await expect(page.getByRole('alert').filter({ hasText: f('Wizard.fixErrors') })).toBeVisible();
  await expect(page.locator('#f-cacNumber-error')).toHaveText(f('Wizard.errors.cacNumber'));
  await expect(page.locator('#f-entityName-error')).toHaveText(f('Wizard.errors.required'));
  await expect(page.locator('#f-consent-error')).toHaveText(f('Wizard.errors.mustAccept'));
  await expect(label('cacNumber')).toHaveValue('AB 12345');

  await label('entityName').fill('Société Adaeze Limited');
  await label('cacNumber').fill('RC 1234567');
  await page.getByRole('radio', { name: tax('options.taxType.vat'), exact: true }).check();
  await label('accountingYearEnd').fill('2025-12-31');
  await label('turnoverBand').selectOption({ label: tax('options.turnoverBand.upTo25m') });
  // VAT returns alone: the bank statements, not the accounts.
  await expect(label('accountsFile')).toHaveCount(0);
  await upload(page, tax('fields.bankStatementsFile'), { ...FILES.pdf, name: 'releves-2025.pdf' });
  await label('contactName').fill('Adaeze Okafor');
  await label('contactEmail').fill('adaeze@example.com');
  await label('contactPhone').fill('08031234567');
  await page.getByRole('radio', { name: 'Premium', exact: true }).check();
  await page.getByLabel(f('Wizard.fields.consent')).check();
  await expect(page.getByText(f('Wizard.quote.title', { package: 'Premium' }))).toBeVisible();
  await page.getByRole('button', { name: f('Wizard.toReview') }).click();
  await expect(page).toHaveURL(/\/fr\/nigeria-tax-filing\/review$/);

  await expect(
    page.getByRole('heading', { name: f('Wizard.review.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(tax('options.taxType.vat'), { exact: true })).toBeVisible();
  await expect(page.getByText(tax('options.turnoverBand.upTo25m'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: f('Wizard.review.accountTitle') })).toBeVisible();

  const email = uniqueEmail('fr-tax');
  await page.getByRole('tab', { name: f('Auth.signUpTab') }).click();
  const form = page.getByRole('form', { name: f('Auth.signUpTab') });
  await form.getByLabel(f('Auth.fullName')).fill('Adaeze Okafor');
  await form.getByLabel(f('Auth.email')).fill(email);
  await form.getByLabel(f('Auth.password')).fill(PASSWORD);
  await form.getByRole('button', { name: f('Auth.signUpSubmit') }).click();
  await expect(page.getByText(f('Wizard.review.signedInAs', { email }))).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/nigeria-tax-filing\/review$/);
  await page.getByRole('button', { name: f('Wizard.review.submit') }).click();

  await expect(page).toHaveURL(/\/fr\/application-submitted\?ref=NG-TX-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: f('Submitted.title'), level: 1 })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await expect(page.getByText(f('Submitted.nextTitle'))).toBeVisible();
  await expect(
    page.getByText(
      /^Délai de traitement de votre formule Premium\s: \d+ à \d+ (jours ouvrés|heures)/,
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: f('Submitted.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/nigeria-company-payment\\?ref=${reference}$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: f('Payment.title'), level: 1 })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: f('Payment.methods.bank_transfer') }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('heading', { name: f('Payment.bankTransfer.title') })).toBeVisible();

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'nigeria-tax-filing',
    reference,
    status: 'submitted',
    package: 'premium',
  });
  expect(app!.data).toMatchObject({ entityName: 'Société Adaeze Limited', taxType: 'vat' });
});
