import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '@/lib/catalogue/money';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { WIZARDS } from '@/lib/wizards/registry';
import { startFakeStripe } from '@/tests/support/fake-stripe.cjs';
import { usCorporationValid } from '../../fixtures/applications';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import {
  ADMIN_EMAIL,
  NAV,
  PASSWORD,
  confirmStaffAccess,
  signInThroughForm,
  uniqueEmail,
} from '../support/auth';
import { e2eDir } from '../support/server';
import {
  freePort,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../support/spawn-server';
import { message, seedDraft, storedApplications, withUploads } from '../wizards/helpers';

// Issue 32, end to end with Stripe: a server of this file's own (the e2e build, scripts/serve.mjs)
// with Stripe configured and pointed at a fake Stripe started here, whose webhooks come back to
// that server. The tests run in order: the payment the first confirms is refunded by the third.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SERVER_NAME = 'stripe-payments';
const FLOW = 'delaware-corporation';

let server: SpawnedServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const outbox = path.join(e2eDir, `data-${SERVER_NAME}`, 'outbox');

/** The first test's payment, which the refund test refunds. */
const paid = { email: '', reference: '', total: 0 };

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe` });
  const dataDir = path.join(e2eDir, `data-${SERVER_NAME}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawnServer(port, {
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    EMBEDDED_AUTH_RATE_LIMIT: '1000',
    UPLOADS_PER_ADDRESS: '1000',
  });
  await waitHealthy(server);
  await signUp(request, ADMIN_EMAIL, 'E2E Admin', 'en');
  await confirmStaffAccess(request, server.url, ADMIN_EMAIL, PASSWORD, SERVER_NAME);
});

test.afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await stripe?.close();
});

test.beforeEach(({ page }) => loadAxe(page));

/** An account made through the backend's sign-up, in `locale` (the language of its mails and receipts). */
async function signUp(
  request: APIRequestContext,
  email: string,
  fullName: string,
  locale: 'en' | 'fr',
) {
  const response = await request.post(`${server.url}${EMBEDDED_PREFIX}/auth/v1/signup`, {
    headers: {
      apikey: EMBEDDED_PUBLISHABLE_KEY,
      authorization: `Bearer ${EMBEDDED_PUBLISHABLE_KEY}`,
    },
    data: { email, password: PASSWORD, data: { full_name: fullName, locale } },
  });
  expect(response.status()).toBe(200);
}

async function signedInPage(
  browser: import('@playwright/test').Browser,
  email: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await loadAxe(page);
  await signInThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'), NAV);
  return page;
}

/**
 * A US customer (signed up in `locale`) submits a Delaware corporation and starts paying online:
 * the application's reference, its total, and the Checkout Session the browser was sent to.
 */
