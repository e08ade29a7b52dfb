import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { actorOf, customer as customerActor, type Actor } from '@/lib/commands/actor';
import { confirmPayment as confirmCommand } from '@/lib/commands/payments/confirm-payment';
import { rejectPayment as rejectCommand } from '@/lib/commands/payments/reject-payment';
import { runCommand, type Command } from '@/lib/commands/run';
import type { z } from 'zod';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { mailsSent as queuedMailsSent, waitForMails } from '../support/outbox';
import { verifyPassword } from '@/lib/embedded-backend/passwords';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { recordPayment } from '@/lib/payments/queries';
import { insertContactMessage } from '@/lib/public-forms/contact/queries';
import { markHandled } from '@/lib/commands/inbox/mark-handled';
import { replyToMessage } from '@/lib/commands/inbox/reply-to-message';
import { confirmStaffAccess as confirmAccessCommand } from '@/lib/commands/staff/confirm-staff-access';
import { grantStaffRole as grantCommand } from '@/lib/commands/staff/grant-staff-role';
import { revokeStaffRole as revokeCommand } from '@/lib/commands/staff/revoke-staff-role';
import { withdrawStaffRequest as withdrawCommand } from '@/lib/commands/staff/withdraw-staff-request';
import { submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { withFreshUploads } from '../support/uploads';
import { tempDir } from '../support/embedded';

// The inbox's and the staff invitations' mails go out after the response (Next's `after`): here,
// at once, and awaited. The customer's payment mails are jobs the commands enqueue (lib/jobs).
const mockAfterTasks: Promise<unknown>[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<unknown>) => {
    mockAfterTasks.push(Promise.resolve().then(task));
  },
}));

/**
 * The console's actions as an admin calls them (the row changes, an audit record lands in the
 * same transaction, the mail is in the outbox), and as a customer replaying them directly: refused,
 * nothing changed. `identify` stands in for the session, as in tests/unit/actions.
 */
