import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
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

/**
 * Issue 33: the Ghanaian and South African annual returns, ordered from their country pages
 * through the wizard to the payment page, priced from the answers and frozen at submission.
 */

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Nothing on the page is wider than a 375 px phone. */
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

test('a Ghanaian company files an overdue annual return from /ghana on a 375 px phone, and pays what it was quoted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ghana');
  const prices = page.getByTestId('prices-ghana');
  await prices.getByRole('link', { name: 'Annual returns', exact: true }).click();
  await expect(page).toHaveURL(/\/ghana-annual-returns$/);
  await expect(
    page.getByRole('heading', { name: 'Your company’s annual return', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(/25 penalty units a day against the company and each officer/),
  ).toBeVisible();

  // A number that is not ORC's, refused by the field with what it looks like.
  await fill(page, 'Registered company name', 'Kwame Trading Limited');
  await fill(page, 'Company number', 'RC 1234567');
  await fill(page, 'End of the financial year filed', '2025-12-31');
  await fill(page, 'Earlier years not filed yet', '0');
  // The 2025 return was due on 30 April 2026: the form says so as soon as the date is typed.
  await expect(page.getByText('This return was due on 2026-04-30')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-registryNumber-error')).toContainText('two letters (CS');
  await expectNoAxeViolations(page, 'the Ghana annual return with errors');
  await expectNoOverflow(page, 'company step');
  await fill(page, 'Company number', 'cs 160152013');
  await next(page, '/ghana-annual-returns/financial-statements');

  await upload(page, 'Financial statements for the year', {
    ...FILES.pdf,
    name: 'accounts-2025.pdf',
  });
  await expectNoAxeViolations(page, 'the financial statements step');
  await expectNoOverflow(page, 'statements step');
  await next(page, '/ghana-annual-returns/package');

  await radio(page, 'Standard');
  await fillFiler(page, {
    name: 'Kwame Mensah',
    email: 'kwame@example.com',
    phone: '024 123 4567',
  });
  // The year's GH₵90 and the Registrar's fine for one year in arrears, beside our Standard fee.
  await expect(page.getByText('Registrar’s fine for returns in arrears (1 year)')).toBeVisible();
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(90_00 + 1_000_00 + 950_00, 'GHS', 'en'));
  await expectNoAxeViolations(page, 'the package step');
  await expectNoOverflow(page, 'package step');
  await next(page, '/ghana-annual-returns/review');

  await expect(page.getByText('CS160152013')).toBeVisible();
  const email = uniqueEmail('gh-ar');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'GH-AR');
  await expect(page.getByTestId('payment-amount')).toHaveText(total);
  await expectNoOverflow(page, 'payment page');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'ghana-annual-returns', reference, package: 'standard' });
  expect(app!.data).toMatchObject({
    companyName: 'Kwame Trading Limited',
    registryNumber: 'CS160152013',
    financialYearEnd: '2025-12-31',
    earlierYears: '0',
    financialStatements: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
  });
  // The quote frozen at submission: the fine's line with its source.
  expect(app!.quote!.total).toBe(90_00 + 1_000_00 + 950_00);
  expect(app!.quote!.governmentFeeLines).toContainEqual(
    expect.objectContaining({ label: 'arrearsFine', amount: 1_000_00, source: 'S213' }),
  );
});

test('a South African company files its annual return and its beneficial owners from /south-africa, then reaches the payment page', async ({
  page,
}) => {
  // The catalogue's annual returns lead into the wizard, from /pricing as from the country page.
  await page.goto('/pricing');
  await expect(
    page
      .getByTestId('prices-southAfrica')
      .getByRole('link', { name: 'Annual returns', exact: true }),
  ).toHaveAttribute('href', '/south-africa-annual-returns');
  await expect(
    page.getByTestId('prices-ghana').getByRole('link', { name: 'Annual returns', exact: true }),
  ).toHaveAttribute('href', '/ghana-annual-returns');
  await page.goto('/south-africa');
  await page
    .getByTestId('prices-southAfrica')
    .getByRole('link', { name: 'Annual returns', exact: true })
    .click();
  await expect(page).toHaveURL(/\/south-africa-annual-returns$/);

  await fill(page, 'Registered company name', 'Thabo Holdings (Pty) Ltd');
  await fill(page, 'Registration number', '2019/123456/07');
  // Registered in 2019 by its number, but a 2018 date of incorporation: refused.
  await fill(page, 'Date of incorporation', '2018-03-14');
  await fill(page, 'Year of the return', '2026');
  await fill(page, 'Annual turnover (ZAR)', '2500000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-incorporationDate-error')).toContainText('registered in 2019');
  await fill(page, 'Date of incorporation', '2019-03-14');
  await next(page, '/south-africa-annual-returns/beneficial-ownership');

  // No filing this year: the form warns that CIPC refuses the return, and asks for the owners.
  await page
    .getByRole('group', { name: /Has the company filed its beneficial-ownership information/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await expect(
    page.getByText(/The CIPC will refuse the annual return without this year’s filing/),
  ).toBeVisible();
  const owner = page.getByRole('group', { name: 'Beneficial owner 1' });
  await fill(owner, 'Full name', 'Thabo Nkosi');
  await choose(owner, 'Nationality', 'South African');
  await fill(owner, 'South African ID number', '8001015009087');
  await fill(owner, 'Date of birth', '1980-01-01');
  await fill(owner, 'Residential address', '12 Long Street, Cape Town, 8001');
  await fill(owner, 'Share owned or controlled (%)', '3');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-beneficialOwners-0-percentage-error')).toContainText('5% or more');
  await expectNoAxeViolations(page, 'the beneficial-ownership step with errors');
  await fill(owner, 'Share owned or controlled (%)', '100');
  await next(page, '/south-africa-annual-returns/package');

  await radio(page, 'Basic');
  await fillFiler(page, { name: 'Thabo Nkosi', email: 'thabo@example.com', phone: '082 123 4567' });
  // R2.5m is in the R1m–R10m band, and the 2026 window closed on 29 April 2026: the late fee.
  await expect(page.getByText('Annual return fee, filed late')).toBeVisible();
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(600_00 + 450_00, 'ZAR', 'en'));
  await next(page, '/south-africa-annual-returns/review');

  await expect(page.getByText('2019/123456/07')).toBeVisible();
  const email = uniqueEmail('za-ar');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'ZA-AR');
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'south-africa-annual-returns', reference, package: 'basic' });
  expect(app!.data).toMatchObject({
    registryNumber: '2019/123456/07',
    returnYear: '2026',
    annualTurnover: '2500000',
    boFiled: 'no',
    beneficialOwners: [expect.objectContaining({ fullName: 'Thabo Nkosi', percentage: '100' })],
  });
  expect(app!.quote!.governmentFeeLines).toEqual([
    expect.objectContaining({ label: 'annualReturnLate', amount: 600_00, source: 'S150' }),
  ]);
});
