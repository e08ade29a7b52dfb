import {
  createPaystackClient,
  PaystackError,
  verifyPaystackSignature,
  type PaystackClient,
} from '@/lib/payments/providers/paystack';
import { readProviderSettings } from '@/lib/payments/providers/config';
import { startFakePaystack } from '@/tests/support/fake-paystack.cjs';
import { clickOnCheckout } from '@/tests/support/hosted-checkout';
import { startWebhookReceiver } from '@/tests/support/webhook-receiver.cjs';

// Our Paystack client against the fake Paystack over HTTP, configured as in production through
// PAYSTACK_API_URL; the fake's webhooks land on a local receiver and are checked as a route will.

type Fake = Awaited<ReturnType<typeof startFakePaystack>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let fake: Fake;
let receiver: Receiver;
let client: PaystackClient;
let n = 0;

const callbackUrl = 'https://registra.example/account/payments/callback?attempt=7';

function reference() {
  n += 1;
  return `NG-CO-2026-000123-A${n}`;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startFakePaystack({ webhookUrl: receiver.url });
  const settings = readProviderSettings({
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_PUBLIC_KEY: fake.publicKey,
    PAYSTACK_API_URL: fake.url,
  }).paystack;
  client = createPaystackClient(settings!);
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

beforeEach(async () => {
  await fake.settled();
  fake.reset();
  fake.configure({ webhooks: true, signatureScheme: 'classic', webhookUrl: receiver.url });
  receiver.clear();
});

async function initialise(
  ref: string,
  amount = 5_000_000,
  currency: 'NGN' | 'GHS' | 'ZAR' = 'NGN',
) {
  return client.initializeTransaction({
    reference: ref,
    amount,
    currency,
    email: 'ada@example.com',
    callbackUrl,
    metadata: { application: 'NG-CO-2026-000123' },
  });
}

describe('paying through Paystack', () => {
  it('initialises, the customer pays on the checkout page, and verify shows the success', async () => {
    const ref = reference();
    const started = await initialise(ref);
    expect(started.reference).toBe(ref);
    expect(started.authorizationUrl).toBe(`${fake.url}/checkout/${started.accessCode}`);

    const before = await client.verifyTransaction(ref);
    expect(before?.status).toBe('abandoned');

    const click = await clickOnCheckout(started.authorizationUrl, 'Pay');
    expect(click.status).toBe(302);
    const back = new URL(click.location!);
    expect(`${back.origin}${back.pathname}`).toBe(
      'https://registra.example/account/payments/callback',
    );
    expect(back.searchParams.get('attempt')).toBe('7');
    expect(back.searchParams.get('reference')).toBe(ref);
    expect(back.searchParams.get('trxref')).toBe(ref);

    const after = await client.verifyTransaction(ref);
    expect(after).toMatchObject({
      reference: ref,
      status: 'success',
      amount: 5_000_000,
      requestedAmount: 5_000_000,
      currency: 'NGN',
      channel: 'card',
      customerEmail: 'ada@example.com',
    });
    expect(after?.paidAt).toBeInstanceOf(Date);
  });

  it("sends the amount in kobo, our reference, the callback and the currency's channels, with the secret key", async () => {
    const ref = reference();
    await initialise(ref, 123_456, 'GHS');
    const [call] = fake.calls();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorized: true,
      body: {
        email: 'ada@example.com',
        amount: 123_456,
        currency: 'GHS',
        reference: ref,
        callback_url: callbackUrl,
        channels: ['card', 'mobile_money'],
        metadata: JSON.stringify({ application: 'NG-CO-2026-000123' }),
      },
    });
  });

  it('reports a declined payment as failed', async () => {
    const ref = reference();
    const started = await initialise(ref);
    const click = await clickOnCheckout(started.authorizationUrl, 'Fail');
    expect(new URL(click.location!).searchParams.get('reference')).toBe(ref);
    expect((await client.verifyTransaction(ref))?.status).toBe('failed');
    await fake.settled();
    expect(receiver.received()).toHaveLength(0);
  });

  it('answers null for a reference Paystack does not know, and does not ask about a forged one', async () => {
    expect(await client.verifyTransaction('NG-CO-2026-999999-A1')).toBeNull();
    expect(await client.verifyTransaction('../../transaction/initialize')).toBeNull();
    expect(fake.calls().map((c) => c.path)).toEqual(['/transaction/verify/NG-CO-2026-999999-A1']);
  });

  it('refuses a reference used twice, as Paystack does', async () => {
    const ref = reference();
    await initialise(ref);
    await expect(initialise(ref)).rejects.toMatchObject({
      name: 'PaystackError',
      kind: 'api',
      status: 400,
    });
  });

  it('reports the amount and currency Paystack reports, not the ones we asked for', async () => {
    const ref = reference();
    await initialise(ref, 5_000_000, 'NGN');
    await fake.pay(ref);
    fake.report(ref, { amount: 4_000_000, currency: 'GHS' });
    expect(await client.verifyTransaction(ref)).toMatchObject({
      amount: 4_000_000,
      currency: 'GHS',
      requestedAmount: 5_000_000,
    });
  });
});

