import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { readOutbox } from '@/lib/mail/mailer';
import { recordPayment } from '@/lib/payments/queries';
import { confirmPayment, rejectPayment } from '@/lib/payments/staff';
import { insertContactMessage } from '@/lib/public-forms/contact/queries';
import { markInboxHandled, replyToInbox } from '@/lib/public-forms/inbox/staff';
import { grantStaffRole, revokeStaffRole } from '@/lib/staff/staff';
import { submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { storeUploadsOf } from '../support/uploads';
import { tempDir } from '../support/embedded';

// The customer's mail goes out after the response (Next's `after`): here, at once, and awaited.
const mockAfterTasks: Promise<unknown>[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<unknown>) => {
    mockAfterTasks.push(Promise.resolve().then(task));
  },
}));
const settled = () => Promise.all(mockAfterTasks.splice(0));

/**
 * The console's actions as an admin calls them (the row changes, an audit record lands in the
 * same transaction, the mail is in the outbox), and as a customer replaying them directly: refused,
 * nothing changed. `identify` stands in for the session, as in tests/unit/actions.
 */
describe.each(testDrivers())('staff console actions on %s', (driver) => {
  let database: Database;
  let outbox: string;
  const previousDataDir = process.env.DATA_DIR;
  const staff: CurrentUser = { id: randomUUID(), email: 'staff@example.com', fullName: 'Sade Staff', role: 'admin', isAdmin: true };
  const customer: CurrentUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Customer', role: 'user', isAdmin: false };
  const asStaff = { identify: async () => staff, database: undefined as unknown as Database };
  const asCustomer = { identify: async () => customer, database: undefined as unknown as Database };
  // A customer who somehow passed the role check (a forged session): row-level security still refuses.
  const forged = { identify: async () => ({ ...customer, role: 'admin' as const, isAdmin: true }), database: undefined as unknown as Database };

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => query<T>(database.db, statement);
  const auditCount = async () => (await owner<{ n: number }>(sql`select count(*)::int as n from public.audit_log`))[0]!.n;

  async function pendingPayment(): Promise<{ applicationId: string; paymentId: string; amount: number; reference: string }> {
    await storeUploadsOf(nigeriaCompanyValid);
    const submitted = await submitApplication(customer.id, nigeriaCompany, { data: nigeriaCompanyValid }, database);
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    const payment = await recordPayment(customer.id, { applicationId: submitted.application.id, method: 'bank_transfer' }, database);
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    return { applicationId: submitted.application.id, paymentId: payment.payment.id, amount: payment.payment.amount, reference: submitted.application.reference! };
  }

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    for (const deps of [asStaff, asCustomer, forged]) deps.database = database;
    outbox = tempDir('staff-actions-');
    process.env.DATA_DIR = outbox;
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${staff.id}, ${staff.email}, '{"full_name": "Sade Staff"}'::jsonb),
      (${customer.id}, ${customer.email}, '{"full_name": "Ada Customer", "locale": "fr"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`);
  });
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(outbox, { recursive: true, force: true });
  });

  describe('payments', () => {
    it('confirms a payment at the amount due: the row, the audit record and the customer’s mail in their language', async () => {
      const { paymentId, amount, reference, applicationId } = await pendingPayment();
      const major = (amount / 100).toFixed(2);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: major })).toEqual({ ok: true, data: undefined });
      await settled();
      expect(await owner(sql`select status, amount_received::text as received, decided_by from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'confirmed', received: String(amount), decided_by: staff.id },
      ]);
      const [audit] = await owner<{ actor_id: string; action: string; application_id: string; details: Record<string, unknown> }>(
        sql`select actor_id, action, application_id, details from public.audit_log where target_id = ${paymentId}`,
      );
      expect(audit).toMatchObject({ actor_id: staff.id, action: 'payment.confirmed', application_id: applicationId, details: { amountDue: amount, amountReceived: amount } });
      const mail = readOutbox(`${outbox}/outbox`, customer.email).at(-1);
      expect(mail?.subject).toBe(`Dossier ${reference}\u00a0: paiement reçu`);
      expect(mail?.text).toContain(reference);
      // Paid: the customer cannot open a new payment instruction.
      expect(await recordPayment(customer.id, { applicationId, method: 'qr' }, database)).toEqual({ ok: false, reason: 'alreadyPaid' });
    });

    it('asks for a note when the amount received differs, and then confirms with it', async () => {
      const { paymentId, amount } = await pendingPayment();
      const short = ((amount - 5000) / 100).toFixed(2);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: short })).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { note: [{ key: 'noteRequired' }] },
      });
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([{ status: 'pending' }]);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: 'about a lot' })).toMatchObject({ ok: false, fieldErrors: { amountReceived: [{ key: 'amountInvalid' }] } });
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: short, note: 'Bank charges of ₦50' })).toMatchObject({ ok: true });
      expect(await owner(sql`select decision_note from public.payments where id = ${paymentId}`)).toEqual([{ decision_note: 'Bank charges of ₦50' }]);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: short, note: 'again' })).toEqual({ ok: false, formError: { key: 'alreadyDecided' } });
      await settled();
    });

    it('rejects with the reason, which the customer reads in the mail', async () => {
      const { paymentId, reference } = await pendingPayment();
      expect(await rejectPayment(asStaff)({ paymentId, reason: '' })).toMatchObject({ ok: false, fieldErrors: { reason: [{ key: 'reasonRequired' }] } });
      expect(await rejectPayment(asStaff)({ paymentId, reason: 'No transfer with this reference arrived.' })).toMatchObject({ ok: true });
      await settled();
      expect(await owner(sql`select status, decision_note from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'rejected', decision_note: 'No transfer with this reference arrived.' },
      ]);
      expect(await owner(sql`select action from public.audit_log where target_id = ${paymentId}`)).toEqual([{ action: 'payment.rejected' }]);
      const mail = readOutbox(`${outbox}/outbox`, customer.email).at(-1);
      expect(mail?.subject).toContain(reference);
      expect(mail?.text).toContain('No transfer with this reference arrived.');
    });

    it('refuses a customer who calls the actions directly, and nothing changes', async () => {
      const { paymentId, amount } = await pendingPayment();
      const audits = await auditCount();
      const mails = readOutbox(`${outbox}/outbox`).length;
      expect(await confirmPayment(asCustomer)({ paymentId, amountReceived: String(amount / 100) })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await rejectPayment(asCustomer)({ paymentId, reason: 'mine' })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      // Past the role check by a forged session, the database still shows them no other payment to decide.
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const attempt = await confirmPayment(forged)({ paymentId, amountReceived: String(amount / 100) });
      error.mockRestore();
      expect(attempt.ok).toBe(false);
      await settled();
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([{ status: 'pending' }]);
      expect(await auditCount()).toBe(audits);
      expect(readOutbox(`${outbox}/outbox`).length).toBe(mails);
    });
  });

  describe('the inbox', () => {
    let messageId: string;
    let careerId: string;

    beforeAll(async () => {
      messageId = await insertContactMessage(
        { name: 'Chidi Obi', email: 'chidi@example.ng', phone: null, country: 'NG', topic: 'pricing', message: 'Combien coûte une société à Lagos ?', locale: 'fr' },
        database,
      );
      [{ id: careerId }] = (await owner<{ id: string }>(
        sql`insert into public.career_applications (opening_id, name, email, phone, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size)
            values ('software-engineer-remote', 'Kemi Ade', 'kemi@example.com', '+2348031234567',
                    ${'I have built registration systems for three West African agencies and want to do it again.'},
                    ${`2026/11/${randomUUID()}.pdf`}, 'cv.pdf', 'application/pdf', 1000) returning id`,
      )) as [{ id: string }];
    });

    it('refuses a customer who replies or marks handled directly, and nothing changes', async () => {
      const audits = await auditCount();
      expect(await replyToInbox(asCustomer)({ kind: 'contact', id: messageId, message: 'Hi' })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await markInboxHandled(asCustomer)({ kind: 'career', id: careerId })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await markInboxHandled(forged)({ kind: 'career', id: careerId })).toEqual({ ok: false, formError: { key: 'notFound' } });
      expect(await owner(sql`select status, replied_at from public.contact_messages where id = ${messageId}`)).toEqual([{ status: 'new', replied_at: null }]);
      expect(await owner(sql`select status from public.career_applications where id = ${careerId}`)).toEqual([{ status: 'new' }]);
      expect(await auditCount()).toBe(audits);
      expect(readOutbox(`${outbox}/outbox`, 'chidi@example.ng')).toEqual([]);
    });

    it('replies by e-mail in the sender’s language, marks the message replied and handled, and audits it', async () => {
      expect(await replyToInbox(asStaff)({ kind: 'contact', id: messageId, message: '   ' })).toMatchObject({ ok: false, fieldErrors: { message: [{ key: 'replyRequired' }] } });
      expect(await replyToInbox(asStaff)({ kind: 'contact', id: messageId, message: 'Une société à Lagos coûte 150 000 ₦ tout compris.' })).toEqual({ ok: true, data: undefined });
      const [row] = await owner<{ status: string; replied: boolean; handled_by: string }>(
        sql`select status, replied_at is not null as replied, handled_by from public.contact_messages where id = ${messageId}`,
      );
      expect(row).toEqual({ status: 'handled', replied: true, handled_by: staff.id });
      const [mail] = readOutbox(`${outbox}/outbox`, 'chidi@example.ng');
      expect(mail?.subject).toMatch(/^Re\u00a0: votre message à /);
      expect(mail?.text).toContain('Bonjour Chidi Obi,');
      expect(mail?.text).toContain('Une société à Lagos coûte 150 000 ₦ tout compris.');
      expect(mail?.text).toContain('Combien coûte une société à Lagos ?');
      expect(await owner(sql`select action, actor_id from public.audit_log where target_id = ${messageId}`)).toEqual([
        { action: 'contact_message.replied', actor_id: staff.id },
      ]);
    });

    it('marks a career application handled once, audited', async () => {
      expect(await markInboxHandled(asStaff)({ kind: 'career', id: careerId })).toEqual({ ok: true, data: undefined });
      expect(await markInboxHandled(asStaff)({ kind: 'career', id: careerId })).toEqual({ ok: true, data: undefined });
      expect(await owner(sql`select status, handled_by from public.career_applications where id = ${careerId}`)).toEqual([{ status: 'handled', handled_by: staff.id }]);
      expect(await owner(sql`select action from public.audit_log where target_id = ${careerId}`)).toEqual([{ action: 'career_application.handled' }]);
    });
  });

  describe('staff roles', () => {
    it('grants the role to an existing account by e-mail, audited, and says when there is no such account', async () => {
      expect(await grantStaffRole(asStaff)({ email: 'nobody@example.com' })).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { email: [{ key: 'noSuchUser' }] },
      });
      expect(await grantStaffRole(asCustomer)({ email: customer.email })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(await grantStaffRole(forged)({ email: customer.email })).toMatchObject({ ok: false });
      error.mockRestore();
      expect(await owner(sql`select user_id from public.user_roles where user_id = ${customer.id}`)).toEqual([]);

      expect(await grantStaffRole(asStaff)({ email: ' ADA@example.com ' })).toEqual({ ok: true, data: { result: 'granted' } });
      expect(await grantStaffRole(asStaff)({ email: customer.email })).toEqual({ ok: true, data: { result: 'alreadyAdmin' } });
      expect(await owner(sql`select action, target_id, details from public.audit_log where action = 'user_role.granted'`)).toEqual([
        { action: 'user_role.granted', target_id: customer.id, details: { email: customer.email, role: 'admin' } },
      ]);
    });

    it('revokes the role, audited, but never the last admin’s', async () => {
      expect(await revokeStaffRole(asCustomer)({ userId: staff.id })).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await revokeStaffRole(asStaff)({ userId: customer.id })).toEqual({ ok: true, data: undefined });
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([{ user_id: staff.id }]);
      const audits = await auditCount();
      expect(await revokeStaffRole(asStaff)({ userId: staff.id })).toEqual({ ok: false, formError: { key: 'lastAdmin' } });
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([{ user_id: staff.id }]);
      // The refused revocation left no record behind (one transaction).
      expect(await auditCount()).toBe(audits);
      expect(await revokeStaffRole(asStaff)({ userId: customer.id })).toEqual({ ok: false, formError: { key: 'notAdmin' } });
    });
  });
});
