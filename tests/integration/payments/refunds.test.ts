import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fail } from '@/lib/actions/result';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, system, type Actor } from '@/lib/commands/actor';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { refundPayment } from '@/lib/commands/payments/refund-payment';
import { startOnlinePayment } from '@/lib/commands/payments/start-online-payment';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { checkReturn } from '@/lib/payments/callback';
import { readProviderSettings } from '@/lib/payments/providers/config';
import { recordPayment } from '@/lib/payments/queries';
import { findApplicationRefunds } from '@/lib/payments/refunds';
import { listStaffPayments } from '@/lib/payments/staff';
import { providerClients, type ProviderClients } from '@/lib/payments/verify';
import { startFakePaystack } from '@/tests/support/fake-paystack.cjs';
import { startFakeStripe } from '@/tests/support/fake-stripe.cjs';
import { tempDir } from '../support/embedded';

/**
 * Issue 32: staff refund a confirmed payment in full or in part. Online payments go back through
 * the provider (the fake Paystack and fake Stripe of tests/support, over HTTP), manual ones are
 * recorded; never more than was received; an audit row and the customer's mail each time.
 */
type Paystack = Awaited<ReturnType<typeof startFakePaystack>>;
type Stripe = Awaited<ReturnType<typeof startFakeStripe>>;

let paystack: Paystack;
let stripe: Stripe;
let clients: ProviderClients;
const savedEnv = { ...process.env };

