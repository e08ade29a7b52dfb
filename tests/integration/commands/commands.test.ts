import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '@/lib/actions/result';
import { findAuditRecords } from '@/lib/audit/audit';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, system, type Actor, type NoActor } from '@/lib/commands/actor';
import { addNote } from '@/lib/commands/applications/add-note';
import { assign } from '@/lib/commands/applications/assign';
import { changeStatus } from '@/lib/commands/applications/change-status';
import { requestInformation } from '@/lib/commands/applications/request-information';
import { markHandled } from '@/lib/commands/inbox/mark-handled';
import { replyToMessage } from '@/lib/commands/inbox/reply-to-message';
import { choosePaymentMethod } from '@/lib/commands/payments/choose-payment-method';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { uploadProof } from '@/lib/commands/payments/upload-proof';
import { DOCUMENTS_BUCKET, documentStorage } from '@/lib/applications/documents';
import { rejectPayment } from '@/lib/commands/payments/reject-payment';
import { defineCommand, runCommand, type Command } from '@/lib/commands/run';
import { grantStaffRole } from '@/lib/commands/staff/grant-staff-role';
import { revokeStaffRole } from '@/lib/commands/staff/revoke-staff-role';
import { withdrawStaffRequest } from '@/lib/commands/staff/withdraw-staff-request';
import { query, type Database } from '@/lib/db/database';
import { asUser, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { recordPayment } from '@/lib/payments/queries';
import { confirmPaymentSchema } from '@/lib/payments/schemas';
import { insertContactMessage } from '@/lib/public-forms/contact/queries';
import { tempDir } from '../support/embedded';

/**
 * Issue 30: every command refuses the actors it must, writes one audit row naming the actor's
 * kind, and enqueues its mail in its own transaction (kept or lost with the change). Confirming a
 * payment is open to the system (a provider's webhook): its row names the system, no user.
 * The queue runs without workers here, so the enqueued mails stay to be looked at.
 */
describe.each(testDrivers())('commands and their actors on %s', (driver) => {
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
  const paystack = system('paystack');

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const auditOf = (targetId: string) =>
    owner<{
      actor_kind: string;
      actor_id: string | null;
      actor_name: string | null;
      actor_email: string;
      action: string;
    }>(
      sql`select actor_kind, actor_id, actor_name, actor_email, action from public.audit_log
          where target_id = ${targetId} order by id`,
    );
  const jobOf = async (key: string) =>
    (
      await owner<{ state: string; data: { key: string; to: string; subject: string } }>(
        sql`select state, data from pgboss.job where name = 'mail.send' and id = ${jobIdFor('mail.send', key)}`,
      )
    )[0] ?? null;

  beforeAll(async () => {
    dataDir = tempDir('registra-commands-');
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

  /** A submitted application of Ada's (quote frozen), and a pending bank transfer for it. */
  async function submitted(): Promise<{
    applicationId: string;
    reference: string;
    paymentId: string;
    amount: number;
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
    const [{ reference }] = (await owner<{ reference: string }>(
      sql`select reference from public.applications where id = ${applicationId}`,
    )) as [{ reference: string }];
    const payment = await recordPayment(
      ada.id,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    return {
      applicationId,
      reference,
      paymentId: payment.payment.id,
      amount: payment.payment.amount,
    };
  }

  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  describe('confirming a payment', () => {
    it('refuses customers (their own payment too), the signed-out and an unchecked session, and changes nothing', async () => {
      const { paymentId, amount } = await submitted();
      const raw = { paymentId, amountReceived: String(amount / 100) };
      expect(await run(confirmPayment, asAda, raw)).toEqual(fail('forbidden'));
      expect(await run(confirmPayment, asBola, raw)).toEqual(fail('forbidden'));
      expect(await run(confirmPayment, { kind: 'anonymous' }, raw)).toEqual(fail('signInRequired'));
      expect(await run(confirmPayment, { kind: 'anonymous', unavailable: true }, raw)).toEqual(
        fail('unavailable'),
      );
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'pending' },
      ]);
      expect(await auditOf(paymentId)).toEqual([]);
      expect(await jobOf(`mail:payment-confirmed:${paymentId}`)).toBeNull();
    });

    it('by staff: one audit row of kind staff naming them, and the customer’s mail enqueued', async () => {
      const { paymentId, amount, reference } = await submitted();
      expect(
        await run(confirmPayment, asStaff, { paymentId, amountReceived: String(amount / 100) }),
      ).toEqual({ ok: true, data: undefined });
      expect(await auditOf(paymentId)).toEqual([
        {
          actor_kind: 'staff',
          actor_id: sam.id,
          actor_name: null,
          actor_email: sam.email,
          action: 'payment.confirmed',
        },
      ]);
      const job = await jobOf(`mail:payment-confirmed:${paymentId}`);
      expect(job?.data.to).toBe(ada.email);
      // Ada's account is French: so is her mail.
      expect(job?.data.subject).toBe(`Dossier ${reference}\u00a0: paiement reçu`);
    });

    it('by the system (a provider): the row names the system and no user; the mail is enqueued', async () => {
      const { paymentId, amount, applicationId } = await submitted();
      expect(
        await run(confirmPayment, paystack, { paymentId, amountReceived: String(amount / 100) }),
      ).toEqual({ ok: true, data: undefined });
      expect(await auditOf(paymentId)).toEqual([
        {
          actor_kind: 'system',
          actor_id: null,
          actor_name: 'paystack',
          actor_email: '',
          action: 'payment.confirmed',
        },
      ]);
      expect(
        await owner(
          sql`select status, amount_received::text as received from public.payments where id = ${paymentId}`,
        ),
      ).toEqual([{ status: 'confirmed', received: String(amount) }]);
      expect(await jobOf(`mail:payment-confirmed:${paymentId}`)).toMatchObject({
        state: 'created',
      });
      // The staff's log reads it as the system.
      const records = await asUser(
        sam.id,
        (tx) => findAuditRecords(tx, { applicationId }),
        database,
      );
      expect(records.map((r) => r.actor)).toEqual([{ kind: 'system', name: 'paystack' }]);
      // Decided once: the provider's second report is refused.
      expect(
        await run(confirmPayment, paystack, { paymentId, amountReceived: String(amount / 100) }),
      ).toEqual(fail('alreadyDecided'));
    });

    it('rolls the mail back with the change: a command that fails after enqueuing leaves no job, row or audit', async () => {
      const { paymentId, amount } = await submitted();
      // The confirmation's own steps, then a refusal: the transaction is rolled back as a whole.
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
        await run(failsLate, asStaff, { paymentId, amountReceived: String(amount / 100) }),
      ).toEqual(fail('changedMyMind'));
      expect(await owner(sql`select status from public.payments where id = ${paymentId}`)).toEqual([
        { status: 'pending' },
      ]);
      expect(await auditOf(paymentId)).toEqual([]);
      expect(await jobOf(`mail:payment-confirmed:${paymentId}`)).toBeNull();
    });
  });

  describe('rejecting a payment', () => {
    it('refuses customers; staff and the system reject, each with one audit row of their kind', async () => {
      const first = await submitted();
      expect(await run(rejectPayment, asAda, { paymentId: first.paymentId, reason: 'x' })).toEqual(
        fail('forbidden'),
      );
      expect(
        await run(rejectPayment, asStaff, { paymentId: first.paymentId, reason: 'Not received.' }),
      ).toMatchObject({ ok: true });
      expect((await auditOf(first.paymentId)).map((a) => a.actor_kind)).toEqual(['staff']);
      expect(await jobOf(`mail:payment-rejected:${first.paymentId}`)).not.toBeNull();

      const second = await submitted();
      expect(
        await run(rejectPayment, system('stripe'), {
          paymentId: second.paymentId,
          reason: 'The card was declined.',
        }),
      ).toMatchObject({ ok: true });
      expect(await auditOf(second.paymentId)).toEqual([
        expect.objectContaining({ actor_kind: 'system', actor_name: 'stripe', actor_id: null }),
      ]);
    });
  });

  describe('the console’s application commands', () => {
    it('refuse customers (the owner too) and the system; staff get one audit row each, of kind staff', async () => {
      const { applicationId, reference } = await submitted();
      const commands = [
        (actor: Actor) =>
          run(changeStatus, actor, { applicationId, status: 'in_review', message: 'On it.' }),
        (actor: Actor) =>
          run(requestInformation, actor, { applicationId, message: 'Your ID, please.' }),
        (actor: Actor) => run(addNote, actor, { applicationId, note: 'Called the registry.' }),
        (actor: Actor) => run(assign, actor, { applicationId, assigneeId: sam.id }),
      ];
      for (const command of commands) {
        for (const actor of [asAda, asBola, paystack, system('scheduler')])
          expect(await command(actor)).toEqual(fail('forbidden'));
      }
      expect(await auditOf(reference)).toEqual([]);

      for (const command of commands) expect(await command(asStaff)).toMatchObject({ ok: true });
      const audit = await auditOf(reference);
      expect(audit.map((a) => a.action)).toEqual([
        'application.status_changed',
        'application.information_requested',
        'application.note_added',
        'application.assigned',
      ]);
      expect(new Set(audit.map((a) => `${a.actor_kind}:${a.actor_id}`))).toEqual(
        new Set([`staff:${sam.id}`]),
      );
      // The two moves each enqueued the customer's mail, keyed by their own event.
      const mails = await owner<{ key: string }>(
        sql`select data ->> 'key' as key from pgboss.job
            where name = 'mail.send' and data ->> 'key' like ${`mail:application-status:${applicationId}:%`}`,
      );
      expect(mails).toHaveLength(2);
    });

    it('a customer cannot reach another’s application even through a forged staff actor: row-level security answers', async () => {
      const { applicationId } = await submitted();
      const forged = staff({ ...bola, role: 'admin', isAdmin: true });
      expect(await run(addNote, forged, { applicationId, note: 'mine now' })).toEqual(
        fail('notFound'),
      );
    });
  });

  describe('choosing a payment method', () => {
    it('is the customer’s own: staff, the system and another customer are refused', async () => {
      const { applicationId } = await submitted();
      const raw = { applicationId, method: 'bank_transfer' };
      expect(await run(choosePaymentMethod, asStaff, raw)).toEqual(fail('forbidden'));
      expect(await run(choosePaymentMethod, paystack, raw)).toEqual(fail('forbidden'));
      expect(await run(choosePaymentMethod, asBola, raw)).toEqual(fail('notFound'));
      expect(await run(choosePaymentMethod, asAda, raw)).toMatchObject({ ok: true });
    });
  });

  describe('sending a proof of payment', () => {
    const proof = () =>
      new File(
        [new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
        'r.pdf',
        {
          type: 'application/pdf',
        },
      );
    const proofPath = async (paymentId: string) =>
      (
        await owner<{ path: string }>(
          sql`select d.storage_path as path from public.payments p
              join public.application_documents d on d.id = p.proof_document_id where p.id = ${paymentId}`,
        )
      )[0]?.path;

    it('is the customer’s own; a replaced proof loses its file once the new one has committed', async () => {
      const { reference, paymentId } = await submitted();
      expect(await run(uploadProof, asStaff, { reference, file: proof() })).toEqual(
        fail('forbidden'),
      );
      expect(await run(uploadProof, paystack, { reference, file: proof() })).toEqual(
        fail('forbidden'),
      );
      // Another customer: refused as if it did not exist, and the file it stored is gone again.
      const files = () => {
        const folder = path.join(dataDir, 'uploads', DOCUMENTS_BUCKET);
        return existsSync(folder) ? readdirSync(folder).sort() : [];
      };
      const before = files();
      expect(await run(uploadProof, asBola, { reference, file: proof() })).toEqual(
        fail('notFound'),
      );
      expect(files()).toEqual(before);

      expect(await run(uploadProof, asAda, { reference, file: proof() })).toEqual({
        ok: true,
        data: undefined,
      });
      const first = (await proofPath(paymentId))!;
      expect(await documentStorage().stat(first)).not.toBeNull();
      expect(await run(uploadProof, asAda, { reference, file: proof() })).toMatchObject({
        ok: true,
      });
      const second = (await proofPath(paymentId))!;
      expect(second).not.toBe(first);
      expect(await documentStorage().stat(first)).toBeNull();
      expect(await documentStorage().stat(second)).not.toBeNull();
    });
  });

  describe('staff roles and the inbox', () => {
    it('refuse customers and the system; staff leave one audit row of kind staff', async () => {
      const messageId = await insertContactMessage(
        {
          name: 'Chidi Obi',
          email: 'chidi@example.ng',
          phone: null,
          country: 'NG',
          topic: 'pricing',
          message: 'How much is a company in Lagos?',
          locale: 'en',
        },
        database,
      );
      const commands = [
        (actor: Actor) => run(grantStaffRole, actor, { email: bola.email }),
        (actor: Actor) => run(withdrawStaffRequest, actor, { userId: bola.id }),
        (actor: Actor) => run(revokeStaffRole, actor, { userId: sam.id }),
        (actor: Actor) => run(markHandled, actor, { kind: 'contact', id: messageId }),
        (actor: Actor) =>
          run(replyToMessage, actor, { kind: 'contact', id: messageId, message: 'Hello.' }),
      ];
      for (const command of commands)
        for (const actor of [asAda, paystack, system('scheduler')])
          expect(await command(actor)).toEqual(fail('forbidden'));
      expect(await auditOf(messageId)).toEqual([]);
      expect(await run(markHandled, asStaff, { kind: 'contact', id: messageId })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(await auditOf(messageId)).toEqual([
        expect.objectContaining({
          actor_kind: 'staff',
          actor_id: sam.id,
          action: 'contact_message.handled',
        }),
      ]);
    });
  });

  describe('the audit log’s rows by actor kind (migration 20261128100300)', () => {
    const insert = (kind: string, actorId: string | null, name: string | null, appId?: string) =>
      sql`insert into public.audit_log (actor_kind, actor_id, actor_name, action, target_type, target_id, application_id)
          values (${kind}, ${actorId}, ${name}, 'payment.confirmed', 'payment', 'forged', ${appId ?? null})`;
    const attempt = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return 'written';
      } catch {
        return 'refused';
      }
    };

    it('no API role writes a system row, nor a customer any row; staff write their own, as staff', async () => {
      const { applicationId } = await submitted();
      const asSam = (statement: ReturnType<typeof sql>) =>
        attempt(() => asUser(sam.id, (tx) => tx.execute(statement), database));
      const asAdaTx = (statement: ReturnType<typeof sql>) =>
        attempt(() => asUser(ada.id, (tx) => tx.execute(statement), database));
      const asBolaTx = (statement: ReturnType<typeof sql>) =>
        attempt(() => asUser(bola.id, (tx) => tx.execute(statement), database));
      const anon = (statement: ReturnType<typeof sql>) =>
        attempt(() => withRls({ role: 'anon' }, (tx) => tx.execute(statement), database));

      expect(await asSam(insert('system', null, 'paystack'))).toBe('refused');
      expect(await asSam(insert('system', sam.id, 'paystack'))).toBe('refused');
      expect(await asSam(insert('customer', sam.id, null, applicationId))).toBe('refused');
      expect(await asSam(insert('staff', ada.id, null))).toBe('refused');
      expect(await asSam(insert('staff', sam.id, null))).toBe('written');
      expect(await asAdaTx(insert('system', null, 'paystack'))).toBe('refused');
      expect(await asAdaTx(insert('staff', ada.id, null))).toBe('refused');
      expect(await asAdaTx(insert('customer', ada.id, null))).toBe('refused');
      expect(await asAdaTx(insert('customer', ada.id, null, applicationId))).toBe('refused');
      expect(await asBolaTx(insert('customer', bola.id, null, applicationId))).toBe('refused');
      expect(await anon(insert('system', null, 'paystack'))).toBe('refused');
      // The service role (runCommand's transaction for the system) writes it; a system row
      // always names the system and never a user.
      expect(
        await attempt(() =>
          withServiceRole((tx) => tx.execute(insert('system', null, 'paystack')), database),
        ),
      ).toBe('written');
      expect(
        await attempt(() =>
          withServiceRole((tx) => tx.execute(insert('system', null, null)), database),
        ),
      ).toBe('refused');
      expect(
        await attempt(() =>
          withServiceRole((tx) => tx.execute(insert('system', sam.id, 'paystack')), database),
        ),
      ).toBe('refused');
      expect(
        await attempt(() =>
          withServiceRole((tx) => tx.execute(insert('staff', null, null)), database),
        ),
      ).toBe('refused');
    });
  });
});
