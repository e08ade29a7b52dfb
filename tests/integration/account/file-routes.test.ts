import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { withServiceRole } from '@/lib/db/rls';
import { recordPayment } from '@/lib/payments/queries';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { tempDir } from '../support/embedded';
import { streamedForm } from '../support/streamed-form';
import { withFreshUploads } from '../support/uploads';

// Mails go out after the response (Next's `after`): not here.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => {} }));
// Who is calling: the request's session in the app, set by each test here.
const mockCaller: { user: CurrentUser | null } = { user: null };
jest.mock('@/lib/auth/current-user', () => ({
  getSignedInUser: async () => mockCaller.user,
  getCurrentUser: async () => mockCaller.user,
}));
jest.setTimeout(120_000);

const pdf = readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));
const MB = 1024 * 1024;
/** What a route may pull past its limit: the stream's next chunk and the part headers. */
const SLACK = 3 * 64 * 1024;

type Post = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/**
 * The route handlers that take files (issue 28, finding 4; issue 29, findings 6 and 7): each
 * stops reading a body past its limit and answers 413 with the field's message, takes a NUL in
 * a file name in its stride, and checks who is calling before reading a byte.
 */
describe('the routes that take files', () => {
  const dataDir = tempDir('registra-file-routes-');
  const saved = { ...process.env };
  let database: Database;
  let proof: Post;
  let reply: Post;
  let deliver: Post;
  let careers: (request: NextRequest) => Promise<Response>;
  const alice: CurrentUser = {
    id: randomUUID(),
    email: 'alice@example.com',
    fullName: 'Alice',
    role: 'user',
    isAdmin: false,
  };
  const staff: CurrentUser = {
    id: randomUUID(),
    email: 'staff@example.com',
    fullName: 'Staff',
    role: 'admin',
    isAdmin: true,
  };
  let reference: string;
  let applicationId: string;

  beforeAll(async () => {
    Object.assign(process.env, { DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: '1' });
    delete process.env.DATABASE_URL;
    database = await getDatabase();
    for (const user of [alice, staff])
      await database.db.execute(
        sql`insert into auth.users (id, email) values (${user.id}, ${user.email})`,
      );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`,
    );
    const submitted = await submitApplication(
      alice.id,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, alice.id, database) },
      database,
    );
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    reference = submitted.application.reference!;
    applicationId = submitted.application.id;
    await recordPayment(alice.id, { applicationId, method: 'bank_transfer' }, database);
    ({ POST: proof } =
      (await import('@/app/api/account/applications/[reference]/proof/route')) as unknown as {
        POST: Post;
      });
    ({ POST: reply } =
      (await import('@/app/api/account/applications/[reference]/reply/route')) as unknown as {
        POST: Post;
      });
    ({ POST: deliver } =
      (await import('@/app/api/admin/applications/[id]/documents/route')) as unknown as {
        POST: Post;
      });
    ({ POST: careers } = await import('@/app/api/careers/route'));
  });
  afterAll(async () => {
    await database.close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    mockCaller.user = alice;
  });

  const params = <T extends Record<string, string>>(value: T) => ({
    params: Promise.resolve(value),
  });
  const proofUrl = () => `http://localhost/api/account/applications/${reference}/proof`;

  it('answers a 12 MB proof of payment with 413 and "The file is larger than 5 MB." for the field, having read no more than the limit', async () => {
    const { request, sent } = streamedForm(proofUrl(), { fileBytes: 12 * MB });
    const response = await proof(request, params({ reference }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      formError: { key: 'fileTooLarge' },
      fieldErrors: { file: [{ key: 'fileTooLarge' }] },
    });
    expect(sent()).toBeLessThan(5 * MB + 64 * 1024 + SLACK);
  });

  it('answers a 12 MB answer to a request for information with 413 for its files', async () => {
    const { request, sent } = streamedForm(
      `http://localhost/api/account/applications/${reference}/reply`,
      { field: 'files', fileBytes: 20 * MB, fields: { message: 'Here' } },
    );
    const response = await reply(request, params({ reference }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      fieldErrors: { files: [{ key: 'fileTooLarge' }] },
    });
    expect(sent()).toBeLessThan(15 * MB + 128 * 1024 + SLACK);
  });

  it('reads nothing of a proof sent by someone not signed in', async () => {
    mockCaller.user = null;
    const { request, sent } = streamedForm(proofUrl(), { fileBytes: 12 * MB });
    const response = await proof(request, params({ reference }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, formError: { key: 'signInRequired' } });
    expect(sent()).toBeLessThan(SLACK);
  });

  it('stores a proof whose file name holds a NUL, the name cleaned, instead of failing with 500', async () => {
    const form = new FormData();
    form.set('file', new File([pdf], 'bank\u0000receipt.pdf', { type: 'application/pdf' }));
    const response = await proof(
      new NextRequest(proofUrl(), { method: 'POST', body: form }),
      params({ reference }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const names = await withServiceRole(
      (tx) =>
        query<{ file_name: string }>(
          tx,
          sql`select file_name from public.application_documents where application_id = ${applicationId} and kind = 'payment_proof'`,
        ),
      database,
    );
    expect(names).toEqual([{ file_name: 'bank_receipt.pdf' }]);
  });

  it('lets staff deliver up to 10 MB and answers 413 past it; anyone else is refused before a byte is read', async () => {
    mockCaller.user = staff;
    const url = `http://localhost/api/admin/applications/${applicationId}/documents`;
    const big = streamedForm(url, { fileBytes: 11 * MB, fields: { category: 'certificate' } });
    const response = await deliver(big.request, params({ id: applicationId }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      fieldErrors: { file: [{ key: 'fileTooLarge', values: { max: 10 } }] },
    });
    expect(big.sent()).toBeLessThan(10 * MB + 64 * 1024 + SLACK);

    mockCaller.user = alice;
    const refused = streamedForm(url, { fileBytes: 2 * MB, fields: { category: 'certificate' } });
    expect((await deliver(refused.request, params({ id: applicationId }))).status).toBe(403);
    expect(refused.sent()).toBeLessThan(SLACK);
  });

  it('answers a 12 MB CV with 413 and the CV’s message, and a NUL in its name with the form’s own answer', async () => {
    const big = streamedForm('http://localhost/api/careers', { field: 'cv', fileBytes: 12 * MB });
    const response = await careers(big.request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ fieldErrors: { cv: [{ key: 'cvTooLarge' }] } });
    expect(big.sent()).toBeLessThan(5 * MB + 20_000 + 64 * 1024 + SLACK);

    const form = new FormData();
    form.set('cv', new File([pdf], 'my\u0000cv.pdf', { type: 'application/pdf' }));
    const odd = await careers(
      new NextRequest('http://localhost/api/careers', {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    // The other fields are missing: the form's field errors, not a server failure.
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ ok: false, formError: { key: 'invalidInput' } });
  });
});
