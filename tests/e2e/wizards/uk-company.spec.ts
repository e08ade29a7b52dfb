import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { choose, fill, fillFiler, next, radio, signUpInline, storedApplications } from './helpers';

test.describe.configure({ timeout: 300_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** An address anywhere, in the fieldset named `legend` of `scope`. */
async function fillAddress(
  scope: Locator,
  legend: string,
  a: { street: string; city: string; postalCode: string; country: string },
) {
  const box = scope.getByRole('group', { name: legend });
  await fill(box, 'Street address', a.street);
  await fill(box, 'Town or city', a.city);
  await box.getByLabel(/^Postal code/).fill(a.postalCode);
  await choose(box, 'Country', a.country);
}

/** Adds a SIC code by searching for `words` and choosing the match that starts with `code`. */
async function addSic(page: Page, words: string, code: string) {
  await page.getByLabel('Search the list', { exact: true }).fill(words);
  await page.getByRole('button', { name: new RegExp(`^Add ${code} `) }).click();
  await expect(
    page.getByRole('list', { name: 'Chosen' }).getByText(new RegExp(`^${code} `)),
  ).toBeVisible();
}

test('a customer registers a UK company with two directors and a PSC, from /uk to the GBP payment page; the account and the staff console show it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/uk');
  await page.getByRole('link', { name: 'Start: Company registration' }).first().click();
  await expect(page).toHaveURL(/\/uk-business-registration$/);

  // The company: a name without its designator is refused by the field, a sensitive word only noted.
  await fill(page, 'Company name', 'Hart Okeke Group');
  await radio(page, 'England and Wales');
  await fill(page, 'Street address', 'PO Box 12');
  await fill(page, 'Town or city', 'London');
  await fill(page, 'Postcode', 'ec4y1aa');
  await fill(page, 'Registered e-mail address', 'office@hartokeke.co.uk');
  await page
    .getByLabel('The subscribers confirm that the company is being formed for a lawful purpose.')
    .check();
  await expect(page.getByText(/The name contains “group”: Companies House may ask/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-companyName-error')).toHaveText(
    'The name must end with “Limited” or “Ltd”.',
  );
  await expect(page.locator('#f-registeredOffice-street-error')).toContainText('PO box');
  await fill(page, 'Company name', 'Hart Okeke Software Ltd');
  await fill(page, 'Street address', '10 Fleet Street');
  await next(page, '/uk-business-registration/activity');

  // Business activity: SIC codes found by words, and the model articles.
  await addSic(page, 'software development', '62012');
  await addSic(page, '62020', '62020');
  await expect(page.getByText('2 of 4 chosen.')).toBeVisible();
  await radio(page, 'Model articles (the standard set)');
  await next(page, '/uk-business-registration/directors');

  // Directors: the two ways to verify identity are explained, with our agent's price.
  await expect(
    page.getByRole('heading', { name: 'Identity verification: two ways' }),
  ).toBeVisible();
  await expect(page.getByText(/£30 per person, added to your quote/)).toBeVisible();
  const d1 = page.getByRole('group', { name: 'Director 1' });
  await fill(d1, 'Full name', 'Amelia Hart');
  await fill(d1, 'Date of birth', '1986-05-14');
  await choose(d1, 'Nationality', 'British');
  await choose(d1, 'Country where they usually live', 'United Kingdom');
  await fill(d1, 'Occupation', 'Software engineer');
  await fillAddress(d1, 'Service address (public)', {
    street: '10 Fleet Street',
    city: 'London',
    postalCode: 'EC4Y 1AA',
    country: 'United Kingdom',
  });
  await d1.getByLabel('Their home address is the same as the service address.').check();
  await expect(d1.getByRole('group', { name: 'Home address (kept private)' })).toHaveCount(0);
  await d1.getByRole('radio', { name: 'They have a Companies House personal code' }).check();
  await fill(d1, 'Companies House personal code', 'ab312cd4ef');
  await d1.getByLabel('This person agrees to act as a director.').check();

  await page.getByRole('button', { name: 'Add a director' }).click();
  const d2 = page.getByRole('group', { name: 'Director 2' });
  await fill(d2, 'Full name', 'Chidi Okeke');
  await fill(d2, 'Date of birth', '1990-11-02');
  await choose(d2, 'Nationality', 'Nigerian');
  await choose(d2, 'Country where they usually live', 'Nigeria');
  await fill(d2, 'Occupation', 'Product manager');
  await fillAddress(d2, 'Service address (public)', {
    street: '10 Fleet Street',
    city: 'London',
    postalCode: 'EC4Y 1AA',
    country: 'United Kingdom',
  });
  await fillAddress(d2, 'Home address (kept private)', {
    street: '4 Bourdillon Road',
    city: 'Lagos',
    postalCode: '101233',
    country: 'Nigeria',
  });
  await d2
    .getByRole('radio', { name: 'Verify them through Registra, an authorised agent' })
    .check();
  await d2.getByLabel('This person agrees to act as a director.').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // A personal code one character short is refused, the rest kept.
  await expect(page.locator('#f-directors-0-personalCode-error')).toHaveText(
    'A personal code has 11 letters and digits, e.g. ABC-1234-5678.',
  );
  await expect(d2.getByLabel('Full name', { exact: true })).toHaveValue('Chidi Okeke');
  await fill(d1, 'Companies House personal code', 'ab312cd4ef5');
  await next(page, '/uk-business-registration/share-capital');

  // Shares: 100 ordinary shares of £1, taken 80 and 20.
  const c1 = page.getByRole('group', { name: 'Share class 1' });
  await fill(c1, 'Class name', 'Ordinary');
  await fill(c1, 'Number of shares', '100');
  await c1.getByLabel('Nominal value of each share (GBP)').fill('1');
  await c1.getByLabel('Amount paid on each share (GBP)').fill('1');
  await fill(
    c1,
    'Rights attached to these shares',
    'One vote per share; full rights to dividends and to capital on winding up; not redeemable.',
  );
  const s1 = page.getByRole('group', { name: 'Subscriber 1' });
  await fill(s1, 'Full name', 'Amelia Hart');
  await fill(s1, 'Share class', 'Ordinary');
  await fill(s1, 'Number of shares', '80');
  await page.getByRole('button', { name: 'Add a subscriber' }).click();
  const s2 = page.getByRole('group', { name: 'Subscriber 2' });
  await fill(s2, 'Full name', 'Chidi Okeke');
  await fill(s2, 'Share class', 'Ordinary');
  await fill(s2, 'Number of shares', '10');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'The subscribers take 90 “Ordinary” shares, but the class has 100: they must match.',
    ),
  ).toBeVisible();
  await fill(s2, 'Number of shares', '20');
  await next(page, '/uk-business-registration/psc');

  // PSC: declaring none is refused while a subscriber holds 80%; she is added in her band.
  await page.getByLabel('No one will have significant control of the company.').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'Amelia Hart will hold 80% of the shares: add them as a person with significant control.',
    ),
  ).toBeVisible();
  await page.getByLabel('No one will have significant control of the company.').uncheck();
  await page.getByRole('button', { name: 'Add a person with significant control' }).click();
  const p1 = page.getByRole('group', { name: 'Person with significant control 1' });
  await fill(p1, 'Full name', 'Amelia Hart');
  await fill(p1, 'Date of birth', '1986-05-14');
  await choose(p1, 'Nationality', 'British');
  await choose(p1, 'Country where they usually live', 'United Kingdom');
  await fillAddress(p1, 'Service address (public)', {
    street: '10 Fleet Street',
    city: 'London',
    postalCode: 'EC4Y 1AA',
    country: 'United Kingdom',
  });
  await p1.getByLabel('Their home address is the same as the service address.').check();
  await choose(p1, 'Shares held', '75% or more');
  await choose(p1, 'Voting rights held', '75% or more');
  await p1.getByLabel('Can appoint or remove a majority of the directors').check();
  await p1.getByRole('radio', { name: 'They have a Companies House personal code' }).check();
  await fill(p1, 'Companies House personal code', 'AB3-12CD-4EF5');
  await next(page, '/uk-business-registration/package');

  // Package: our fee, our agent's one check (Chidi) and the Companies House fee apart.
  await radio(page, 'Standard');
  const email = uniqueEmail('uk-company');
  await fillFiler(page, { name: 'Amelia Hart', email, phone: '07911 123456' });
  await expect(page.getByTestId('quote-service-line-identityVerification')).toHaveText('£30');
  await expect(page.getByTestId('quote-government-fee')).toHaveText('£50');
  await expect(page.getByTestId('quote-total')).toHaveText('£229');
  await next(page, '/uk-business-registration/review');

  // Review: the answers as the reader reads them, then the inline sign-up and submission.
  await expect(page.getByText('62012 Business and domestic software development')).toBeVisible();
  await expect(page.getByText('10 Fleet Street, London, EC4Y 1AA', { exact: true })).toBeVisible();
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GB-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();

  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/uk-business-registration/payment\\?ref=${reference}$`),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('payment-amount')).toHaveText('£229');
  await expect(page.getByText('Sort code (payments within the UK)')).toBeVisible();
  await expect(page.getByText(/pay by Faster Payments with the sort code/)).toBeVisible();

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'uk-company',
    reference,
    status: 'submitted',
    package: 'standard',
  });
  expect(app!.data).toMatchObject({
    companyName: 'Hart Okeke Software Ltd',
    registeredOffice: { postcode: 'EC4Y 1AA' },
    sicCodes: ['62012', '62020'],
  });
  // The personal code as Companies House writes it, and the frozen quote with the one agent check.
  expect((app!.data.directors as { personalCode: string }[])[0]!.personalCode).toBe(
    'AB3-12CD-4EF5',
  );
  expect(app!.quote).toMatchObject({ currency: 'GBP', total: 22_900, governmentFee: 5_000 });

  // The customer's account: the application, its answers under the wizard's labels.
  await page.goto(`/account/applications/${reference}`);
  await expect(page.getByText('Hart Okeke Software Ltd', { exact: true })).toBeVisible();
  await expect(page.getByText('62012 Business and domestic software development')).toBeVisible();

  // Staff read the same answers in the console: addresses inside each person, codes by name.
  const staff = await (await browser.newContext()).newPage();
  await createAccount(staff.request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(/\/admin$/, NAV);
  await staff.goto(`/admin/applications/${reference}`);
  await expect(staff.getByText('4 Bourdillon Road, Lagos, 101233, Nigeria')).toBeVisible();
  await expect(staff.getByText('AB3-12CD-4EF5').first()).toBeVisible();
  await expect(staff.getByText('75% or more').first()).toBeVisible();
  await expectNoAxeViolations(staff, `/admin/applications/${reference}`);
});
