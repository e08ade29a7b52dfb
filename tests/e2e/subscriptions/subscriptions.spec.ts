import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 240_000 });
// Actions, jobs and refreshes on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 34, subscriptions as a customer and staff meet them. E2E_TODAY is 2026-11-27 on the e2e
 * servers, so a virtual office paid today runs to 27 November 2027; the renewal job is run
 * through the harness as on a given day (the injected clock).
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

/** The renewal job as on `now`, through the harness; waits for it to finish. */
async function runRenewals(page: Page, now: string) {
  const started = await page.request.post('/api/e2e/jobs', {
    data: { label: `subs-${now}-${Date.now()}`, job: 'subscriptions.renewals', now },
  });
  expect(started.ok()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/e2e/jobs?id=${id}`)).json()) as { state: string })
          .state,
      { timeout: 60_000 },
    )
    .toBe('completed');
}

test('a UK virtual office is bought and paid, renews by itself, and once cancelled is not renewed', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('subscriber');
  const customer = await signedIn(browser, baseURL!, email, 'Ada Obi');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');

  await customer.goto('/account/companies/new');
  await customer.getByLabel('Jurisdiction').selectOption('uk');
  await customer.getByLabel('Legal name').fill('Thames Post Ltd');
  await customer.getByLabel('Registry number').fill('SC654321');
  await customer.getByLabel('Incorporation date').fill('2024-05-14');
  await customer.getByRole('button', { name: 'Add the company' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Thames Post Ltd' })).toBeVisible();
  const companyPage = customer.url();

  const services = customer.getByRole('region', { name: 'Yearly services' });
  await expect(services.getByText('No yearly service for this company yet.')).toBeVisible();
  await services.getByRole('radio', { name: 'Virtual office and business address' }).check();
  await services.getByRole('radio', { name: 'Standard: £89 a year' }).check();
  await expectNoAxeViolations(customer, 'the company page with its order form');
  await services.getByRole('button', { name: 'Order and pay' }).click();
  await expect(customer).toHaveURL(/\/subscription-payment\?ref=GB-VO-\d{4}-\d{6}$/, NAV);
  const reference = new URL(customer.url()).searchParams.get('ref')!;
  await expectNoAxeViolations(customer, 'the subscription payment page');
  await payByTransfer(customer, admin, reference, 89);

  await customer.goto(companyPage);
  const office = services.getByRole('listitem').filter({ hasText: 'Virtual office' });
  await expect(office.getByText('Active', { exact: true })).toBeVisible();
  await expect(office).toContainText(
    'Standard · £89 a year · paid from 27 November 2026 to 27 November 2027',
  );
  await expectNoAxeViolations(customer, 'the company page with a subscription');

  // 30 days before the end the job makes next year's order; paying it extends the period.
  await runRenewals(customer, '2027-10-28');
  await customer.reload();
  await expect(office.getByText('Renewal due', { exact: true })).toBeVisible();
  await expect(office).toContainText(/Next year's order GB-VO-\d{4}-\d{6} is ready: £89\./);
  await office.getByRole('link', { name: 'Pay the renewal' }).click();
  await expect(customer).toHaveURL(/\/subscription-payment\?ref=GB-VO-/, NAV);
  const renewal = new URL(customer.url()).searchParams.get('ref')!;
  expect(renewal).not.toBe(reference);
  await payByTransfer(customer, admin, renewal, 89);
  await customer.goto(companyPage);
  await expect(office.getByText('Active', { exact: true })).toBeVisible();
  await expect(office).toContainText('paid from 27 November 2027 to 27 November 2028');

  // Cancelled in one click: it runs to its end, no renewal order is made, then it is cancelled.
  await office.getByRole('button', { name: 'Cancel renewal: Virtual office' }).click();
  await expect(office).toContainText(
    'Cancelled: the service runs until 27 November 2028 and will not be renewed.',
  );
  await expect(office.getByRole('button', { name: /^Cancel renewal/ })).toHaveCount(0);
  await runRenewals(customer, '2028-10-28');
  await customer.reload();
  await expect(office.getByText('Active', { exact: true })).toBeVisible();
  await expect(office.getByRole('link', { name: 'Pay the renewal' })).toHaveCount(0);
  await runRenewals(customer, '2028-11-27');
  await customer.reload();
  await expect(office.getByText('Cancelled', { exact: true })).toBeVisible();

  // Staff see it among the cancelled subscriptions.
  await admin.goto('/admin/subscriptions?state=cancelled');
  await expect(admin.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Thames Post Ltd' })).toBeVisible();
  await expectNoAxeViolations(admin, 'the staff subscriptions page');
});