describe.each(testDrivers())('staff console actions on %s', (driver) => {
  let database: Database;
  let outbox: string;
  const previousDataDir = process.env.DATA_DIR;
  const staff: CurrentUser = {
    id: randomUUID(),
    email: 'staff@example.com',
    fullName: 'Sade Staff',
    role: 'admin',
    isAdmin: true,
  };
  const customer: CurrentUser = {
    id: randomUUID(),
    email: 'ada@example.com',
    fullName: 'Ada Customer',
    role: 'user',
    isAdmin: false,
  };
  const asStaff = { identify: async () => staff, database: undefined as unknown as Database };
  const asCustomer = { identify: async () => customer, database: undefined as unknown as Database };
  // A customer who somehow passed the role check (a forged session): row-level security still refuses.
  const forged = {
    identify: async () => ({ ...customer, role: 'admin' as const, isAdmin: true }),
    database: undefined as unknown as Database,
  };

  /**
   * A command as its server action runs it for this caller: the actor their role makes them
   * (actorFromSession), or a customer for what a signed-in person does for themselves.
   */
  type Caller = { identify: () => Promise<CurrentUser>; database: Database };
  const asAction =
    <S extends z.ZodType, T, P>(
      command: Command<S, T, P>,
      toActor: (user: CurrentUser) => Actor = actorOf,
    ) =>
    (caller: Caller) =>
    async (raw: unknown) =>
      runCommand(command, toActor(await caller.identify()), raw, { database: caller.database });
  const confirmPayment = asAction(confirmCommand);
  const rejectPayment = asAction(rejectCommand);
  const replyToInbox = asAction(replyToMessage);
  const markInboxHandled = asAction(markHandled);
  const grantStaffRole = asAction(grantCommand);
  const withdrawStaffRequest = asAction(withdrawCommand);
  const revokeStaffRole = asAction(revokeCommand);
  const confirmStaffAccess = asAction(confirmAccessCommand, customerActor);
  let queue: JobQueue;
  const settled = async () => {
    await Promise.all(mockAfterTasks.splice(0));
    await queuedMailsSent(database);
  };

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const auditCount = async () =>
    (await owner<{ n: number }>(sql`select count(*)::int as n from public.audit_log`))[0]!.n;

  async function pendingPayment(): Promise<{
    applicationId: string;
    paymentId: string;
    amount: number;
    reference: string;
  }> {
    const submitted = await submitApplication(
      customer.id,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, customer.id, database) },
      database,
    );
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    const payment = await recordPayment(
      customer.id,
      { applicationId: submitted.application.id, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    return {
      applicationId: submitted.application.id,
      paymentId: payment.payment.id,
      amount: payment.payment.amount,
      reference: submitted.application.reference!,
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    for (const deps of [asStaff, asCustomer, forged]) deps.database = database;
    outbox = tempDir('staff-actions-');
    process.env.DATA_DIR = outbox;
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${staff.id}, ${staff.email}, '{"full_name": "Sade Staff"}'::jsonb),
      (${customer.id}, ${customer.email}, '{"full_name": "Ada Customer", "locale": "fr"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`);
  });
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(outbox, { recursive: true, force: true });
  });

  describe('payments', () => {
    it('confirms a payment at the amount due: the row, the audit record and the customer’s mail in their language', async () => {
      const { paymentId, amount, reference, applicationId } = await pendingPayment();
      const major = (amount / 100).toFixed(2);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: major })).toEqual({
        ok: true,
        data: undefined,
      });
      await settled();
      expect(
        await owner(
          sql`select status, amount_received::text as received, decided_by from public.payments where id = ${paymentId}`,
        ),
      ).toEqual([{ status: 'confirmed', received: String(amount), decided_by: staff.id }]);
      const [audit] = await owner<{
        actor_id: string;
        action: string;
        application_id: string;
        details: Record<string, unknown>;
      }>(
        sql`select actor_id, action, application_id, details from public.audit_log where target_id = ${paymentId}`,
      );
      expect(audit).toMatchObject({
        actor_id: staff.id,
        action: 'payment.confirmed',
        application_id: applicationId,
        details: { amountDue: amount, amountReceived: amount },
      });
      const mail = readOutbox(`${outbox}/outbox`, customer.email).at(-1);
      expect(mail?.subject).toBe(`Dossier ${reference}\u00a0: paiement reçu`);
      expect(mail?.text).toContain(reference);
      // Paid: the customer cannot open a new payment instruction.
      expect(await recordPayment(customer.id, { applicationId, method: 'qr' }, database)).toEqual({
        ok: false,
        reason: 'alreadyPaid',
      });
    });

    it('asks for a note when the amount received differs, and then confirms with it', async () => {
      const { paymentId, amount } = await pendingPayment();
      const short = ((amount - 5000) / 100).toFixed(2);
      expect(await confirmPayment(asStaff)({ paymentId, amountReceived: short })).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { note: [{ key: 'noteRequired' }] },
      });
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'pending' },
      ]);
      expect(
        await confirmPayment(asStaff)({ paymentId, amountReceived: 'about a lot' }),
      ).toMatchObject({ ok: false, fieldErrors: { amountReceived: [{ key: 'amountInvalid' }] } });
      expect(
        await confirmPayment(asStaff)({
          paymentId,
          amountReceived: short,
          note: 'Bank charges of ₦50',
        }),
      ).toMatchObject({ ok: true });
      expect(
        await owner(sql`select decision_note from public.payments where id = ${paymentId}`),
      ).toEqual([{ decision_note: 'Bank charges of ₦50' }]);
      expect(
        await confirmPayment(asStaff)({ paymentId, amountReceived: short, note: 'again' }),
      ).toEqual({ ok: false, formError: { key: 'alreadyDecided' } });
      await settled();
    });

    it('rejects with the reason, which the customer reads in the mail', async () => {
      const { paymentId, reference } = await pendingPayment();
      expect(await rejectPayment(asStaff)({ paymentId, reason: '' })).toMatchObject({
        ok: false,
        fieldErrors: { reason: [{ key: 'reasonRequired' }] },
      });
      expect(
        await rejectPayment(asStaff)({
          paymentId,
          reason: 'No transfer with this reference arrived.',
        }),
      ).toMatchObject({ ok: true });
      await settled();
      expect(
        await owner(sql`select status, decision_note from public.payments where id = ${paymentId}`),
      ).toEqual([
        { status: 'rejected', decision_note: 'No transfer with this reference arrived.' },
      ]);
      expect(
        await owner(sql`select action from public.audit_log where target_id = ${paymentId}`),
      ).toEqual([{ action: 'payment.rejected' }]);
      const mail = readOutbox(`${outbox}/outbox`, customer.email).at(-1);
      expect(mail?.subject).toContain(reference);
      expect(mail?.text).toContain('No transfer with this reference arrived.');
    });

    it('refuses a customer who calls the actions directly, and nothing changes', async () => {
      const { paymentId, amount } = await pendingPayment();
      const audits = await auditCount();
      const mails = readOutbox(`${outbox}/outbox`).length;
      expect(
        await confirmPayment(asCustomer)({ paymentId, amountReceived: String(amount / 100) }),
      ).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await rejectPayment(asCustomer)({ paymentId, reason: 'mine' })).toEqual({
        ok: false,
        formError: { key: 'forbidden' },
      });
      // Past the role check by a forged session, the database still shows them no other payment to decide.
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const attempt = await confirmPayment(forged)({
        paymentId,
        amountReceived: String(amount / 100),
      });
      error.mockRestore();
      expect(attempt.ok).toBe(false);
      await settled();
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'pending' },
      ]);
      expect(await auditCount()).toBe(audits);
      expect(readOutbox(`${outbox}/outbox`).length).toBe(mails);
    });
  });

  describe('the inbox', () => {
    let messageId: string;
    let careerId: string;

    beforeAll(async () => {
      messageId = await insertContactMessage(
        {
          name: 'Chidi Obi',
          email: 'chidi@example.ng',
          phone: null,
          country: 'NG',
          topic: 'pricing',
          message: 'Combien coûte une société à Lagos ?',
          locale: 'fr',
        },
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
      expect(
        await replyToInbox(asCustomer)({ kind: 'contact', id: messageId, message: 'Hi' }),
      ).toEqual({ ok: false, formError: { key: 'forbidden' } });
      expect(await markInboxHandled(asCustomer)({ kind: 'career', id: careerId })).toEqual({
        ok: false,
        formError: { key: 'forbidden' },
      });
      expect(await markInboxHandled(forged)({ kind: 'career', id: careerId })).toEqual({
        ok: false,
        formError: { key: 'notFound' },
      });
      expect(
        await owner(
          sql`select status, replied_at from public.contact_messages where id = ${messageId}`,
        ),
      ).toEqual([{ status: 'new', replied_at: null }]);
      expect(
        await owner(sql`select status from public.career_applications where id = ${careerId}`),
      ).toEqual([{ status: 'new' }]);
      expect(await auditCount()).toBe(audits);
      expect(readOutbox(`${outbox}/outbox`, 'chidi@example.ng')).toEqual([]);
    });

    it('replies by e-mail in the sender’s language, marks the message replied and handled, and audits it', async () => {
      expect(
        await replyToInbox(asStaff)({ kind: 'contact', id: messageId, message: '   ' }),
      ).toMatchObject({ ok: false, fieldErrors: { message: [{ key: 'replyRequired' }] } });
      expect(
        await replyToInbox(asStaff)({
          kind: 'contact',
          id: messageId,
          message: 'Une société à Lagos coûte 150 000 ₦ tout compris.',
        }),
      ).toEqual({ ok: true, data: undefined });
      const [row] = await owner<{ status: string; replied: boolean; handled_by: string }>(
        sql`select status, replied_at is not null as replied, handled_by from public.contact_messages where id = ${messageId}`,
      );
      expect(row).toEqual({ status: 'handled', replied: true, handled_by: staff.id });
      // The reply is a job enqueued with the change (issue 30): in the outbox once the queue ran.
      const [mail] = await waitForMails(`${outbox}/outbox`, (m) => m.to === 'chidi@example.ng');
      expect(mail?.subject).toMatch(/^Re\u00a0: votre message à /);
      expect(mail?.text).toContain('Bonjour Chidi Obi,');
      expect(mail?.text).toContain('Une société à Lagos coûte 150 000 ₦ tout compris.');
      expect(mail?.text).toContain('Combien coûte une société à Lagos ?');
      expect(
        await owner(
          sql`select action, actor_id from public.audit_log where target_id = ${messageId}`,
        ),
      ).toEqual([{ action: 'contact_message.replied', actor_id: staff.id }]);
    });

    it('marks a career application handled once, audited', async () => {
      expect(await markInboxHandled(asStaff)({ kind: 'career', id: careerId })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(await markInboxHandled(asStaff)({ kind: 'career', id: careerId })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(
        await owner(
          sql`select status, handled_by from public.career_applications where id = ${careerId}`,
        ),
      ).toEqual([{ status: 'handled', handled_by: staff.id }]);
      expect(
        await owner(sql`select action from public.audit_log where target_id = ${careerId}`),
      ).toEqual([{ action: 'career_application.handled' }]);
    });
  });

  describe('staff roles', () => {
    it('offers the role to an existing account by e-mail: a link to that address, audited; the role is theirs once they follow it', async () => {
      expect(await grantStaffRole(asStaff)({ email: 'nobody@example.com' })).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { email: [{ key: 'noSuchUser' }] },
      });
      expect(await grantStaffRole(asCustomer)({ email: customer.email })).toEqual({
        ok: false,
        formError: { key: 'forbidden' },
      });
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(await grantStaffRole(forged)({ email: customer.email })).toMatchObject({ ok: false });
      error.mockRestore();
      expect(
        await owner(
          sql`select user_id from public.staff_access_requests where user_id = ${customer.id}`,
        ),
      ).toEqual([]);

      expect(await grantStaffRole(asStaff)({ email: ' ADA@example.com ' })).toEqual({
        ok: true,
        data: { result: 'requested' },
      });
      // Not staff yet: only a link went out, to the account's address, in its language.
      expect(
        await owner(sql`select user_id from public.user_roles where user_id = ${customer.id}`),
      ).toEqual([]);
      // The link's mail is a job enqueued with the request (issue 30).
      const [mail] = await waitForMails(
        `${outbox}/outbox`,
        (m) => m.to === customer.email && m.subject === 'Confirmez votre accès équipe à Registra',
      );
      expect(mail!.subject).toBe('Confirmez votre accès équipe à Registra');
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      expect(link.pathname).toBe('/fr/account/staff-access');
      const token = link.searchParams.get('token')!;

      // The link works for its account's owner only, once the address is confirmed.
      const signedIn = (user: CurrentUser) => ({ identify: async () => user, database });
      const chosen = { password: 'Fresh-staff-pass-2026', confirm: 'Fresh-staff-pass-2026' };
      expect(await confirmStaffAccess(signedIn(staff))({ token, ...chosen })).toEqual({
        ok: false,
        formError: { key: 'staffAccessInvalid' },
      });
      await owner(sql`update auth.users set email_confirmed_at = now() where id = ${customer.id}`);
      expect(
        await confirmStaffAccess(signedIn(customer))({ token: 'x'.repeat(43), ...chosen }),
      ).toEqual({
        ok: false,
        formError: { key: 'staffAccessInvalid' },
      });
      // The password is the owner's choice (issue 29, finding 1): a weak one, or two that
      // differ, are refused next to their field, and nothing is spent.
      expect(
        await confirmStaffAccess(signedIn(customer))({
          token,
          password: 'password1',
          confirm: 'password1',
        }),
      ).toMatchObject({ ok: false, fieldErrors: { password: [{ key: 'passwordGuessable' }] } });
      expect(
        await confirmStaffAccess(signedIn(customer))({ token, ...chosen, confirm: 'other-2026' }),
      ).toMatchObject({ ok: false, fieldErrors: { confirm: [{ key: 'passwordsDiffer' }] } });
      // A session opened before (with a password someone else may have set) ends with the grant.
      await owner(
        sql`insert into auth.sessions (id, user_id) values (${randomUUID()}, ${customer.id})`,
      );
      expect(await confirmStaffAccess(signedIn(customer))({ token, ...chosen })).toEqual({
        ok: true,
        data: undefined,
      });
      const [account] = await owner<{ hash: string; sessions: number }>(
        sql`select u.encrypted_password as hash,
                   (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions
            from auth.users u where u.id = ${customer.id}`,
      );
      expect(account!.sessions).toBe(0);
      expect(await verifyPassword('Fresh-staff-pass-2026', account!.hash)).toBe(true);
      expect(
        await owner(
          sql`select role::text as role from public.user_roles where user_id = ${customer.id}`,
        ),
      ).toEqual([{ role: 'admin' }]);
      expect(await grantStaffRole(asStaff)({ email: customer.email })).toEqual({
        ok: true,
        data: { result: 'alreadyAdmin' },
      });
      expect(
        await owner(
          sql`select action, actor_id, target_id, details from public.audit_log where action like 'user_role.%' order by id`,
        ),
      ).toEqual([
        {
          action: 'user_role.requested',
          actor_id: staff.id,
          target_id: customer.id,
          details: { email: customer.email, role: 'admin' },
        },
        {
          action: 'user_role.granted',
          actor_id: customer.id,
          target_id: customer.id,
          details: { email: customer.email, role: 'admin', requested_by: staff.id },
        },
      ]);
    });

    it('withdraws an offer: its link stops working', async () => {
      const colleague = { ...customer, id: randomUUID(), email: 'colleague@example.com' };
      await owner(sql`insert into auth.users (id, email, email_confirmed_at) values
        (${colleague.id}, ${colleague.email}, now())`);
      expect(await grantStaffRole(asStaff)({ email: colleague.email })).toMatchObject({
        ok: true,
      });
      const [mail] = await waitForMails(`${outbox}/outbox`, (m) => m.to === colleague.email);
      const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
      expect(await withdrawStaffRequest(asCustomer)({ userId: colleague.id })).toEqual({
        ok: false,
        formError: { key: 'forbidden' },
      });
      expect(await withdrawStaffRequest(asStaff)({ userId: colleague.id })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(await withdrawStaffRequest(asStaff)({ userId: colleague.id })).toEqual({
        ok: false,
        formError: { key: 'notRequested' },
      });
      expect(
        await confirmStaffAccess({ identify: async () => colleague, database })({
          token,
          password: 'Fresh-staff-pass-2026',
          confirm: 'Fresh-staff-pass-2026',
        }),
      ).toEqual({ ok: false, formError: { key: 'staffAccessInvalid' } });
      expect(
        await owner(sql`select user_id from public.user_roles where user_id = ${colleague.id}`),
      ).toEqual([]);
    });

    it('revokes the role, audited, but never the last admin’s', async () => {
      expect(await revokeStaffRole(asCustomer)({ userId: staff.id })).toEqual({
        ok: false,
        formError: { key: 'forbidden' },
      });
      expect(await revokeStaffRole(asStaff)({ userId: customer.id })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([
        { user_id: staff.id },
      ]);
      const audits = await auditCount();
      expect(await revokeStaffRole(asStaff)({ userId: staff.id })).toEqual({
        ok: false,
        formError: { key: 'lastAdmin' },
      });
      expect(await owner(sql`select user_id from public.user_roles`)).toEqual([
        { user_id: staff.id },
      ]);
      // The refused revocation left no record behind (one transaction).
      expect(await auditCount()).toBe(audits);
      expect(await revokeStaffRole(asStaff)({ userId: customer.id })).toEqual({
        ok: false,
        formError: { key: 'notAdmin' },
      });
    });
  });
});
