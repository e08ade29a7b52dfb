import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { getApplicationEvents } from '@/lib/applications/events';
import { saveStep, submitApplication } from '@/lib/wizards/drafts';
import { recordPayment } from '@/lib/payments/queries';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { useOwnDataDir, withFreshUploads } from '../support/uploads';
import { expectPermissionDenied } from '../support/permission';

/** Drizzle wraps the driver's error ("Failed query: …"); Postgres's own message is its cause. */
async function expectRefused(work: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error).not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(reason);
}

/**
 * Migration 20261125000400 (the staff console) as each role meets it: anonymous, a customer, an
 * admin, and the owner connection where the rule holds for everyone.
 */
describe.each(testDrivers())('the staff console’s database rules on %s', (driver) => {
  useOwnDataDir('registra-staff-console-rls-');
  let database: Database;
  const customer = randomUUID();
  const admin = randomUUID();
  let applicationId: string;
  let paymentId: string;

  const as = <T extends Record<string, unknown>>(
    who: string | null,
    statement: ReturnType<typeof sql>,
  ) => withRls(who ? userClaims(who) : { role: 'anon' }, (tx) => query<T>(tx, statement), database);
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await owner(
      sql`insert into auth.users (id, email) values (${customer}, 'customer@example.com'), (${admin}, 'staff@example.com')`,
    );
    await owner(sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`);
    const result = await submitApplication(
      customer,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, customer, database) },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    applicationId = result.application.id;
    const payment = await recordPayment(
      customer,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    paymentId = payment.payment.id;
  });
  afterAll(() => database.close());

  describe('the audit log', () => {
    const entry = (actor: string) =>
      sql`insert into public.audit_log (actor_id, actor_email, action, target_type, target_id)
          values (${actor}, 'x@example.com', 'payment.confirmed', 'payment', 'p-1')`;

    it('is closed to anonymous callers, reading or writing', async () => {
      await expectPermissionDenied(as(null, sql`select id from public.audit_log`));
      await expectPermissionDenied(as(null, entry(admin)));
    });

    it('shows a customer nothing and refuses their records', async () => {
      await owner(entry(admin));
      expect(await as(customer, sql`select id from public.audit_log`)).toEqual([]);
      await expect(as(customer, entry(customer))).rejects.toThrow();
    });

    it('lets an admin read it and record actions in their own name only', async () => {
      await as(admin, entry(admin));
      await expect(as(admin, entry(customer))).rejects.toThrow();
      const rows = await as<{ actor_id: string }>(
        admin,
        sql`select actor_id from public.audit_log`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
    });

    it('cannot be updated, deleted or truncated, even by the owner connection', async () => {
      const before = await owner<{ n: number }>(
        sql`select count(*)::int as n from public.audit_log`,
      );
      await expect(
        as(admin, sql`update public.audit_log set action = 'payment.rejected'`),
      ).rejects.toThrow();
      await expect(as(admin, sql`delete from public.audit_log`)).rejects.toThrow();
      await expectRefused(
        owner(sql`update public.audit_log set actor_email = 'someone@else.com'`),
        /append-only/,
      );
      await expectRefused(owner(sql`delete from public.audit_log`), /append-only/);
      await expectRefused(owner(sql`truncate public.audit_log`), /append-only/);
      expect(await owner(sql`select count(*)::int as n from public.audit_log`)).toEqual(before);
    });
  });

  describe('applications, events and payments as a customer', () => {
    let draftId: string;

    beforeAll(async () => {
      const step = nigeriaCompany.steps[0]!;
      const values = Object.fromEntries(
        step.fields.map((f) => [f.name, (nigeriaCompanyValid as Record<string, unknown>)[f.name]]),
      );
      const draft = await saveStep(customer, nigeriaCompany, step.id, values, database);
      if (!draft.ok) throw new Error(JSON.stringify(draft));
      draftId = draft.application.id;
    });

    it('cannot set the assignee, the due day or the quote of their draft', async () => {
      await expect(
        as(
          customer,
          sql`update public.applications set assigned_to = ${admin} where id = ${draftId}`,
        ),
      ).rejects.toThrow();
      await expect(
        as(
          customer,
          sql`update public.applications set due_on = current_date where id = ${draftId}`,
        ),
      ).rejects.toThrow();
      await expectRefused(
        as(
          customer,
          sql`update public.applications set quote = '{"total": 100, "currency": "NGN"}'::jsonb where id = ${draftId}`,
        ),
        /quote/,
      );
      expect(
        await owner(
          sql`select assigned_to, due_on, quote from public.applications where id = ${draftId}`,
        ),
      ).toEqual([{ assigned_to: null, due_on: null, quote: null }]);
    });

    it('cannot change the amount of their payment, nor decide it', async () => {
      const [before] = await owner<{ amount: string }>(
        sql`select amount::text as amount from public.payments where id = ${paymentId}`,
      );
      await expect(
        as(customer, sql`update public.payments set amount = 100 where id = ${paymentId}`),
      ).rejects.toThrow();
      await expect(
        as(
          customer,
          sql`update public.payments set status = 'confirmed', amount_received = amount where id = ${paymentId}`,
        ),
      ).rejects.toThrow();
      await expect(
        as(
          customer,
          sql`update public.payments set decision_note = 'paid' where id = ${paymentId}`,
        ),
      ).rejects.toThrow();
      expect(
        await owner(
          sql`select amount::text as amount, status from public.payments where id = ${paymentId}`,
        ),
      ).toEqual([{ amount: before!.amount, status: 'pending' }]);
    });

    it('cannot write events, and never reads internal ones', async () => {
      await expect(
        as(
          customer,
          sql`insert into public.application_events (application_id, actor_id, type, to_status) values (${applicationId}, ${customer}, 'status_changed', 'completed')`,
        ),
      ).rejects.toThrow();
      await as(
        admin,
        sql`insert into public.application_events (application_id, actor_id, type, internal, note) values (${applicationId}, ${admin}, 'note', true, 'Check the NIN')`,
      );
      const seenByStaff = await as<{ type: string }>(
        admin,
        sql`select type from public.application_events where application_id = ${applicationId} and internal`,
      );
      expect(seenByStaff).toEqual([{ type: 'note' }]);
      expect(
        await as(customer, sql`select id from public.application_events where internal`),
      ).toEqual([]);
      expect(
        (await getApplicationEvents(customer, applicationId, database)).map((e) => e.type),
      ).not.toContain('note');
    });

    it('sees nothing of the staff console as anonymous', async () => {
      await expectPermissionDenied(as(null, sql`select id from public.payments`));
      await expectPermissionDenied(as(null, sql`select id from public.application_events`));
    });
  });

  describe('payment decisions by staff', () => {
    it('need a note when the amount received differs from the amount due', async () => {
      await expect(
        as(
          admin,
          sql`update public.payments set status = 'confirmed', amount_received = amount - 1 where id = ${paymentId}`,
        ),
      ).rejects.toThrow();
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'pending' },
      ]);
    });

    it('and a rejection always needs one', async () => {
      await expect(
        as(admin, sql`update public.payments set status = 'rejected' where id = ${paymentId}`),
      ).rejects.toThrow();
    });

    it('are made once, by whom and when the database records', async () => {
      const [confirmed] = await as<{ status: string; decided_by: string; decided: boolean }>(
        admin,
        sql`update public.payments set status = 'confirmed', amount_received = amount - 1, decision_note = 'Bank charges'
            where id = ${paymentId} returning status, decided_by, decided_at is not null as decided`,
      );
      expect(confirmed).toEqual({ status: 'confirmed', decided_by: admin, decided: true });
      await expectRefused(
        as(
          admin,
          sql`update public.payments set status = 'rejected', decision_note = 'Changed my mind' where id = ${paymentId}`,
        ),
        /decided once/,
      );
      await expectRefused(
        owner(sql`update public.payments set status = 'pending' where id = ${paymentId}`),
        /decided once/,
      );
      const events = await getApplicationEvents(customer, applicationId, database);
      expect(events.at(-1)).toMatchObject({ type: 'payment_confirmed', actorId: admin });
    });

    it('leave no room for a new payment once one is confirmed, even through the table API', async () => {
      // Runs after the confirmation above (migration 20261125000800).
      await expect(
        as(
          customer,
          sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
                         values (${applicationId}, ${customer}, 'ussd', 1, 'NGN', 'NG-CO-2026-999999-9')`,
        ),
      ).rejects.toThrow();
      expect(await recordPayment(customer, { applicationId, method: 'ussd' }, database)).toEqual({
        ok: false,
        reason: 'alreadyPaid',
      });
      expect(
        await owner(
          sql`select count(*)::int as n from public.payments where application_id = ${applicationId}`,
        ),
      ).toEqual([{ n: 1 }]);
    });
  });

  describe('the last admin', () => {
    it('cannot lose the role by a delete, a change of holder or the deletion of the account', async () => {
      await expectRefused(
        as(admin, sql`delete from public.user_roles where user_id = ${admin}`),
        /last admin/,
      );
      await expectRefused(
        owner(sql`delete from public.user_roles where user_id = ${admin}`),
        /last admin/,
      );
      await expectRefused(
        owner(sql`update public.user_roles set user_id = ${customer} where user_id = ${admin}`),
        /last admin/,
      );
      await expectRefused(owner(sql`delete from auth.users where id = ${admin}`), /last admin/);
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([{ user_id: admin }]);
    });

    it('can hand over: with a second admin, either may go', async () => {
      const second = randomUUID();
      await owner(sql`insert into auth.users (id, email) values (${second}, 'second@example.com')`);
      // The second admin's role comes from their own confirmed link (staff-access.test.ts).
      await owner(sql`insert into public.user_roles (user_id, role) values (${second}, 'admin')`);
      await as(admin, sql`delete from public.user_roles where user_id = ${second}`);
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([{ user_id: admin }]);
    });

    it('is never removable by a customer, who cannot touch roles at all', async () => {
      expect(await as(customer, sql`delete from public.user_roles returning id`)).toEqual([]);
      await expect(
        as(
          customer,
          sql`insert into public.user_roles (user_id, role) values (${customer}, 'admin')`,
        ),
      ).rejects.toThrow();
    });
  });
});
