import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import {
  ADMIN_EMAIL,
  createAccount,
  mailedLink,
  NAV,
  signInThroughForm,
  uniqueEmail,
} from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { outbox } from '../public-forms/helpers';
import { storedApplications } from '../wizards/helpers';

test.describe.configure({ timeout: 120_000 });
// Actions, refreshes and mails on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const cv = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

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

test('staff confirm a pending payment; a customer replaying the action with their own cookie is refused', async ({
  browser,
  baseURL,
}) => {
  const customerEmail = uniqueEmail('payer');
  const customer = await signedIn(browser, baseURL!, customerEmail, 'Paying Customer');
  const seeded = await customer.request.post('/api/e2e/staff', {
    data: { seed: 'payment', email: customerEmail },
  });
  expect(seeded.ok()).toBe(true);
  const { reference, paymentReference, amount } = (await seeded.json()) as {
    reference: string;
    paymentReference: string;
    amount: number;
  };

  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await admin.goto('/admin/payments');
  const row = admin.getByTestId(`payment-${paymentReference}`);
  await expect(row.getByRole('link', { name: reference })).toHaveAttribute(
    'href',
    `/admin/applications/${reference}`,
  );
  await expect(row).toContainText(formatMoney(amount, 'NGN', 'en'));
  await expect(row).toContainText('Paying Customer');

  // The admin's confirmation, held back: the customer sends the very same request first, with
  // their own cookie. Next binds an action to the pages that use it, so it only answers under
  // /admin, where the proxy's gate turns a customer away before the action's own role check
  // (adminAction, tested directly in tests/integration/admin/staff-actions.test.ts) is reached.
  await row.getByRole('button', { name: 'Confirm' }).click();
  const dialog = admin.getByRole('dialog', { name: `Confirm payment ${paymentReference}` });
  await dialog.getByLabel('Amount received (NGN)').fill(String(amount / 100 - 10));
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(
    dialog.getByText('The amount received differs from the amount due: explain it in a note.'),
  ).toBeVisible();
  await dialog.getByLabel('Amount received (NGN)').fill(String(amount / 100));

  let captured: { headers: Record<string, string>; body: string } | null = null;
  await admin.route('**/admin/payments', async (route) => {
    const request = route.request();
    if (captured || request.method() !== 'POST' || !request.headers()['next-action'])
      return route.fallback();
    captured = { headers: request.headers(), body: request.postData() ?? '' };
    await route.abort();
  });
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect.poll(() => captured !== null).toBe(true);
  await admin.unroute('**/admin/payments');
  const headers = Object.fromEntries(
    Object.entries(captured!.headers).filter(
      ([name]) => !['cookie', 'content-length'].includes(name),
    ),
  );
  const replay = await customer.request.post('/admin/payments', {
    headers,
    data: captured!.body,
    maxRedirects: 0,
  });
  expect([303, 307]).toContain(replay.status());
  expect(replay.headers().location).toMatch(/\/account$/);
  const [afterReplay] = await storedApplications(customer.request, customerEmail);
  expect(afterReplay!.payments.map((p) => p.status)).toEqual(['pending']);

  // Now the admin's own request goes through: the payment is confirmed and the customer told.
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByText(`Payment ${paymentReference} confirmed; the customer has been told.`),
  ).toBeVisible();
  await expect(admin.getByTestId(`payment-${paymentReference}`)).toHaveCount(0);
  const [paid] = await storedApplications(customer.request, customerEmail);
  expect(paid!.payments.map((p) => p.status)).toEqual(['confirmed']);
  expect(paid!.events).toContainEqual(
    expect.objectContaining({ type: 'payment_confirmed', note: paymentReference }),
  );
  await expect
    .poll(() =>
      outbox().find(
        (mail) =>
          mail.to === customerEmail &&
          mail.subject === `Application ${reference}: payment received`,
      ),
    )
    .toBeTruthy();

  await admin.goto('/admin/payments?show=decided');
  await expect(admin.getByTestId(`payment-${paymentReference}`)).toContainText('Confirmed');
  await admin.goto(`/admin/audit?reference=${reference}`);
  await expect(admin.getByRole('cell', { name: 'Payment confirmed' })).toBeVisible();
  await customer.context().close();
  await admin.context().close();
});

