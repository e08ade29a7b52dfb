import { expect as baseExpect, test } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import { fill, next, radio, signUpInline, storedApplications } from './helpers';

/**
 * Issue 35, Hire-to-Payroll Launchpad: a Nigerian and a UK company register as employers, from
 * their country pages through the wizard to the payment page, priced from the catalogue's
 * employer registration fees and frozen at submission; a registration the law requires cannot
 * be left out, and says why next to its box.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function fillPayrollContact(
  page: import('@playwright/test').Page,
  who: { name: string; email: string; phone: string },
) {
  await fill(page, 'Payroll contact’s full name', who.name);
  await fill(page, 'Payroll contact’s e-mail address', who.email);
  await fill(page, 'Payroll contact’s phone number', who.phone);
  await page.getByLabel(/I confirm that the information/).check();
}

async function submitAndPay(page: import('@playwright/test').Page, prefix: string) {
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

test('a Nigerian company with six staff registers for PAYE, pension, NSITF and ITF from /nigeria and pays what it was quoted', async ({
  page,
}) => {
  await page.goto('/nigeria');
  await page
    .getByTestId('prices-nigeria')
    .getByRole('link', { name: 'Employer registration', exact: true })
    .click();
  await expect(page).toHaveURL(/\/nigeria-employer-registration$/);
  await expect(
    page.getByRole('heading', { name: 'Your company as an employer', level: 1 }),
  ).toBeVisible();

  await fill(page, 'Registered company name', 'Adebayo Foods Limited');
  await fill(page, 'RC number', '1234567');
  await page
    .getByLabel('State where your employees live', { exact: true })
    .selectOption({ label: 'Lagos' });
  await page.getByLabel(/^Number of employees/).fill('6');
  await page.getByLabel(/^Annual turnover/).fill('30,000,000');
  await expect(
    page.getByText(/Required by law: PAYE, the NSITF, the pension from 3/).first(),
  ).toBeVisible();
  await fill(page, 'First payday', '2027-01-31');
  await next(page, '/nigeria-employer-registration/registrations');

  await page.getByLabel('PAYE with the state internal revenue service').check();
  await page.getByLabel('Pension with a PFA (PenCom)').check();
  await page.getByLabel(/^NSITF/).check();
  // Six employees: the ITF cannot be left out.
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page.locator('#f-itf-error')).toContainText('the ITF is compulsory');
  await expectNoAxeViolations(page, 'the registrations step with an error');
  await page.getByLabel('Industrial Training Fund (ITF)').check();
  await page.getByLabel(/^Pension fund administrator/).fill('Stanbic IBTC Pension Managers');
  await next(page, '/nigeria-employer-registration/package');

  await radio(page, 'Standard');
  await fillPayrollContact(page, {
    name: 'Ngozi Adebayo',
    email: 'ngozi@example.com',
    phone: '0803 123 4567',
  });
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(90_000_00, 'NGN', 'en'));
  await expectNoAxeViolations(page, 'the package step with the quote');
  await next(page, '/nigeria-employer-registration/review');

  await expect(page.getByText('RC 1234567')).toBeVisible();
  const email = uniqueEmail('ng-er');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'NG-ER');
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'nigeria-employer-registration',
    reference,
    package: 'standard',
  });
  expect(app!.data).toMatchObject({
    rcNumber: 'RC 1234567',
    state: 'Lagos',
    employees: '6',
    annualTurnover: '30000000',
    firstPayday: '2027-01-31',
    paye: true,
    pension: true,
    nsitf: true,
    itf: true,
  });
  expect(app!.quote).toMatchObject({ total: 90_000_00, governmentFee: 0, currency: 'NGN' });
});

test('a UK company registers its PAYE scheme and pension duties from /uk and pays what it was quoted', async ({
  page,
}) => {
  await page.goto('/uk');
  await page
    .getByTestId('prices-uk')
    .getByRole('link', { name: 'Employer registration', exact: true })
    .click();
  await expect(page).toHaveURL(/\/uk-employer-registration$/);

  await fill(page, 'Registered company name', 'Acme Widgets Ltd');
  await fill(page, 'Company number', '01234567');
  await radio(page, 'Employees (or directors with a contract of employment)');
  await page.getByLabel(/^Number of people on the payroll/).fill('2');
  await fill(page, 'The first employee’s first working day', '2027-01-04');
  await expect(page.getByText('The declaration of compliance is due by 2027-06-04.')).toBeVisible();
  // A payday before anyone has worked is refused, next to the field.
  await fill(page, 'First payday', '2027-01-01');
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page.locator('#f-firstPayday-error')).toContainText(
    'cannot be before the first working day',
  );
  await expectNoAxeViolations(page, 'the UK employer step with an error');
  await fill(page, 'First payday', '2027-01-29');
  await next(page, '/uk-employer-registration/registrations');

  await page.getByLabel('PAYE employer scheme with HMRC').check();
  await page.getByLabel(/^Pension auto-enrolment and declaration/).check();
  await radio(page, 'NEST');
  await next(page, '/uk-employer-registration/package');

  await radio(page, 'Basic');
  await fillPayrollContact(page, {
    name: 'Jane Smith',
    email: 'jane@example.com',
    phone: '07911 123456',
  });
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  expect(total).toBe(formatMoney(99_00, 'GBP', 'en'));
  await next(page, '/uk-employer-registration/review');

  await expect(page.getByText('01234567')).toBeVisible();
  const email = uniqueEmail('gb-er');
  await signUpInline(page, email);
  const reference = await submitAndPay(page, 'GB-ER');
  await expect(page).toHaveURL(/\/uk-employer-registration\/payment\?ref=/);
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'uk-employer-registration', reference, package: 'basic' });
  expect(app!.data).toMatchObject({
    companyNumber: '01234567',
    staff: 'employees',
    employmentStart: '2027-01-04',
    firstPayday: '2027-01-29',
    payeScheme: true,
    pensionDeclaration: true,
    pensionProvider: 'nest',
  });
  expect(app!.quote).toMatchObject({ total: 99_00, governmentFee: 0, currency: 'GBP' });
});

for (const locale of ['en', 'fr'] as const)
  test(`the employer registration pages have no axe violations (${locale})`, async ({ page }) => {
    const prefix = locale === 'fr' ? '/fr' : '';
    for (const path of [
      '/nigeria-employer-registration',
      '/ghana-employer-registration',
      '/south-africa-employer-registration',
      '/uk-employer-registration',
      '/canada-employer-registration',
      '/usa-employer-registration',
      '/services/others',
    ]) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // A wizard renders its form, heading included, once the browser's draft is read (after
      // hydration): axe once it has (the CI run found the page without its h1 once).
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${locale} ${path}`);
    }
  });
