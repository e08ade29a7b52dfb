import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import {
  FILES,
  fill,
  fillFiler,
  next,
  radio,
  signUpInline,
  storedApplications,
  upload,
} from './helpers';

/**
 * Issue 33: the company tax returns of Ghana (GRA) and South Africa (ITR14 with IRP6), ordered
 * from their country pages through the wizard to the payment page, priced from the catalogue's
 * tax filing fees and frozen at submission, with the due dates and a tax estimate on the way.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function expectNoOverflow(page: Page, what: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect([what, wide]).toEqual([what, 375]);
}

async function submitAndPay(page: Page, prefix: string): Promise<string> {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/application-submitted\\?ref=${prefix}-\\d{4}-\\d{6}$`),
    {
      timeout: 30_000,
    },
  );
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`ref=${reference}$`));
  return reference;
}

test('a Ghanaian company orders its GRA return from /ghana on a 375 px phone, sees the due date and the estimate, and pays what it was quoted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ghana');
  await page
    .getByTestId('prices-ghana')
    .getByRole('link', { name: 'Tax filing', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ghana-tax-filing$/);
  await expect(
    page.getByRole('heading', { name: 'Your company’s tax return', level: 1 }),
  ).toBeVisible();

  await fill(page, 'Registered company name', 'Kwame Trading Limited');
  await fill(page, 'Company number', 'cs 160152013');
  await fill(page, 'Company TIN (GRA)', 'GH-123');
  // The 2025 basis period's return was due on 30 April 2026: said as soon as the date is typed.
  await fill(page, 'End of the basis period (accounting year) filed', '2025-12-31');
  await expect(page.getByText('This return was due on 2026-04-30')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-tin-error')).toContainText('a letter and 10 digits');
  await expectNoAxeViolations(page, 'the GRA return with errors');
  await expectNoOverflow(page, 'company step');
  await fill(page, 'Company TIN (GRA)', 'c0012345678');
  await next(page, '/ghana-tax-filing/figures');

  await radio(page, 'Hotel industry (22%)');
  await page.getByLabel(/^Turnover for the period/).fill('2,500,000');
  await page.getByLabel(/^Chargeable income/).fill('400000');
  // 22% of GH₵400,000, shown as an estimate.
  await expect(page.getByText(/about GH₵88,000 of corporate income tax at 22%/)).toBeVisible();
  await radio(page, 'Most businesses (25%)');
  await page.getByLabel(/^Chargeable income/).fill('400001');
  await page.getByLabel(/^Chargeable income/).fill('400000');
  await expect(page.getByText(/about GH₵100,000 of corporate income tax at 25%/)).toBeVisible();
  await expectNoAxeViolations(page, 'the figures step with the estimate');
  await expectNoOverflow(page, 'figures step');
  await next(page, '/ghana-tax-filing/documents');

  await upload(page, 'Audited financial statements', { ...FILES.pdf, name: 'accounts-2025.pdf' });
  await upload(page, 'Bank statements for the period', { ...FILES.pdf, name: 'bank-2025.pdf' });
  await next(page, '/ghana-tax-filing/package');

  await radio(page, 'Standard');
  await fillFiler(page, {
    name: 'Kwame Mensah',
    email: 'kwame@example.com',
    phone: '024 123 4567',
  });
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(1_500_00, 'GHS', 'en'));
  await expectNoOverflow(page, 'package step');
  await next(page, '/ghana-tax-filing/review');

  await expect(page.getByText('C0012345678')).toBeVisible();
  const email = uniqueEmail('gh-tx');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'GH-TX');
  await expect(page.getByTestId('payment-amount')).toHaveText(total);
  await expectNoOverflow(page, 'payment page');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'ghana-tax-filing', reference, package: 'standard' });
  expect(app!.data).toMatchObject({
    registryNumber: 'CS160152013',
    tin: 'C0012345678',
    basisPeriodEnd: '2025-12-31',
    sector: 'standard',
    turnover: '2500000',
    chargeableIncome: '400000',
    financialStatements: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
    bankStatements: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
  });
  expect(app!.quote).toMatchObject({ total: 1_500_00, governmentFee: 0, currency: 'GHS' });
});

test('a South African company orders its ITR14 and IRP6 from /south-africa, and reaches the payment page', async ({
  page,
}) => {
  // Tax filing on /pricing leads into both wizards.
  await page.goto('/pricing');
  for (const [id, path] of [
    ['prices-ghana', '/ghana-tax-filing'],
    ['prices-southAfrica', '/south-africa-tax-filing'],
  ] as const)
    await expect(
      page.getByTestId(id).getByRole('link', { name: 'Tax filing', exact: true }),
    ).toHaveAttribute('href', path);
  await page.goto('/south-africa');
  await page
    .getByTestId('prices-southAfrica')
    .getByRole('link', { name: 'Tax filing', exact: true })
    .click();
  await expect(page).toHaveURL(/\/south-africa-tax-filing$/);

  await fill(page, 'Registered company name', 'Thabo Holdings (Pty) Ltd');
  await fill(page, 'Registration number', '2019/123456/07');
  await fill(page, 'Income tax reference number', '912 345 6789');
  await next(page, '/south-africa-tax-filing/year');

  await fill(page, 'Financial year end (year of assessment filed)', '2026-02-28');
  await expect(page.getByText('The ITR14 is due on 2027-02-28.')).toBeVisible();
  await page.getByLabel(/^Turnover \(gross income\)/).fill('25000000');
  const sbc = page.getByRole('group', { name: 'Is the company a small business corporation?' });
  await sbc.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel(/^Taxable income/).fill('400000');
  await expect(page.getByText(/about R26,198 of income tax at the small business/)).toBeVisible();
  await page
    .getByRole('group', { name: /also file the provisional tax returns/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await expect(
    page.getByText(
      'For the year ending 2027-02-28: first payment by 2026-08-31, second by 2027-02-28; the voluntary third by 2027-09-30.',
    ),
  ).toBeVisible();
  await page.getByLabel('Add the voluntary third (top-up) payment').check();
  // R25 million of turnover is too much for a small business corporation.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-smallBusiness-error')).toContainText('at most R20,000,000');
  await expectNoAxeViolations(page, 'the year step with an error and the notices');
  await page.getByLabel(/^Turnover \(gross income\)/).fill('2500000');
  await next(page, '/south-africa-tax-filing/documents');

  await upload(page, 'Annual financial statements', { ...FILES.pdf, name: 'afs-2026.pdf' });
  await upload(page, 'Bank statements for the year', { ...FILES.pdf, name: 'bank-2026.pdf' });
  await next(page, '/south-africa-tax-filing/package');

  await radio(page, 'Basic');
  await fillFiler(page, { name: 'Thabo Nkosi', email: 'thabo@example.com', phone: '082 123 4567' });
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(1_200_00, 'ZAR', 'en'));
  await next(page, '/south-africa-tax-filing/review');

  await expect(page.getByText('9123456789')).toBeVisible();
  const email = uniqueEmail('za-tx');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'ZA-TX');
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'south-africa-tax-filing', reference, package: 'basic' });
  expect(app!.data).toMatchObject({
    taxReference: '9123456789',
    financialYearEnd: '2026-02-28',
    smallBusiness: 'yes',
    taxableIncome: '400000',
    provisionalTax: 'yes',
    topUpPayment: true,
  });
  expect(app!.quote).toMatchObject({ total: 1_200_00, governmentFee: 0, currency: 'ZAR' });
});

test('a "File it for me" link from the calendar prefills the GRA return', async ({ page }) => {
  const query = new URLSearchParams({
    company: '6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11',
    obligation: 'gh-corporate-income-tax-return:2025-12-31',
    name: 'Akwaaba Foods Limited',
    number: 'CS160152013',
    taxId: 'C0012345678',
    periodEnd: '2025-12-31',
  });
  await page.goto(`/ghana-tax-filing?${query.toString()}`);
  await expect(page.getByLabel('Registered company name', { exact: true })).toHaveValue(
    'Akwaaba Foods Limited',
  );
  await expect(page.getByLabel('Company TIN (GRA)', { exact: true })).toHaveValue('C0012345678');
  await expect(
    page.getByLabel('End of the basis period (accounting year) filed', { exact: true }),
  ).toHaveValue('2025-12-31');
});