async function submitAndStartCheckout(page: Page, email: string) {
  const definition = WIZARDS[FLOW];
  await seedDraft(
    page,
    FLOW,
    await withUploads(page.request, usCorporationValid('delaware')),
    definition.steps.length - 1,
  );
  await page.goto(definition.reviewPath);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=DE-CC-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = new URL(page.url()).searchParams.get('ref')!;
  const [app] = await storedApplications(page.request, email);
  expect(app!.quote!.currency).toBe('USD');
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page.getByTestId('pay-online')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('pay-online-button').click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/pay/cs_test_`), {
    timeout: 30_000,
  });
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  const session = stripe.session(sessionId)!;
  // The amount comes from the quote frozen at submission, never from the browser.
  expect(session).toMatchObject({
    amount: app!.quote!.total,
    currency: 'usd',
    customerEmail: email,
  });
  expect(session.reference!.startsWith(`${reference}-1-`)).toBe(true);
  return { reference, total: app!.quote!.total as number, session };
}

/** A PDF's text as a reader sees it (pdf.js, ESM only, run as its own process as Jest runs it). */
function pdfText(bytes: Buffer): string {
  const out = execFileSync(process.execPath, [path.join('tests', 'support', 'pdf-text.mjs')], {
    input: bytes,
  });
  return JSON.parse(out.toString('utf8')) as string;
}

/** The payment's status as stored, polled until it is `status`. */
async function expectPaymentStatus(page: Page, email: string, status: string) {
  await expect
    .poll(async () => (await storedApplications(page.request, email))[0]?.payments[0]?.status, {
      timeout: 30_000,
    })
    .toBe(status);
}

test('a US customer pays through Stripe Checkout, confirmed by the webhook; the receipt PDF is in French', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('stripe-fr');
  await signUp(request, email, 'Ọlá Adébáyọ̀', 'fr');
  const page = await signedInPage(browser, email);
  const { reference, total, session } = await submitAndStartCheckout(page, email);

  // Paid on Stripe's page, but the customer never comes back: only the webhook can confirm it.
  const delivery = await stripe.pay(session.id);
  expect(delivery?.status).toBe(200);
  await expectPaymentStatus(page, email, 'confirmed');
  // The job asked Stripe for the session rather than trusting the webhook's body.
  expect(
    stripe
      .calls()
      .some((call) => call.method === 'GET' && call.path === `/v1/checkout/sessions/${session.id}`),
  ).toBe(true);

  await page.goto(`/account/applications/${reference}`);
  await expect(page.getByTestId(`attempt-${session.reference}`)).toContainText('Paid');
  await expect(page.getByText('Payment confirmed', { exact: true })).toHaveCount(1);

  // Coming back afterwards (Stripe's success URL) shows it paid, confirmed still once.
  await page.goto(stripe.session(session.id)!.successUrl!);
  await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-state', 'paid');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/payments/callback (paid)');
  await page.goto(`/account/applications/${reference}`);
  await expect(page.getByText('Payment confirmed', { exact: true })).toHaveCount(1);

  // The receipt, from the account: issued in the customer's language (French), with the amount
  // ($US: the embedded font has the signs) and the application's reference in its text, and the
  // customer's name with its Yoruba letters.
  const link = page.getByRole('link', { name: /^Download receipt R-\d{4}-\d{6} \(PDF\)$/ });
  const href = (await link.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="R-\d{4}-\d{6}\.pdf"/,
  );
  const text = pdfText(await download.body());
  const amount = new Intl.NumberFormat('fr', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
  })
    .format(total / 100)
    .replace(/[\s\u00a0\u202f]+/g, ' ');
  expect(text).toContain(reference);
  expect(text).toContain(`Montant reçu ${amount}`);
  expect(text).toContain('Reçu de Ọlá Adébáyọ̀');
  expect(text).toContain(message('fr', 'Receipt.methods.online'));
  Object.assign(paid, { email, reference, total });
});

test('a wrong amount is flagged, not confirmed: the customer sees it under review, staff see the flag', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('stripe-short');
  await signUp(request, email, 'Short Payer', 'en');
  const page = await signedInPage(browser, email);
  const { reference, total, session } = await submitAndStartCheckout(page, email);

  // The fake takes a dollar less than was due.
  stripe.report(session.id, { amount: total - 100 });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payments\/callback\?/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-state', 'mismatch');
  await expect(page.getByRole('heading', { name: 'Payment under review', level: 1 })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/payments/callback (under review)');
  await stripe.settled();
  expect(stripe.deliveries().map((d) => d.status)).toContain(200);

  await page.goto(`/account/applications/${reference}`);
  const attempt = page.getByTestId(`attempt-${session.reference}`);
  await expect(attempt).toContainText('Under review');
  await expect(attempt).not.toContainText('Paid');
  await expect(page.getByText('Payment confirmed', { exact: true })).toHaveCount(0);
  const [app] = await storedApplications(page.request, email);
  expect(app!.payments[0]!.status).toBe('pending');

  const staff = await signedInPage(browser, ADMIN_EMAIL);
  await staff.goto('/admin/payments');
  const row = staff.getByRole('row').filter({ hasText: reference });
  const flag = row.getByTestId('payment-mismatch');
  await expect(flag).toContainText('Online payment mismatch');
  await expect(flag).toContainText(new RegExp(`USD ${((total - 100) / 100).toFixed(2)}`, 'i'));
  await expect(flag).toContainText(`${formatMoney(total, 'USD', 'en')} was due`);
});

test('staff refund part of a confirmed payment; the customer sees it and is mailed', async ({
  browser,
}) => {
  test.skip(!paid.reference, 'needs the payment of the first test');
  const staff = await signedInPage(browser, ADMIN_EMAIL);
  await staff.goto('/fr/admin/payments?show=decided');
  const row = staff.getByRole('row').filter({ hasText: paid.reference });
  await expect(row.getByTestId('payment-receipt')).toHaveText(/^Reçu de paiement R-\d{4}-\d{6}/);
  await row.getByRole('button', { name: message('fr', 'Admin.payments.refund.button') }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(staff, 'the refund dialog (fr)');

  // More than was received: refused next to the field, the maximum written as French staff read it.
  await dialog.getByLabel(/^Montant à rembourser/).fill(String(Math.floor(paid.total / 100) + 1));
  await dialog.getByLabel(/^Motif/).fill('Trop');
  await dialog.getByRole('button', { name: message('fr', 'Admin.payments.refund.submit') }).click();
  await expect(dialog.getByText(/au plus/)).toContainText(formatMoney(paid.total, 'USD', 'fr'));
  await expectNoAxeViolations(staff, 'the refund dialog with its error (fr)');

  // Part of it: $100 back through Stripe.
  await dialog.getByLabel(/^Montant à rembourser/).fill('100');
  await dialog.getByLabel(/^Motif/).fill('Registered agent not needed');
  await dialog.getByRole('button', { name: message('fr', 'Admin.payments.refund.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('payment-refund')).toHaveText(
    message('fr', 'Admin.payments.refunds.line', { amount: formatMoney(100_00, 'USD', 'fr') }),
  );
  expect(stripe.refunds()).toEqual([
    expect.objectContaining({ amount: 100_00, currency: 'usd', status: 'succeeded' }),
  ]);

  // The customer sees the refund on the application page, and is mailed in French.
  const page = await signedInPage(browser, paid.email);
  await page.goto(`/account/applications/${paid.reference}`);
  const refunds = page.getByTestId('refunds');
  await expect(refunds).toContainText(`${formatMoney(100_00, 'USD', 'en')} refunded on`);
  await expect(refunds).toContainText('Registered agent not needed');
  await expect
    .poll(
      () =>
        readdirSync(outbox)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')))
          .filter(
            (mail: { to: string; subject: string; text: string }) =>
              mail.to === paid.email &&
              mail.subject.includes('paiement remboursé') &&
              mail.text.includes(formatMoney(100_00, 'USD', 'fr')),
          ).length,
      { timeout: 30_000, message: 'no refund mail in the outbox' },
    )
    .toBe(1);
});
