import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { replyToRequest, uploadPaymentProof } from '@/lib/account/customer-work';
import { deleteAccount, sweepDeletionLeftovers } from '@/lib/account/deletion';
import { exportAccount } from '@/lib/account/export';
import { getAccountApplication, getAccountOverview, getProfile } from '@/lib/account/queries';
import { documentStorage, storeDocument } from '@/lib/applications/documents';
import { recordUpload } from '@/lib/applications/uploads';
import type { SignedInUser } from '@/lib/auth/current-user';
import { query, queryOne, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { recordPayment } from '@/lib/payments/queries';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { saveStep, submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { withFreshUploads } from '../support/uploads';
import { recordCompanyFor } from '../support/companies';
import { customer as customerActor } from '@/lib/commands/actor';
import { deleteDraft as deleteDraftCommand } from '@/lib/commands/account/delete-draft';
import { updateProfile as updateProfileCommand } from '@/lib/commands/account/update-profile';
import { runCommand } from '@/lib/commands/run';

const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));
const pdf = () => ({ bytes: fixture('cv.pdf'), name: 'receipt.pdf' });

describe.each(testDrivers())('the customer account on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const staff = randomUUID();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-account-'));
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${staff}, 'staff@example.com')`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${staff}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function customer() {
    const id = randomUUID();
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${id}, ${emailOf(id)})`,
    );
    return id;
  }
  const emailOf = (id: string) => `${id}@example.com`;

  /** What deletions left to remove after their commit (the owner's view). */
  const leftovers = () =>
    query<{ kind: string; target: string }>(
      database.db,
      sql`select kind, target from public.deletion_leftovers order by id`,
    );

  async function draftOf(owner: string) {
    const step = nigeriaCompany.steps[0]!;
    const values = Object.fromEntries(
      step.fields.map((f) => [f.name, (nigeriaCompanyValid as Record<string, unknown>)[f.name]]),
    );
    const saved = await saveStep(owner, nigeriaCompany, step.id, values, database);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
  }

  async function submitted(owner: string) {
    // Each application with the directors' uploads of its own (an ID scan, a photo, a signature each).
    const result = await submitApplication(
      owner,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, owner, database) },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.application as typeof result.application & { reference: string };
  }

  /** Staff move an application (as the owner connection: the console is built elsewhere). */
  async function staffMove(id: string, ...statuses: string[]) {
    for (const status of statuses) {
      await withServiceRole(
        (tx) => tx.execute(sql`update public.applications set status = ${status} where id = ${id}`),
        database,
      );
    }
  }

  /** Staff confirm the application's pending payment at the amount due (filing needs it). */
  async function confirmPending(id: string) {
    await withServiceRole(
      (tx) =>
        tx.execute(
          sql`update public.payments set status = 'confirmed', amount_received = amount where application_id = ${id} and status = 'pending'`,
        ),
      database,
    );
  }

  async function staffNote(id: string, note: string) {
    await asUser(
      staff,
      (tx) =>
        tx.execute(
          sql`insert into public.application_events (application_id, actor_id, type, note, internal) values (${id}, ${staff}, 'note', ${note}, true)`,
        ),
      database,
    );
  }

  async function deliver(applicationId: string, owner: string) {
    const stored = await storeDocument(fixture('cv.pdf'));
    if (!stored.ok) throw new Error('refused');
    await asUser(
      staff,
      async (tx) => {
        await recordUpload(tx, stored, { userId: staff }, 'delivered');
        await tx.execute(sql`insert into public.application_documents (application_id, owner_id, uploaded_by, kind, category, field, file_name, storage_path, mime_type, size_bytes)
          values (${applicationId}, ${owner}, ${staff}, 'delivered', 'certificate', ${`delivered.${randomUUID()}`}, 'certificate.pdf', ${stored.key}, 'application/pdf', ${stored.size})`);
      },
      database,
    );
    return stored.key;
  }

  it('lists only the customer’s own applications and drafts, with status, amount and payment', async () => {
    const alice = await customer();
    const bob = await customer();
    const mine = await submitted(alice);
    await submitted(bob);
    await draftOf(alice);
    await recordPayment(alice, { applicationId: mine.id, method: 'bank_transfer' }, database);
    const overview = await getAccountOverview(alice, database);
    expect(overview.applications).toEqual([
      expect.objectContaining({
        reference: mine.reference,
        status: 'submitted',
        currency: 'NGN',
        total: mine.quote!.total,
        payment: 'pending',
      }),
    ]);
    expect(overview.drafts).toHaveLength(1);
    expect(overview.drafts[0]).toMatchObject({ flow: 'nigeria-company' });
  });

  it('shows staff accounts their own applications only, not every customer’s', async () => {
    const alice = await customer();
    await submitted(alice);
    expect((await getAccountOverview(staff, database)).applications).toEqual([]);
  });

  it('shows the customer events meant for them, never internal notes, and none of another customer’s application', async () => {
    const alice = await customer();
    const bob = await customer();
    const app = await submitted(alice);
    await staffNote(app.id, 'INTERNAL: check the NIN by phone');
    await staffMove(app.id, 'in_review');
    const seen = await getAccountApplication(alice, app.reference, database);
    expect(seen?.events.map((e) => e.type)).toEqual([
      'created',
      'status_changed',
      'status_changed',
    ]);
    expect(JSON.stringify(seen)).not.toContain('INTERNAL');
    // RLS itself hides the note, not only the filter in the query.
    const raw = await asUser(
      alice,
      (tx) =>
        query<{ type: string }>(
          tx,
          sql`select type from public.application_events where application_id = ${app.id}`,
        ),
      database,
    );
    expect(raw.map((r) => r.type)).not.toContain('note');
    expect(await getAccountApplication(bob, app.reference, database)).toBeNull();
    const bobReads = await asUser(
      bob,
      (tx) =>
        query<{ n: number }>(
          tx,
          sql`select (select count(*) from public.application_events where application_id = ${app.id})::int
                   + (select count(*) from public.application_documents where application_id = ${app.id})::int
                   + (select count(*) from public.payments where application_id = ${app.id})::int as n`,
        ),
      database,
    );
    expect(bobReads[0]!.n).toBe(0);
  });

  it('refuses a document inserted on another customer’s application', async () => {
    const alice = await customer();
    const bob = await customer();
    const app = await submitted(alice);
    await staffMove(app.id, 'in_review', 'awaiting_customer');
    for (const kind of ['payment_proof', 'reply', 'submitted']) {
      await expect(
        asUser(
          bob,
          (tx) =>
            tx.execute(sql`insert into public.application_documents (application_id, owner_id, uploaded_by, kind, field, storage_path, mime_type, size_bytes)
              values (${app.id}, ${bob}, ${bob}, ${kind}, ${`x.${randomUUID()}`}, ${`${randomUUID()}.pdf`}, 'application/pdf', 10)`),
          database,
        ),
      ).rejects.toThrow();
    }
    expect(
      await replyToRequest(bob, app.reference, { message: 'Here', files: [pdf()] }, { database }),
    ).toEqual({ ok: false, reason: 'notFound' });
    expect(await uploadPaymentProof(bob, app.reference, pdf(), { database })).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('answers a request for information: files kept, the message in the timeline, back to in review', async () => {
    const alice = await customer();
    const app = await submitted(alice);
    expect(
      await replyToRequest(alice, app.reference, { message: 'Too early', files: [] }, { database }),
    ).toEqual({ ok: false, reason: 'notAwaiting' });
    await staffMove(app.id, 'in_review', 'awaiting_customer');
    const result = await replyToRequest(
      alice,
      app.reference,
      { message: 'Here is the NIN slip.', files: [pdf()] },
      { database },
    );
    expect(result).toMatchObject({ ok: true, files: 1 });
    const seen = await getAccountApplication(alice, app.reference, database);
    expect(seen?.status).toBe('in_review');
    expect(seen?.events.slice(-2)).toEqual([
      expect.objectContaining({
        type: 'customer_replied',
        note: 'Here is the NIN slip.',
        actorId: alice,
        internal: false,
      }),
      expect.objectContaining({
        type: 'status_changed',
        fromStatus: 'awaiting_customer',
        toStatus: 'in_review',
        actorId: alice,
      }),
    ]);
    const reply = seen!.documents.find((d) => d.kind === 'reply')!;
    expect(reply).toMatchObject({ fileName: 'receipt.pdf', contentType: 'application/pdf' });
    expect(await documentStorage().stat(reply.storagePath)).not.toBeNull();
    // Only once: it is no longer awaiting the customer.
    expect(
      await replyToRequest(
        alice,
        app.reference,
        { message: 'Again', files: [pdf()] },
        { database },
      ),
    ).toEqual({ ok: false, reason: 'notAwaiting' });
  });

  it('refuses a reply whose file is not a PDF or image, by its bytes, and keeps nothing', async () => {
    const alice = await customer();
    const app = await submitted(alice);
    await staffMove(app.id, 'in_review', 'awaiting_customer');
    const result = await replyToRequest(
      alice,
      app.reference,
      { message: 'See file', files: [{ bytes: fixture('fake-cv.pdf'), name: 'x.pdf' }] },
      { database },
    );
    expect(result).toEqual({ ok: false, reason: 'file', error: 'fileType' });
    expect((await getAccountApplication(alice, app.reference, database))?.status).toBe(
      'awaiting_customer',
    );
  });

  it('records a proof of payment on the pending payment, with its event', async () => {
    const alice = await customer();
    const app = await submitted(alice);
    expect(await uploadPaymentProof(alice, app.reference, pdf(), { database })).toEqual({
      ok: false,
      reason: 'noPendingPayment',
    });
    await recordPayment(alice, { applicationId: app.id, method: 'bank_transfer' }, database);
    expect(await uploadPaymentProof(alice, app.reference, pdf(), { database })).toMatchObject({
      ok: true,
    });
    const seen = await getAccountApplication(alice, app.reference, database);
    const proof = seen!.documents.find((d) => d.kind === 'payment_proof')!;
    expect(seen!.payments[0]).toMatchObject({ status: 'pending', proofDocumentId: proof.id });
    expect(seen!.events.map((e) => e.type)).toContain('payment_proof');
  });

  it('shows a rejected payment with its reason and the documents staff delivered', async () => {
    const alice = await customer();
    const app = await submitted(alice);
    await recordPayment(alice, { applicationId: app.id, method: 'bank_transfer' }, database);
    await asUser(
      staff,
      (tx) =>
        tx.execute(
          sql`update public.payments set status = 'rejected', decision_note = 'Amount not received' where application_id = ${app.id}`,
        ),
      database,
    );
    await deliver(app.id, alice);
    const seen = await getAccountApplication(alice, app.reference, database);
    expect(seen!.payments[0]).toMatchObject({
      status: 'rejected',
      decisionNote: 'Amount not received',
    });
    expect(seen!.documents.filter((d) => d.kind !== 'submitted')).toEqual([
      expect.objectContaining({ kind: 'delivered', category: 'certificate' }),
    ]);
  });

  it('updates name, phone and language, and deletes only the customer’s own draft', async () => {
    const alice = await customer();
    const bob = await customer();
    const as = (id: string) =>
      customerActor({ id, email: `${id}@example.com`, fullName: '' } as SignedInUser);
    expect(
      await runCommand(
        updateProfileCommand,
        as(alice),
        { fullName: 'Alice Obi', phone: '+2348031234567', locale: 'fr' },
        { database },
      ),
    ).toEqual({ ok: true, data: undefined });
    expect(await getProfile(alice, database)).toMatchObject({
      fullName: 'Alice Obi',
      phone: '+2348031234567',
      locale: 'fr',
    });
    expect((await getProfile(bob, database))?.fullName).toBe('');
    await draftOf(alice);
    const draft = (await getAccountOverview(alice, database)).drafts[0]!;
    expect(await runCommand(deleteDraftCommand, as(bob), { id: draft.id }, { database })).toEqual({
      ok: false,
      formError: { key: 'notFound' },
    });
    expect(await runCommand(deleteDraftCommand, as(alice), { id: draft.id }, { database })).toEqual(
      { ok: true, data: undefined },
    );
    expect((await getAccountOverview(alice, database)).drafts).toEqual([]);
  });

  it('exports the customer’s own data only: profile, answers, events meant for them, documents, payments', async () => {
    const alice = await customer();
    const bob = await customer();
    const app = await submitted(alice);
    await submitted(bob);
    await staffNote(app.id, 'INTERNAL: do not show');
    await recordPayment(alice, { applicationId: app.id, method: 'bank_transfer' }, database);
    const data = await exportAccount(alice, database);
    expect(data.profile?.email).toBe(`${alice}@example.com`);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      reference: app.reference,
      answers: { proposedName1: 'Adaeze Foods Limited' },
    });
    expect(data.applications[0]!.payments).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('INTERNAL');
    expect(JSON.stringify(data)).not.toContain(bob);
    // Staff export their own account, not the customers' they can read.
    expect((await exportAccount(staff, database)).applications).toEqual([]);
  });

  it('refuses to delete an account while an application is in progress', async () => {
    const alice = await customer();
    const app = await submitted(alice);
    const removeHostedAuthUser = jest.fn(async () => {});
    await recordPayment(alice, { applicationId: app.id, method: 'bank_transfer' }, database);
    await confirmPending(app.id);
    for (const status of [[], ['in_review'], ['awaiting_customer'], ['in_review', 'filed']]) {
      await staffMove(app.id, ...status);
      expect(
        await deleteAccount(alice, emailOf(alice), {
          database,
          authServer: 'hosted',
          removeHostedAuthUser,
        }),
      ).toEqual({
        ok: false,
        reason: 'workInProgress',
      });
    }
    expect(removeHostedAuthUser).not.toHaveBeenCalled();
    expect(await getProfile(alice, database)).not.toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('deletes an account: drafts, documents and files, profile and auth user go; finished work and payments stay anonymised', async () => {
    const alice = await customer();
    const bob = await customer();
    const app = await submitted(alice);
    const bobs = await submitted(bob);
    await recordPayment(alice, { applicationId: app.id, method: 'bank_transfer' }, database);
    await uploadPaymentProof(alice, app.reference, pdf(), { database });
    await staffMove(app.id, 'in_review', 'awaiting_customer');
    await replyToRequest(
      alice,
      app.reference,
      { message: 'My NIN is 12345678901', files: [pdf()] },
      { database },
    );
    const certificate = await deliver(app.id, alice);
    await confirmPending(app.id);
    await recordCompanyFor(app.id, database);
    await staffMove(app.id, 'filed', 'completed');
    const bobFile = await deliver(bobs.id, bob);
    // A draft whose answers name an upload (drafts have no document rows yet).
    const upload = await storeDocument(fixture('cv.pdf'));
    if (!upload.ok) throw new Error('refused');
    await draftOf(alice);
    await withServiceRole(
      (tx) =>
        tx.execute(
          sql`update public.applications set data = data || ${JSON.stringify({ idScan: upload.key })}::jsonb where owner_id = ${alice} and status = 'draft'`,
        ),
      database,
    );
    const files = await withServiceRole(
      (tx) =>
        query<{ storage_path: string }>(
          tx,
          sql`select storage_path from public.application_documents where application_id = ${app.id}`,
        ),
      database,
    );
    // The two directors' six uploads, the proof of payment, the reply's file and the certificate.
    expect(files.length).toBe(9);

    const result = await deleteAccount(alice, emailOf(alice), { database });
    expect(result).toEqual({ ok: true, filesRemoved: 10 });
    expect(await leftovers()).toEqual([]);

    const storage = documentStorage();
    for (const key of [...files.map((f) => f.storage_path), certificate, upload.key])
      expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat(bobFile)).not.toBeNull();

    // The owner connection: auth.users is the auth server's, readable by no API role.
    const left = await database.db.transaction(async (tx) => ({
      user: await queryOne(tx, sql`select id from auth.users where id = ${alice}`),
      profile: await queryOne(tx, sql`select id from public.profiles where id = ${alice}`),
      apps: await query<{
        owner_id: string | null;
        status: string;
        reference: string | null;
        data: object;
        quote: object | null;
      }>(
        tx,
        sql`select owner_id, status, reference, data, quote from public.applications where id = ${app.id} or (owner_id = ${alice})`,
      ),
      payments: await query<{
        owner_id: string | null;
        amount: string;
        proof_document_id: string | null;
      }>(
        tx,
        sql`select owner_id, amount::text as amount, proof_document_id from public.payments where application_id = ${app.id}`,
      ),
      documents: await query(
        tx,
        sql`select id from public.application_documents where application_id = ${app.id}`,
      ),
      replies: await query<{ note: string | null }>(
        tx,
        sql`select note from public.application_events where application_id = ${app.id} and type = 'customer_replied'`,
      ),
      bob: await query(tx, sql`select id from public.applications where owner_id = ${bob}`),
    }));
    expect(left.user).toBeNull();
    expect(left.profile).toBeNull();
    expect(left.apps).toEqual([
      { owner_id: null, status: 'completed', reference: app.reference, data: {}, quote: app.quote },
    ]);
    expect(left.payments).toEqual([
      { owner_id: null, amount: String(app.quote!.total), proof_document_id: null },
    ]);
    expect(left.documents).toEqual([]);
    expect(left.replies).toEqual([{ note: null }]);
    expect(left.bob).toHaveLength(1);
  });

  describe('deleting an account is all or nothing (issue 29, finding 2)', () => {
    // The failures below are logged on purpose.
    let quiet: jest.SpyInstance;
    beforeEach(() => {
      quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => quiet.mockRestore());

    /** The customer's rows and files as the owner sees them. */
    async function state(id: string) {
      return database.db.transaction(async (tx) => ({
        user: await queryOne(tx, sql`select id from auth.users where id = ${id}`),
        profile: await queryOne(tx, sql`select id from public.profiles where id = ${id}`),
        drafts: await query(
          tx,
          sql`select id from public.applications where owner_id = ${id} and status = 'draft'`,
        ),
      }));
    }

    async function customerWithDraftFile() {
      const id = await customer();
      await draftOf(id);
      const upload = await storeDocument(fixture('cv.pdf'));
      if (!upload.ok) throw new Error('refused');
      await withServiceRole(
        (tx) =>
          tx.execute(
            sql`update public.applications set data = data || ${JSON.stringify({ idScan: upload.key })}::jsonb where owner_id = ${id} and status = 'draft'`,
          ),
        database,
      );
      return { id, key: upload.key };
    }

    it('refuses a typed e-mail that is not the account’s own and deletes nothing', async () => {
      const { id, key } = await customerWithDraftFile();
      expect(await deleteAccount(id, 'someone-else@example.com', { database })).toEqual({
        ok: false,
        reason: 'emailMismatch',
      });
      expect(await state(id)).toMatchObject({ user: { id }, profile: { id } });
      expect((await state(id)).drafts).toHaveLength(1);
      expect(await documentStorage().stat(key)).not.toBeNull();
    });

    it('keeps the whole account when its auth user cannot be removed: one transaction', async () => {
      const { id, key } = await customerWithDraftFile();
      // The auth server refuses to let this user go (a stand-in for any failure at that step).
      const literal = sql.raw(`'${id}'::uuid`);
      await database.db
        .execute(sql`create function public.test_refuse_user_removal() returns trigger
        language plpgsql as $$ begin raise exception 'the auth server is unavailable'; end $$`);
      await database.db
        .execute(sql`create trigger test_refuse_user_removal before delete on auth.users
        for each row when (old.id = ${literal}) execute function public.test_refuse_user_removal()`);
      try {
        await expect(deleteAccount(id, emailOf(id).toUpperCase(), { database })).rejects.toThrow();
      } finally {
        await database.db.execute(sql`drop trigger test_refuse_user_removal on auth.users`);
        await database.db.execute(sql`drop function public.test_refuse_user_removal()`);
      }
      const after = await state(id);
      expect(after.user).toEqual({ id });
      expect(after.profile).toEqual({ id });
      expect(after.drafts).toHaveLength(1);
      expect(await documentStorage().stat(key)).not.toBeNull();
      expect(await leftovers()).toEqual([]);
    });

    it('records the files before the commit and sweeps those a failed removal left', async () => {
      const { id, key } = await customerWithDraftFile();
      const real = documentStorage();
      const failing = {
        ...real,
        remove: jest.fn(async () => {
          throw new Error('storage is down');
        }),
      };
      expect(await deleteAccount(id, emailOf(id), { database, storage: failing })).toEqual({
        ok: true,
        filesRemoved: 0,
      });
      const after = await state(id);
      expect(after).toEqual({ user: null, profile: null, drafts: [] });
      // The file outlived the failure, but it is on record.
      expect(await real.stat(key)).not.toBeNull();
      expect(await leftovers()).toEqual([{ kind: 'document_file', target: key }]);

      // The next start (or the next deletion) finishes the job.
      expect(await sweepDeletionLeftovers({ database, storage: real })).toBe(1);
      expect(await real.stat(key)).toBeNull();
      expect(await leftovers()).toEqual([]);
    });

    it('keeps a file another account still names: only the files nobody else names go', async () => {
      const { id, key } = await customerWithDraftFile();
      // A second account's draft names the same file (an upload shared before uploads had owners).
      const other = await customer();
      await draftOf(other);
      await withServiceRole(
        (tx) =>
          tx.execute(
            sql`update public.applications set data = data || ${JSON.stringify({ idScan: key })}::jsonb where owner_id = ${other} and status = 'draft'`,
          ),
        database,
      );
      const storage = documentStorage();
      expect(await deleteAccount(id, emailOf(id), { database, storage })).toMatchObject({
        ok: true,
      });
      expect(await storage.stat(key)).not.toBeNull();
      expect(await leftovers()).toEqual([]);
    });

    it('on hosted Supabase removes the auth user through the admin API after the commit, retrying, and sweeps it if every attempt failed', async () => {
      const first = await customer();
      const answers = [new Error('503'), undefined];
      const flaky = jest.fn(async () => {
        const answer = answers.shift();
        if (answer) throw answer;
      });
      expect(
        await deleteAccount(first, emailOf(first), {
          database,
          authServer: 'hosted',
          removeHostedAuthUser: flaky,
          retryDelaysMs: [1],
        }),
      ).toEqual({ ok: true, filesRemoved: 0 });
      expect(flaky).toHaveBeenCalledTimes(2);
      expect(flaky).toHaveBeenCalledWith(first);
      expect(await getProfile(first, database)).toBeNull();
      expect(await leftovers()).toEqual([]);

      const second = await customer();
      const down = jest.fn(async () => {
        throw new Error('Supabase is unreachable');
      });
      expect(
        await deleteAccount(second, emailOf(second), {
          database,
          authServer: 'hosted',
          removeHostedAuthUser: down,
          retryDelaysMs: [1, 1],
        }),
      ).toEqual({ ok: true, filesRemoved: 0 });
      // 3 attempts, then the sweep that follows every deletion tried once more.
      expect(down).toHaveBeenCalledTimes(4);
      expect(await leftovers()).toEqual([{ kind: 'auth_user', target: second }]);
      const back = jest.fn(async () => {});
      expect(await sweepDeletionLeftovers({ database, removeHostedAuthUser: back })).toBe(1);
      expect(back).toHaveBeenCalledWith(second);
      expect(await leftovers()).toEqual([]);
    });
  });
});
