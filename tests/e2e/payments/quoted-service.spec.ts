import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  createAccount,
  NAV,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 300_000 });
// Actions, jobs and refreshes on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const pdf = path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf');
const REQUEST = '/request-quote?service=businessLicensing&country=nigeria';

async function signedIn(browser: Browser, baseURL: string, email: string, name: string) {
  const page = await (await browser.newContext()).newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

/** The customer records a bank transfer on the payment page; staff confirm it on /admin/payments. */
async function payByTransfer(customer: Page, admin: Page, reference: string, naira: number) {
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await customer.getByRole('radio', { name: 'Bank transfer' }).click();
  await customer.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(customer.getByText(/is recorded as pending until we confirm it/)).toBeVisible();
  await admin.goto('/admin/payments');
  const row = admin.getByTestId(new RegExp(`^payment-${reference}-\\d+$`));
  await row.getByRole('button', { name: 'Confirm' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Confirm payment / });
  await dialog.getByLabel('Amount received (NGN)').fill(String(naira));
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Issue 35, a quoted service from request to delivered document: the customer signs in from the
 * request page and comes back to it, asks for business licensing in Nigeria, staff quote it, the
 * customer accepts and pays by transfer, staff confirm and deliver, the customer downloads it.
 */
test('a quoted service goes request → quote → accept → pay → delivered document', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('quoted');
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, baseURL!, email, 'Ngozi Eze');
  // Signed out, the request page sends to sign-in, which returns here.
  await customer.goto(REQUEST);
  await expect(customer).toHaveURL(/\/signin\?next=/, NAV);
  const form = customer.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(customer).toHaveURL(
    /\/request-quote\?service=businessLicensing&country=nigeria$/,
    NAV,
  );
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Request a quote: Business licensing' }),
  ).toBeVisible();
  // The sign-in toast fades out first (axe would read it mid-animation).
  await expect(customer.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(customer, 'the request for a quote (en)');
  await customer.goto(`/fr${REQUEST}`);
  await expect(
    customer.getByRole('heading', { level: 1, name: /^Demander un devis/ }),
  ).toBeVisible();
  await expectNoAxeViolations(customer, 'the request for a quote (fr)');
  await customer.goto(REQUEST);

  // Too brief a need: said next to the field, nothing stored.
  await customer.getByLabel('Sector of activity').fill('Food processing');
  await customer.getByLabel('State or region').fill('Lagos');
  await customer.getByLabel('City').fill('Ikeja');
  await customer.getByLabel('What you need').fill('A licence');
  await customer.getByRole('button', { name: 'Request the quote' }).click();
  await expect(
    customer.getByText('Tell us a little more (at least 20 characters).').first(),
  ).toBeVisible();
  await customer
    .getByLabel('What you need')
    .fill('NAFDAC registration for three packaged snacks and a factory permit.');
  await customer.getByRole('button', { name: 'Request the quote' }).click();
  await expect(customer).toHaveURL(/\/account\/applications\/NG-BL-\d{4}-\d{6}$/, NAV);
  const reference = decodeURIComponent(customer.url().split('/').pop()!);
  const quoteSection = customer.getByRole('region', { name: 'Your quote' });
  await expect(quoteSection).toContainText('We are preparing your quote.');
  await expect(customer.getByRole('link', { name: 'Choose how to pay' })).toHaveCount(0);

  // Staff quote it: our fee and the authority's apart, valid until a day ahead.
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await admin.goto(`/admin/applications/${reference}`);
  await admin.getByLabel('Description of line 1').fill('Our work on the NAFDAC file');
  await admin.getByLabel('Amount of line 1 (minor units)').fill('25000000');
  await admin.getByRole('button', { name: 'Add a line' }).click();
  await admin.getByLabel('Description of line 2').fill('NAFDAC registration fee');
  await admin.getByLabel('Amount of line 2 (minor units)').fill('12500000');
  await admin.getByLabel('Kind of line 2').selectOption({ label: 'Authority’s fee' });
  await admin.getByLabel('Valid until (last day, UTC)').fill('2099-12-31');
  await admin.getByRole('button', { name: 'Send the quote' }).click();
  await expect(admin.getByTestId('staff-quote-state').first()).toContainText(
    'awaiting the customer',
  );

  // The customer accepts it; only then can they pay.
  await customer.reload();
  await expect(quoteSection.getByTestId('quote-total')).toHaveText('₦375,000');
  await expect(quoteSection).toContainText('Valid until December 31, 2099');
  await expectNoAxeViolations(customer, 'the application with its quote');
  await quoteSection.getByRole('button', { name: 'Accept the quote' }).click();
  await expect(quoteSection).toContainText(/Accepted on .*\. You can now pay\./);
  await customer.getByRole('link', { name: 'Choose how to pay' }).click();
  await expect(customer).toHaveURL(new RegExp(`/quote-payment\\?ref=${reference}$`), NAV);
  await payByTransfer(customer, admin, reference, 375_000);

  // Staff deliver the licence file; the customer downloads those very bytes.
  await admin.goto(`/admin/applications/${reference}`);
  const deliver = admin.getByRole('form', { name: 'Deliver a document' });
  await deliver.getByLabel('Document').selectOption({ label: 'Certificate' });
  await deliver.getByLabel('File').setInputFiles(pdf);
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(admin.getByTestId('timeline').getByTestId('timeline-entry').first()).toContainText(
    'Document delivered: Certificate',
  );
  await expect(admin.getByTestId('timeline')).toContainText('Quote accepted by the customer');

  await customer.goto(`/account/applications/${reference}`);
  await expect(customer.getByText(/Bank transfer, reference .*: confirmed\./)).toBeVisible();
  const timeline = customer.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Quote sent to you');
  await expect(timeline).toContainText('You accepted the quote');
  const download = customer.getByRole('link', { name: /^Download\s*: Certificate$/ });
  const [file] = await Promise.all([customer.waitForEvent('download'), download.click()]);
  expect(Buffer.compare(readFileSync((await file.path())!), readFileSync(pdf))).toBe(0);
  await expectNoAxeViolations(customer, 'the quoted application, paid and delivered');
});
