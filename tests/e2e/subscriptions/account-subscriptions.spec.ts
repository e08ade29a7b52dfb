import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 34, /account/subscriptions: the customer's yearly services across their companies, reached
 * from the account nav, with the one-click cancel; axe-clean in English and French. E2E_TODAY is
 * 2026-11-27 on the e2e servers.
 */
async function signedIn(browser: Browser, baseURL: string, email: string, name: string) {
  const page = await (await browser.newContext()).newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

async function payByTransfer(customer: Page, admin: Page, reference: string, pounds: number) {
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

test('the customer lists their subscriptions from the account nav and cancels one there', async ({
  browser,
  baseURL,
}) => {
  const customer = await signedIn(browser, baseURL!, uniqueEmail('subs-list'), 'Ada Obi');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');

  await customer.goto('/account/subscriptions');
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Your subscriptions' }),
  ).toBeVisible();
  await expect(customer.getByText('You have no yearly service yet.')).toBeVisible();

  await customer.goto('/account/companies/new');
  await customer.getByLabel('Jurisdiction').selectOption('uk');
  await customer.getByLabel('Legal name').fill('Severn Post Ltd');
  await customer.getByLabel('Registry number').fill('SC765432');
  await customer.getByLabel('Incorporation date').fill('2024-05-14');
  await customer.getByRole('button', { name: 'Add the company' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Severn Post Ltd' })).toBeVisible();
  const services = customer.getByRole('region', { name: 'Yearly services' });
  await services.getByRole('radio', { name: 'Virtual office and business address' }).check();
  await services.getByRole('radio', { name: 'Standard: £89 a year' }).check();
  await services.getByRole('button', { name: 'Order and pay' }).click();
  await expect(customer).toHaveURL(/\/subscription-payment\?ref=GB-VO-\d{4}-\d{6}$/, NAV);
  const reference = new URL(customer.url()).searchParams.get('ref')!;
  await payByTransfer(customer, admin, reference, 89);

  await customer.goto('/account');
  await customer
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Subscriptions' })
    .click();
  await expect(customer).toHaveURL(/\/account\/subscriptions$/, NAV);
  const office = customer.getByRole('listitem').filter({ hasText: 'Virtual office' });
  await expect(office.getByText('Active', { exact: true })).toBeVisible();
  await expect(office.getByRole('link', { name: 'Severn Post Ltd' })).toBeVisible();
  await expect(office).toContainText('27 November 2026 to 27 November 2027');
  await expect(office).toContainText('£89 a year (Standard)');
  await expect(office).toContainText('Renews on 27 November 2027');
  await expectNoAxeViolations(customer, 'the account subscriptions page');

  await customer.goto('/fr/account/subscriptions');
  await expect(customer.getByRole('heading', { level: 1, name: 'Vos abonnements' })).toBeVisible();
  await expect(customer.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(customer, 'the account subscriptions page in French');

  await customer.goto('/account/subscriptions');
  await office
    .getByRole('button', {
      name: 'Cancel renewal: Virtual office and business address, Severn Post Ltd',
    })
    .click();
  await expect(office).toContainText('Cancelled: ends on 27 November 2027, no renewal');
  await expect(office.getByRole('button', { name: /^Cancel renewal/ })).toHaveCount(0);
});
