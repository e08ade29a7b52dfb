import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 34: staff propose a resolution for a customer's company from the admin company page, the
 * signatory's link shows how long it lives, and staff mail a fresh one. E2E_TODAY is 2026-11-27.
 */
test('staff propose a resolution for a customer’s company and resend a signing link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adaEmail = uniqueEmail('boardroom-staff');
  await createAccount(page.request, baseURL!, adaEmail, 'Ada Okafor');
  await signInThroughForm(page, adaEmail);
  await expect(page).toHaveURL(/\/account$/, NAV);
  await page.goto('/account/companies/new');
  await page.getByLabel('Jurisdiction').selectOption('nigeria');
  await page.getByLabel('Entity type').selectOption('company');
  await page.getByLabel('Legal name').fill('Abuja Widgets Limited');
  await page.getByLabel('Registry number').fill('RC 7654321');
  await page.getByLabel('Incorporation date').fill('2025-03-10');
  await page.getByRole('button', { name: 'Add the company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abuja Widgets Limited' })).toBeVisible(
    NAV,
  );
  const companyId = new URL(page.url()).pathname.split('/').pop()!;
  const record = page.getByRole('form', { name: 'Record a change' });
  await record.getByLabel('What happened').selectOption('appointment');
  await record.getByLabel('Date it took effect').fill('2025-03-10');
  await record.getByLabel('Full name').fill('Ada Okafor');
  await record.getByLabel('E-mail (optional)').fill(adaEmail);
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(
    page.getByRole('region', { name: 'Directors and secretaries' }).getByRole('cell', {
      name: 'Ada Okafor',
    }),
  ).toBeVisible(NAV);

  const admin = await (await browser.newContext()).newPage();
  await createAccount(admin.request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(admin, ADMIN_EMAIL);
  await expect(admin).toHaveURL(/\/admin$/, NAV);
  await admin.goto(`/admin/companies/${companyId}`);
  await expect(admin.getByText(/You propose on the customer’s behalf/)).toBeVisible(NAV);
  const propose = admin.getByRole('form', { name: 'Propose a resolution' });
  await propose.getByLabel('Resolution', { exact: true }).selectOption('change_address');
  await propose.getByLabel('New registered office address').fill('12 Marina Road, Lagos Island');
  await propose.getByRole('button', { name: 'Send for signature' }).click();
  await expect(propose.getByText('Sent: each signatory has been mailed their link.')).toBeVisible(
    NAV,
  );
  await expect(admin.getByText(/link valid until 27 December 2026/)).toBeVisible(NAV);
  await expectNoAxeViolations(admin, 'the admin company page with resolutions and minutes');
  await admin.getByRole('button', { name: 'Send Ada Okafor a fresh link' }).click();
  await expect(
    admin.getByText('A fresh link has been mailed to Ada Okafor; the old one no longer works.'),
  ).toBeVisible(NAV);

  // The customer sees the staff's proposal on their own page.
  await page.reload();
  await expect(page.getByText('0 of 1 signed')).toBeVisible(NAV);
  await expect(page.getByRole('button', { name: 'Send Ada Okafor a fresh link' })).toBeVisible();
});
