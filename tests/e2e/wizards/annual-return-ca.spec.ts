import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import { choose, fill, fillFiler, next, radio, signUpInline, storedApplications } from './helpers';

/**
 * Issue 33: Canada's annual return, federal (with the individuals with significant control) or
 * Ontario (no fee), ordered from /canada through the wizard to the payment page, priced from the
 * answers and frozen at submission.
 */

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const ours = (pkg: 0 | 1) => toMinor(SERVICE_FEES.canada.annualReturns[pkg]);

/** Nothing on the page is wider than a 375 px phone. */
async function expectNoOverflow(page: Page, what: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect([what, wide]).toEqual([what, 375]);
}

/** axe once the step has its <title>: after a client-side move it comes with the route's payload. */
async function expectAccessible(page: Page, what: string) {
  await expect(page).toHaveTitle(/\S/);
  await expectNoAxeViolations(page, what);
}

async function submitAndPay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=CA-AR-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`ref=${reference}$`));
  return reference;
}

test('a federal corporation files its annual return and its ISC from /canada on a 375 px phone, and pays what it was quoted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/canada');
  await page
    .getByTestId('prices-canada')
    .getByRole('link', { name: 'Annual returns (federal)', exact: true })
    .click();
  await expect(page).toHaveURL(/\/canada-annual-return$/);
  await expect(
    page.getByRole('heading', { name: 'Your corporation’s annual return', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/Corporations Canada charges \$12 to file online/)).toBeVisible();

  await radio(page, 'Federal (Canada Business Corporations Act)');
  await fill(page, 'Corporation name', 'Maple Leaf Software Inc.');
  // Ten digits are an Ontario number, not a federal one: refused next to the field.
  await fill(page, 'Corporation number', '1000012345');
  await fill(page, 'Date of incorporation', '2024-02-29');
  await fill(page, 'Year of the return', '2026');
  // The anniversary of 29 February is 28 February in 2026: due 60 days later, on 29 April.
  await expect(page.getByText('This return was due on 2026-04-29')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-registryNumber-error')).toContainText(
    'Enter the 7-digit federal corporation number',
  );
  await expectAccessible(page, 'the Canadian annual return with errors');
  await expectNoOverflow(page, 'company step');
  await fill(page, 'Corporation number', '123456-7');
  await next(page, '/canada-annual-return/significant-control');

  // One individual with significant control, and the confirmation the return carries.
  const isc = page.getByRole('group', { name: 'Individual 1' });
  await fill(isc, 'Full name', 'Marie Tremblay');
  await fill(isc, 'Date of birth', '1982-05-14');
  const home = isc.getByRole('group', { name: 'Residential address' });
  await fill(home, 'Street address', '100 King Street West');
  await fill(home, 'Town or city', 'Toronto');
  await choose(home, 'Country', 'Canada');
  await choose(isc, 'Country of residence for tax purposes', 'Canada');
  await choose(
    isc,
    'How control is held',
    'Holds 25% or more of the votes and of the shares’ value',
  );
  await fill(isc, 'Shares and control in detail', 'Holds 60 of the 100 common shares directly.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-iscConfirmed-error')).toBeVisible();
  await expectAccessible(page, 'the ISC step with errors');
  await page.getByLabel(/I confirm these are all the corporation’s individuals/).check();
  await expectNoOverflow(page, 'ISC step');
  await next(page, '/canada-annual-return/package');

  await radio(page, 'Basic');
  await fillFiler(page, {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '+1 416 555 0123',
  });
  // Corporations Canada's $12 beside our Basic fee.
  await expect(page.getByTestId('quote-government-fee')).toHaveText(
    formatMoney(12_00, 'CAD', 'en'),
  );
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(ours(0) + 12_00, 'CAD', 'en'));
  await expectAccessible(page, 'the package step');
  await expectNoOverflow(page, 'package step');
  await next(page, '/canada-annual-return/review');

  await expect(page.getByText('1234567', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the review');
  const email = uniqueEmail('ca-ar');
  await signUpInline(page, email);
  const reference = await submitAndPay(page);
  await expect(page).toHaveURL(/\/canada-registration\/payment\?ref=CA-AR-/);
  await expect(page.getByTestId('payment-amount')).toHaveText(total);
  await expectNoOverflow(page, 'payment page');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'canada-annual-return', reference, package: 'basic' });
  expect(app!.data).toMatchObject({
    regime: 'federal',
    registryNumber: '1234567',
    incorporationDate: '2024-02-29',
    returnYear: '2026',
    iscConfirmed: true,
    isc: [expect.objectContaining({ fullName: 'Marie Tremblay', controlBasis: 'sharesAndVotes' })],
  });
  expect(app!.data).not.toHaveProperty('financialYearEnd');
  // The quote frozen at submission: the $12 line with its source, still unconfirmed.
  expect(app!.quote!.total).toBe(ours(0) + 12_00);
  expect(app!.quote!.governmentFeeLines).toEqual([
    expect.objectContaining({ label: 'annualReturn', amount: 12_00, confidence: 'unconfirmed' }),
  ]);
});

