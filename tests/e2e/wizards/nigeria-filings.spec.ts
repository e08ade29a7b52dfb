import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import type { Quote } from '@/lib/catalogue/quote';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import {
  choose,
  fill,
  fillFiler,
  fillTaxFiling,
  radio,
  signUpInline,
  storedApplications,
} from './helpers';

test.describe.configure({ timeout: 180_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Submits from the review page and returns the reference the confirmation page shows. */
async function submitAndReadReference(page: Page, prefix: string): Promise<string> {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/application-submitted\\?ref=${prefix}-\\d{4}-\\d{6}$`),
    { timeout: 30_000 },
  );
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  expect(reference).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
  expect(page.url()).toContain(`ref=${reference}`);
  return reference;
}

/** The one stored application of `email`: submitted, owned by them, priced, with its events. */
async function expectStoredSubmission(
  page: Page,
  email: string,
  flow: string,
  reference: string,
  shownTotal: string,
) {
  const apps = await storedApplications(page.request, email);
  expect(apps).toHaveLength(1);
  const app = apps[0]!;
  expect(app).toMatchObject({
    flow,
    reference,
    status: 'submitted',
    owner_email: email,
    package: 'standard',
  });
  // The customer paid what they were shown: the stored quote is the one on the form.
  expect(formatMoney(app.quote!.total, 'NGN', 'en')).toBe(shownTotal);
  expect(app.quote!.currency).toBe('NGN');
  expect(app.events).toContainEqual(
    expect.objectContaining({
      type: 'status_changed',
      from_status: 'draft',
      to_status: 'submitted',
      actor_id: app.owner_id,
    }),
  );
  return app;
}

test('a company files its tax returns: fill, review, sign up inline, submit, stored as theirs', async ({
  page,
}) => {
  await page.goto('/nigeria-tax-filing');
  await expect(page.getByRole('heading', { name: 'Tax filing', level: 1 })).toBeVisible();
  // Bad inputs: the message sits by each field and what was typed stays.
  await fill(page, 'CAC RC number (your Tax ID)', 'AB 1234567');
  await fill(page, 'Accounting year end', '2099-12-31');
  await fill(page, 'Your e-mail address', 'adaeze@');
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page.locator('#f-cacNumber-error')).toHaveText(
    'Enter the CAC number, e.g. RC 1234567, BN 1234567 or IT 123456.',
  );
  await expect(page.locator('#f-accountingYearEnd-error')).toHaveText(
    'The date cannot be in the future.',
  );
  await expect(page.locator('#f-bankStatementsFile-error')).toHaveText('Upload the document.');
  await expect(page.locator('#f-contactEmail-error')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(page.locator('#f-entityName-error')).toHaveText('This field is required.');
  await expect(page.locator('#f-consent-error')).toHaveText('Tick this box to continue.');
  await expect(page.getByLabel('CAC RC number (your Tax ID)')).toHaveValue('AB 1234567');
  await expect(page).toHaveURL(/\/nigeria-tax-filing$/);
  await expectNoAxeViolations(page, 'the tax filing with errors');

  // The RC number as printed on the certificate, digits only: accepted and written "RC 1234567".
  await fillTaxFiling(page, {
    company: 'Adaeze Foods Limited',
    rc: '1234567',
    name: 'Adaeze Okafor',
  });
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toMatch(/^₦[\d,]+(\.\d\d)?$/);
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page).toHaveURL(/\/nigeria-tax-filing\/review$/);

  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('RC 1234567')).toBeVisible();
  await expect(page.getByText('₦25 million to ₦100 million')).toBeVisible();
  const email = uniqueEmail('ng-tax');
  await signUpInline(page, email);
  await expect(page.getByText('Adaeze Foods Limited')).toBeVisible();
  const reference = await submitAndReadReference(page, 'NG-TX');
  await expect(
    page.getByText(/Processing time for your Standard package: \d+ to \d+ (business days|hours)/),
  ).toBeVisible();

  const app = await expectStoredSubmission(page, email, 'nigeria-tax-filing', reference, total);
  expect(app.data).toMatchObject({
    entityName: 'Adaeze Foods Limited',
    cacNumber: 'RC 1234567',
    taxType: 'both',
    accountingYearEnd: '2025-12-31',
    turnoverBand: 'upTo100m',
    contactEmail: 'adaeze@example.com',
    package: 'standard',
    consent: true,
    accountsFile: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
    bankStatementsFile: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
  });
  expect(app.payments).toEqual([]);
});

test('annual returns: the explainer gives the deadlines and penalties, then the form is filed end to end', async ({
  page,
}) => {
  await page.goto('/annual-returns-filing');
  await expect(
    page.getByRole('heading', { name: 'Annual returns filing in Nigeria', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deadlines' })).toBeVisible();
  await expect(
    page.getByText(
      /first return is due 18 months after incorporation, then within 42 days after each annual general meeting/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Business names: by 30 June every year/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Penalties' })).toBeVisible();
  await expect(
    page.getByText(/from ₦250 a day for small companies up to ₦1,000 a day for public companies/),
  ).toBeVisible();
  await expect(
    page.getByText(/does not file for 10 consecutive years can be struck off/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Start your annual return' }).click();
  await expect(page).toHaveURL(/\/annual-returns-filing\/form$/);

  await radio(page, 'Company');
  await fill(page, 'Registered name', 'Adaeze Foods Limited');
  // A business-name number for a company, more years than the service covers, a future date.
  await fill(page, 'CAC number', 'BN 1234567');
  await fill(page, 'Date of registration', '2099-01-01');
  await fill(page, 'Number of years to file', '12');
  await choose(page, 'Latest annual turnover', 'Up to ₦25 million');
  await radio(page, 'Standard');
  await fillFiler(page, {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '08031234567',
  });
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page.locator('#f-cacNumber-error')).toHaveText(
    'This number does not match the type of entity chosen (RC for companies, BN for business names, IT for trustees).',
  );
  await expect(page.locator('#f-yearsToFile-error')).toHaveText(
    'Enter a number of years from 1 to 10 (a count, not a year).',
  );
  await expect(page.locator('#f-incorporationDate-error')).toHaveText(
    'The date cannot be in the future.',
  );
  await expect(page.getByLabel('CAC number')).toHaveValue('BN 1234567');
  await expect(page.getByLabel('Number of years to file')).toHaveValue('12');
  await expect(page).toHaveURL(/\/annual-returns-filing\/form$/);

  await fill(page, 'CAC number', 'RC 7654321');
  // Registered in 2025, a company's first return falls in 2026 at the earliest: three years are refused.
  await fill(page, 'Date of registration', '2025-06-01');
  await fill(page, 'Number of years to file', '3');
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page.locator('#f-yearsToFile-error')).toContainText(
    'so the most years there are to file is',
  );
  await fill(page, 'Date of registration', '2019-05-14');
  // One, then three years: each year is a line of the quote and the total grows with them.
  await fill(page, 'Number of years to file', '1');
  await expect(page.getByText(/^Annual return \d{4}$/)).toHaveCount(1);
  const oneYear = (await page.getByTestId('quote-total').textContent())!.trim();
  await fill(page, 'Number of years to file', '3');
  await expect(page.getByText(/^Annual return \d{4}$/)).toHaveCount(3);
  await expect(page.getByText('Additional years (2 years)')).toBeVisible();
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).not.toBe(oneYear);
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page).toHaveURL(/\/annual-returns-filing\/review$/);
  await expect(page.getByText('RC 7654321')).toBeVisible();

  const email = uniqueEmail('ng-ar');
  await signUpInline(page, email);
  const reference = await submitAndReadReference(page, 'NG-AR');
  const app = await expectStoredSubmission(page, email, 'nigeria-annual-returns', reference, total);
  expect(app.data).toMatchObject({
    entityType: 'company',
    entityName: 'Adaeze Foods Limited',
    cacNumber: 'RC 7654321',
    incorporationDate: '2019-05-14',
    yearsToFile: '3',
  });
  expect(
    (app.quote as unknown as Quote).governmentFeeLines.filter(
      (l) => l.label === 'annualReturnYear',
    ),
  ).toHaveLength(3);
});

for (const entity of [
  {
    type: 'Business name',
    cac: 'BN 1234567',
    name: 'Bisi Tailoring Services',
    value: 'businessName',
    // As the issue found it: the type chosen at once, the hidden band never touched.
    companyFirst: false,
  },
  {
    type: 'Incorporated trustees',
    cac: 'IT 123456',
    name: 'Incorporated Trustees of Lagos Youth Football Foundation',
    value: 'trustees',
    // Chosen as a company first, with its turnover band, then corrected: the band goes away.
    companyFirst: true,
  },
]) {
  test(`annual returns of ${entity.type.toLowerCase()}: no turnover is asked, and the return is submitted`, async ({
    page,
  }) => {
    await page.goto('/annual-returns-filing/form');
    if (entity.companyFirst) {
      await radio(page, 'Company');
      await choose(page, 'Latest annual turnover', 'Up to ₦25 million');
    }
    await radio(page, entity.type);
    await expect(page.getByLabel('Latest annual turnover', { exact: true })).toHaveCount(0);
    await fill(page, 'Registered name', entity.name);
    await fill(page, 'CAC number', entity.cac);
    await fill(page, 'Date of registration', '2019-05-14');
    await fill(page, 'Number of years to file', '2');
    await radio(page, 'Standard');
    await fillFiler(page, {
      name: 'Bisi Adeyemi',
      email: 'bisi@example.com',
      phone: '08091234567',
    });
    const total = (await page.getByTestId('quote-total').textContent())!.trim();
    await page.getByRole('button', { name: 'Save and review' }).click();
    await expect(page).toHaveURL(/\/annual-returns-filing\/review$/);
    await expect(page.getByText(entity.cac)).toBeVisible();
    await expect(page.getByText('Latest annual turnover')).toHaveCount(0);

    const email = uniqueEmail(`ng-ar-${entity.value.toLowerCase()}`);
    await signUpInline(page, email);
    const reference = await submitAndReadReference(page, 'NG-AR');
    const app = await expectStoredSubmission(
      page,
      email,
      'nigeria-annual-returns',
      reference,
      total,
    );
    expect(app.data).toMatchObject({
      entityType: entity.value,
      entityName: entity.name,
      cacNumber: entity.cac,
      yearsToFile: '2',
    });
    expect(app.data).not.toHaveProperty('turnoverBand');
  });
}
