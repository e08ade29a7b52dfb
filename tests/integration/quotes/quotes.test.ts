import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { customer, staff } from '@/lib/commands/actor';
import { choosePaymentMethod } from '@/lib/commands/payments/choose-payment-method';
import { acceptQuote } from '@/lib/commands/quotes/accept-quote';
import { requestQuote } from '@/lib/commands/quotes/request-quote';
import { sendQuote } from '@/lib/commands/quotes/send-quote';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { findApplicationQuotes } from '@/lib/quotes/queries';

/**
 * Issue 35, quoted services: request → staff quote → the customer accepts before it expires →
 * the accepted quote is the application's frozen quote and only then payable. Row-level security
 * and the database's triggers hold it whoever connects; the commands say why they refuse.
 */
describe.each(testDrivers())('quoted services on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  let queue: JobQueue;
  const previousDataDir = process.env.DATA_DIR;
  const owner = { id: randomUUID(), email: 'amaka@example.com', fullName: 'Amaka Obi' };
  const other = { id: randomUUID(), email: 'tunde@example.com', fullName: 'Tunde Ade' };
  const admin: CurrentUser = {
    id: randomUUID(),
    email: 'quoter@example.com',
    fullName: 'Quinn Quoter',
    role: 'admin',
    isAdmin: true,
  };
  const asOwner = customer(owner);
  const asOther = customer(other);
  const asStaff = staff(admin);
  const deps = () => ({ database });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-quotes-'));
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${owner.id}, ${owner.email}), (${other.id}, ${other.email}), (${admin.id}, ${admin.email})`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin.id}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const request = {
    service: 'businessLicensing',
    jurisdiction: 'nigeria',
    sector: 'Food processing',
    state: 'Lagos',
    city: 'Ikeja',
    needs: 'NAFDAC registration for three packaged snacks and a factory permit.',
  };
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    { description: 'Our work on the NAFDAC file', amount: 25_000_000, kind: 'service' },
    { description: 'NAFDAC registration fee', amount: 12_500_000, kind: 'authority' },
  ];

  async function requested(): Promise<{ id: string; reference: string }> {
    const result = await runCommand(requestQuote, asOwner, request, deps());
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  }

  async function quoted(): Promise<{ id: string; reference: string; quoteId: string }> {
    const app = await requested();
    const sent = await runCommand(
      sendQuote,
      asStaff,
      { applicationId: app.id, lines, validUntil: inDays(14) },
      deps(),
    );
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    return { ...app, quoteId: sent.data.quoteId };
  }

  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  const applicationRow = async (id: string) =>
    (
      await withServiceRole(
        (tx) =>
          query<{
            status: string;
            quote: { total: number; currency: string } | null;
            reference: string;
          }>(tx, sql`select status, quote, reference from public.applications where id = ${id}`),
        database,
      )
    )[0]!;

  const eventTypes = async (id: string) =>
    (
      await withServiceRole(
        (tx) =>
          query<{ type: string }>(
            tx,
            sql`select type from public.application_events where application_id = ${id} order by id`,
          ),
        database,
      )
    ).map((e) => e.type);

  it('submits a request with its reference and no quote, and nothing is payable yet', async () => {
    const app = await requested();
    expect(app.reference).toMatch(/^NG-BL-\d{4}-\d{6}$/);
    const row = await applicationRow(app.id);
    expect(row).toMatchObject({ status: 'submitted', quote: null });
    const pay = await runCommand(
      choosePaymentMethod,
      asOwner,
      { applicationId: app.id, method: 'bank_transfer' },
      deps(),
    );
    expect(pay.ok).toBe(false);
    // Whoever connects: even the service connection cannot record a payment without a quote.
    expect(
      await refusal(
        withServiceRole(
          (tx) =>
            tx.execute(
              sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
                  values (${app.id}, ${owner.id}, 'bank_transfer', 100, 'NGN', 'PAY-NOQUOTE1')`,
            ),
          database,
        ),
      ),
    ).toMatch(/nothing is payable before its quote is accepted/);
  });

  it('refuses a quote written by a customer, on their own request too', async () => {
    const app = await requested();
    expect(
      await refusal(
        withRls(
          userClaims(owner.id),
          (tx) =>
            tx.execute(
              sql`insert into public.application_quotes (application_id, currency, lines, service_fee, authority_fee, total, valid_until)
                  values (${app.id}, 'NGN', '[{"description":"x","amount":1,"kind":"service"}]'::jsonb, 1, 0, 1, ${inDays(5)}::date)`,
            ),
          database,
        ),
      ),
    ).toMatch(/row-level security/);
    const sent = await runCommand(
      sendQuote,
      asOwner,
      { applicationId: app.id, lines, validUntil: inDays(14) },
      deps(),
    );
    expect(sent).toEqual({ ok: false, formError: { key: 'forbidden' } });
  });

  it('lets staff send a quote, timed and mailed; another customer sees nothing and cannot accept it', async () => {
    const app = await quoted();
    expect(await eventTypes(app.id)).toEqual(['created', 'status_changed', 'quote_sent']);
    // The customer's mail is a job enqueued with the quote (the queue's owner reads it).
    const mails = await database.db.transaction((tx) =>
      query<{ data: { message?: { subject?: string } } }>(
        tx,
        sql`select data from pgboss.job where name = 'mail.send' and id = ${jobIdFor('mail.send', `mail:quote-sent:${app.quoteId}`)}`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.data)).toContain(app.reference);

    const own = await withRls(
      userClaims(owner.id),
      (tx) => findApplicationQuotes(tx, app.id),
      database,
    );
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      serviceFee: 25_000_000,
      authorityFee: 12_500_000,
      total: 37_500_000,
      currency: 'NGN',
      state: 'sent',
    });

    const theirs = await withRls(
      userClaims(other.id),
      (tx) => findApplicationQuotes(tx, app.id),
      database,
    );
    expect(theirs).toEqual([]);
    expect(await runCommand(acceptQuote, asOther, { quoteId: app.quoteId }, deps())).toEqual({
      ok: false,
      formError: { key: 'notFound' },
    });
    const frozen = JSON.stringify({
      total: 37_500_000,
      currency: 'NGN',
      serviceFee: 25_000_000,
      governmentFee: 12_500_000,
    });
    expect(
      await refusal(
        withRls(
          userClaims(other.id),
          (tx) =>
            tx.execute(
              sql`select public.accept_application_quote(${app.quoteId}::uuid, ${frozen}::jsonb)`,
            ),
          database,
        ),
      ),
    ).toMatch(/only the customer accepts their quote/);
    expect((await applicationRow(app.id)).quote).toBeNull();
  });

  it('refuses a validity that is not in the future, in the command and in the database', async () => {
    const app = await requested();
    const sent = await runCommand(
      sendQuote,
      asStaff,
      { applicationId: app.id, lines, validUntil: inDays(0) },
      deps(),
    );
    expect(sent).toMatchObject({
      ok: false,
      fieldErrors: { validUntil: [{ key: 'validUntilPast' }] },
    });
    expect(
      await refusal(
        withRls(
          userClaims(admin.id),
          (tx) =>
            tx.execute(
              sql`insert into public.application_quotes (application_id, currency, lines, service_fee, authority_fee, total, valid_until)
                  values (${app.id}, 'NGN', '[{"description":"x","amount":1,"kind":"service"}]'::jsonb, 1, 0, 1, ${inDays(-1)}::date)`,
            ),
          database,
        ),
      ),
    ).toMatch(/valid until a day in the future/);
  });

  it('refuses an expired quote: the command says so, and the database refuses it too', async () => {
    const app = await quoted();
    // The clock moved on: the quote's last day was yesterday (set past the trigger that forbids changing it).
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`alter table public.application_quotes disable trigger application_quotes_before_write`,
      );
      await tx.execute(
        sql`update public.application_quotes set valid_until = ${inDays(-1)}::date where id = ${app.quoteId}`,
      );
      await tx.execute(
        sql`alter table public.application_quotes enable trigger application_quotes_before_write`,
      );
    });
    expect(await runCommand(acceptQuote, asOwner, { quoteId: app.quoteId }, deps())).toEqual({
      ok: false,
      formError: { key: 'quoteExpired' },
    });
    const frozen = JSON.stringify({
      total: 37_500_000,
      currency: 'NGN',
      serviceFee: 25_000_000,
      governmentFee: 12_500_000,
    });
    expect(
      await refusal(
        withRls(
          userClaims(owner.id),
          (tx) =>
            tx.execute(
              sql`select public.accept_application_quote(${app.quoteId}::uuid, ${frozen}::jsonb)`,
            ),
          database,
        ),
      ),
    ).toMatch(/the quote expired/);
    expect((await applicationRow(app.id)).quote).toBeNull();
  });

  it('freezes the accepted quote as the application’s, once; then it is paid as any application', async () => {
    const app = await quoted();
    // A customer cannot mark it accepted by hand (no policy lets them update: nothing changes).
    await withRls(
      userClaims(owner.id),
      (tx) =>
        tx.execute(
          sql`update public.application_quotes set state = 'accepted', accepted_at = now() where id = ${app.quoteId}`,
        ),
      database,
    ).catch(() => undefined);
    const [stillSent] = await withServiceRole(
      (tx) =>
        query<{ state: string }>(
          tx,
          sql`select state from public.application_quotes where id = ${app.quoteId}`,
        ),
      database,
    );
    expect(stillSent!.state).toBe('sent');
    const accepted = await runCommand(acceptQuote, asOwner, { quoteId: app.quoteId }, deps());
    expect(accepted).toEqual({ ok: true, data: { reference: app.reference } });
    const row = await applicationRow(app.id);
    expect(row.quote).toMatchObject({
      total: 37_500_000,
      currency: 'NGN',
      serviceFee: 25_000_000,
      governmentFee: 12_500_000,
    });
    expect(await eventTypes(app.id)).toEqual([
      'created',
      'status_changed',
      'quote_sent',
      'quote_accepted',
    ]);
    expect(await runCommand(acceptQuote, asOwner, { quoteId: app.quoteId }, deps())).toEqual({
      ok: false,
      formError: { key: 'quoteClosed' },
    });
    // Staff can no longer replace an accepted quote.
    expect(
      await runCommand(
        sendQuote,
        asStaff,
        { applicationId: app.id, lines, validUntil: inDays(3) },
        deps(),
      ),
    ).toEqual({ ok: false, formError: { key: 'quoteClosed' } });

    const pay = await runCommand(
      choosePaymentMethod,
      asOwner,
      { applicationId: app.id, method: 'bank_transfer' },
      deps(),
    );
    expect(pay.ok).toBe(true);
    const [payment] = await withServiceRole(
      (tx) =>
        query<{ amount: string | number; currency: string }>(
          tx,
          sql`select amount, currency from public.payments where application_id = ${app.id}`,
        ),
      database,
    );
    expect({ amount: Number(payment!.amount), currency: payment!.currency }).toEqual({
      amount: 37_500_000,
      currency: 'NGN',
    });
  });

  it('withdraws the earlier quote when staff send a new one; the customer no longer sees it', async () => {
    const app = await quoted();
    const second = await runCommand(
      sendQuote,
      asStaff,
      { applicationId: app.id, lines: [lines[0]], validUntil: inDays(7) },
      deps(),
    );
    expect(second.ok).toBe(true);
    const own = await withRls(
      userClaims(owner.id),
      (tx) => findApplicationQuotes(tx, app.id),
      database,
    );
    expect(own.map((q) => q.total)).toEqual([25_000_000]);
    expect(await runCommand(acceptQuote, asOwner, { quoteId: app.quoteId }, deps())).toMatchObject({
      ok: false,
    });
  });
});
