import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import {
  ADMIN_EMAIL,
  createAccount,
  NAV,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { outbox } from '../public-forms/helpers';
import { fill, fillFiler, next, radio } from '../wizards/helpers';

/**
 * Issue 31, from the formation to the next filing: staff complete a Delaware C-Corporation's
 * formation, recording the file number, EIN and date the registry issued; the customer's company
 * page shows the 1 March annual report and franchise tax; "File it for me" opens the report's
 * order prefilled from the company, and once submitted the obligation is "ordered" by it; the
 * account's ICS feed holds the event. Then a French customer's reminder is in French, its "File
 * it for me" opening the French confirmation statement order prefilled with the company and its
 * review period; an edit of the company saved after another tab turned its reminders off leaves
 * them off.
 * E2E_TODAY is 2026-11-27 on the e2e servers.
 */
test.describe.configure({ timeout: 120_000 });
// Server actions, refreshes and mails on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const pdf = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/** A page signed in as `email` in a context of its own. */
async function signedIn(browser: Browser, baseURL: string, email: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

async function changeStatus(staff: Page, to: string) {
  const form = staff.getByRole('form', { name: 'Change status' });
  await form.getByLabel('New status').selectOption({ label: to });
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(staff.getByTestId('timeline').getByTestId('timeline-entry').first()).toContainText(
    `→ ${to}`,
  );
}

test('staff complete a Delaware formation; the customer files its annual report from the company page, prefilled, and it is ordered', async ({
  browser,
  baseURL,
}) => {
  const name = `Okafor Robotics ${randomBytes(3).toString('hex')}, Inc.`;
  const email = uniqueEmail('formation-to-filing');
  const customer = await signedIn(browser, baseURL!, email, 'Adaeze Okafor');

  // A submitted, paid formation with its certificate delivered (the test harness, as staff would).
  const seeded = await customer.request.post('/api/e2e/staff', {
    data: { seed: 'delaware-formation', email, name },
  });
  expect(seeded.ok()).toBe(true);
  const { reference } = (await seeded.json()) as { reference: string };
  for (const data of [
    { action: 'confirmPayment', reference },
    {
      action: 'deliver',
      reference,
      base64: pdf.toString('base64'),
      category: 'certificate',
      fileName: 'certificate.pdf',
    },
  ])
    expect((await customer.request.post('/api/e2e/account', { data })).ok()).toBe(true);

  // Staff: in review, filed, the company recorded with what the registry issued, completed.
  const staff = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await staff.goto(`/admin/applications/${reference}`);
  await changeStatus(staff, 'In review');
  await changeStatus(staff, 'Filed');
  const record = staff.getByRole('region', { name: 'Record the company' });
  await expect(record.getByLabel('Legal name')).toHaveValue(name);
  await record.getByLabel('Registry number').fill('7654321');
  await record.getByLabel('Tax number').fill('12-3456789');
  await record.getByLabel('Incorporation date').fill('2026-06-15');
  await record.getByRole('button', { name: 'Record the company' }).click();
  await expect(staff.getByText(/^Company recorded:/)).toBeVisible();
  await changeStatus(staff, 'Completed');
  await staff.context().close();

  // The customer's company: the 1 March report and franchise tax, due 2027-03-01.
  await customer.goto('/account/companies');
  await customer.getByRole('link', { name }).click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(customer.getByTestId('registry-number')).toHaveText('7654321');
  const report = customer
    .getByTestId('obligations')
    .locator('[data-rule="de-annual-report"]')
    .first();
  await expect(report.locator('time')).toHaveAttribute('datetime', '2027-03-01');
  await expect(report).toContainText('Delaware annual report and franchise tax');
  await expect(report).toHaveAttribute('data-state', 'upcoming');
  const companyUrl = customer.url();
  await expectNoAxeViolations(customer, 'a formed company’s page');

  // "File it for me": the annual report's order, prefilled from the company.
  await report
    .getByRole('button', { name: 'File it for me: Delaware annual report and franchise tax' })
    .click();
  await expect(customer).toHaveURL(/\/delaware-franchise-tax\/order\/company\?company=/, NAV);
  await expect(customer.getByLabel('Corporation name', { exact: true })).toHaveValue(name);
  await expect(customer.getByLabel('Delaware file number', { exact: true })).toHaveValue('7654321');
  await expect(customer.getByLabel('Year the report covers', { exact: true })).toHaveValue('2026');
  await expectNoAxeViolations(customer, 'the annual report prefilled from the company');
  const office = customer.getByRole('group', { name: 'Principal place of business' });
  await fill(office, 'Street address', '4 Bourdillon Road, Ikoyi');
  await fill(office, 'Town or city', 'Lagos');
  await office.getByLabel('Country', { exact: true }).selectOption({ label: 'Nigeria' });
  await next(customer, '/delaware-franchise-tax/order/shares');

  const shareClass = customer.getByRole('group', { name: 'Class 1' });
  await fill(shareClass, 'Class (e.g. Common)', 'Common');
  await fill(shareClass, 'Authorised shares', '5000');
  await fill(customer, 'Issued shares, treasury shares included', '5000');
  await fill(customer, 'Total gross assets (USD)', '10000');
  await fill(customer, 'Date of the gross assets figure', '2026-12-31');
  await next(customer, '/delaware-franchise-tax/order/officers');

  const director = customer.getByRole('group', { name: 'Director 1' });
  await fill(director, 'Full name', 'Adaeze Okafor');
  await fill(director, 'Address', '4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  await fill(customer, "Officer's full name", 'Adaeze Okafor');
  await fill(customer, "Officer's title (e.g. President)", 'President');
  await fill(customer, "Officer's address", '4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  await next(customer, '/delaware-franchise-tax/order/package');

  await radio(customer, 'Standard');
  await fillFiler(customer, { name: 'Adaeze Okafor', email, phone: '+234 803 123 4567' });
  await customer.getByLabel(/I am an officer or a director of the corporation/).check();
  await next(customer, '/delaware-franchise-tax/order/review');
  await customer.getByRole('button', { name: 'Submit application' }).click();
  await expect(customer).toHaveURL(/\/application-submitted\?ref=US-DF-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });

  // Ordered, by the submitted application.
  await customer.goto(companyUrl);
  await expect(report).toHaveAttribute('data-state', 'ordered');
  await expect(report).toContainText('Ordered');
  await expectNoAxeViolations(customer, 'a company page with an ordered filing');

  // The account's feed holds the event.
  await customer.goto('/account/calendar');
  await customer.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = customer.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedUrl = (await address.inputValue()).replace(/^https?:\/\/[^/]+/, baseURL!);
  const feed = await customer.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
  const event = events.find(
    (e) =>
      String(e.getFirstPropertyValue('summary')) ===
      `${name}: Delaware annual report and franchise tax`,
  );
  expect(event).toBeDefined();
  expect(String(event!.getFirstPropertyValue('dtstart'))).toBe('2027-03-01');
  await customer.context().close();
});

test('a French customer’s reminder is in French, its File it for me names the company and the filing, and an edit keeps the reminders switch', async ({
  browser,
  baseURL,
}) => {
  const name = `Thames ${randomBytes(3).toString('hex')} Ltd`;
  const email = uniqueEmail('reminder-fr');
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto('/fr/signin');
  await customer.getByRole('tab', { name: 'Créer un compte' }).click();
  const signUp = customer.getByRole('form', { name: 'Créer un compte' });
  await signUp.getByLabel('Nom complet').fill('Amélie Diallo');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Mot de passe').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(customer).toHaveURL(/\/fr\/account$/, NAV);

  // Incorporated 20 November 2025: its first confirmation statement is due 3 December 2026
  // (14 days after the review period ending 19 November), so the 7-day reminder fell on
  // 26 November, within the catch-up of a run on 27 November.
  await customer.goto('/account/companies/new');
  await customer.getByLabel('Jurisdiction').selectOption('uk');
  await customer.getByLabel('Legal name').fill(name);
  await customer.getByLabel('Registry number').fill('SC123456');
  await customer.getByLabel('Incorporation date').fill('2025-11-20');
  await customer.getByRole('button', { name: 'Add the company' }).click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  const statement = customer
    .getByTestId('obligations')
    .locator('[data-rule="uk-confirmation-statement"]')
    .first();
  await expect(statement.locator('time')).toHaveAttribute('datetime', '2026-12-03');
  const companyUrl = customer.url();

  // The day's reminders run now (the scheduler's run is at 06:17 UTC).
  const run = await customer.request.post('/api/e2e/jobs', {
    data: { job: 'compliance.reminders', label: randomBytes(6).toString('hex') },
  });
  expect(run.ok()).toBe(true);
  const mail = () => outbox().find((m) => m.to === email && m.subject.startsWith(name));
  await expect.poll(mail, { timeout: 30_000 }).toBeTruthy();
  expect(mail()!.subject).toBe(
    `${name}\u00a0: Confirmation statement (Companies House), échéance le 3 décembre 2026`,
  );
  expect(mail()!.text).toMatch(/échéance le 3\sdécembre 2026, dans 6\sjours\./);
  expect(mail()!.text).toContain('Nous pouvons le déposer pour vous');

  // The confirmation statement has its order (issue 33): the link opens it in French, prefilled
  // with the company and the review period the reminder is about.
  const link = mail()!.text.match(/https?:\/\/\S+\/fr\/uk-confirmation-statement\?\S+/);
  expect(link).not.toBeNull();
  await customer.goto(link![0].replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(customer.getByLabel('Numéro de société', { exact: true })).toHaveValue('SC123456');
  await expect(customer.getByLabel('Nom de la société', { exact: true })).toHaveValue(name);
  await expect(
    customer.getByLabel('Dernier jour de la période de référence', { exact: true }),
  ).toHaveValue('2026-11-19');
  await expectNoAxeViolations(customer, 'the French confirmation statement from a reminder');

  // The edit form, drawn with reminders on, is saved after another tab turned them off: the
  // switch it did not touch stays off.
  await customer.goto(companyUrl);
  const other = await context.newPage();
  await other.goto(companyUrl);
  const otherSwitch = other.getByTestId('company-reminders');
  await expect(otherSwitch).toBeChecked();
  await otherSwitch.click();
  await expect(otherSwitch).not.toBeChecked();
  await expect(otherSwitch).toBeEnabled();
  await customer.getByLabel('Registered office').fill('1 Thames Street, London');
  await customer.getByRole('button', { name: 'Save the changes' }).click();
  await expect(customer.getByText('Saved.')).toBeVisible();
  await customer.reload();
  await expect(customer.getByTestId('company-reminders')).not.toBeChecked();
  await expect(customer.getByLabel('Send me reminders for this company')).not.toBeChecked();
  await context.close();
});
