import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import {
  choose,
  fill,
  fillFiler,
  FILES,
  next,
  radio,
  signUpInline,
  storedApplications,
  upload,
} from './helpers';

/**
 * Issue 33: the company tax returns of the UK (CT600) and Canada (T2), each ordered from its
 * country page on a 375 px phone to the payment page: the deadlines and an estimate of the tax
 * shown as the figures are typed, our fee quoted and frozen at submission.
 */

test.describe.configure({ timeout: 300_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

async function expectFits(page: Page, what: string) {
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
  await expect(page).toHaveURL(new RegExp(`ref=${reference}$`), { timeout: 30_000 });
  return reference;
}

test('a UK company orders its CT600 from /uk, sees the deadlines and the estimated tax, and pays our fee', async ({
  page,
}) => {
  const ours = toMinor(SERVICE_FEES.uk.taxFiling[1]);
  await page.goto('/uk');
  await page
    .getByTestId('prices-uk')
    .getByRole('link', { name: 'Tax filing', exact: true })
    .click();
  await expect(page).toHaveURL(/\/uk-corporation-tax$/);
  await expect(
    page.getByRole('heading', { name: 'Your company’s tax return (CT600)', level: 1 }),
  ).toBeVisible();
  await fill(page, 'Company number', '1623 4567');
  await fill(page, 'Company name', 'Hart Okeke Software Ltd');
  await expectFits(page, 'company step');
  await next(page, '/uk-corporation-tax/figures');

  // A first period of account of more than 12 months: two accounting periods, said so.
  await fill(page, 'First day of the period of account', '2025-03-10');
  await fill(page, 'Last day of the period of account', '2026-03-31');
  await expect(
    page.getByText(/HMRC treats this as two accounting periods, to 2026-03-09 and from 2026-03-10/),
  ).toBeVisible();
  // A year: the tax 9 months and a day after, the return 12 months after.
  await fill(page, 'First day of the period of account', '2025-04-01');
  await fill(page, 'Last day of the period of account', '2026-03-31');
  await expect(
    page.getByText('The tax is due on 2027-01-01 and the return on 2027-03-31.'),
  ).toBeVisible();
  await fill(page, 'Number of associated companies', '1');
  await radio(page, 'No');
  await fill(page, 'Turnover for the period (GBP)', '240000');
  // One associated company halves the limits: 25% of £90,000 less 3/200 x £35,000.
  await fill(page, 'Taxable total profits for the period (GBP)', '90000');
  await expect(
    page.getByText('Estimated Corporation Tax: £21,975 (25% less £525 marginal relief).'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the CT600 figures with the estimate');
  await expectFits(page, 'figures step');
  await next(page, '/uk-corporation-tax/documents');

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-statutoryAccounts-error')).toBeVisible();
  await upload(page, 'Statutory accounts for the period', { ...FILES.pdf, name: 'accounts.pdf' });
  await upload(page, 'Bank statements for the period', { ...FILES.pdf, name: 'bank.pdf' });
  await next(page, '/uk-corporation-tax/package');

  await radio(page, 'Standard');
  const email = uniqueEmail('uk-ct');
  await fillFiler(page, { name: 'Amelia Hart', email, phone: '07911 123456' });
  await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(ours, 'GBP', 'en'));
  await expectFits(page, 'package step');
  await next(page, '/uk-corporation-tax/review');

  await expect(page.getByText('16234567', { exact: true })).toBeVisible();
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'GB-CT');
  await expect(page).toHaveURL(/\/uk-corporation-tax\/payment\?ref=GB-CT-/);
  await expect(page.getByTestId('payment-amount')).toHaveText(formatMoney(ours, 'GBP', 'en'));
  await expectFits(page, 'payment page');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'uk-corporation-tax', reference, package: 'standard' });
  expect(app!.data).toMatchObject({
    companyNumber: '16234567',
    periodStart: '2025-04-01',
    periodEnd: '2026-03-31',
    associatedCompanies: '1',
    closeInvestmentHolding: 'no',
    profits: '90000',
  });
  expect(app!.quote).toMatchObject({ currency: 'GBP', total: ours, governmentFee: 0 });
});