beforeAll(async () => {
  paystack = await startFakePaystack({ webhooks: false });
  stripe = await startFakeStripe({ webhooks: false });
  // startOnlinePayment offers the providers configured in the environment.
  Object.assign(process.env, {
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_PUBLIC_KEY: paystack.publicKey,
    PAYSTACK_API_URL: paystack.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  clients = providerClients(readProviderSettings());
});
afterAll(async () => {
  await paystack.close();
  await stripe.close();
  process.env = savedEnv;
});

describe.each(testDrivers())('refunds on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const sam: CurrentUser = {
    id: randomUUID(),
    email: 'sam.staff@example.com',
    fullName: 'Sam Staff',
    role: 'admin',
    isAdmin: true,
  };
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Okafor' };
  const lee: SignedInUser = { id: randomUUID(), email: 'lee@example.com', fullName: 'Lee Park' };
  const asStaff = staff(sam);

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const refund = (actor: Actor, raw: unknown) => refundPayment(actor, raw, { database, clients });
  const refundsOf = (paymentId: string) =>
    owner<{
      amount: string;
      state: string;
      provider: string | null;
      provider_refund_id: string | null;
    }>(
      sql`select amount::text as amount, state, provider, provider_refund_id from public.refunds
          where payment_id = ${paymentId} order by created_at, id`,
    );
  const auditOf = (paymentId: string) =>
    owner<{ actor_kind: string; action: string; details: Record<string, unknown> }>(
      sql`select actor_kind, action, details from public.audit_log where target_id = ${paymentId} order by id`,
    );
  const mailOf = async (refundId: string) =>
    (
      await owner<{ data: { to: string; subject: string; text: string } }>(
        sql`select data from pgboss.job where name = 'mail.send' and id = ${jobIdFor('mail.send', `mail:payment-refunded:${refundId}`)}`,
      )
    )[0]?.data ?? null;

  beforeAll(async () => {
    dataDir = tempDir('registra-refunds-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${sam.id}, ${sam.email}, '{"full_name": "Sam Staff"}'::jsonb),
      (${ada.id}, ${ada.email}, '{"full_name": "Ada Okafor", "locale": "fr"}'::jsonb),
      (${lee.id}, ${lee.email}, '{"full_name": "Lee Park"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function submitted(who: SignedInUser, currency: 'NGN' | 'USD', total: number) {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package)
            values (${who.id}, ${currency === 'NGN' ? 'nigeria-company' : 'usa-llc'}, ${currency === 'NGN' ? 'NG' : 'US'},
                    'company', ${currency === 'NGN' ? 'NG-CO' : 'US-DE'}, 'standard') returning id`,
      );
      const quote = {
        currency,
        total,
        serviceFee: total,
        governmentFee: 0,
        governmentFeeLines: [],
        package: 'standard',
      };
      await tx.execute(
        sql`update public.applications set status = 'submitted', quote = ${JSON.stringify(quote)}::jsonb where id = ${row!.id}`,
      );
      return row!.id;
    }, database);
  }

  /** A bank transfer of Ada's, confirmed by staff. */
  async function manualPaid(total = 100_000_00) {
    const applicationId = await submitted(ada, 'NGN', total);
    const payment = await recordPayment(
      ada.id,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error('not recorded');
    const paymentId = payment.payment.id;
    const confirmed = await runCommand(
      confirmPayment,
      asStaff,
      { paymentId, amountReceived: String(total / 100) },
      { database },
    );
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed));
    return { applicationId, paymentId };
  }

  /** Paid online through the fake provider and confirmed by the callback's check (as the system). */
  async function onlinePaid(who: SignedInUser, currency: 'NGN' | 'USD', total: number) {
    const applicationId = await submitted(who, currency, total);
    const started = await startOnlinePayment(
      customer(who),
      { applicationId },
      ({ reference }) => ({
        callbackUrl: `https://registra.example/payments/callback?reference=${reference}`,
        cancelUrl: 'https://registra.example/pay',
      }),
      { database, clients },
    );
    if (!started.ok) throw new Error(JSON.stringify(started));
    const fake = started.data.provider === 'paystack' ? paystack : stripe;
    await fake.pay(started.data.reference);
    expect(
      await checkReturn(started.data.provider, started.data.reference, { database, clients }),
    ).toEqual({
      state: 'paid',
    });
    const [payment] = await owner<{ id: string; status: string }>(
      sql`select id, status from public.payments where application_id = ${applicationId}`,
    );
    expect(payment!.status).toBe('confirmed');
    return { applicationId, paymentId: payment!.id, reference: started.data.reference };
  }

  it('records a manual refund in part then in full, and never more than was received', async () => {
    const { applicationId, paymentId } = await manualPaid(100_000_00);
    const first = await refund(asStaff, { paymentId, amount: '40,000', reason: 'Package changed' });
    expect(first).toMatchObject({ ok: true, data: { state: 'succeeded' } });
    // 60,000 left: 60,000.01 is refused next to the field, with what is left.
    expect(await refund(asStaff, { paymentId, amount: '60000.01', reason: 'Rest' })).toEqual(
      fail('invalidRequest', undefined, {
        fieldErrors: { amount: [{ key: 'refundTooMuch', values: { max: '₦60,000' } }] },
      }),
    );
    // French staff (the action passes the page's language) read the maximum as French writes it.
    expect(
      await refund(asStaff, { paymentId, amount: '60000.01', reason: 'Rest', locale: 'fr' }),
    ).toEqual(
      fail('invalidRequest', undefined, {
        fieldErrors: { amount: [{ key: 'refundTooMuch', values: { max: '60\u202f000\u00a0₦' } }] },
      }),
    );
    expect(
      await refund(asStaff, { paymentId, amount: '60000', reason: 'Application withdrawn' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await refund(asStaff, { paymentId, amount: '1', reason: 'Again' })).toEqual(
      fail('fullyRefunded'),
    );
    expect(await refundsOf(paymentId)).toEqual([
      { amount: '4000000', state: 'succeeded', provider: null, provider_refund_id: null },
      { amount: '6000000', state: 'succeeded', provider: null, provider_refund_id: null },
    ]);
    // The audit log has both, as staff; the customer is mailed each, in French, with the amount.
    const audit = (await auditOf(paymentId)).filter((a) => a.action === 'payment.refunded');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actor_kind: 'staff',
      details: { amount: 40_000_00, provider: 'manual', reason: 'Package changed' },
    });
    if (!first.ok) throw new Error('unreachable');
    const mail = await mailOf(first.data.refundId);
    expect(mail).toMatchObject({ to: 'ada@example.com' });
    expect(mail!.subject).toContain('remboursé');
    expect(mail!.text).toMatch(/40\s000\s₦/);
    expect(mail!.text).toContain('Package changed');
    // The customer sees them on their application; another customer does not.
    const seen = await asUser(ada.id, (tx) => findApplicationRefunds(tx, applicationId), database);
    expect(seen.map((r) => [r.amount, r.state])).toEqual([
      [40_000_00, 'succeeded'],
      [60_000_00, 'succeeded'],
    ]);
    expect(
      await asUser(lee.id, (tx) => findApplicationRefunds(tx, applicationId), database),
    ).toEqual([]);
  });

  it('refunds a Paystack payment through Paystack’s API, in part', async () => {
    const { paymentId, reference } = await onlinePaid(ada, 'NGN', 50_000_00);
    const done = await refund(asStaff, { paymentId, amount: '20000', reason: 'Discount' });
    expect(done).toMatchObject({ ok: true, data: { state: 'succeeded' } });
    const refunds = await refundsOf(paymentId);
    expect(refunds).toEqual([
      {
        amount: '2000000',
        state: 'succeeded',
        provider: 'paystack',
        provider_refund_id: expect.any(String),
      },
    ]);
    expect(paystack.transaction(reference)).toMatchObject({ refunded: 20_000_00 });
    // Staff see it on /admin/payments with the provider it went through.
    const listed = (await asUser(sam.id, (tx) => listStaffPayments(tx, 'decided'), database)).find(
      (p) => p.id === paymentId,
    );
    expect(listed).toMatchObject({
      provider: 'paystack',
      refunds: [{ amount: 20_000_00, state: 'succeeded', provider: 'paystack' }],
    });
    expect(paystack.refunds().at(-1)).toMatchObject({ amount: 20_000_00 });
    expect((await auditOf(paymentId)).map((a) => [a.actor_kind, a.action])).toEqual([
      ['system', 'payment.confirmed'],
      ['staff', 'payment.refunded'],
    ]);
  });

  it('refunds a Stripe payment in full through refunds.create, with the refund as idempotency key', async () => {
    const { paymentId } = await onlinePaid(lee, 'USD', 499_00);
    const done = await refund(asStaff, { paymentId, amount: '499', reason: 'Duplicate order' });
    expect(done).toMatchObject({ ok: true, data: { state: 'succeeded' } });
    if (!done.ok) throw new Error('unreachable');
    const made = stripe.refunds().at(-1)!;
    expect(made).toMatchObject({ amount: 499_00, currency: 'usd' });
    expect(await refundsOf(paymentId)).toEqual([
      { amount: '49900', state: 'succeeded', provider: 'stripe', provider_refund_id: made.id },
    ]);
    const refundCalls = stripe
      .calls()
      .filter(
        (c: { method: string; path: string }) => c.method === 'POST' && c.path === '/v1/refunds',
      );
    // One call for this refund (the fakes serve both drivers: the latest is ours).
    expect(refundCalls.at(-1)).toMatchObject({
      idempotencyKey: `refund-${done.data.refundId}`,
      body: { payment_intent: expect.stringMatching(/^pi_/), amount: '49900' },
    });
    expect(await mailOf(done.data.refundId)).toMatchObject({ to: 'lee@example.com' });
  });

  it('refuses customers, the system and anyone signed out; refuses a payment that is not confirmed', async () => {
    const { paymentId } = await manualPaid(10_000_00);
    for (const actor of [customer(ada), system('paystack')])
      expect(await refund(actor, { paymentId, amount: '1', reason: 'x' })).toEqual(
        fail('forbidden'),
      );
    expect(
      await refund({ kind: 'anonymous' } as never, { paymentId, amount: '1', reason: 'x' }),
    ).toEqual(fail('signInRequired'));
    // A customer cannot write a refund row through the API role either.
    await expect(
      asUser(
        ada.id,
        (tx) =>
          tx.execute(
            sql`insert into public.refunds (payment_id, amount, currency, reason, state) values (${paymentId}, 1, 'NGN', 'x', 'succeeded')`,
          ),
        database,
      ),
    ).rejects.toThrow();
    // Nor staff beyond what was received, whatever the code checks.
    await expect(
      asUser(
        sam.id,
        (tx) =>
          tx.execute(
            sql`insert into public.refunds (payment_id, amount, currency, reason, state) values (${paymentId}, 10000001, 'NGN', 'x', 'succeeded')`,
          ),
        database,
      ),
    ).rejects.toThrow();
    const pendingApp = await submitted(ada, 'NGN', 5_000_00);
    const pending = await recordPayment(
      ada.id,
      { applicationId: pendingApp, method: 'bank_transfer' },
      database,
    );
    if (!pending.ok) throw new Error('not recorded');
    expect(
      await refund(asStaff, { paymentId: pending.payment.id, amount: '1', reason: 'x' }),
    ).toEqual(fail('notRefundable'));
    expect(await refund(asStaff, { paymentId, amount: '', reason: '' })).toMatchObject({
      ok: false,
      fieldErrors: {
        amount: [{ key: 'refundAmountRequired' }],
        reason: [{ key: 'refundReasonRequired' }],
      },
    });
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it('keeps parallel refunds within what was received', async () => {
    const { paymentId } = await manualPaid(10_000_00);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(asStaff, { paymentId, amount: '4000', reason: 'Split' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect((await refundsOf(paymentId)).reduce((sum, r) => sum + Number(r.amount), 0)).toBe(
      8_000_00,
    );
  });
});