describe("Paystack's charge.success webhook from the fake", () => {
  it('is signed over its raw bytes with the secret key, and a re-serialised body would fail', async () => {
    const ref = reference();
    await initialise(ref);
    const delivery = await fake.pay(ref);
    expect(delivery?.status).toBe(200);
    const [hook] = receiver.received();
    const signature = hook!.headers['x-paystack-signature'];
    expect(verifyPaystackSignature(hook!.raw, signature, fake.secretKey)).toEqual({
      ok: true,
      scheme: 'classic',
    });
    // Written as Paystack writes JSON (`\/`), so its bytes are not JSON.stringify's.
    expect(hook!.text).toContain('\\/');
    const event = JSON.parse(hook!.text);
    expect(event).toMatchObject({
      event: 'charge.success',
      data: { reference: ref, status: 'success', amount: 5_000_000, currency: 'NGN' },
    });
    expect(verifyPaystackSignature(JSON.stringify(event), signature, fake.secretKey).ok).toBe(
      false,
    );
  });

  it('comes again byte for byte when resent (a duplicate)', async () => {
    const ref = reference();
    await initialise(ref);
    await fake.pay(ref);
    await fake.redeliver(ref);
    await fake.redeliver();
    const hooks = receiver.received();
    expect(hooks).toHaveLength(3);
    expect(new Set(hooks.map((h) => h.text)).size).toBe(1);
    expect(new Set(hooks.map((h) => h.headers['x-paystack-signature'])).size).toBe(1);
    expect(fake.deliveries().map((d) => d.eventId)).toEqual(
      Array(3).fill(fake.deliveries()[0]!.eventId),
    );
  });

  it('is refused when its signature or its body was tampered with', async () => {
    const ref = reference();
    await initialise(ref);
    fake.tamperNext('signature');
    await fake.pay(ref);
    fake.tamperNext('body');
    await fake.redeliver(ref);
    await fake.redeliver(ref);
    const [badSignature, badBody, genuine] = receiver.received();
    const check = (hook: typeof genuine) =>
      verifyPaystackSignature(hook!.raw, hook!.headers['x-paystack-signature'], fake.secretKey).ok;
    expect([check(badSignature), check(badBody), check(genuine)]).toEqual([false, false, true]);
    expect(JSON.parse(badBody!.text).data.amount).toBe(5_000_100);
  });

  it('carries the reported amount when the fake reports another one', async () => {
    const ref = reference();
    await initialise(ref);
    fake.report(ref, { amount: 10 });
    await fake.pay(ref);
    const [hook] = receiver.received();
    expect(JSON.parse(hook!.text).data.amount).toBe(10);
  });

  it('never comes when webhooks are off, while verify still sees the payment (reconciliation)', async () => {
    const ref = reference();
    await initialise(ref);
    fake.setWebhooks(false);
    expect(await fake.pay(ref)).toBeNull();
    await fake.settled();
    expect(receiver.received()).toHaveLength(0);
    expect((await client.verifyTransaction(ref))?.status).toBe('success');
  });

  it("is signed in the timestamped form when the fake is set to Paystack's newer scheme", async () => {
    fake.configure({ signatureScheme: 'timestamped' });
    const ref = reference();
    await initialise(ref);
    await fake.pay(ref);
    const [hook] = receiver.received();
    const header = hook!.headers['x-paystack-signature']!;
    expect(header).toMatch(/^t=\d+,v1=k1:[0-9a-f]{128}$/);
    expect(verifyPaystackSignature(hook!.raw, header, fake.secretKey)).toMatchObject({
      ok: true,
      scheme: 'timestamped',
      keyId: 'k1',
    });
  });
});