test('a Canadian CCPC orders its T2 from /canada, sees the due dates and the federal estimate, and pays our fee', async ({
  page,
}) => {
  const ours = toMinor(SERVICE_FEES.canada.taxFiling[0]);
  await page.goto('/canada');
  await page
    .getByTestId('prices-canada')
    .getByRole('link', { name: 'Tax filing', exact: true })
    .click();
  await expect(page).toHaveURL(/\/canada-corporation-tax$/);
  await expect(
    page.getByRole('heading', { name: 'Your corporation’s T2 return', level: 1 }),
  ).toBeVisible();
  await fill(page, 'Corporation name', 'Maple Leaf Software Inc.');
  await fill(page, 'Business number (BN)', '12345678');
  await choose(page, 'Province or territory', 'Ontario');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-businessNumber-error')).toContainText(
    'Enter the 9-digit business number',
  );
  await expectNoAxeViolations(page, 'the T2 company step with errors');
  await fill(page, 'Business number (BN)', '123456789RC0001');
  await expectFits(page, 'company step');
  await next(page, '/canada-corporation-tax/year');

  await fill(page, 'First day of the tax year', '2025-01-01');
  await fill(page, 'Last day of the tax year', '2025-12-31');
  await expect(page.getByText('The T2 is due on 2026-06-30.')).toBeVisible();
  await page
    .getByRole('group', { name: /Canadian-controlled private corporation/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await page
    .getByRole('group', { name: /business limit/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await fill(page, 'Active business income for the year (CAD)', '120000');
  await fill(page, 'Taxable income for the year (CAD)', '120000');
  // 9% of $120,000; a small CCPC pays three months after the year end.
  await expect(
    page.getByText(/Estimated federal tax: \$10,800, balance due on 2026-03-31/),
  ).toBeVisible();
  await expectFits(page, 'year step');
  await next(page, '/canada-corporation-tax/documents');

  await upload(page, 'Financial statements for the year', { ...FILES.pdf, name: 'fs.pdf' });
  await upload(page, 'Bank statements for the year', { ...FILES.pdf, name: 'bank.pdf' });
  await next(page, '/canada-corporation-tax/package');

  await radio(page, 'Basic');
  const email = uniqueEmail('ca-t2');
  await fillFiler(page, { name: 'Marie Tremblay', email, phone: '+1 416 555 0123' });
  await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(ours, 'CAD', 'en'));
  await next(page, '/canada-corporation-tax/review');

  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'CA-CT');
  await expect(page).toHaveURL(/\/canada-registration\/payment\?ref=CA-CT-/);
  await expect(page.getByTestId('payment-amount')).toHaveText(formatMoney(ours, 'CAD', 'en'));
  await expectFits(page, 'payment page');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'canada-corporation-tax', reference, package: 'basic' });
  expect(app!.data).toMatchObject({
    businessNumber: '123456789 RC0001',
    province: 'ON',
    ccpc: 'yes',
    previousYearWithinLimit: 'yes',
    taxableIncome: '120000',
  });
  expect(app!.quote).toMatchObject({ currency: 'CAD', total: ours, governmentFee: 0 });
});

test('the calendar’s link opens the T2 prefilled with the corporation and its tax year', async ({
  page,
}) => {
  await page.goto(
    '/canada-corporation-tax?company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=ca-t2-return:2025-12-31&name=Trillium+Foods+Ltd.&taxId=123456789RC0001&jurisdiction=ontario&periodStart=2025-01-01&periodEnd=2025-12-31',
  );
  await expect(page.getByLabel('Corporation name', { exact: true })).toHaveValue(
    'Trillium Foods Ltd.',
  );
  await expect(page.getByLabel('Business number (BN)', { exact: true })).toHaveValue(
    '123456789 RC0001',
  );
  await expect(page.getByLabel('Province or territory', { exact: true })).toHaveValue('ON');
  await next(page, '/canada-corporation-tax/year');
  await expect(page.getByLabel('Last day of the tax year', { exact: true })).toHaveValue(
    '2025-12-31',
  );
});