test('staff reply to a contact message, mark a job application handled and download its CV', async ({
  browser,
  baseURL,
}) => {
  const senderEmail = uniqueEmail('sender');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  const seeded = await admin.request.post('/api/e2e/staff', {
    data: {
      seed: 'inbox',
      name: 'Amaka Sender',
      email: senderEmail,
      locale: 'fr',
      cv: cv.toString('base64'),
    },
  });
  expect(seeded.ok()).toBe(true);

  await admin.goto('/admin/messages');
  const message = admin.getByTestId(`inbox-${senderEmail}`);
  await expect(message).toContainText('How much does a company in Lagos cost, all fees included?');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(message.getByText('Write your reply.')).toBeVisible();
  await message
    .getByLabel('Reply to Amaka Sender')
    .fill('Une société à Lagos coûte 150 000 ₦, frais compris.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText(`Reply sent to ${senderEmail}.`)).toBeVisible();
  // The reply is a job enqueued with the change (issue 30): in the outbox within moments.
  await expect.poll(() => outbox().some((mail) => mail.to === senderEmail)).toBe(true);
  const reply = outbox().find((mail) => mail.to === senderEmail);
  expect(reply?.subject).toMatch(/^Re\u00a0: votre message à /);
  expect(reply?.text).toContain('Une société à Lagos coûte 150 000 ₦, frais compris.');
  // Replied is handled: it leaves the list of new messages.
  await expect(admin.getByTestId(`inbox-${senderEmail}`)).toHaveCount(0);
  await admin.goto('/admin/messages?status=handled');
  await expect(admin.getByTestId(`inbox-${senderEmail}`)).toContainText('Handled');

  await admin.goto('/admin/messages?kind=career');
  const application = admin.getByTestId(`inbox-${senderEmail}`);
  const download = admin.waitForEvent('download');
  await application.getByRole('link', { name: 'Download the CV of Amaka Sender' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my cv.pdf');
  expect(readFileSync((await file.path())!).equals(cv)).toBe(true);
  await application.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked handled.')).toBeVisible();
  await expect(admin.getByTestId(`inbox-${senderEmail}`)).toHaveCount(0);

  // The CV is for staff only: a customer and an anonymous visitor get a 404.
  const cvPath = await admin.request
    .get('/admin/messages?kind=career&status=handled')
    .then((r) => r.text())
    .then((html) => html.match(/\/api\/careers\/[0-9a-f-]{36}\/cv/)![0]);
  // Staff open it under the files' sandbox policy, not the pages' (issue 29, finding 7).
  const opened = await admin.request.get(cvPath);
  expect(opened.status()).toBe(200);
  const policy = opened.headers()['content-security-policy'];
  expect(policy).toContain('sandbox');
  expect(policy).toContain("default-src 'none'");
  const customer = await signedIn(browser, baseURL!, uniqueEmail('nosy'));
  expect((await customer.request.get(cvPath)).status()).toBe(404);
  expect((await (await browser.newContext()).request.get(`${baseURL}${cvPath}`)).status()).toBe(
    404,
  );
  await customer.context().close();
  await admin.context().close();
});

test('staff offer the admin role; the colleague becomes staff by following the mailed link, signed in; revoke; the last admin cannot be revoked', async ({
  browser,
  baseURL,
}) => {
  const colleague = uniqueEmail('colleague');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  const newcomer = await signedIn(browser, baseURL!, colleague, 'New Colleague');
  await admin.goto('/admin/staff');
  await admin.getByLabel('E-mail of the account').fill(uniqueEmail('nobody'));
  await admin.getByRole('button', { name: 'Offer the role' }).click();
  await expect(
    admin.getByText('No account uses this e-mail: they must sign up first.'),
  ).toBeVisible();
  await admin.getByLabel('E-mail of the account').fill(colleague);
  await admin.getByRole('button', { name: 'Offer the role' }).click();
  await expect(
    admin.getByText(
      `A confirmation link was mailed to ${colleague}. They become an admin once they follow it.`,
    ),
  ).toBeVisible();
  await expect(admin.getByTestId(`staff-request-${colleague}`)).toContainText('New Colleague');
  await expect(admin.getByTestId(`staff-${colleague}`)).toHaveCount(0);

  // Not staff until the link is followed.
  await newcomer.goto('/admin');
  await expect(newcomer).toHaveURL(/\/account$/, NAV);
  // The link's mail is a job, sent just after the offer.
  let mailed: string | null = null;
  await expect
    .poll(() => (mailed = mailedLink(colleague, undefined, /\/account\/staff-access\?/)))
    .not.toBeNull();
  const link = new URL(mailed!);
  await newcomer.goto(`${link.pathname}${link.search}`);
  await expect(newcomer.getByRole('heading', { name: 'Confirm your staff access' })).toBeVisible();
  await expectNoAxeViolations(newcomer, 'the staff access confirmation');
  // Staff rights come with a password the owner chooses now (issue 29, finding 1).
  const choose = newcomer.getByRole('form', { name: 'Confirm your staff access' });
  await choose.getByLabel('New password', { exact: true }).fill('Fresh-staff-pass-2026');
  await choose.getByLabel('New password again').fill('Another-pass-2026');
  await choose.getByRole('button', { name: 'Confirm my staff access' }).click();
  await expect(
    choose.getByText('The two passwords differ: type the same one twice.'),
  ).toBeVisible();
  await choose.getByLabel('New password again').fill('Fresh-staff-pass-2026');
  await choose.getByRole('button', { name: 'Confirm my staff access' }).click();
  await expect(newcomer.getByText(/^Your staff access is confirmed/)).toBeVisible();
  // Every session of the account ended: the old password no longer opens it, the new one does.
  await signInThroughForm(newcomer, colleague);
  await expect(newcomer.getByText('Invalid login credentials').first()).toBeVisible();
  await signInThroughForm(newcomer, colleague, 'Fresh-staff-pass-2026');
  await expect(newcomer).toHaveURL(/\/admin$/, NAV);
  // The link worked once.
  await newcomer.goto(`${link.pathname}${link.search}`);
  await choose.getByLabel('New password', { exact: true }).fill('Fresh-staff-pass-2026');
  await choose.getByLabel('New password again').fill('Fresh-staff-pass-2026');
  await choose.getByRole('button', { name: 'Confirm my staff access' }).click();
  await expect(newcomer.getByText(/This link does not work/)).toBeVisible();
  await newcomer.context().close();

  await admin.reload();
  await expect(admin.getByTestId(`staff-${colleague}`)).toContainText('New Colleague');
  await expect(admin.getByTestId(`staff-request-${colleague}`)).toHaveCount(0);

  // Revoking asks first (issue 28, item 9): cancelled, nothing changes.
  await admin.getByRole('button', { name: `Revoke the admin role of ${colleague}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Revoke the admin role of ${colleague}?` });
  await expect(confirm).toBeVisible();
  // The grant's toast fades out first (axe would read its text mid-fade).
  await expect(admin.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(admin, 'the revocation dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await admin.reload();
  await expect(admin.getByTestId(`staff-${colleague}`)).toBeVisible();
  await admin.getByRole('button', { name: `Revoke the admin role of ${colleague}` }).click();
  await confirm.getByRole('button', { name: 'Revoke the role' }).click();
  await expect(admin.getByText(`${colleague} is no longer an admin.`)).toBeVisible();
  await expect(admin.getByTestId(`staff-${colleague}`)).toHaveCount(0);

  await admin.getByRole('button', { name: `Revoke the admin role of ${ADMIN_EMAIL}` }).click();
  await admin
    .getByRole('dialog', { name: `Revoke the admin role of ${ADMIN_EMAIL}?` })
    .getByRole('button', { name: 'Revoke the role' })
    .click();
  await expect(
    admin.getByText('This is the last admin: grant the role to someone else before revoking it.'),
  ).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId(`staff-${ADMIN_EMAIL}`)).toBeVisible();

  await admin.goto('/admin/audit');
  await expect(admin.getByRole('cell', { name: 'Admin role offered' }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Admin role granted' }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Admin role revoked' }).first()).toBeVisible();
  await admin.context().close();
});

test('the payments, inbox, staff and audit pages have no axe violations, in English and French', async ({
  browser,
  baseURL,
}) => {
  const customerEmail = uniqueEmail('axe-payer');
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await createAccount(admin.request, baseURL!, customerEmail);
  await admin.request.post('/api/e2e/staff', { data: { seed: 'payment', email: customerEmail } });
  await admin.request.post('/api/e2e/staff', {
    data: {
      seed: 'inbox',
      name: 'Axe Sender',
      email: uniqueEmail('axe-sender'),
      locale: 'en',
      cv: cv.toString('base64'),
    },
  });
  for (const locale of ['', '/fr']) {
    for (const page of [
      '/admin/payments',
      '/admin/messages',
      '/admin/messages?kind=career',
      '/admin/staff',
      '/admin/audit',
    ]) {
      await admin.goto(`${locale}${page}`);
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(admin, `${locale}${page}`);
    }
  }
  // A dialog open, as staff see it.
  await admin.goto('/admin/payments');
  await admin.getByRole('button', { name: 'Confirm' }).first().click();
  await expect(admin.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(admin, 'the confirmation dialog');
  await admin.context().close();
});
