import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DOCUMENTS_BUCKET, documentStorage, storeDocument } from '@/lib/applications/documents';
import { sweepOrphanUploads } from '@/lib/applications/orphan-uploads';
import { storeUpload } from '@/lib/applications/uploads';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaNonprofit } from '@/lib/wizards/definitions/nigeria/nonprofit';
import { saveAnswers, submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompanyValid, nigeriaNonprofitValid } from '../../fixtures/applications';

const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));
const pdf = () => fixture('cv.pdf');
const upload = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'uploads', name)));

describe.each(testDrivers())('the documents of an application on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    // The uploads go to this folder's storage (embedded mode), not the developer's .data.
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-documents-'));
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

  /** A file uploaded by this account, as the upload route stores and records it. */
  const uploadAs = (owner: string, bytes: Uint8Array = pdf()) =>
    storeUpload(bytes, { uploader: { userId: owner }, purpose: 'document', database });

  it('attaches each upload the answers name, with the type read from its bytes and its size', async () => {
    const owner = await customer();
    const constitution = await uploadAs(owner);
    const minutes = await uploadAs(owner);
    if (!constitution.ok || !minutes.ok) throw new Error('upload refused');
    const data = {
      ...nigeriaNonprofitValid,
      constitutionFile: constitution.key,
      minutesFile: minutes.key,
    };
    const result = await submitApplication(owner, nigeriaNonprofit, { data }, database);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const rows = await withServiceRole(
      (tx) =>
        query<{ field: string; storage_path: string; mime_type: string; size_bytes: number }>(
          tx,
          sql`select field, storage_path, mime_type, size_bytes from public.application_documents
              where application_id = ${result.application.id} order by field`,
        ),
      database,
    );
    expect(rows).toEqual([
      {
        field: 'constitutionFile',
        storage_path: constitution.key,
        mime_type: 'application/pdf',
        size_bytes: pdf().byteLength,
      },
      {
        field: 'minutesFile',
        storage_path: minutes.key,
        mime_type: 'application/pdf',
        size_bytes: pdf().byteLength,
      },
    ]);
  });

  it('refuses to submit when a named upload is not in storage, by the field, instead of dropping it', async () => {
    const owner = await customer();
    const minutes = await uploadAs(owner);
    if (!minutes.ok) throw new Error('upload refused');
    const data = {
      ...nigeriaNonprofitValid,
      constitutionFile: `${randomUUID()}.pdf`,
      minutesFile: minutes.key,
    };
    expect(await submitApplication(owner, nigeriaNonprofit, { data }, database)).toEqual({
      ok: false,
      reason: 'invalid',
      stepId: 'constitution',
      issues: [{ path: ['constitutionFile'], key: 'fileRequired' }],
    });
  });

  it('sweeps the uploads nothing holds after a day, and keeps those an application or a server draft names (issue 23, finding 3)', async () => {
    const owner = await customer();
    const stored = async () => {
      const result = await uploadAs(owner);
      if (!result.ok) throw new Error('upload refused');
      return result.key;
    };
    const [attached, minutes, inDraft, orphan, fresh] = [
      await stored(),
      await stored(),
      await stored(),
      await stored(),
      await stored(),
    ];
    const data = { ...nigeriaNonprofitValid, constitutionFile: attached, minutesFile: minutes };
    const submitted = await submitApplication(owner, nigeriaNonprofit, { data }, database);
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    const other = await customer();
    await saveAnswers(
      other,
      nigeriaNonprofit,
      'constitution',
      { constitutionFile: inDraft },
      database,
    );
    // Stored two days ago, but for `fresh`.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const key of [attached, inDraft, orphan])
      utimesSync(path.join(dataDir, 'uploads', DOCUMENTS_BUCKET, key), twoDaysAgo, twoDaysAgo);

    const { removed } = await sweepOrphanUploads({ database });
    expect(removed).toContain(orphan);
    expect(removed).not.toEqual(expect.arrayContaining([attached]));
    expect(removed).not.toEqual(expect.arrayContaining([inDraft]));
    expect(removed).not.toEqual(expect.arrayContaining([fresh]));
    const storage = documentStorage();
    expect(await storage.stat(orphan)).toBeNull();
    for (const key of [attached, inDraft, fresh]) expect(await storage.stat(key)).not.toBeNull();
  });

  it('refuses a file whose bytes are not a PDF, JPEG or PNG, whatever it is called', async () => {
    // A text file named .pdf, and a Word document: neither is accepted.
    expect(await storeDocument(fixture('fake-cv.pdf'))).toEqual({ ok: false, error: 'fileType' });
    expect(await storeDocument(fixture('cv.docx'))).toEqual({ ok: false, error: 'fileType' });
    expect(await storeDocument(new Uint8Array())).toEqual({ ok: false, error: 'fileRequired' });
  });

  it('stores a passport photo as a phone takes it (a small JPEG) and a signature (a PNG), read by their bytes', async () => {
    const photo = await storeDocument(upload('passport-photo.jpg'));
    const signature = await storeDocument(upload('signature.png'));
    expect(photo).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
      key: expect.stringMatching(/\.jpg$/),
    });
    expect(signature).toMatchObject({
      ok: true,
      contentType: 'image/png',
      key: expect.stringMatching(/\.png$/),
    });
  });

  it("attaches each director's ID scan, photo and signature to the Nigerian company, one document per field", async () => {
    const owner = await customer();
    const stored = async (bytes: Uint8Array) => {
      const result = await uploadAs(owner, bytes);
      if (!result.ok) throw new Error('upload refused');
      return result.key;
    };
    const directors = [];
    for (const director of nigeriaCompanyValid.directors)
      directors.push({
        ...director,
        idDocument: await stored(pdf()),
        passportPhoto: await stored(upload('passport-photo.jpg')),
        signature: await stored(upload('signature.png')),
      });
    const result = await submitApplication(
      owner,
      nigeriaCompany,
      { data: { ...nigeriaCompanyValid, directors } },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const rows = await withServiceRole(
      (tx) =>
        query<{ field: string; mime_type: string }>(
          tx,
          sql`select field, mime_type from public.application_documents where application_id = ${result.application.id} order by field`,
        ),
      database,
    );
    expect(rows).toEqual([
      { field: 'directors.0.idDocument', mime_type: 'application/pdf' },
      { field: 'directors.0.passportPhoto', mime_type: 'image/jpeg' },
      { field: 'directors.0.signature', mime_type: 'image/png' },
      { field: 'directors.1.idDocument', mime_type: 'application/pdf' },
      { field: 'directors.1.passportPhoto', mime_type: 'image/jpeg' },
      { field: 'directors.1.signature', mime_type: 'image/png' },
    ]);
  });
});
