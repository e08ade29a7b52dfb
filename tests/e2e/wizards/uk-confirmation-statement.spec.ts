import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { fill, fillFiler, next, radio, signUpInline, storedApplications } from './helpers';

test.describe.configure({ timeout: 300_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// A mid-range phone: the whole journey at 375 px wide.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a director files the UK confirmation statement on a phone, from /uk to the payment page: £50 to Companies House plus our fee; staff see it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/uk');
  await page.getByRole('link', { name: 'Start: Annual returns' }).first().click();
  await expect(page).toHaveURL(/\/uk-confirmation-statement$/);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The company: a number of the wrong shape is refused beside its field; the due date shows.
  await fill(page, 'Company number', '1234');
  await fill(page, 'Company name', 'Hart Okeke Software Ltd');
  await fill(page, 'Street address', '10 Fleet Street');
  await fill(page, 'Town or city', 'London');
  await fill(page, 'Postcode', 'EC4Y 1AA');
  await fill(page, 'Last day of the review period', '2027-03-09');
  await expect(
    page.getByText('Due by 2027-03-23: 14 days after the review period ends.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-companyNumber-error')).toHaveText(
    'A company number has 8 characters: 8 digits (01234567), or SC or NI and 6 digits.',
  );
  await fill(page, 'Company number', '1623 4567');
  await next(page, '/uk-confirmation-statement/changes');

  // Changes: a new shareholder; the lawful-purpose statement is required.
  await page.getByLabel('The shareholders or their holdings changed.').check();
  const s1 = page.getByRole('group', { name: 'Shareholder 1' });
  await fill(s1, 'Full name', 'Amelia Hart');
  await fill(s1, 'Share class', 'Ordinary');
  await fill(s1, 'Number of shares held', '90');
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  const s2 = page.getByRole('group', { name: 'Shareholder 2' });
  await fill(s2, 'Full name', 'Ngozi Hart');
  await fill(s2, 'Share class', 'Ordinary');
  await fill(s2, 'Number of shares held', '10');
  await fill(page, 'Registered e-mail address', 'office@hartokeke.co.uk');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-lawfulPurpose-error')).toHaveText('Tick this box to continue.');
  await page
    .getByLabel('I confirm that the intended future activities of the company are lawful.')
    .check();
  await next(page, '/uk-confirmation-statement/verification');

  // Identity verification: one verified with a personal code, one not yet.
  const p1 = page.getByRole('group', { name: 'Person 1' });
  await fill(p1, 'Full name', 'Amelia Hart');
  await radio(p1, 'Both');
  await radio(p1, 'Verified, with a personal code');
  await fill(p1, 'Companies House personal code', 'ab312cd4ef5');
  await page.getByRole('button', { name: 'Add a person' }).click();
  const p2 = page.getByRole('group', { name: 'Person 2' });
  await fill(p2, 'Full name', 'Chidi Okeke');
  await radio(p2, 'Director');
  await radio(p2, 'Not yet verified');
  await expect(p2.getByLabel('Companies House personal code', { exact: true })).toHaveCount(0);
  await next(page, '/uk-confirmation-statement/package');

  // Package: our fee and the Companies House fee apart.
  await radio(page, 'Standard');
  const email = uniqueEmail('uk-cs');
  await fillFiler(page, { name: 'Amelia Hart', email, phone: '07911 123456' });
  await expect(page.getByTestId('quote-government-fee')).toHaveText('£50');
  await expect(page.getByTestId('quote-total')).toHaveText('£129');
  await next(page, '/uk-confirmation-statement/review');

  await expect(page.getByText('10 Fleet Street, London, EC4Y 1AA', { exact: true })).toBeVisible();
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GB-CS-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/uk-confirmation-statement/payment\\?ref=${reference}$`),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('payment-amount')).toHaveText('£129');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // What was stored: the number as Companies House writes it, the code formatted, the quote frozen.
  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'uk-confirmation-statement',
    reference,
    status: 'submitted',
    package: 'standard',
  });
  expect(app!.data).toMatchObject({
    companyNumber: '16234567',
    reviewPeriodEnd: '2027-03-09',
    lawfulPurpose: true,
    officers: [
      expect.objectContaining({ verificationStatus: 'verified', personalCode: 'AB3-12CD-4EF5' }),
      expect.objectContaining({ verificationStatus: 'notYet' }),
    ],
  });
  expect(app!.quote).toMatchObject({ currency: 'GBP', total: 12_900, governmentFee: 5_000 });

  // Staff read the answers and the frozen quote in the console.
  const staff = await (await browser.newContext()).newPage();
  await createAccount(staff.request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(/\/admin$/, NAV);
  await staff.goto(`/admin/applications/${reference}`);
  await expect(staff.getByText('16234567', { exact: true })).toBeVisible();
  await expect(staff.getByText('AB3-12CD-4EF5').first()).toBeVisible();
  await expect(staff.getByText('£129').first()).toBeVisible();
  await expectNoAxeViolations(staff, `/admin/applications/${reference}`);
});

test('the calendar’s “File it for me” link prefills the company and the review period', async ({
  page,
}) => {
  await page.goto(
    '/uk-confirmation-statement?company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=uk-confirmation-statement:2027-03-09&name=Hart%20Okeke%20Software%20Ltd&number=16234567&periodEnd=2027-03-09',
  );
  await expect(page.getByLabel('Company number', { exact: true })).toHaveValue('16234567');
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(
    'Hart Okeke Software Ltd',
  );
  await expect(page.getByLabel('Last day of the review period', { exact: true })).toHaveValue(
    '2027-03-09',
  );
  await expect(
    page.getByText('Due by 2027-03-23: 14 days after the review period ends.'),
  ).toBeVisible();
});
