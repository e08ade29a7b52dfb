import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fail } from '@/lib/actions/result';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { staff, system, type Actor } from '@/lib/commands/actor';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { defineCommand, runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { findAccountApplication } from '@/lib/account/queries';
import { recordPayment } from '@/lib/payments/queries';
import { findReceipt, receiptNumber } from '@/lib/payments/receipts';
import { confirmPaymentSchema } from '@/lib/payments/schemas';
import { tempDir } from '../support/embedded';

/**
 * Issue 32: every confirmed payment gets a receipt numbered without gaps per year, its number
 * taken in the confirming transaction (migration 20261128400100): parallel confirmations share
 * the numbers out one each, a rolled-back confirmation gives its number back, and only the
 * customer and staff read the receipt.
 */
describe.each(testDrivers())('receipts on %s', (driver) => {
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
  const year = new Date().getUTCFullYear();

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = (actor: Actor, raw: unknown) => runCommand(confirmPayment, actor, raw, { database });
  const seqs = async () =>
    (
      await owner<{ seq: number }>(
        sql`select seq from public.receipts where year = ${year} order by seq`,
      )
    ).map((r) => r.seq);

  beforeAll(async () => {
    dataDir = tempDir('registra-receipts-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${sam.id}, ${sam.email}, '{"full_name": "Sam Staff"}'::jsonb),
      (${ada.id}, ${ada.email}, '{"full_name": "Ada Okafor", "locale": "fr"}'::jsonb),
      (${bola.id}, ${bola.email}, '{"full_name": "Bola M"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A submitted application of Ada's (quote frozen: our fee and the government's) and its pending transfer. */
  async function pending(): Promise<{
    applicationId: string;
    paymentId: string;
    reference: string;
  }> {
    const applicationId = await withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package)
            values (${ada.id}, 'nigeria-company', 'NG', 'company', 'NG-CO', 'standard') returning id`,
      );
      const quote = {
        currency: 'NGN',
        total: 150_000_00,
        serviceFee: 100_000_00,
        governmentFee: 50_000_00,
        governmentFeeLines: [],
        package: 'standard',
      };
      await tx.execute(
        sql`update public.applications set status = 'submitted', quote = ${JSON.stringify(quote)}::jsonb where id = ${row!.id}`,
      );
      return row!.id;
    }, database);
    const payment = await recordPayment(
      ada.id,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    const [{ reference }] = (await owner<{ reference: string }>(
      sql`select reference from public.applications where id = ${applicationId}`,
    )) as [{ reference: string }];
    return { applicationId, paymentId: payment.payment.id, reference };
  }

  it('issues one receipt per confirmation, in the customer’s language, and links it from the mail', async () => {
    const { paymentId, reference } = await pending();
    const before = await seqs();
    expect(await run(staff(sam), { paymentId, amountReceived: '150000' })).toEqual({
      ok: true,
      data: undefined,
    });
    const receipt = await asUser(ada.id, (tx) => findReceipt(tx, paymentId), database);
    const next = (before.at(-1) ?? 0) + 1;
    expect(receipt).toMatchObject({
      number: receiptNumber(year, next),
      locale: 'fr',
      amount: 150_000_00,
      currency: 'NGN',
      serviceFee: 100_000_00,
      governmentFee: 50_000_00,
      applicationReference: reference,
      method: 'bank_transfer',
      customer: { name: 'Ada Okafor', email: 'ada@example.com' },
    });
    // The account's payment names it.
    const app = await asUser(
      ada.id,
      (tx) => findAccountApplication(tx, ada.id, reference),
      database,
    );
    expect(app!.payments.at(-1)!.receiptNumber).toBe(receipt!.number);
    // The confirmation mail states the amount and links the receipt.
    const [job] = await owner<{ data: { text: string } }>(
      sql`select data from pgboss.job where name = 'mail.send' and id = ${jobIdFor('mail.send', `mail:payment-confirmed:${paymentId}`)}`,
    );
    expect(job!.data.text).toMatch(/150\s000\s₦/);
    expect(job!.data.text).toContain(`/api/receipts/${paymentId}`);
  });

  it('numbers 20 parallel confirmations without a gap or a repeat', async () => {
    const payments = await Promise.all(Array.from({ length: 20 }, () => pending()));
    const before = await seqs();
    const last = before.at(-1) ?? 0;
    const results = await Promise.all(
      payments.map(({ paymentId }, i) =>
        run(i % 2 ? staff(sam) : system('paystack'), { paymentId, amountReceived: '150000' }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const after = await seqs();
    expect(after).toEqual([...before, ...Array.from({ length: 20 }, (_, i) => last + i + 1)]);
    const numbers = await owner<{ number: string }>(
      sql`select number from public.receipts where payment_id = any(${`{${payments.map((p) => p.paymentId).join(',')}}`}::uuid[])`,
    );
    expect(new Set(numbers.map((n) => n.number)).size).toBe(20);
  });

  it('gives back the number of a confirmation that rolls back', async () => {
    const first = await pending();
    const second = await pending();
    const last = (await seqs()).at(-1) ?? 0;
    const failsLate = defineCommand({
      name: 'test.failsLate',
      schema: confirmPaymentSchema,
      allowed: () => true,
      run: async (input, actor, tx, context) => {
        const done = await confirmPayment.run(input, actor, tx, context);
        if (!done.ok) throw new Error('the confirmation itself failed');
        return fail('changedMyMind');
      },
    });
    expect(
      await runCommand(
        failsLate,
        staff(sam),
        { paymentId: first.paymentId, amountReceived: '150000' },
        { database },
      ),
    ).toEqual(fail('changedMyMind'));
    expect(
      await owner(sql`select 1 from public.receipts where payment_id = ${first.paymentId}`),
    ).toEqual([]);
    expect(
      (await run(staff(sam), { paymentId: second.paymentId, amountReceived: '150000' })).ok,
    ).toBe(true);
    const receipt = await asUser(sam.id, (tx) => findReceipt(tx, second.paymentId), database);
    expect(receipt!.number).toBe(receiptNumber(year, last + 1));
  });

  it('is read by its customer and staff only, and written by no one through the API roles', async () => {
    const { paymentId } = await pending();
    expect((await run(staff(sam), { paymentId, amountReceived: '150000' })).ok).toBe(true);
    expect(await asUser(bola.id, (tx) => findReceipt(tx, paymentId), database)).toBeNull();
    expect(await asUser(sam.id, (tx) => findReceipt(tx, paymentId), database)).not.toBeNull();
    await expect(
      asUser(
        ada.id,
        (tx) =>
          tx.execute(
            sql`update public.receipts set number = 'R-2000-000001' where payment_id = ${paymentId}`,
          ),
        database,
      ),
    ).rejects.toThrow();
    await expect(
      asUser(ada.id, (tx) => tx.execute(sql`select public.issue_receipt(${paymentId})`), database),
    ).rejects.toThrow();
    await expect(
      asUser(
        sam.id,
        (tx) => tx.execute(sql`update public.receipt_counters set last_seq = 1`),
        database,
      ),
    ).rejects.toThrow();
    // A pending payment has none.
    const other = await pending();
    expect(await asUser(ada.id, (tx) => findReceipt(tx, other.paymentId), database)).toBeNull();
  });
});
