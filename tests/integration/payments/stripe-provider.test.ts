import { readProviderSettings } from '@/lib/payments/providers/config';
import {
  createStripeProvider,
  summariseCheckoutSession,
  type StripeProvider,
} from '@/lib/payments/providers/stripe';
import { signStripePayload, startFakeStripe } from '@/tests/support/fake-stripe.cjs';
import { clickOnCheckout } from '@/tests/support/hosted-checkout';
import { startWebhookReceiver } from '@/tests/support/webhook-receiver.cjs';

// The official `stripe` SDK, through our provider, against the fake Stripe over HTTP: the SDK is
// pointed at it by STRIPE_API_URL (mapped onto its host, port and protocol), and the fake's
// webhooks land on a local receiver, checked with stripe.webhooks.constructEvent.

type Fake = Awaited<ReturnType<typeof startFakeStripe>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let fake: Fake;
let receiver: Receiver;
let stripe: StripeProvider;
let n = 0;

function reference() {
  n += 1;
  return `US-DE-2026-000042-A${n}`;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startFakeStripe({ webhookUrl: receiver.url });
  const settings = readProviderSettings({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  }).stripe;
  stripe = createStripeProvider(settings!, { maxNetworkRetries: 0 });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

beforeEach(async () => {
  await fake.settled();
  fake.reset();
  fake.configure({ webhooks: true, webhookUrl: receiver.url });
  receiver.clear();
});

function checkout(ref: string, amount = 49_900, currency: 'GBP' | 'USD' | 'CAD' = 'USD') {
  return stripe.createCheckoutSession({
    reference: ref,
    amount,
    currency,
    description: 'Delaware LLC formation US-DE-2026-000042',
    customerEmail: 'sam@example.com',
    successUrl: 'https://registra.example/account/payments/return?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://registra.example/account/applications/42',
  });
}

describe('paying through Stripe Checkout', () => {
  it('creates a session, the customer pays on the hosted page, and the session reads as paid', async () => {
    const ref = reference();
    const session = await checkout(ref);
    expect(session).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 49_900,
      currency: 'USD',
      reference: ref,
      paymentIntentId: null,
    });
    expect(session.url).toBe(`${fake.url}/checkout/pay/${session.id}`);

    const click = await clickOnCheckout(session.url!, 'Pay');
    expect(click.status).toBe(303);
    expect(click.location).toBe(
      `https://registra.example/account/payments/return?session=${session.id}`,
    );

    const paid = await stripe.retrieveCheckoutSession(session.id);
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      paymentStatus: 'paid',
      amountTotal: 49_900,
      currency: 'USD',
      reference: ref,
      url: null,
    });
    expect(paid?.paymentIntentId).toMatch(/^pi_/);
  });

  it('sends one payment line in minor units with our reference, and an idempotency key', async () => {
    const ref = reference();
    await checkout(ref, 125_000, 'GBP');
    const [call] = fake.calls();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorized: true,
      idempotencyKey: `checkout:${ref}`,
      body: {
        mode: 'payment',
        client_reference_id: ref,
        metadata: { reference: ref },
        payment_intent_data: { metadata: { reference: ref } },
        customer_email: 'sam@example.com',
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'gbp',
              unit_amount: '125000',
              product_data: { name: 'Delaware LLC formation US-DE-2026-000042' },
            },
          },
        ],
      },
    });
  });

  it('gives back the same session when the same attempt is created twice', async () => {
    const ref = reference();
    const first = await checkout(ref);
    const again = await checkout(ref);
    expect(again.id).toBe(first.id);
    expect(fake.sessions()).toHaveLength(1);
  });

  it('refuses the same attempt with another amount (the idempotency key guards the parameters)', async () => {
    const ref = reference();
    await checkout(ref, 49_900);
    await expect(checkout(ref, 10)).rejects.toMatchObject({
      name: 'StripeProviderError',
      kind: 'api',
      status: 400,
    });
  });

  it('keeps a declined card on the hosted page, the session still open and unpaid', async () => {
    const session = await checkout(reference());
    const click = await clickOnCheckout(session.url!, 'Fail');
    expect(click.status).toBe(402);
    expect(click.page).toContain('Your card was declined.');
    expect(await stripe.retrieveCheckoutSession(session.id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });

  it('answers null for a session Stripe does not know, and does not ask about a malformed id', async () => {
    expect(await stripe.retrieveCheckoutSession('cs_test_doesnotexist')).toBeNull();
    expect(await stripe.retrieveCheckoutSession('../v1/refunds')).toBeNull();
    expect(fake.calls().map((c) => c.path)).toEqual(['/v1/checkout/sessions/cs_test_doesnotexist']);
  });

  it('reports the amount and currency Stripe reports, not the ones we asked for', async () => {
    const ref = reference();
    const session = await checkout(ref, 49_900, 'USD');
    await fake.pay(ref);
    fake.report(ref, { amount: 100, currency: 'cad' });
    expect(await stripe.retrieveCheckoutSession(session.id)).toMatchObject({
      amountTotal: 100,
      currency: 'CAD',
    });
  });
});

