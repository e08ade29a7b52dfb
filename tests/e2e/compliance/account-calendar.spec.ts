import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { ADMIN_EMAIL, createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 31, the account's calendar: a customer brings in a UK company, finds its filings on
 * /account/calendar, subscribes to the ICS feed (its events parsed with ical.js), rotates the
 * address (the old one is 404), and marks the accounts filed elsewhere on the company page;
 * staff find the company's open filings on /admin/compliance, without the one filed elsewhere.
 * E2E_TODAY is 2026-11-27 on the e2e servers.
 */
test('a customer subscribes to their calendar, rotates it and marks a filing done; staff see the rest', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two people, a feed fetched three times and four pages checked with axe: more than the default
  // 30 s on a loaded 2-core machine (it ran out while opening the staff's page).
  test.setTimeout(90_000);
  const name = `Calendar ${randomBytes(3).toString('hex')} Ltd`;
  const email = uniqueEmail('calendar');
  await createAccount(page.request, baseURL!, email, 'Ada Obi');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/companies/new');
  await page.getByLabel('Jurisdiction').selectOption('uk');
  await page.getByLabel('Legal name').fill(name);
  await page.getByLabel('Registry number').fill('SC123456');
  await page.getByLabel('Incorporation date').fill('2024-05-14');
  await page.getByRole('button', { name: 'Add the company' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const companyUrl = page.url();

  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your compliance calendar' }),
  ).toBeVisible();
  const accounts = page.locator('[data-rule="uk-annual-accounts"]').first();
  await expect(accounts.locator('time')).toHaveAttribute('datetime', '2027-02-28');
  await expect(accounts.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible();
  await expectNoAxeViolations(page, 'the account calendar');

  // The feed: made, fetched, parsed.
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = new URL((await address.inputValue()).replace(/^https?:\/\/[^/]+/, baseURL!));
  const feed = await page.request.get(first.toString());
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
  const summaries = events.map((e) => String(e.getFirstPropertyValue('summary')));
  expect(summaries).toContain(`${name}: Annual accounts (Companies House)`);
  await expectNoAxeViolations(page, 'the account calendar with its address');

  // Rotated: the old address is 404, the new one answers.
  await page.getByRole('button', { name: 'Rotate the address' }).click();
  await expect
    .poll(async () => new URL(await address.inputValue()).pathname)
    .not.toBe(first.pathname);
  const second = new URL((await address.inputValue()).replace(/^https?:\/\/[^/]+/, baseURL!));
  expect((await page.request.get(first.toString())).status()).toBe(404);
  expect((await page.request.get(second.toString())).status()).toBe(200);

  // The accounts, filed elsewhere, from the company page.
  await page.goto(companyUrl);
  const onPage = page
    .getByTestId('obligations')
    .locator('[data-rule="uk-annual-accounts"]')
    .first();
  await onPage.getByRole('button', { name: /^Mark filed elsewhere/ }).click();
  await expect(onPage).toHaveAttribute('data-state', 'filed_elsewhere');
  await expect(onPage.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a company page with its controls');

  // Staff: the company's open filings, the accounts no longer among them.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await createAccount(staff.request, baseURL!, ADMIN_EMAIL, 'Staff');
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(`${baseURL}/admin`, { timeout: 15_000 });
  await staff.goto('/admin/compliance?jurisdiction=uk&days=200');
  await expect(staff.getByRole('heading', { level: 1, name: 'Compliance due' })).toBeVisible();
  const rows = staff.getByTestId('compliance-due').locator('tr', { hasText: name });
  await expect(rows.first()).toBeVisible();
  // The accounts due 28 February 2027 were marked filed elsewhere; the first accounts (due
  // 14 February 2026, before the customer's calendar starts) are still open, overdue, and first.
  const accountsRows = staff.locator('tr[data-rule="uk-annual-accounts"]', { hasText: name });
  await expect(accountsRows.locator('time[datetime="2027-02-28"]')).toHaveCount(0);
  await expect(accountsRows).toHaveAttribute('data-state', 'overdue');
  await expect(staff.getByTestId('compliance-due').locator('tbody tr').first()).toHaveAttribute(
    'data-state',
    'overdue',
  );
  await expect(rows.first().getByRole('link', { name })).toHaveAttribute(
    'href',
    /\/admin\/companies\/[0-9a-f-]{36}$/,
  );
  await expectNoAxeViolations(staff, '/admin/compliance');
  await staff.goto('/admin/compliance?days=abc');
  await expect(staff.getByText('Enter a number of days from 1 to 730.')).toBeVisible();
  await staffContext.close();
});
