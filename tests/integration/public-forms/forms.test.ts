import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { applicationSchema } from '@/lib/public-forms/careers/schemas';
import { checkCv, storeApplication } from '@/lib/public-forms/careers/submit';
import { insertContactMessage, type NewContactMessage } from '@/lib/public-forms/contact/queries';
import { query, type Database } from '@/lib/db/database';
import { listInbox } from '@/lib/public-forms/inbox/queries';
import { userClaims, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { createLocalStorage } from '@/lib/storage/storage';
import { expectPermissionDenied } from '../support/permission';

const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));

const message: NewContactMessage = {
  name: 'Ada Okafor',
  email: 'ada@example.ng',
  phone: '+2348031234567',
  country: 'NG',
  topic: 'company',
  message: 'I would like to register a private company in Lagos.',
  locale: 'en',
};

describe.each(testDrivers())('contact messages and career applications on %s', (driver) => {
  let database: Database;
  let uploads: string;
  const visitor = randomUUID();
  const admin = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    uploads = mkdtempSync(path.join(tmpdir(), 'forms-uploads-'));
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${visitor}, 'visitor@example.com')`,
    );
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${admin}, 'staff@example.com')`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`,
    );
  });
  afterAll(async () => {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('stores a contact message that only admins can read', async () => {
    const id = await insertContactMessage(message, database);
    const asAdmin = await listInbox(userClaims(admin), 'contact', {}, database);
    expect(asAdmin).toEqual([
      expect.objectContaining({
        id,
        email: 'ada@example.ng',
        phone: '+2348031234567',
        status: 'new',
      }),
    ]);
    expect(await listInbox(userClaims(visitor), 'contact', {}, database)).toEqual([]);
  });

  it('refuses anonymous visitors any access to the messages table, reading or writing', async () => {
    await expectPermissionDenied(listInbox({ role: 'anon' }, 'contact', {}, database));
    await expectPermissionDenied(
      withRls(
        { role: 'anon' },
        (tx) =>
          query(
            tx,
            sql`insert into public.contact_messages (name, email, country, topic, message)
                      values ('Bot', 'bot@example.com', 'other', 'other', 'Buy cheap followers now')`,
          ),
        database,
      ),
    );
  });

  it('lets a signed-in non-admin neither insert nor change a message', async () => {
    await expectPermissionDenied(
      withRls(
        userClaims(visitor),
        (tx) =>
          query(
            tx,
            sql`insert into public.contact_messages (name, email, country, topic, message)
                      values ('Eve', 'eve@example.com', 'other', 'other', 'Writing around the form')`,
          ),
        database,
      ),
    );
    const updated = await withRls(
      userClaims(visitor),
      (tx) => query(tx, sql`update public.contact_messages set status = 'handled' returning id`),
      database,
    );
    expect(updated).toEqual([]);
  });

  it('lets an admin change the status only', async () => {
    const updated = await withRls(
      userClaims(admin),
      (tx) =>
        query(tx, sql`update public.contact_messages set status = 'handled' returning status`),
      database,
    );
    expect(updated).toEqual([{ status: 'handled' }]);
    await expectPermissionDenied(
      withRls(
        userClaims(admin),
        (tx) => query(tx, sql`update public.contact_messages set message = 'rewritten'`),
        database,
      ),
    );
  });

  it('refuses rows the form could never produce (database checks)', async () => {
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => '',
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    expect(
      await failure(insertContactMessage({ ...message, phone: '08031234567' }, database)),
    ).toMatch(/contact_messages_phone_check/);
    expect(
      await failure(insertContactMessage({ ...message, country: 'FR' as 'NG' }, database)),
    ).toMatch(/contact_messages_country_check/);
  });

  it('stores a career application with its CV in storage, readable by admins only', async () => {
    const storage = createLocalStorage('career-applications', uploads);
    const values = applicationSchema.parse({
      openingId: 'compliance-associate-accra',
      name: 'Kwame Mensah',
      email: 'kwame@example.com',
      phone: '024 123 4567',
      coverLetter:
        'I have prepared annual returns for forty Ghanaian companies and would love to do more.',
      cv: new File([fixture('cv.docx')], 'kwame-cv.docx'),
      altcha: 'checked by the action before this point',
    });
    const cv = await checkCv(values.cv);
    if (!cv.ok) throw new Error('fixture refused');
    const id = await storeApplication(values, cv.extra, 'fr', storage, database);

    const [row] = await listInbox(userClaims(admin), 'career', {}, database);
    expect(row).toMatchObject({
      kind: 'career',
      id,
      openingId: 'compliance-associate-accra',
      phone: '+233241234567',
      cvFileName: 'kwame-cv.docx',
      cvContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      locale: 'fr',
    });
    if (row?.kind !== 'career') throw new Error('not a career application');
    const stored = await storage.get(row.cvPath);
    expect(stored?.contentType).toBe(row.cvContentType);
    expect(Buffer.from(stored!.body).equals(Buffer.from(fixture('cv.docx')))).toBe(true);

    expect(await listInbox(userClaims(visitor), 'career', {}, database)).toEqual([]);
    await expectPermissionDenied(listInbox({ role: 'anon' }, 'career', {}, database));
  });

  /** An insert a visitor might try through the API, around the form and its checks. */
  const insertApplication = sql`insert into public.career_applications
      (opening_id, name, email, phone, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size)
      values ('software-engineer-remote', 'Eve', 'eve@example.com', '+2348031234567',
              ${'I would like this job without solving the captcha or sending a real CV at all.'},
              ${`2026/11/${randomUUID()}.pdf`}, 'cv.pdf', 'application/pdf', 1000)`;

  it('refuses anonymous visitors any write to the applications table', async () => {
    await expectPermissionDenied(
      withRls({ role: 'anon' }, (tx) => query(tx, insertApplication), database),
    );
    await expectPermissionDenied(
      withRls(
        { role: 'anon' },
        (tx) => query(tx, sql`update public.career_applications set status = 'handled'`),
        database,
      ),
    );
  });

  it('lets a signed-in non-admin neither insert nor change an application', async () => {
    await expectPermissionDenied(
      withRls(userClaims(visitor), (tx) => query(tx, insertApplication), database),
    );
    const updated = await withRls(
      userClaims(visitor),
      (tx) => query(tx, sql`update public.career_applications set status = 'handled' returning id`),
      database,
    );
    expect(updated).toEqual([]);
    const [row] = await listInbox(userClaims(admin), 'career', {}, database);
    expect(row?.status).toBe('new');
  });

  it('lets an admin change the status of an application only', async () => {
    const updated = await withRls(
      userClaims(admin),
      (tx) =>
        query(tx, sql`update public.career_applications set status = 'handled' returning status`),
      database,
    );
    expect(updated).toEqual([{ status: 'handled' }]);
    for (const change of [
      sql`update public.career_applications set cover_letter = ${'Rewritten by staff, which nobody may do to an applicant letter.'}`,
      sql`update public.career_applications set cv_path = 'elsewhere/cv.pdf'`,
      sql`update public.career_applications set email = 'staff@example.com'`,
    ]) {
      await expectPermissionDenied(withRls(userClaims(admin), (tx) => query(tx, change), database));
    }
    await expectPermissionDenied(
      withRls(userClaims(admin), (tx) => query(tx, insertApplication), database),
    );
    await expectPermissionDenied(
      withRls(
        userClaims(admin),
        (tx) => query(tx, sql`delete from public.career_applications`),
        database,
      ),
    );
    const [row] = await listInbox(userClaims(admin), 'career', {}, database);
    expect(row).toMatchObject({ status: 'handled', email: 'kwame@example.com' });
  });

  it('refuses a text file named .pdf before anything is stored', async () => {
    const result = await checkCv(
      new File([fixture('fake-cv.pdf')], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(result).toEqual({ ok: false, fieldErrors: { cv: [{ key: 'cvWrongType' }] } });
  });
});

describe('local storage', () => {
  it('refuses keys that would leave its folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
    try {
      const storage = createLocalStorage('bucket', root);
      await expect(
        storage.put('../escape.pdf', new Uint8Array([1]), 'application/pdf'),
      ).rejects.toThrow(/Invalid storage key/);
      await expect(storage.put('/etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      );
      await storage.put('2026/11/a.pdf', new Uint8Array([1, 2]), 'application/pdf');
      await expect(
        storage.put('2026/11/a.pdf', new Uint8Array([3]), 'application/pdf'),
      ).rejects.toThrow();
      expect(await storage.get('2026/11/missing.pdf')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
