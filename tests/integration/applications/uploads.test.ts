import { randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { uploadPaymentProof } from '@/lib/account/customer-work';
import { customer as customerActor } from '@/lib/commands/actor';
import { uploadProof } from '@/lib/commands/payments/upload-proof';
import { runCommand } from '@/lib/commands/run';
import { DOCUMENTS_BUCKET, documentStorage, storeDocument } from '@/lib/applications/documents';
import { sweepOrphanUploads } from '@/lib/applications/orphan-uploads';
import { draftTokenHash, removeUnnamedUploads, storeUpload } from '@/lib/applications/uploads';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { recordPayment } from '@/lib/payments/queries';
import { nigeriaNonprofit } from '@/lib/wizards/definitions/nigeria/nonprofit';
import { saveAnswers, submitApplication } from '@/lib/wizards/drafts';
import { nigeriaNonprofitValid } from '../../fixtures/applications';

const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));
const pdf = () => fixture('cv.pdf');

/** Issue 29, findings 3, 4, 7 and 8: who may use an upload, proofs of payment, the sweep. */
describe.each(testDrivers())('uploads and who may use them on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-uploads-'));
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function customer() {
    const id = randomUUID();
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`,
    );
    return id;
  }

  async function uploadAs(owner: string) {
    const stored = await storeUpload(pdf(), {
      uploader: { userId: owner },
      purpose: 'document',
      database,
    });
    if (!stored.ok) throw new Error(stored.error);
    return stored.key;
  }

  const withFiles = (constitutionFile: string, minutesFile: string) => ({
    ...nigeriaNonprofitValid,
    constitutionFile,
    minutesFile,
  });

  it("refuses to attach another account's upload by its key, and the database refuses it too (finding 3)", async () => {
    const alice = await customer();
    const bob = await customer();
    const bobs = await uploadAs(bob);
    const mine = await uploadAs(alice);
    expect(
      await submitApplication(alice, nigeriaNonprofit, { data: withFiles(bobs, mine) }, database),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      stepId: 'constitution',
      issues: [{ path: ['constitutionFile'], key: 'fileRequired' }],
    });
    // Straight to the table, on her own draft: the insert policy checks the uploader.
    await saveAnswers(
      alice,
      nigeriaNonprofit,
      'constitution',
      { constitutionFile: mine },
      database,
    );
    const draft = await asUser(
      alice,
      (tx) =>
        queryOne<{ id: string }>(
          tx,
          sql`select id from public.applications where owner_id = ${alice} and status = 'draft'`,
        ),
      database,
    );
    const attach = (key: string) =>
      asUser(
        alice,
        (tx) =>
          tx.execute(sql`insert into public.application_documents (application_id, owner_id, uploaded_by, kind, field, storage_path, mime_type, size_bytes)
            values (${draft!.id}, ${alice}, ${alice}, 'submitted', ${`f.${randomUUID()}`}, ${key}, 'application/pdf', 10)`),
        database,
      );
    await expect(attach(bobs)).rejects.toThrow();
    await expect(attach(mine)).resolves.toBeDefined();
    // Bob's upload is his alone to read.
    const seen = await asUser(
      alice,
      (tx) => query(tx, sql`select key from public.uploads where key = ${bobs}`),
      database,
    );
    expect(seen).toEqual([]);
  });

  it("attaches an anonymous draft's uploads once its token comes with the submission, and only then (finding 3)", async () => {
    const alice = await customer();
    const token = randomBytes(32).toString('base64url');
    const anonymous = async () => {
      const stored = await storeUpload(pdf(), {
        uploader: { draftToken: token },
        purpose: 'document',
        database,
      });
      if (!stored.ok) throw new Error(stored.error);
      return stored.key;
    };
    const data = withFiles(await anonymous(), await anonymous());
    const row = await withServiceRole(
      (tx) =>
        queryOne<{ owner_id: string | null; draft_token_hash: string }>(
          tx,
          sql`select owner_id, draft_token_hash from public.uploads where key = ${data.constitutionFile}`,
        ),
      database,
    );
    // Only the token's hash is kept.
    expect(row).toEqual({ owner_id: null, draft_token_hash: draftTokenHash(token) });

    for (const uploadToken of [undefined, randomBytes(32).toString('base64url')])
      expect(
        await submitApplication(alice, nigeriaNonprofit, { data, uploadToken }, database),
      ).toMatchObject({ ok: false, reason: 'invalid', stepId: 'constitution' });
    const submitted = await submitApplication(
      alice,
      nigeriaNonprofit,
      { data, uploadToken: token },
      database,
    );
    expect(submitted).toMatchObject({ ok: true, application: { status: 'submitted' } });
    const owners = await withServiceRole(
      (tx) =>
        query<{ owner_id: string; draft_token_hash: string | null }>(
          tx,
          sql`select owner_id, draft_token_hash from public.uploads where key in (${data.constitutionFile}, ${data.minutesFile})`,
        ),
      database,
    );
    expect(owners).toEqual([
      { owner_id: alice, draft_token_hash: null },
      { owner_id: alice, draft_token_hash: null },
    ]);
  });

  it('keeps the uploads table to each uploader under row-level security', async () => {
    const alice = await customer();
    const bob = await customer();
    const key = await uploadAs(alice);
    const row = (owner: string | null, tokenHash: string | null) =>
      sql`insert into public.uploads (key, owner_id, draft_token_hash, purpose, mime_type, size_bytes, sha256)
          values (${`${randomUUID()}.pdf`}, ${owner}, ${tokenHash}, 'document', 'application/pdf', 10, ${'a'.repeat(64)})`;
    const asAnon = <T>(fn: (tx: DbTx) => Promise<T>) => withRls({ role: 'anon' }, fn, database);
    // Before sign-in: a row for a draft's token, nothing else, and nothing to read.
    await expect(asAnon((tx) => tx.execute(row(null, 'b'.repeat(64))))).resolves.toBeDefined();
    await expect(asAnon((tx) => tx.execute(row(alice, null)))).rejects.toThrow();
    await expect(asAnon((tx) => query(tx, sql`select key from public.uploads`))).rejects.toThrow();
    // Signed in: rows of one's own only, read back, never changed or removed.
    await expect(asUser(bob, (tx) => tx.execute(row(alice, null)), database)).rejects.toThrow();
    await expect(
      asUser(bob, (tx) => tx.execute(row(null, 'c'.repeat(64))), database),
    ).rejects.toThrow();
    await expect(
      asUser(
        bob,
        (tx) =>
          query(
            tx,
            sql`update public.uploads set owner_id = ${bob} where key = ${key} returning key`,
          ),
        database,
      ),
    ).rejects.toThrow();
    await expect(
      asUser(
        alice,
        (tx) => tx.execute(sql`delete from public.uploads where key = ${key}`),
        database,
      ),
    ).rejects.toThrow();
    const alices = await asUser(
      alice,
      (tx) => query<{ key: string }>(tx, sql`select key from public.uploads`),
      database,
    );
    expect(alices).toEqual([{ key }]);
  });

  it('removes a file only when no row names it any more (finding 3)', async () => {
    const alice = await customer();
    const bob = await customer();
    const named = await uploadAs(alice);
    const loose = await uploadAs(alice);
    // A row of Bob's naming Alice's file, as the old code let him make: the file must stay.
    await saveAnswers(bob, nigeriaNonprofit, 'constitution', { constitutionFile: named }, database);
    expect(await removeUnnamedUploads([named, loose], { database })).toEqual([loose]);
    const storage = documentStorage();
    expect(await storage.stat(named)).not.toBeNull();
    expect(await storage.stat(loose)).toBeNull();
    const rows = await withServiceRole(
      (tx) => query(tx, sql`select key from public.uploads where key = ${loose}`),
      database,
    );
    expect(rows).toEqual([]);
  });

  async function submittedWithPayment(owner: string) {
    const result = await submitApplication(
      owner,
      nigeriaNonprofit,
      { data: withFiles(await uploadAs(owner), await uploadAs(owner)) },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    await recordPayment(
      owner,
      { applicationId: result.application.id, method: 'bank_transfer' },
      database,
    );
    return result.application as typeof result.application & { reference: string };
  }

  const proofsOf = (applicationId: string) =>
    withServiceRole(
      (tx) =>
        query<{ id: string; storage_path: string }>(
          tx,
          sql`select id, storage_path from public.application_documents where application_id = ${applicationId} and kind = 'payment_proof'`,
        ),
      database,
    );

  it('keeps one proof per payment: a new one replaces the one before, file and all (finding 4)', async () => {
    const alice = await customer();
    const app = await submittedWithPayment(alice);
    const receipt = { bytes: pdf(), name: 'receipt.pdf' };
    expect(await uploadPaymentProof(alice, app.reference, receipt, { database })).toMatchObject({
      ok: true,
    });
    const [first] = await proofsOf(app.id);
    expect(await uploadPaymentProof(alice, app.reference, receipt, { database })).toMatchObject({
      ok: true,
    });
    const proofs = await proofsOf(app.id);
    expect(proofs).toHaveLength(1);
    expect(proofs[0]!.id).not.toBe(first!.id);
    const payment = await withServiceRole(
      (tx) =>
        queryOne<{ proof_document_id: string }>(
          tx,
          sql`select proof_document_id from public.payments where application_id = ${app.id} and status = 'pending'`,
        ),
      database,
    );
    expect(payment!.proof_document_id).toBe(proofs[0]!.id);
    expect(await documentStorage().stat(first!.storage_path)).toBeNull();
    expect(await documentStorage().stat(proofs[0]!.storage_path)).not.toBeNull();
  });

  it('limits the proofs one account sends in a day (finding 4)', async () => {
    const previous = process.env.PROOFS_PER_ACCOUNT;
    process.env.PROOFS_PER_ACCOUNT = '2';
    try {
      const alice = await customer();
      const app = await submittedWithPayment(alice);
      // As the proof's route handler runs it for the signed-in customer.
      const actor = customerActor({ id: alice, email: `${alice}@example.com`, fullName: '' });
      const send = (raw: unknown) => runCommand(uploadProof, actor, raw, { database });
      const form = () => ({
        reference: app.reference,
        file: new File([pdf()], 'receipt.pdf', { type: 'application/pdf' }),
      });
      expect(await send(form())).toEqual({ ok: true, data: undefined });
      expect(await send(form())).toEqual({ ok: true, data: undefined });
      expect(await send(form())).toMatchObject({
        ok: false,
        formError: { key: 'proofRateLimited', values: { hours: 24 } },
      });
      expect(await proofsOf(app.id)).toHaveLength(1);
    } finally {
      process.env.PROOFS_PER_ACCOUNT = previous;
    }
  });

  it('refuses a PDF whose bytes also read as an HTML page (finding 7)', async () => {
    const polyglot = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<<>>stream\n<html><script>fetch("/api/account/export")</script></html>\nendstream endobj\n%%EOF\n',
    );
    expect(await storeDocument(polyglot)).toEqual({ ok: false, error: 'fileType' });
  });

  it('sweeps an orphan however many kept uploads are older, and what crashed writes left (finding 8)', async () => {
    const owner = await customer();
    const folder = path.join(dataDir, 'uploads', DOCUMENTS_BUCKET);
    mkdirSync(folder, { recursive: true });
    const body = pdf();
    const put = (key: string, days: number) => {
      writeFileSync(path.join(folder, key), body);
      writeFileSync(
        path.join(folder, `${key}.meta.json`),
        JSON.stringify({ contentType: 'application/pdf', size: body.byteLength }),
      );
      const when = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      utimesSync(path.join(folder, key), when, when);
    };
    // 1,001 uploads a draft still names, older than the orphan.
    const kept = Array.from({ length: 1001 }, () => `${randomUUID()}.pdf`);
    for (const key of kept) put(key, 3);
    await database.db.execute(
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, data)
          values (${owner}, 'nigeria-enterprise', 'NG', 'businessName', 'NG-BN', 'draft', ${JSON.stringify({ files: kept })}::jsonb)`,
    );
    const orphan = `${randomUUID()}.pdf`;
    put(orphan, 2);
    const leftover = `${orphan}.${randomUUID()}.tmp`;
    writeFileSync(path.join(folder, leftover), 'half');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(path.join(folder, leftover), twoDaysAgo, twoDaysAgo);

    const { removed, leftovers } = await sweepOrphanUploads({ database });
    expect(removed).toContain(orphan);
    expect(leftovers).toContain(leftover);
    expect(existsSync(path.join(folder, orphan))).toBe(false);
    expect(existsSync(path.join(folder, leftover))).toBe(false);
    expect(kept.filter((key) => !existsSync(path.join(folder, key)))).toEqual([]);
  });
});
