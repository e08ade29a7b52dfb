import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import { ADMIN_EMAIL, createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import {
  choose,
  fill,
  fillFiler,
  next,
  radio,
  signUpInline,
  storedApplications,
} from '../wizards/helpers';
import { openReportYear } from '../../fixtures/us-filings';

type Line = { label: string; amount: number };
/** The stored quote's lines, as [label, cents]. */
const lines = (
  quote: Record<string, unknown> | null,
  key: 'governmentFeeLines' | 'serviceFeeLines',
) => ((quote?.[key] ?? []) as Line[]).map((l) => [l.label, l.amount]);

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(({ page }) => loadAxe(page));

/** An address abroad in the fieldset named `legend`. */
async function fillAddressAbroad(page: Page, legend: string) {
  const group = page.getByRole('group', { name: legend });
  await fill(group, 'Street address', '4 Bourdillon Road, Ikoyi');
  await fill(group, 'Town or city', 'Lagos');
  await choose(group, 'Country', 'Nigeria');
}

async function fillContactAndPackage(page: Page) {
  await radio(page, 'Standard');
  await fillFiler(page, {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '+234 803 123 4567',
  });
}

/** Submits from the review page, follows the link to payment, and checks the amount against the stored quote. */
async function submitAndPay(page: Page, email: string, prefix: string, shownTotal: string) {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/application-submitted\\?ref=${prefix}-\\d{4}-\\d{6}$`),
    { timeout: 30_000 },
  );
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/usa-payment\\?ref=${reference}$`), { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Pay for your application', level: 1 }),
  ).toBeVisible();
  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ reference, status: 'submitted', package: 'standard' });
  expect(app!.quote!.currency).toBe('USD');
  // The customer pays what they were shown: the quote frozen at submission.
  expect(formatMoney(app!.quote!.total, 'USD', 'en')).toBe(shownTotal);
  await expect(page.getByTestId('payment-amount')).toHaveText(shownTotal);
  // The sign-up toast fades out first (axe would read its text mid-fade).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/usa-payment');
  await page.goto(`/fr/usa-payment?ref=${reference}`);
  await expect(page.getByTestId('payment-amount')).toHaveText(
    formatMoney(app!.quote!.total, 'USD', 'fr'),
  );
  await expectNoAxeViolations(page, '/fr/usa-payment');
  return app!;
}