test('an Ontario corporation, prefilled from the query, files with no government fee and reaches the payment page', async ({
  page,
}) => {
  // /pricing leads both Canadian rows into the flow.
  await page.goto('/pricing');
  for (const name of ['Annual returns (federal)', 'Annual returns (Ontario)'])
    await expect(
      page.getByTestId('prices-canada').getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', '/canada-annual-return');

  await page.goto(
    '/canada-annual-return?company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=on-annual-return:2025-12-31&name=Trillium+Foods+Ltd.&number=1000012345&jurisdiction=ontario',
  );
  await expect(page.getByLabel('Corporation name', { exact: true })).toHaveValue(
    'Trillium Foods Ltd.',
  );
  await expect(page.getByLabel('Corporation number', { exact: true })).toHaveValue('1000012345');
  await expect(
    page.getByRole('radio', { name: 'Ontario (Business Corporations Act)', exact: true }),
  ).toBeChecked();
  // Ontario asks the year end, not the anniversary's year.
  await expect(page.getByLabel('Year of the return', { exact: true })).toHaveCount(0);
  await fill(page, 'Date of incorporation', '2021-11-01');
  await fill(page, 'End of the financial year filed', '2025-12-31');
  await expect(page.getByText('This return was due on 2026-06-30')).toBeVisible();
  await next(page, '/canada-annual-return/significant-control');

  // No individuals to file: the confirmation that the register is kept.
  await expect(page.getByRole('group', { name: 'Individual 1' })).toHaveCount(0);
  await page.getByLabel(/keeps its register of individuals with significant control/).check();
  await expectAccessible(page, 'the Ontario ISC step');
  await next(page, '/canada-annual-return/package');

  await radio(page, 'Standard');
  await fillFiler(page, {
    name: 'Anna Rossi',
    email: 'anna@example.com',
    phone: '+1 416 555 0199',
  });
  await expect(page.getByTestId('quote-government-fee')).toHaveText(formatMoney(0, 'CAD', 'en'));
  await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(ours(1), 'CAD', 'en'));
  await next(page, '/canada-annual-return/review');

  const email = uniqueEmail('on-ar');
  await signUpInline(page, email);
  await submitAndPay(page);
  await expect(page.getByTestId('payment-amount')).toHaveText(formatMoney(ours(1), 'CAD', 'en'));

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'canada-annual-return', package: 'standard' });
  expect(app!.data).toMatchObject({
    regime: 'ontario',
    companyName: 'Trillium Foods Ltd.',
    registryNumber: '1000012345',
    financialYearEnd: '2025-12-31',
    iscRegisterKept: true,
  });
  expect(app!.quote).toMatchObject({ governmentFee: 0, governmentFeeLines: [] });
});
