import { expect as baseExpect, test, type Page } from '@playwright/test';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney } from '@/lib/catalogue/money';
import { uniqueEmail } from '../support/auth';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import { choose, fill, fillFiler, next, radio, signUpInline, storedApplications } from './helpers';

// Issue 35: the national trade marks, from the public pages to the payment page.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function addTerm(page: Page, words: string, term: string) {
  await page.getByLabel('Search the list', { exact: true }).fill(words);
  await page.getByRole('button', { name: `Add ${term}` }).click();
}

/** YYYY-MM-DD, `months` before today (UTC). */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

async function fillOwner(page: Page, country: string, phone: string) {
  await radio(page, 'A company or organisation');
  await fill(page, "Owner's full name or company name", 'Adaeze Foods Limited');
  const owner = page.getByRole('group', { name: "Owner's address" });
  await fill(owner, 'Street address', '12 Admiralty Way');
  await fill(owner, 'Town or city', 'Lekki');
  await choose(owner, 'Country', country);
  await fill(page, "Owner's e-mail address", 'hello@adaezefoods.ng');
  await fill(page, "Owner's phone number", phone);
}

const intent =
  'The mark is used, or the owner intends to use it, for all the goods and services listed.';

test('Nigeria: from the country page to payment, two classes, our search per class and the registry at cost', async ({
  page,
}) => {
  await page.goto('/nigeria');
  await page.getByRole('link', { name: 'Start: Trademark registration' }).first().click();
  await expect(page).toHaveURL(/\/nigeria-trademark-application$/);

  await fillOwner(page, 'Nigeria', '+234 803 123 4567');
  await next(page, '/nigeria-trademark-application/mark');
  await radio(page, 'Words only');
  await fill(page, 'The words of the mark', 'ADAEZE KITCHEN');
  await next(page, '/nigeria-trademark-application/classes');

  await expect(page.getByTestId('office-fees')).toContainText('passed through at cost');
  await radio(page, 'Standard');
  // No class chosen: the message is next to the list.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-terms-error')).toHaveText(
    'Add at least one good or service, from the list or in your own words.',
  );
  await addTerm(page, 'advertis', '35 · Advertising');
  await addTerm(page, 'software as', '42 · Software as a service [SaaS]');
  // ₦130,000 for Standard + 2 × ₦15,000 clearance search; the registry's fee at cost.
  const total = formatMoney(16_000_000, 'NGN', 'en');
  await expect(page.getByTestId('quote-total')).toHaveText(total);
  await next(page, '/nigeria-trademark-application/details');

  await radio(page, 'No');
  await page.getByLabel(intent).check();
  const email = uniqueEmail('ng-tm');
  await fillFiler(page, { name: 'Adaeze Okafor', email, phone: '+2348031234567' });
  await next(page, '/nigeria-trademark-application/review');

  await expect(page.getByText('ADAEZE KITCHEN', { exact: true })).toBeVisible();
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=NG-TM-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/nigeria-trademark-application/payment\\?ref=${reference}$`),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'nigeria-trademark', reference, status: 'submitted' });
  expect(app!.quote).toMatchObject({
    currency: 'NGN',
    governmentFeeBasis: 'atCost',
    governmentFee: 0,
    total: 16_000_000,
  });
});

test('Canada: from the trade mark page to payment, three classes with a priority claim, CIPO per class', async ({
  page,
}) => {
  await page.goto('/services/trademark-registration');
  await page.getByRole('link', { name: 'Apply for a Canadian trade mark online' }).click();
  await expect(page).toHaveURL(/\/canada-trademark-application$/);

  await fillOwner(page, 'Nigeria', '+234 803 123 4567');
  await next(page, '/canada-trademark-application/mark');
  await radio(page, 'Words only');
  await fill(page, 'The words of the mark', 'ADAEZE KITCHEN');
  await next(page, '/canada-trademark-application/classes');

  const { trademarkFirstClass: first, trademarkAdditionalClass: extra } = governmentFees.canada;
  await expect(page.getByTestId('office-fees')).toContainText(
    `${formatMoney(first.amount, 'CAD', 'en')} with the first class`,
  );
  await radio(page, 'Standard');
  await addTerm(page, 'mobile app', '9 · Downloadable mobile applications');
  await expect(page.getByTestId('quote-government-fee')).toHaveText(
    formatMoney(first.amount, 'CAD', 'en'),
  );
  await addTerm(page, 'advertis', '35 · Advertising');
  await addTerm(page, 'software as', '42 · Software as a service [SaaS]');
  const government = first.amount + 2 * extra.amount;
  // Standard C$399 + 3 × C$99 clearance search + CIPO.
  const total = 39_900 + 3 * 9_900 + government;
  await expect(page.getByTestId('quote-government-fee')).toHaveText(
    formatMoney(government, 'CAD', 'en'),
  );
  await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(total, 'CAD', 'en'));
  await next(page, '/canada-trademark-application/details');

  // A priority date older than 6 months: the message is next to the date.
  await radio(page, 'Yes');
  await choose(page, 'Country of the earlier application', 'United Kingdom');
  await fill(page, 'Date of the earlier application', monthsAgo(7));
  await fill(page, 'Number of the earlier application', 'UK00004123456');
  await page.getByLabel(intent).check();
  const email = uniqueEmail('ca-tm');
  await fillFiler(page, { name: 'Adaeze Okafor', email, phone: '+14165550123' });
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page.locator('#f-priorityDate-error')).toHaveText(
    'Priority can only be claimed within 6 months of the earlier application.',
  );
  await fill(page, 'Date of the earlier application', monthsAgo(2));
  await next(page, '/canada-trademark-application/review');

  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=CA-TM-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/canada-trademark-application/payment\\?ref=${reference}$`),
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('payment-amount')).toHaveText(formatMoney(total, 'CAD', 'en'));

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'canada-trademark', reference, status: 'submitted' });
  expect(app!.quote).toMatchObject({ currency: 'CAD', governmentFee: government, total });
  expect(app!.data).toMatchObject({ priorityClaim: 'yes', priorityDate: monthsAgo(2) });
});

test.describe('axe finds nothing on the trade mark pages', () => {
  test.beforeEach(({ page }) => loadAxe(page));
  for (const prefix of ['', '/fr']) {
    for (const path of [
      '/services/trademark-registration',
      '/nigeria',
      '/ghana',
      '/south-africa',
      '/canada',
      '/nigeria-trademark-application',
      '/ghana-trademark-application',
      '/south-africa-trademark-application',
      '/canada-trademark-application',
    ]) {
      test(`${prefix || '/en'}${path}`, async ({ page }) => {
        await page.goto(prefix + path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page, prefix + path);
      });
    }
  }
});
