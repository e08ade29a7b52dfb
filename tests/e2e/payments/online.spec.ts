import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { signPaystackClassic, startFakePaystack } from '@/tests/support/fake-paystack.cjs';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import { e2eDir } from '../support/server';
import {
  freePort,
  spawnServer,
  stopServer,
  waitHealthy,
  type SpawnedServer,
} from '../support/spawn-server';
import { submitTaxFiling } from '../wizards/helpers';

// Issue 32, end to end: a server of this file's own (the e2e build, scripts/serve.mjs) with
// Paystack configured and pointed at a fake Paystack started here, whose webhooks go back to
// that server. The suite's shared servers keep no provider (the embedded default).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: SpawnedServer;
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  paystack = await startFakePaystack({
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/paystack`,
  });
  const dataDir = path.join(e2eDir, 'data-online-payments');
  rmSync(dataDir, { recursive: true, force: true });
  server = spawnServer(port, {
    DATA_DIR: dataDir,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_PUBLIC_KEY: paystack.publicKey,
    PAYSTACK_API_URL: paystack.url,
  });
  await waitHealthy(server);
});

test.afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await paystack?.close();
});

async function customerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test('a Nigerian customer pays by card on the checkout page; the callback confirms it, and the webhook twice changes nothing', async ({
  browser,
}) => {
  const page = await customerPage(browser);
  const email = uniqueEmail('paystack');
  const reference = await submitTaxFiling(page, email);
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page.getByTestId('pay-online')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the payment page with Pay online');

  await page.getByTestId('pay-online-button').click();
  await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`), { timeout: 30_000 });
  const [trx] = paystack.transactions();
  expect(trx).toMatchObject({ currency: 'NGN', email, status: 'abandoned' });
  expect(trx!.reference.startsWith(`${reference}-1-`)).toBe(true);

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payments\/callback\?/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/payments/callback');

  // The webhook came with the payment; Paystack sends it again: stored once, confirmed once.
  await paystack.settled();
  const again = await paystack.redeliver(trx!.reference);
  expect(again?.status).toBe(200);
  const deliveries = paystack.deliveries();
  expect(deliveries.map((d) => d.status)).toEqual([200, 200]);

  await page.goto(`/account/applications/${reference}`);
  await expect(page.getByTestId(`attempt-${trx!.reference}`)).toContainText('Paid');
  // One "payment confirmed" on the timeline, whatever arrived how often.
  await expect(page.getByText('Payment confirmed', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page, 'the application with its attempt');

  await page.goto('/fr/payments/callback?provider=paystack&reference=NG-FORGED-000001');
  await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-state', 'notPaid');
  await expectNoAxeViolations(page, '/fr/payments/callback (not paid)');
});

test('a webhook with a tampered signature is refused with 401', async ({ request }) => {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { id: 1, reference: 'NG-X-1', amount: 100, currency: 'NGN' },
  });
  const good = signPaystackClassic(body, paystack.secretKey);
  const bad = (good[0] === '0' ? '1' : '0') + good.slice(1);
  const refused = await request.post(`${server.url}/api/webhooks/paystack`, {
    headers: { 'content-type': 'application/json', 'x-paystack-signature': bad },
    data: body,
  });
  expect(refused.status()).toBe(401);
  const unsigned = await request.post(`${server.url}/api/webhooks/stripe`, {
    headers: { 'content-type': 'application/json' },
    data: body,
  });
  // Stripe is not configured on this server: the route answers as if it did not exist.
  expect(unsigned.status()).toBe(404);
});