describe("Stripe's checkout.session.completed webhook from the fake", () => {
  it('passes stripe.webhooks.constructEvent on its raw body and describes the paid session', async () => {
    const ref = reference();
    const session = await checkout(ref);
    const delivery = await fake.pay(ref);
    expect(delivery?.status).toBe(200);
    const [hook] = receiver.received();
    expect(hook!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const check = stripe.verifyWebhook(hook!.raw, hook!.headers['stripe-signature']);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.event.type).toBe('checkout.session.completed');
    expect(summariseCheckoutSession(check.event.data.object)).toMatchObject({
      id: session.id,
      reference: ref,
      paymentStatus: 'paid',
      amountTotal: 49_900,
      currency: 'USD',
    });
  });

  it('comes again with the same event id when resent (a duplicate), and still verifies', async () => {
    const ref = reference();
    await checkout(ref);
    await fake.pay(ref);
    await fake.redeliver(ref);
    await fake.redeliver();
    const hooks = receiver.received();
    expect(hooks).toHaveLength(3);
    const events = hooks.map((hook) =>
      stripe.verifyWebhook(hook.raw, hook.headers['stripe-signature']),
    );
    expect(events.every((e) => e.ok)).toBe(true);
    expect(new Set(events.map((e) => (e.ok ? e.event.id : null))).size).toBe(1);
  });

  it('is refused when its signature or body was tampered with, or its timestamp is stale', async () => {
    const ref = reference();
    await checkout(ref);
    fake.tamperNext('signature');
    await fake.pay(ref);
    fake.tamperNext('body');
    await fake.redeliver(ref);
    fake.tamperNext('timestamp');
    await fake.redeliver(ref);
    await fake.redeliver(ref);
    const checks = receiver
      .received()
      .map((hook) => stripe.verifyWebhook(hook.raw, hook.headers['stripe-signature']).ok);
    expect(checks).toEqual([false, false, false, true]);
    expect(stripe.verifyWebhook('{}', undefined)).toEqual({ ok: false, reason: 'missing' });
  });

  it("accepts a signature within Stripe's 300 s tolerance and refuses one just outside it", () => {
    const body = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'ping',
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    const at = (t: number) => signStripePayload(body, fake.webhookSecret, t);
    expect(stripe.verifyWebhook(body, at(now - 280)).ok).toBe(true);
    expect(stripe.verifyWebhook(body, at(now - 320)).ok).toBe(false);
    expect(stripe.verifyWebhook(body, at(now - 320), { toleranceSeconds: 600 }).ok).toBe(true);
    expect(stripe.verifyWebhook(body, signStripePayload(body, 'whsec_other', now)).ok).toBe(false);
  });

  it('never comes when webhooks are off, while the session still reads as paid (reconciliation)', async () => {
    const ref = reference();
    const session = await checkout(ref);
    fake.setWebhooks(false);
    expect(await fake.pay(ref)).toBeNull();
    await fake.settled();
    expect(receiver.received()).toHaveLength(0);
    expect((await stripe.retrieveCheckoutSession(session.id))?.paymentStatus).toBe('paid');
  });
});

describe('refunds through Stripe', () => {
  it('refunds part of the payment, then the rest, and refuses more', async () => {
    const ref = reference();
    const session = await checkout(ref, 49_900);
    await fake.pay(ref);
    const paymentIntentId = (await stripe.retrieveCheckoutSession(session.id))!.paymentIntentId!;

    const part = await stripe.refund({
      paymentIntentId,
      amount: 9_900,
      idempotencyKey: `refund:${ref}:1`,
    });
    expect(part).toMatchObject({
      status: 'succeeded',
      amount: 9_900,
      currency: 'USD',
      paymentIntentId,
    });
    const rest = await stripe.refund({ paymentIntentId, idempotencyKey: `refund:${ref}:2` });
    expect(rest.amount).toBe(40_000);
    await expect(
      stripe.refund({ paymentIntentId, amount: 1, idempotencyKey: `refund:${ref}:3` }),
    ).rejects.toMatchObject({ kind: 'api', status: 400 });
    const refundCalls = fake.calls().filter((c) => c.path === '/v1/refunds');
    expect(refundCalls.map((c) => c.idempotencyKey)).toEqual([
      `refund:${ref}:1`,
      `refund:${ref}:2`,
      `refund:${ref}:3`,
    ]);
  });

  it('refunds once when the same refund is asked for twice (same idempotency key)', async () => {
    const ref = reference();
    const session = await checkout(ref, 49_900);
    await fake.pay(ref);
    const paymentIntentId = (await stripe.retrieveCheckoutSession(session.id))!.paymentIntentId!;
    const first = await stripe.refund({
      paymentIntentId,
      amount: 900,
      idempotencyKey: `refund:${ref}:1`,
    });
    const again = await stripe.refund({
      paymentIntentId,
      amount: 900,
      idempotencyKey: `refund:${ref}:1`,
    });
    expect(again.id).toBe(first.id);
    expect(fake.refunds()).toHaveLength(1);
  });
});

describe('what the provider does not trust', () => {
  it('reports a wrong secret key as a refusal, without the key in the message', async () => {
    const wrong = createStripeProvider(
      { secretKey: 'sk_test_wrong999', webhookSecret: fake.webhookSecret, apiUrl: fake.url },
      { maxNetworkRetries: 0 },
    );
    const error = await wrong.retrieveCheckoutSession('cs_test_x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StripeProviderError', kind: 'api', status: 401 });
    expect(String((error as Error).message)).not.toContain('wrong999');
  });

  it('reports an unreachable API as a network failure', async () => {
    const gone = createStripeProvider(
      {
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        apiUrl: 'http://127.0.0.1:9',
      },
      { maxNetworkRetries: 0, timeoutMs: 2_000 },
    );
    await expect(gone.retrieveCheckoutSession('cs_test_x')).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('reads nothing but a Checkout Session as one', () => {
    expect(summariseCheckoutSession({ id: 'pi_123', object: 'payment_intent' })).toBeNull();
    expect(summariseCheckoutSession({ id: 'cs_test_1', object: 'checkout.session' })).toBeNull();
  });
});
