import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
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
import { storedApplications } from '../wizards/helpers';

/**
 * Issue 28 ("Corrections"), items 2, 3, 5, 6, 8 and 9, as staff and customers walk them: an
 * unpaid application cannot be filed (the console says why and takes an override's reason),
 * staff read the customer's answer, an "Other document" has a title and downloads are named,
 * a customer who signed up on /fr gets staff's mails in French, a paid application's payment
 * page says so, revoking an admin asks first, and the console fits a 375 px screen.
 */
test.describe.configure({ timeout: 180_000 });
// Actions, refreshes and mails on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const pdf = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/** A page signed in as `email` in a context of its own. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  name = 'E2E User',
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

/** A submitted application of `email`'s with a pending bank transfer (test harness). */
async function seeded(page: Page, email: string) {
  const response = await page.request.post('/api/e2e/staff', { data: { seed: 'payment', email } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { reference: string; paymentReference: string; amount: number };
}

async function changeStatus(staff: Page, to: string, fill: Record<string, string> = {}) {
  const form = staff.getByRole('form', { name: 'Change status' });
  await form.getByLabel('New status').selectOption({ label: to });
  for (const [label, value] of Object.entries(fill)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Change status' }).click();
  return form;
}

test('an unpaid application cannot be filed: the console says why and files it only with a reason, for the audit log; staff read the answer, deliver a titled document and download it by name', async ({
  browser,
  baseURL,
}) => {
  const customerEmail = uniqueEmail('unpaid');
  const customer = await signedIn(browser, baseURL!, customerEmail, 'Unpaid Customer');
  const { reference } = await seeded(customer, customerEmail);
  const staff = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await staff.goto(`/admin/applications/${reference}`);
  const timeline = staff.getByTestId('timeline');
  await changeStatus(staff, 'In review');
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('→ In review');

  // Staff ask; the customer answers in writing; staff read the answer on the timeline (item 5).
  const ask = staff.getByRole('form', { name: 'Request information' });
  await ask
    .getByLabel('What the customer must send or answer')
    .fill('Which bank did you pay from?');
  await ask.getByRole('button', { name: 'Request information' }).click();
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('Waiting on customer');
  await customer.goto(`/account/applications/${reference}`);
  await customer.getByLabel('Your answer').fill('From GTBank, on Monday, in two transfers.');
  await customer.getByRole('button', { name: 'Send my answer' }).click();
  await expect(customer.getByText('You answered')).toBeVisible();
  await staff.reload();
  const replied = timeline.getByTestId('timeline-entry').filter({ hasText: 'Customer replied' });
  await expect(replied).toContainText('From GTBank, on Monday, in two transfers.');

  // Filing: the payment is pending, not confirmed. The form says so and asks for a reason.
  const form = staff.getByRole('form', { name: 'Change status' });
  await form.getByLabel('New status').selectOption({ label: 'Filed' });
  await expect(form.getByText(/The payment is not confirmed\./)).toBeVisible();
  await expectNoAxeViolations(staff, 'filing an unpaid application');
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(
    form.getByText('Give the reason for filing without a confirmed payment.'),
  ).toBeVisible();
  await expect(
    form.getByText(
      'The payment of this application is not confirmed, so it cannot be filed. Confirm the payment first, or give the reason to file it anyway.',
    ),
  ).toBeVisible();
  expect((await storedApplications(customer.request, customerEmail))[0]!.status).toBe('in_review');

  // Completing with nothing delivered is refused too, once filed.
  await form
    .getByLabel('Reason for filing without a confirmed payment')
    .fill('The customer paid in cash at our Lagos office; receipt 0042.');
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('→ Filed');
  await form.getByLabel('New status').selectOption({ label: 'Completed' });
  await expect(form.getByText(/Nothing has been delivered yet/)).toBeVisible();
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(
    form.getByText(
      'Nothing has been delivered: deliver at least one document before completing the application.',
    ),
  ).toBeVisible();

  // An "Other document" takes a title, which names it and its download.
  const deliver = staff.getByRole('form', { name: 'Deliver a document' });
  await deliver.getByLabel('Document').selectOption({ label: 'Other document' });
  await deliver.getByLabel('File').setInputFiles({
    name: 'lettre banque.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(deliver.getByText('Give the document’s title.')).toBeVisible();
  await deliver.getByLabel('Title of the document').fill('Bank reference letter');
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  const files = staff.getByTestId('files');
  await expect(files).toContainText('Bank reference letter');
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    files.getByRole('link', { name: 'Download lettre banque.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Bank reference letter - lettre banque.pdf');
  expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);

  // A formation is completed once its company is recorded (issue 31), with the registry's numbers
  // (the seeded business name has no answers to prefill the form from).
  const record = staff.getByRole('region', { name: 'Record the company' });
  await record.getByLabel('Legal name').fill('Unpaid Ventures');
  await record.getByLabel('Registry number').fill('BN 3123456');
  await record.getByLabel('Incorporation date').fill('2026-11-20');
  await record.getByRole('button', { name: 'Record the company' }).click();
  await expect(staff.getByText(/^Company recorded:/)).toBeVisible();

  await changeStatus(staff, 'Completed');
  await expect(staff.getByText('This application moves no further.')).toBeVisible();
  expect((await storedApplications(customer.request, customerEmail))[0]!.status).toBe('completed');

  // The customer reads the title and downloads it under that name.
  await customer.goto(`/account/applications/${reference}`);
  const link = customer.getByRole('link', { name: /^Download\s*: Bank reference letter$/ });
  const [mine] = await Promise.all([customer.waitForEvent('download'), link.click()]);
  expect(mine.suggestedFilename()).toBe('Bank reference letter - lettre banque.pdf');

  // The audit log names the override and its reason.
  await staff.goto(`/admin/audit?reference=${reference}`);
  const row = staff.getByRole('row').filter({ hasText: 'Filed without a confirmed payment' });
  await expect(row).toContainText('The customer paid in cash at our Lagos office; receipt 0042.');
  await customer.context().close();
  await staff.context().close();
});

test('a customer who signed up on /fr gets the staff’s status mail in French, linking to French pages', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('francophone');
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto('/fr/signin');
  await customer.getByRole('tab', { name: 'Créer un compte' }).click();
  const form = customer.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom complet').fill('Amélie Diallo');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(customer).toHaveURL(/\/fr\/account$/, NAV);
  // Her settings say French, even read on the English page.
  await customer.goto('/account/settings');
  await expect(customer.getByLabel('Preferred language')).toHaveValue('fr');

  const { reference } = await seeded(customer, email);
  const staff = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await staff.goto(`/admin/applications/${reference}`);
  await changeStatus(staff, 'In review', {
    'Message to the customer': 'Nous vérifions vos pièces.',
  });
  await expect(staff.getByTestId('timeline').getByTestId('timeline-entry').first()).toContainText(
    '→ In review',
  );
  const mail = () =>
    outbox().find((m) => m.to === email && m.subject.startsWith(`Dossier ${reference}`));
  await expect.poll(mail).toBeTruthy();
  expect(mail()!.subject).toBe(`Dossier ${reference}\u00a0: en cours d’examen`);
  expect(mail()!.text).toContain(
    `Votre dossier ${reference} est désormais\u00a0: en cours d’examen.`,
  );
  expect(mail()!.text).toContain(`/fr/account/applications/${reference}`);
  expect(mail()!.text).not.toMatch(/https?:\/\/[^/\s]+\/account\//);
  await context.close();
  await staff.context().close();
});

test('a paid application’s payment page shows the paid state at once, with no instructions', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('paid');
  const customer = await signedIn(browser, baseURL!, email, 'Paid Customer');
  const { reference, amount } = await seeded(customer, email);
  await customer.goto(`/application-submitted?ref=${reference}`);
  const pay = customer.getByRole('link', { name: 'Go to payment' });
  const paymentPage = (await pay.getAttribute('href'))!;
  await customer.goto(paymentPage);
  await expect(
    customer.getByRole('button', { name: 'I have paid with this method' }),
  ).toBeVisible();

  const confirmed = await customer.request.post('/api/e2e/account', {
    data: { action: 'confirmPayment', reference },
  });
  expect(confirmed.ok()).toBe(true);

  await customer.goto(paymentPage);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Your application is paid');
  await expect(customer.getByTestId('payment-paid')).toContainText(
    `We received your payment of ${formatMoney(amount, 'NGN', 'en')} on`,
  );
  await expect(customer.getByRole('button', { name: 'I have paid with this method' })).toHaveCount(
    0,
  );
  await expect(customer.getByText('Bank transfer', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(customer, 'the payment page, paid');
  await customer.getByRole('link', { name: 'Follow your application' }).click();
  await expect(customer).toHaveURL(new RegExp(`/account/applications/${reference}$`), NAV);

  // The confirmation's page (where the mail's "Track it and pay" leads) says so too.
  await customer.goto(`/application-submitted?ref=${reference}`);
  await expect(customer.getByTestId('submitted-paid')).toHaveText(
    'Your payment is received: there is nothing more to pay.',
  );
  await expect(customer.getByRole('link', { name: 'Go to payment' })).toHaveCount(0);
  await customer.goto(`/fr${paymentPage}`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Votre demande est payée');
  await customer.context().close();
});

test('the staff console fits a 375 px screen without scrolling sideways', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('narrow');
  const customer = await signedIn(browser, baseURL!, email, 'Narrow Customer');
  const { reference } = await seeded(customer, email);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const staff = await context.newPage();
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(/\/admin$/, NAV);
  for (const page of [
    '/admin',
    `/admin/applications/${reference}`,
    '/admin/payments',
    '/admin/messages',
    '/admin/staff',
    '/admin/audit',
    '/fr/admin',
  ]) {
    await staff.goto(page);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the screen: the page does not scroll sideways, the header fits.
    const width = await staff.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      header: Math.ceil(
        document
          .querySelector('[data-testid="admin-email"]')!
          .closest('div.border-b')!
          .getBoundingClientRect().right,
      ),
    }));
    expect({ at: page, ...width }).toEqual({ at: page, page: 375, header: expect.any(Number) });
    expect(width.header).toBeLessThanOrEqual(375);
  }
  await customer.context().close();
  await context.close();
});
