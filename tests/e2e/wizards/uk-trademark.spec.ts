import { expect as baseExpect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { choose, fill, fillFiler, next, radio, signUpInline, storedApplications } from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// A mid-range phone: the whole journey at 375 px wide.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

async function addTerm(page: Page, words: string, term: string) {
  await page.getByLabel('Search the list', { exact: true }).fill(words);
  await page.getByRole('button', { name: `Add ${term}` }).click();
}

test('an owner abroad files a UK trade mark in three classes on a phone: £205 + 2 × £60 = £325 to the UKIPO', async ({
  page,
}) => {
  await page.goto('/uk');
  await page.getByRole('link', { name: 'Start: Trademark registration' }).first().click();
  await expect(page).toHaveURL(/\/uk-trademark-application$/);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The owner lives in Nigeria: a UK address for service appears and is required.
  await radio(page, 'A company or organisation');
  await fill(page, "Owner's full name or company name", 'Adaeze Foods Limited');
  const owner = page.getByRole('group', { name: "Owner's address" });
  await fill(owner, 'Street address', '12 Admiralty Way');
  await fill(owner, 'Town or city', 'Lekki');
  await choose(owner, 'Country', 'Nigeria');
  await fill(page, "Owner's e-mail address", 'hello@adaezefoods.ng');
  await fill(page, "Owner's phone number", '+234 803 123 4567');
  const service = page.getByRole('group', { name: 'UK address for service' });
  await expect(service).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-addressForService-postcode-error')).toHaveText(
    'This field is required.',
  );
  await fill(service, 'Street address', '10 Fleet Street');
  await fill(service, 'Town or city', 'London');
  await fill(service, 'Postcode', 'EC4Y 1AA');
  await next(page, '/uk-trademark-application/mark');

  await radio(page, 'Words only');
  await fill(page, 'The words of the mark', 'ADAEZE KITCHEN');
  await next(page, '/uk-trademark-application/classes');

  // The UKIPO's table, from the catalogue, and a live quote as terms are added.
  await expect(page.getByTestId('ukipo-fees')).toContainText(
    '£205 for the application with one class, then £60 for each further class',
  );
  await radio(page, 'Standard');
  await addTerm(page, 'mobile app', '9 · Downloadable mobile applications');
  await expect(page.getByTestId('quote-government-fee')).toHaveText('£205');
  await addTerm(page, 'advertis', '35 · Advertising');
  await addTerm(page, 'software as', '42 · Software as a service [SaaS]');
  await addTerm(page, 'marketing', '35 · Marketing');
  await expect(page.getByText('4 of 200 chosen.')).toBeVisible();
  // Four terms in three classes: £205 + 2 × £60.
  await expect(page.getByTestId('quote-government-fee')).toHaveText('£325');
  await expect(page.getByTestId('quote-total')).toHaveText('£624');
  await next(page, '/uk-trademark-application/details');

  await radio(page, 'No');
  await page
    .getByLabel(
      'The mark is used, or the owner intends to use it, for all the goods and services listed.',
    )
    .check();
  const email = uniqueEmail('uk-tm');
  await fillFiler(page, { name: 'Adaeze Okafor', email, phone: '+2348031234567' });
  await next(page, '/uk-trademark-application/review');

  await expect(page.getByText('ADAEZE KITCHEN', { exact: true })).toBeVisible();
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GB-TM-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/uk-trademark-application/payment\\?ref=${reference}$`),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('payment-amount')).toHaveText('£624');
  await expect(page.getByText('IBAN (payments from abroad)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'uk-trademark', reference, status: 'submitted' });
  expect(app!.quote).toMatchObject({ currency: 'GBP', governmentFee: 32_500, total: 62_400 });
  expect(app!.data).toMatchObject({
    addressForService: { postcode: 'EC4Y 1AA' },
    terms: [
      '9:downloadable-mobile-applications',
      '35:advertising',
      '42:software-as-a-service-saas',
      '35:marketing',
    ],
  });
});
