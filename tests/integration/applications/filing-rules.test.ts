import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { userClaims, withRls, withServiceRole, type JwtClaims } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { consoleCommands } from '../support/commands';
import { recordCompanyFor } from '../support/companies';

/**
 * Issue 28, item 2: an application is filed once its payment is confirmed (or staff override the
 * rule with a reason, written to the audit log) and completed once a document is delivered. The
 * database holds it, whoever moves the status: staff under row-level security, the server's
 * service connection, the owner's own connection. The console's action says why it refuses.
 */
describe.each(testDrivers())('filing and completing an application on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const customer = randomUUID();
  const staff: CurrentUser = {
    id: randomUUID(),
    email: 'filer@example.com',
    fullName: 'Femi Filer',
    role: 'admin',
    isAdmin: true,
  };
  const actions = () => consoleCommands(staff, { database });
  // The commands enqueue their mails; no worker sends them here.
  let queue: JobQueue;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-filing-'));
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${customer}, 'payer@example.com'), (${staff.id}, ${staff.email})`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A submitted application in review, with its quote, and no payment yet. */
  async function inReview(): Promise<{ id: string; reference: string }> {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package)
            values (${customer}, 'nigeria-company', 'NG', 'company', 'NG-CO', 'standard') returning id`,
      );
      const quote = { currency: 'USD', total: 399_00, serviceFee: 399_00, governmentFee: 0 };
      await tx.execute(
        sql`update public.applications set status = 'submitted', quote = ${JSON.stringify(quote)}::jsonb where id = ${row!.id}`,
      );
      await tx.execute(
        sql`update public.applications set status = 'in_review' where id = ${row!.id}`,
      );
      const [app] = await query<{ reference: string }>(
        tx,
        sql`select reference from public.applications where id = ${row!.id}`,
      );
      return { id: row!.id, reference: app!.reference };
    }, database);
  }

  async function payment(id: string, status: 'pending' | 'confirmed') {
    await withServiceRole(async (tx) => {
      await tx.execute(
        sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
            values (${id}, ${customer}, 'bank_transfer', 39900, 'USD', ${`PAY-${randomUUID().slice(0, 8).toUpperCase()}`})`,
      );
      if (status === 'confirmed')
        await tx.execute(
          sql`update public.payments set status = 'confirmed', amount_received = 39900 where application_id = ${id}`,
        );
    }, database);
  }

  async function deliver(id: string) {
    await withServiceRole(
      (tx) =>
        tx.execute(
          sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category)
              values (${id}, ${customer}, ${`delivered.${randomUUID()}`}, ${`${randomUUID()}.pdf`}, 'application/pdf', 10, 'delivered', 'certificate')`,
        ),
      database,
    );
  }

  const statusOf = async (id: string) =>
    (
      await withServiceRole(
        (tx) =>
          query<{ status: string }>(
            tx,
            sql`select status from public.applications where id = ${id}`,
          ),
        database,
      )
    )[0]!.status;

  /** Moves the status as `claims` (null: the owner's own connection, no role switch), with an override reason if given. */
  function move(claims: JwtClaims | null, id: string, status: string, override = '') {
    const work = async (tx: DbTx) => {
      await tx.execute(sql`select set_config('app.filing_override', ${override}, true)`);
      await tx.execute(sql`update public.applications set status = ${status} where id = ${id}`);
    };
    return claims ? withRls(claims, work, database) : database.db.transaction(work);
  }

  /** Postgres's own message (Drizzle wraps it as the cause), or null when the move went through. */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  it('refuses to file an unpaid application, whoever asks: staff, the service connection, the owner connection', async () => {
    const app = await inReview();
    for (const claims of [userClaims(staff.id), { role: 'service_role' as const }, null])
      expect(await refusal(move(claims, app.id, 'filed'))).toMatch(
        /filed once its payment is confirmed/,
      );
    // A payment the customer recorded but nobody confirmed is not a payment.
    await payment(app.id, 'pending');
    expect(await refusal(move(userClaims(staff.id), app.id, 'filed'))).toMatch(
      /filed once its payment is confirmed/,
    );
    expect(await statusOf(app.id)).toBe('in_review');
  });

  it('files an application once its payment is confirmed, with no audit of an override', async () => {
    const app = await inReview();
    await payment(app.id, 'confirmed');
    expect(await refusal(move(userClaims(staff.id), app.id, 'filed'))).toBeNull();
    expect(await statusOf(app.id)).toBe('filed');
    const audit = await withServiceRole(
      (tx) => query(tx, sql`select action from public.audit_log where application_id = ${app.id}`),
      database,
    );
    expect(audit).toEqual([]);
  });

  it('lets staff file an unpaid application with a reason, which the database writes to the audit log', async () => {
    const app = await inReview();
    // Only a person on staff overrides: not the service connection, not the owner connection.
    expect(
      await refusal(move({ role: 'service_role' }, app.id, 'filed', 'Paid in cash at the office')),
    ).toMatch(/only staff override/);
    expect(await refusal(move(null, app.id, 'filed', 'Paid in cash at the office'))).toMatch(
      /only staff override/,
    );
    expect(await refusal(move(userClaims(staff.id), app.id, 'filed', '   '))).toMatch(
      /filed once its payment is confirmed/,
    );
    expect(
      await refusal(move(userClaims(staff.id), app.id, 'filed', '  Paid in cash at the office ')),
    ).toBeNull();
    expect(await statusOf(app.id)).toBe('filed');
    const audit = await withServiceRole(
      (tx) =>
        query<{
          actor_id: string;
          actor_email: string;
          action: string;
          target_id: string;
          details: unknown;
        }>(
          tx,
          sql`select actor_id, actor_email, action, target_id, details from public.audit_log where application_id = ${app.id}`,
        ),
      database,
    );
    expect(audit).toEqual([
      {
        actor_id: staff.id,
        actor_email: staff.email,
        action: 'application.filed_unpaid',
        target_id: app.reference,
        details: { from: 'in_review', reason: 'Paid in cash at the office' },
      },
    ]);
  });

  it('refuses to complete an application with nothing delivered, whoever asks, and completes it once a document is', async () => {
    const app = await inReview();
    await payment(app.id, 'confirmed');
    await recordCompanyFor(app.id, database);
    await move(userClaims(staff.id), app.id, 'filed');
    for (const claims of [userClaims(staff.id), { role: 'service_role' as const }, null])
      expect(await refusal(move(claims, app.id, 'completed'))).toMatch(
        /completed once a document is delivered/,
      );
    await deliver(app.id);
    expect(await refusal(move(userClaims(staff.id), app.id, 'completed'))).toBeNull();
    expect(await statusOf(app.id)).toBe('completed');
  });

  describe('the console’s action', () => {
    it('says why it will not file an unpaid application and asks for the reason', async () => {
      const app = await inReview();
      expect(await actions().changeStatus({ applicationId: app.id, status: 'filed' })).toEqual({
        ok: false,
        formError: { key: 'filingNeedsPayment' },
        fieldErrors: { override: [{ key: 'overrideReasonRequired' }] },
      });
      expect(await statusOf(app.id)).toBe('in_review');
    });

    it('files with the reason: the status moves and both audit records name it', async () => {
      const app = await inReview();
      expect(
        await actions().changeStatus({
          applicationId: app.id,
          status: 'filed',
          override: 'Paid by cheque; the bank clears it on Monday.',
        }),
      ).toEqual({ ok: true, data: { status: 'filed' } });
      expect(await statusOf(app.id)).toBe('filed');
      const audit = await withServiceRole(
        (tx) =>
          query<{ action: string; details: Record<string, unknown> }>(
            tx,
            sql`select action, details from public.audit_log where application_id = ${app.id} order by id`,
          ),
        database,
      );
      expect(audit).toEqual([
        {
          action: 'application.filed_unpaid',
          details: { from: 'in_review', reason: 'Paid by cheque; the bank clears it on Monday.' },
        },
        {
          action: 'application.status_changed',
          details: {
            from: 'in_review',
            to: 'filed',
            override: 'Paid by cheque; the bank clears it on Monday.',
          },
        },
      ]);
    });

    it('says why it will not complete an application with nothing delivered', async () => {
      const app = await inReview();
      await payment(app.id, 'confirmed');
      await recordCompanyFor(app.id, database);
      expect(await actions().changeStatus({ applicationId: app.id, status: 'filed' })).toEqual({
        ok: true,
        data: { status: 'filed' },
      });
      expect(await actions().changeStatus({ applicationId: app.id, status: 'completed' })).toEqual({
        ok: false,
        formError: { key: 'completionNeedsDocument' },
      });
      expect(await statusOf(app.id)).toBe('filed');
    });
  });
});