test('a US trade mark in two classes, owned from Nigeria: ID Manual entries, the US attorney in the quote, to payment, then in the account and the staff console', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await page.goto('/usa-trademark-application');
  await expect(page.getByTestId('uspto-fees')).toContainText('$350');
  await page.getByRole('link', { name: 'Start my application' }).click();
  await expect(page).toHaveURL(/\/usa-trademark-application\/owner$/);

  await radio(page, 'A company');
  await fill(page, "Owner's full legal name", 'Adaeze Foods Limited');
  await choose(page, 'Legal form', 'Corporation');
  await choose(page, 'Country of organisation', 'Nigeria');
  await fillAddressAbroad(page, 'Domicile address');
  await fill(page, "Owner's e-mail address", 'legal@adaezefoods.example');
  await next(page, '/usa-trademark-application/mark');

  // A design's image: JPEG or PNG only, said once; a PDF is refused before it is sent.
  await radio(page, 'A design or logo');
  const image = page.getByLabel('Image of the mark', { exact: true });
  await expect(image).toHaveAttribute('accept', 'image/*');
  await expect(page.getByText(/PDF/)).toHaveCount(0);
  await image.setInputFiles({
    name: 'logo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.locator('#f-markImage-error')).toHaveText(
    'Upload the image of the mark as a JPEG or PNG file.',
  );
  await radio(page, 'Standard characters (words only)');
  await fill(page, "The mark's wording", 'ADAEZE');
  await next(page, '/usa-trademark-application/goods');

  // Class 25 from the ID Manual, found by a word.
  const first = page.getByTestId('goods-class-0');
  await first
    .getByLabel('Class', { exact: true })
    .selectOption({ label: '25 – Clothing, footwear and headwear' });
  await first.getByLabel('Search the entries of class 25').fill('shirt');
  await expect(first.getByRole('status')).toHaveText('5 entries found');
  await first.getByRole('button', { name: 'Add “T-shirts”' }).click();
  await expect(first.getByRole('heading', { name: 'Chosen entries' })).toBeVisible();

  // Class 9, an entry with a part to complete: left blank, it is named by its field.
  await page.getByRole('button', { name: 'Add another class' }).click();
  const second = page.getByTestId('goods-class-1');
  await second
    .getByLabel('Class', { exact: true })
    .selectOption({ label: '9 – Electrical and scientific apparatus, software' });
  await second.getByLabel('Search the entries of class 9').fill('mobile applications');
  await second
    .getByRole('button', {
      name: 'Add “Downloadable mobile applications for {indicate the function of the programs}”',
    })
    .click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(second.getByText('Complete this part of the entry.')).toBeVisible();
  await expect(page).toHaveURL(/\/usa-trademark-application\/goods$/);
  await second
    .getByLabel('Complete: indicate the function of the programs')
    .fill('ordering clothes');
  await next(page, '/usa-trademark-application/basis');

  await radio(page, 'Intent to use');
  await next(page, '/usa-trademark-application/package');

  // A trade mark's packages list a trade mark's work, not a company's.
  await expect(
    page.getByText('Goods and services checked against the office’s accepted terms').first(),
  ).toBeVisible();
  await expect(page.getByText('Name availability check')).toHaveCount(0);
  await fillContactAndPackage(page);
  await page.getByLabel(/The facts in this application are true/).check();
  // USPTO: 2 classes × $350, no surcharge; our fee with the US attorney the USPTO requires.
  await expect(page.getByTestId('quote-government-fee')).toHaveText('$700');
  await expect(page.getByTestId('quote-service-line-usAttorney')).toHaveText('$350');
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  await next(page, '/usa-trademark-application/review');

  await expect(page.getByText('Class 25 · ID Manual entries')).toBeVisible();
  await expect(page.getByText('T-shirts', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Downloadable mobile applications for ordering clothes'),
  ).toBeVisible();
  await expect(page.getByText('Nigeria').first()).toBeVisible();
  const email = uniqueEmail('us-tm');
  await signUpInline(page, email);
  const app = await submitAndPay(page, email, 'US-TM', total);
  expect(lines(app.quote, 'governmentFeeLines')).toEqual([['trademarkClasses', 700_00]]);
  expect(lines(app.quote, 'serviceFeeLines').map(([label]) => label)).toEqual([
    'package',
    'usAttorney',
  ]);
  expect(app.data).toMatchObject({
    ownerType: 'company',
    organisationCountry: 'NG',
    goods: [
      {
        classNumber: '25',
        source: 'idManual',
        entries: [{ term: 'T-shirts', fills: [] }],
        description: '',
      },
      {
        classNumber: '9',
        source: 'idManual',
        entries: [
          {
            term: 'Downloadable mobile applications for {indicate the function of the programs}',
            fills: ['ordering clothes'],
          },
        ],
      },
    ],
  });

  // The customer's account shows the application with its goods and services as filed.
  await page.goto(`/account/applications/${app.reference}`);
  await expect(
    page.getByText('Downloadable mobile applications for ordering clothes'),
  ).toBeVisible();
  await expect(page.getByText('Class 25 · ID Manual entries')).toBeVisible();
  await expectNoAxeViolations(page, 'account application');

  // Staff read the same answers and the frozen quote.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loadAxe(staff);
  await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(`${baseURL}/admin`, { timeout: 30_000 });
  await staff.goto(`/admin/applications/${app.reference}`);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(
    `Application ${app.reference}`,
  );
  await expect(
    staff.getByText('Downloadable mobile applications for ordering clothes'),
  ).toBeVisible();
  await expect(staff.getByText('Standard characters (words only)')).toBeVisible();
  await expect(staff.getByTestId('frozen-quote')).toBeVisible();
  await expect(staff.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(staff, 'staff console application');
  await staffContext.close();
});

test('"file it for me": a Delaware annual report from the calculator to payment, the tax priced on the server from the answers', async ({
  page,
}) => {
  const year = openReportYear(3, 1);
  // The calculator's result leads into the order with its figures.
  await page.goto('/delaware-franchise-tax?shares=10000000@0.00001&issued=8000000&assets=50000');
  await expect(page.getByTestId('franchise-tax-total')).toHaveText('$450');
  await page.getByRole('link', { name: 'File this report for me, with these figures' }).click();
  await expect(page).toHaveURL(
    /\/delaware-franchise-tax\/order\/company\?shares=10000000@0\.00001&issued=8000000&assets=50000$/,
  );

  await fill(page, 'Corporation name', 'Adaeze Labs, Inc.');
  await fill(page, 'Delaware file number', 'DE-7654321');
  await fill(page, 'Year the report covers', '2019');
  await fillAddressAbroad(page, 'Principal place of business');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-fileNumber-error')).toHaveText(
    'Enter the Delaware file number in digits.',
  );
  // A year past its due date is taken (issue 28): only the file number is refused.
  await expect(page.locator('#f-taxYear-error')).toHaveCount(0);
  await fill(page, 'Delaware file number', '7654321');
  await fill(page, 'Year the report covers', year);
  await next(page, '/delaware-franchise-tax/order/shares');

  // The calculator's figures are there; the class's name is not.
  const shareClass = page.getByRole('group', { name: 'Class 1' });
  await expect(shareClass.getByLabel('Authorised shares', { exact: true })).toHaveValue('10000000');
  await expect(shareClass.getByLabel(/^Par value per share \(US\$\)/)).toHaveValue('0.00001');
  await expect(
    page.getByLabel('Issued shares, treasury shares included', { exact: true }),
  ).toHaveValue('8000000');
  await expect(page.getByLabel('Total gross assets (USD)', { exact: true })).toHaveValue('50000');
  await fill(shareClass, 'Class (e.g. Common)', 'Common');
  await fill(page, 'Date of the gross assets figure', `${year}-12-31`);
  await next(page, '/delaware-franchise-tax/order/officers');

  const director = page.getByRole('group', { name: 'Director 1' });
  await fill(director, 'Full name', 'Adaeze Okafor');
  await fill(director, 'Address', '4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  await fill(page, "Officer's full name", 'Adaeze Okafor');
  await fill(page, "Officer's title (e.g. President)", 'President');
  await fill(page, "Officer's address", '4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  await next(page, '/delaware-franchise-tax/order/package');

  await fillContactAndPackage(page);
  await page.getByLabel(/I am an officer or a director of the corporation/).check();
  // $50 report fee and $400 of franchise tax (the APVC method, not $85,165).
  await expect(page.getByTestId('quote-government-fee')).toHaveText('$450');
  const total = (await page.getByTestId('quote-total').textContent())!.trim();
  await next(page, '/delaware-franchise-tax/order/review');
  await expect(
    page.getByText('10000000', { exact: true }).or(page.getByText('10,000,000', { exact: true })),
  ).toBeVisible();
  await expect(page.getByText('$50,000', { exact: true })).toBeVisible();

  const email = uniqueEmail('us-de-ar');
  await signUpInline(page, email);
  const app = await submitAndPay(page, email, 'US-DF', total);
  expect(lines(app.quote, 'governmentFeeLines')).toEqual([
    ['annualReport', 50_00],
    ['franchiseTax', 400_00],
  ]);
  expect(app.data).toMatchObject({
    fileNumber: '7654321',
    taxYear: year,
    issuedShares: '8000000',
    grossAssets: '50000',
  });
});
