import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 240_000 });
// Actions, uploads and refreshes on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 34, the virtual office's mailroom end to end: a customer buys a UK virtual office; staff
 * add one of our London addresses and assign it, then record a letter with its scanned PDF; the
 * customer sees the address and the letter on the company page, downloads the scan (the same
 * bytes; another customer gets a 404) and asks to forward the original; staff see the request.
 */
async function signedIn(browser: Browser, baseURL: string, email: string, name: string) {
  const page = await (await browser.newContext()).newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

/** The customer records a bank transfer on the payment page; staff confirm it on /admin/payments. */
async function payByTransfer(customer: Page, admin: Page, reference: string, pounds: number) {
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await customer.getByRole('radio', { name: 'Bank transfer' }).click();
  await customer.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(customer.getByText(/is recorded as pending until we confirm it/)).toBeVisible();
  await admin.goto('/admin/payments');
  const row = admin.getByTestId(new RegExp(`^payment-${reference}-\\d+$`));
  await row.getByRole('button', { name: 'Confirm' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Confirm payment / });
  await dialog.getByLabel('Amount received (GBP)').fill(String(pounds));
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog).toBeHidden();
}

test('staff assign a UK virtual office its address and record a letter; the customer downloads it and asks to forward it', async ({
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const companyName = `Mailroom ${suffix} Ltd`;
  const street = `${suffix} Shelton Street`;
  const customer = await signedIn(browser, baseURL!, uniqueEmail('mailroom'), 'Ada Obi');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');

  // The customer adds the company and buys the virtual office (as subscriptions.spec.ts does).
  await customer.goto('/account/companies/new');
  await customer.getByLabel('Jurisdiction').selectOption('uk');
  await customer.getByLabel('Legal name').fill(companyName);
  await customer.getByLabel('Registry number').fill('SC765432');
  await customer.getByLabel('Incorporation date').fill('2024-05-14');
  await customer.getByRole('button', { name: 'Add the company' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  const companyPage = customer.url();
  const services = customer.getByRole('region', { name: 'Yearly services' });
  await services.getByRole('radio', { name: 'Virtual office and business address' }).check();
  await services.getByRole('radio', { name: 'Standard: £89 a year' }).check();
  await services.getByRole('button', { name: 'Order and pay' }).click();
  await expect(customer).toHaveURL(/\/subscription-payment\?ref=GB-VO-\d{4}-\d{6}$/, NAV);
  const reference = new URL(customer.url()).searchParams.get('ref')!;
  await payByTransfer(customer, admin, reference, 89);

  await customer.goto(companyPage);
  const office = customer.getByRole('region', { name: 'Virtual office', exact: true });
  await expect(office).toContainText('Your address will appear here');

  // Staff add one of our London addresses and assign it to the company's virtual office.
  await admin.goto('/admin/virtual-office');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Virtual office and mailroom' }),
  ).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Virtual office', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const addresses = admin.getByRole('region', { name: 'Our addresses' });
  await addresses.getByRole('button', { name: 'Add the address' }).click();
  await expect(addresses.getByText('Choose a country.')).toBeVisible();
  await addresses.locator('#address-new-country').selectOption('GB');
  await addresses.locator('#address-new-line1').fill(street);
  await addresses.locator('#address-new-city').fill('London');
  await addresses.locator('#address-new-postcode').fill('WC2H 9JQ');
  await addresses
    .locator('#address-new-notes')
    .fill('May be used as the registered office and for correspondence.');
  await addresses.getByRole('button', { name: 'Add the address' }).click();
  const line = `${street}, London, WC2H 9JQ`;
  await expect(addresses.getByText(line, { exact: true })).toBeVisible();

  const running = admin.getByRole('region', { name: 'Running virtual offices' });
  await running.getByLabel(`Address for ${companyName}`).selectOption({ label: line });
  await running
    .getByRole('listitem')
    .filter({ hasText: companyName })
    .getByRole('button', { name: 'Assign' })
    .click();
  await expect(running.getByText(`Assigned: ${line}`)).toBeVisible();

  // Staff record a letter with its scan.
  const scan = Buffer.from(`%PDF-1.4\n% HMRC letter for ${companyName}\n%%EOF\n`);
  const record = admin.getByRole('region', { name: 'Record a letter received' });
  await record.getByLabel('Company').selectOption({ label: companyName });
  await record.getByLabel('Sender').fill('HM Revenue & Customs');
  await record.getByLabel('Category').selectOption('tax');
  await record.getByLabel('Scan (PDF)').setInputFiles({
    name: 'hmrc.pdf',
    mimeType: 'application/pdf',
    buffer: scan,
  });
  await record.getByRole('button', { name: 'Record the letter' }).click();
  await expect(
    record.getByText('The letter is recorded and the customer will be mailed.'),
  ).toBeVisible();
  await expectNoAxeViolations(admin, 'the staff virtual office page');

  // The customer sees the address, how to use it and the letter; downloads the same bytes.
  await customer.reload();
  await expect(office.getByText(street)).toBeVisible();
  await expect(office).toContainText('registered office address');
  const letters = office.getByRole('list', { name: 'Letters received' });
  const letter = letters.getByRole('listitem').filter({ hasText: 'HM Revenue & Customs' });
  await expect(letter).toContainText('received 27 November 2026');
  await expect(letter).toContainText('Tax');
  await expectNoAxeViolations(customer, 'the company page with its virtual office');
  const download = letter.getByRole('link', { name: /^Download the scan/ });
  const href = (await download.getAttribute('href'))!;
  const response = await customer.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await response.body()).equals(scan)).toBe(true);

  // Another customer: the same 404 as for no letter at all.
  const other = await signedIn(browser, baseURL!, uniqueEmail('mailroom-other'), 'Bola M');
  expect((await other.request.get(href)).status()).toBe(404);

  // The customer asks to forward the original, at the stated fee.
  await expect(letter).toContainText('Forwarding costs £6');
  await letter.getByRole('button', { name: 'Ask to forward' }).click();
  await expect(letter.getByText('Enter the address to forward the letter to.')).toBeVisible();
  await letter.getByLabel(/^Forward the original of/).fill('1 Main Street, Edinburgh EH1 1AA');
  await letter.getByRole('button', { name: 'Ask to forward' }).click();
  await expect(letter).toContainText(
    'Forwarding requested to 1 Main Street, Edinburgh EH1 1AA (£6',
  );
  await expect(letter.getByRole('button', { name: 'Ask to forward' })).toHaveCount(0);

  // Staff see the open request.
  await admin.reload();
  const requests = admin.getByRole('region', { name: 'Open requests' });
  const request = requests.getByRole('listitem').filter({ hasText: companyName });
  await expect(request).toContainText('Forward to: 1 Main Street, Edinburgh EH1 1AA');
  await expectNoAxeViolations(admin, 'the staff virtual office page with a request');
});
