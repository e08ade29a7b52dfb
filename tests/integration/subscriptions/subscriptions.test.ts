import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, system, type Actor, type NoActor } from '@/lib/commands/actor';
import { recordFormedCompany } from '@/lib/commands/companies/record-formed-company';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { runCommand, type Command } from '@/lib/commands/run';
import { cancelSubscription } from '@/lib/commands/subscriptions/cancel-subscription';
import { orderSubscription } from '@/lib/commands/subscriptions/order-subscription';
import { addDays } from '@/lib/compliance/dates';
import { query, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { recordPayment } from '@/lib/payments/queries';
import { yearFrom } from '@/lib/subscriptions/periods';
import { runRenewals } from '@/lib/subscriptions/renewals';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, subscriptions: a customer orders a yearly service for their own company, priced from
 * the catalogue and frozen; paying the order starts the subscription; the renewal job makes next
 * year's order 30 days before the end and reminds, paying it extends the period, leaving it
 * unpaid lapses; a cancellation (one click) stops the renewal. Row-level security: the owner
 * reads their own, staff all, nobody else; a customer changes nothing but the cancellation.
 */
describe.each(testDrivers())('subscriptions on %s', (driver) => {
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
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola M' };
  const asStaff = staff(sam);
  const asAda = customer(ada);
  const asBola = customer(bola);
  const today = new Date().toISOString().slice(0, 10);

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });
  const subscriptionOf = async (companyId: string) =>
    (
      await owner<{
        id: string;
        state: string;
        period_start: string;
        period_end: string;
        price: number;
        currency: string;
        package: string;
        cancel_at_period_end: boolean;
        renewal_application_id: string | null;
      }>(
        sql`select id, state, period_start::text, period_end::text, price, currency, package,
                   cancel_at_period_end, renewal_application_id
            from public.subscriptions where company_id = ${companyId} order by created_at desc limit 1`,
      )
    )[0];
  const mailKeys = async (subscriptionId: string) =>
    (
      await owner<{ key: string }>(
        sql`select singleton_key as key from pgboss.job where name = 'mail.send'
            and singleton_key like ${`mail:subscription-%:${subscriptionId}%`} order by singleton_key`,
      )
    ).map((r) => r.key);

  beforeAll(async () => {
    dataDir = tempDir('registra-subscriptions-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${sam.id}, ${sam.email}, '{"full_name": "Sam Staff"}'::jsonb),
      (${ada.id}, ${ada.email}, '{"full_name": "Ada Okafor", "locale": "fr"}'::jsonb),
      (${bola.id}, ${bola.email}, '{"full_name": "Bola M"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function companyOf(user: SignedInUser, jurisdiction = 'uk'): Promise<string> {
    const [row] = await owner<{ id: string }>(
      sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on)
          values (${user.id}, ${jurisdiction}, 'company', ${`Company ${randomUUID().slice(0, 8)} Ltd`}, '12345678', '2024-05-14')
          returning id`,
    );
    return row!.id;
  }

  /** The order paid: a bank transfer chosen by the customer, confirmed by staff. */
  async function pay(applicationId: string, userId = ada.id) {
    const payment = await recordPayment(
      userId,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    const [due] = await owner<{ amount: number }>(
      sql`select amount from public.payments where id = ${payment.payment.id}`,
    );
    const confirmed = await run(confirmPayment, asStaff, {
      paymentId: payment.payment.id,
      amountReceived: String(Number(due!.amount) / 100),
    });
    expect(confirmed).toEqual({ ok: true, data: undefined });
    return Number(due!.amount);
  }

  /**
   * A paid virtual office of Ada's, its period moved `shift` days on: every test's renewal runs
   * see all subscriptions, so each test's own ends on its own day, later than the last test's.
   */
  async function subscribed(companyId: string, shift: number) {
    const ordered = await run(orderSubscription, asAda, {
      companyId,
      service: 'virtualOffice',
      package: 'standard',
    });
    if (!ordered.ok) throw new Error(JSON.stringify(ordered));
    await pay(ordered.data.applicationId);
    await owner(sql`update public.subscriptions set period_start = period_start + ${shift}::int,
                      period_end = period_end + ${shift}::int where company_id = ${companyId}`);
    return (await subscriptionOf(companyId))!;
  }

  it('orders a UK virtual office at the catalogue price, frozen, and starts it when paid', async () => {
    const companyId = await companyOf(ada);
    const ordered = await run(orderSubscription, asAda, {
      companyId,
      service: 'virtualOffice',
      package: 'standard',
    });
    if (!ordered.ok) throw new Error(JSON.stringify(ordered));
    expect(ordered.data.reference).toMatch(/^GB-VO-\d{4}-\d{6}$/);
    const [app] = await owner<{ status: string; total: number; currency: string }>(
      sql`select status, (quote->>'total')::int as total, quote->>'currency' as currency
          from public.applications where id = ${ordered.data.applicationId}`,
    );
    // SERVICE_FEES.uk.virtualOffice Standard: £89 a year.
    expect(app).toEqual({ status: 'submitted', total: 8_900, currency: 'GBP' });
    expect(await subscriptionOf(companyId)).toBeUndefined();

    const amount = await pay(ordered.data.applicationId);
    expect(amount).toBe(8_900);
    expect(await subscriptionOf(companyId)).toMatchObject({
      state: 'active',
      period_start: today,
      period_end: yearFrom(today).end,
      price: 8_900,
      currency: 'GBP',
      package: 'standard',
      cancel_at_period_end: false,
    });
    // A second order of a running service is refused: it renews instead.
    expect(
      await run(orderSubscription, asAda, {
        companyId,
        service: 'virtualOffice',
        package: 'basic',
      }),
    ).toMatchObject({ ok: false, formError: { key: 'alreadySubscribed' } });
  });

  it('refuses an order for another’s company, a service not sold there, and staff or anonymous callers', async () => {
    const adas = await companyOf(ada);
    const input = { companyId: adas, service: 'virtualOffice', package: 'basic' };
    expect(await run(orderSubscription, asBola, input)).toMatchObject({
      ok: false,
      formError: { key: 'notFound' },
    });
    expect(await run(orderSubscription, asStaff, input)).toMatchObject({
      ok: false,
      formError: { key: 'forbidden' },
    });
    expect(await run(orderSubscription, { kind: 'anonymous' }, input)).toMatchObject({
      ok: false,
      formError: { key: 'signInRequired' },
    });
    // The corporate compliance plan is sold in Nigeria and South Africa only.
    expect(
      await run(orderSubscription, asAda, { ...input, service: 'corporateCompliance' }),
    ).toMatchObject({ ok: false, formError: { key: 'notOffered' } });
  });

  it('lets the owner and staff read a subscription, nobody else; a customer changes nothing but the cancellation', async () => {
    const companyId = await companyOf(ada);
    const sub = await subscribed(companyId, 0);
    const read = (userId: string) =>
      asUser(
        userId,
        (tx) =>
          query<{ id: string }>(tx, sql`select id from public.subscriptions where id = ${sub.id}`),
        database,
      );
    expect(await read(ada.id)).toHaveLength(1);
    expect(await read(sam.id)).toHaveLength(1);
    expect(await read(bola.id)).toHaveLength(0);
    // The owner may not move their own period or price.
    await expect(
      asUser(
        ada.id,
        (tx) =>
          tx.execute(
            sql`update public.subscriptions set period_end = period_end + 365 where id = ${sub.id}`,
          ),
        database,
      ),
    ).rejects.toThrow();
    expect((await subscriptionOf(companyId))!.period_end).toBe(sub.period_end);
    await expect(
      asUser(
        ada.id,
        (tx) =>
          tx.execute(
            sql`insert into public.subscriptions (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency)
                values (${ada.id}, ${companyId}, 'companySecretarial', 'uk', 'basic', '2026-01-01', '2027-01-01', 0, 'GBP')`,
          ),
        database,
      ),
    ).rejects.toThrow();
    // Another customer cannot cancel it: row-level security hides it.
    expect(await run(cancelSubscription, asBola, { subscriptionId: sub.id })).toMatchObject({
      ok: false,
      formError: { key: 'notCancellable' },
    });
    expect((await subscriptionOf(companyId))!.cancel_at_period_end).toBe(false);
  });

  it('renews by itself: the order 30 days before the end, reminders at 30, 7 and on the day, paid extends a year', async () => {
    const companyId = await companyOf(ada);
    const sub = await subscribed(companyId, 1000);
    const end = sub.period_end;
    // 31 days before the end: nothing yet.
    expect(await runRenewals({ today: addDays(end, -31), database })).toMatchObject({ ordered: 0 });
    const opening = addDays(end, -30);
    await runRenewals({ today: opening, database });
    const due = (await subscriptionOf(companyId))!;
    expect(due.state).toBe('renewal_due');
    expect(due.renewal_application_id).not.toBeNull();
    const [renewal] = await owner<{ reference: string; total: number; owner_id: string }>(
      sql`select reference, (quote->>'total')::int as total, owner_id from public.applications
          where id = ${due.renewal_application_id}`,
    );
    expect(renewal).toMatchObject({ total: 8_900, owner_id: ada.id });
    expect(renewal!.reference).toMatch(/^GB-VO-/);
    // A second run the same day adds no order and no mail.
    await runRenewals({ today: opening, database });
    await runRenewals({ today: addDays(end, -7), database });
    expect(await mailKeys(sub.id)).toEqual([
      `mail:subscription-renewal:${sub.id}:${end}:30`,
      `mail:subscription-renewal:${sub.id}:${end}:7`,
    ]);
    expect(
      await owner(sql`select 1 from public.applications where data->>'renewalOf' = ${sub.id}`),
    ).toHaveLength(1);

    await pay(due.renewal_application_id!);
    const renewed = (await subscriptionOf(companyId))!;
    expect(renewed).toMatchObject({
      id: sub.id,
      state: 'active',
      period_start: end,
      period_end: yearFrom(end).end,
      renewal_application_id: null,
    });
    // The old end day passes without a lapse.
    await runRenewals({ today: end, database });
    expect((await subscriptionOf(companyId))!.state).toBe('active');
  });

  it('lapses unpaid on its end day, with the lapse notice', async () => {
    const companyId = await companyOf(ada);
    const sub = await subscribed(companyId, 2000);
    await runRenewals({ today: addDays(sub.period_end, -30), database });
    expect(await runRenewals({ today: sub.period_end, database })).toMatchObject({ lapsed: 1 });
    expect((await subscriptionOf(companyId))!.state).toBe('lapsed');
    expect(await mailKeys(sub.id)).toContain(
      `mail:subscription-renewal:${sub.id}:${sub.period_end}:0`,
    );
  });

  it('cancelled in one click: runs to its end, never renewed, then cancelled; the open renewal is withdrawn', async () => {
    const companyId = await companyOf(ada);
    const sub = await subscribed(companyId, 3000);
    await runRenewals({ today: addDays(sub.period_end, -30), database });
    const renewalId = (await subscriptionOf(companyId))!.renewal_application_id!;

    expect(await run(cancelSubscription, asAda, { subscriptionId: sub.id })).toEqual({
      ok: true,
      data: { endsOn: sub.period_end },
    });
    const cancelled = (await subscriptionOf(companyId))!;
    expect(cancelled).toMatchObject({
      state: 'active',
      cancel_at_period_end: true,
      renewal_application_id: null,
    });
    const [order] = await owner<{ status: string }>(
      sql`select status from public.applications where id = ${renewalId}`,
    );
    expect(order!.status).toBe('cancelled');
    expect(await mailKeys(sub.id)).toContain(`mail:subscription-cancelled:${sub.id}`);
    // Once is enough: a second click is refused.
    expect(await run(cancelSubscription, asAda, { subscriptionId: sub.id })).toMatchObject({
      ok: false,
      formError: { key: 'notCancellable' },
    });

    await runRenewals({ today: addDays(sub.period_end, -7), database });
    expect(await runRenewals({ today: sub.period_end, database })).toMatchObject({
      ordered: 0,
      cancelled: 1,
    });
    expect((await subscriptionOf(companyId))!.state).toBe('cancelled');
    expect(
      (await mailKeys(sub.id)).filter((k) => k.startsWith('mail:subscription-renewal:')),
    ).toEqual([`mail:subscription-renewal:${sub.id}:${sub.period_end}:30`]);
    const audit = await owner<{ action: string; actor_kind: string }>(
      sql`select action, actor_kind from public.audit_log where target_id = ${sub.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'subscription.started',
      'subscription.renewal_ordered',
      'subscription.cancelled',
    ]);
    expect(audit[2]!.actor_kind).toBe('customer');
  });

  it('a cancelled subscription before its renewal window is never ordered', async () => {
    const companyId = await companyOf(ada);
    const sub = await subscribed(companyId, 4000);
    expect((await run(cancelSubscription, asStaff, { subscriptionId: sub.id })).ok).toBe(true);
    expect(await runRenewals({ today: addDays(sub.period_end, -30), database })).toMatchObject({
      ordered: 0,
    });
    expect(await runRenewals({ today: sub.period_end, database })).toMatchObject({ cancelled: 1 });
    expect(
      await owner(sql`select 1 from public.applications where data->>'renewalOf' = ${sub.id}`),
    ).toHaveLength(0);
    expect(system('scheduler').kind).toBe('system');
  });

  /** A paid US formation of Ada's, filed, naming our registered agent or her own. */
  async function filedFormation(agent: 'ours' | 'own'): Promise<string> {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package, data)
            values (${ada.id}, 'delaware-llc', 'US', 'company', 'DE-LC', 'standard',
                    ${JSON.stringify({ companyName: 'Acme Labs LLC', registeredAgent: agent })}::jsonb) returning id`,
      );
      await tx.execute(
        sql`update public.applications set status = 'submitted', quote = '{"currency":"USD","total":1}'::jsonb where id = ${row!.id}`,
      );
      return row!.id;
    }, database);
  }

  it('a US formation with our registered agent starts it free for a year, then renews it at the stated price', async () => {
    const record = (applicationId: string) => ({
      applicationId,
      jurisdiction: 'delaware',
      entity: 'llc',
      legalName: 'Acme Labs LLC',
      registryNumber: String(Math.floor(1_000_000 + Math.random() * 8_999_999)),
      incorporatedOn: addDays(today, -10),
    });
    // Her own agent: no subscription.
    const own = await run(recordFormedCompany, asStaff, record(await filedFormation('own')));
    if (!own.ok) throw new Error(JSON.stringify(own));
    expect(await subscriptionOf(own.data.companyId)).toBeUndefined();

    const ours = await run(recordFormedCompany, asStaff, record(await filedFormation('ours')));
    if (!ours.ok) throw new Error(JSON.stringify(ours));
    const agent = (await subscriptionOf(ours.data.companyId))!;
    expect(agent).toMatchObject({
      state: 'active',
      price: 0,
      currency: 'USD',
      period_start: addDays(today, -10),
    });
    // Its renewal: FIXED_SERVICE_FEES.registeredAgentRenewal, $99 a year.
    await runRenewals({ today: addDays(agent.period_end, -30), database });
    const due = (await subscriptionOf(ours.data.companyId))!;
    const [order] = await owner<{ total: string; currency: string; reference: string }>(
      sql`select quote->>'total' as total, quote->>'currency' as currency, reference
          from public.applications where id = ${due.renewal_application_id}`,
    );
    expect(order).toMatchObject({ total: '9900', currency: 'USD' });
    expect(order!.reference).toMatch(/^US-RA-/);
  });
});