describe('refunds through Paystack', () => {
  it('refunds part of a payment, then the rest, and refuses more', async () => {
    const ref = reference();
    await initialise(ref, 5_000_000);
    await fake.pay(ref);
    const part = await client.refund({
      reference: ref,
      amount: 1_000_000,
      merchantNote: 'Fee waived',
    });
    expect(part).toMatchObject({
      status: 'pending',
      amount: 1_000_000,
      currency: 'NGN',
      transactionReference: ref,
    });
    const rest = await client.refund({ reference: ref });
    expect(rest.amount).toBe(4_000_000);
    await expect(client.refund({ reference: ref, amount: 1 })).rejects.toMatchObject({
      kind: 'api',
      status: 400,
    });
    expect(fake.calls().filter((c) => c.path === '/refund')[0]?.body).toEqual({
      transaction: ref,
      amount: 1_000_000,
      merchant_note: 'Fee waived',
    });
  });

  it('refuses to refund a payment that never succeeded', async () => {
    const ref = reference();
    await initialise(ref);
    await expect(client.refund({ reference: ref })).rejects.toBeInstanceOf(PaystackError);
  });
});

describe('what the client does not trust', () => {
  it('reports a wrong secret key as a refusal, without the key in the message', async () => {
    const wrong = createPaystackClient({ secretKey: 'sk_test_wrong999', apiUrl: fake.url });
    const error = await wrong.verifyTransaction('NG-CO-2026-000123-A1').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PaystackError', kind: 'api', status: 401 });
    expect(String((error as Error).message)).not.toContain('wrong999');
  });

  it('reports an unreachable API as a network failure', async () => {
    const gone = createPaystackClient(
      { secretKey: fake.secretKey, apiUrl: 'http://127.0.0.1:9' },
      { timeoutMs: 2_000 },
    );
    await expect(gone.verifyTransaction('NG-CO-2026-000123-A1')).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('refuses answers of an unexpected shape, or about another reference than ours', async () => {
    const answering = (body: unknown) =>
      createPaystackClient(
        { secretKey: 'sk_test_x', apiUrl: 'https://api.paystack.test' },
        { fetch: async () => Response.json(body) },
      );
    const noAmount = answering({
      status: true,
      message: 'Verification successful',
      data: { id: 1, status: 'success', reference: 'R-1', currency: 'NGN' },
    });
    await expect(noAmount.verifyTransaction('R-1')).rejects.toMatchObject({ kind: 'response' });
    const textAmount = answering({
      status: true,
      message: 'Verification successful',
      data: { id: 1, status: 'success', reference: 'R-1', amount: '500', currency: 'NGN' },
    });
    await expect(textAmount.verifyTransaction('R-1')).rejects.toMatchObject({ kind: 'response' });
    const other = answering({
      status: true,
      message: 'Verification successful',
      data: { id: 1, status: 'success', reference: 'R-2', amount: 500, currency: 'NGN' },
    });
    await expect(other.verifyTransaction('R-1')).rejects.toMatchObject({ kind: 'response' });
    const notJson = createPaystackClient(
      { secretKey: 'sk_test_x', apiUrl: 'https://api.paystack.test' },
      { fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) },
    );
    await expect(notJson.verifyTransaction('R-1')).rejects.toMatchObject({
      kind: 'response',
      status: 502,
    });
  });

  it('refuses bad input before calling Paystack', async () => {
    const bad = {
      reference: 'has spaces',
      amount: 10.5,
      currency: 'USD',
      email: 'not-an-email',
      callbackUrl: 'javascript:alert(1)',
    };
    await expect(client.initializeTransaction(bad as never)).rejects.toThrow();
    expect(fake.calls()).toHaveLength(0);
  });
});
