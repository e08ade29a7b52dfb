import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { draftTokenHash } from '@/lib/applications/uploads';
import { queryOne } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { withServiceRole } from '@/lib/db/rls';
import { tempDir } from '../support/embedded';
import { streamedForm } from '../support/streamed-form';
import { breakableDir } from '../../support/unwritable-dir';

// The sweep runs after the response (Next's `after`): not here.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => {} }));
// Who is calling: nobody (before sign-in) unless a test says otherwise.
const mockCaller: { id: string | null } = { id: null };
jest.mock('@/lib/auth/current-user', () => ({
  getSignedInUser: async () =>
    mockCaller.id ? { id: mockCaller.id, email: 'a@example.com', fullName: '' } : null,
}));
jest.setTimeout(60_000);

const pdf = readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/**
 * POST /api/uploads as the browser calls it, on the process's own embedded database: the limits
 * per address and per draft live in Postgres (issue 23, finding 3), so they hold across instances.
 */
describe('the wizard upload endpoint', () => {
  const dataDir = tempDir('registra-upload-route-');
  const saved = { ...process.env };
  let POST: (request: NextRequest) => Promise<Response>;

  beforeAll(async () => {
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      UPLOADS_PER_ADDRESS: '3',
      UPLOADS_PER_DRAFT: '2',
      TRUSTED_PROXY_HOPS: '1',
    });
    delete process.env.DATABASE_URL;
    ({ POST } = await import('@/app/api/uploads/route'));
  });
  afterAll(async () => {
    await (await getDatabase()).close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (address: string, draft?: string, token?: string) => {
    const body = new FormData();
    body.append('file', new Blob([pdf], { type: 'application/pdf' }), 'id.pdf');
    if (draft) body.append('draft', draft);
    if (token) body.append('token', token);
    return POST(
      new NextRequest('http://localhost/api/uploads', {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': address },
      }),
    );
  };

  it('accepts a few uploads per address, then answers 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload('203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await upload('203.0.113.7');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({ error: 'rateLimited' });
  });

  it('limits one draft whatever addresses its uploads come from', async () => {
    const draft = randomUUID();
    const statuses = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      statuses.push((await upload(address, draft)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  const uploader = async (key: string) =>
    withServiceRole(async (tx) =>
      queryOne<{ owner_id: string | null; draft_token_hash: string | null }>(
        tx,
        sql`select owner_id, draft_token_hash from public.uploads where key = ${key}`,
      ),
    );

  it('records an upload before sign-in as the draft’s, by the token it sends, or by one it makes (issue 29, finding 3)', async () => {
    const token = 'k'.repeat(43);
    const sent = await upload('192.0.2.10', undefined, token);
    const body = (await sent.json()) as { file: string; token?: string };
    expect(body.token).toBe(token);
    expect(await uploader(body.file)).toEqual({
      owner_id: null,
      draft_token_hash: draftTokenHash(token),
    });
    const made = (await (await upload('192.0.2.11')).json()) as { file: string; token: string };
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await uploader(made.file)).toEqual({
      owner_id: null,
      draft_token_hash: draftTokenHash(made.token),
    });
  });

  it('records a signed-in customer’s upload as their account’s', async () => {
    const { db } = await getDatabase();
    const id = crypto.randomUUID();
    await db.execute(
      sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`,
    );
    mockCaller.id = id;
    try {
      const body = (await (await upload('192.0.2.12')).json()) as { file: string; token?: string };
      expect(body.token).toBeUndefined();
      expect(await uploader(body.file)).toEqual({ owner_id: id, draft_token_hash: null });
    } finally {
      mockCaller.id = null;
    }
  });

  it('stops reading a 12 MB upload at the limit and answers 413 (issue 28, finding 4)', async () => {
    const { request, sent } = streamedForm('http://localhost/api/uploads', {
      fileBytes: 12 * 1024 * 1024,
    });
    request.headers.set('x-forwarded-for', '192.0.2.13');
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'fileTooLarge' });
    expect(sent()).toBeLessThan(5 * 1024 * 1024 + 64 * 1024 + 3 * 64 * 1024);
  });
  it('answers 503 storageUnavailable, with Retry-After, while the disk cannot take a write (issue 29, item 11)', async () => {
    // The uploads folder on a disk of its own that can be made read-only (the database stays).
    const disk = breakableDir('registra-upload-disk-');
    const uploads = path.join(dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    symlinkSync(disk.dir, uploads);
    try {
      disk.readOnly();
      const refused = await upload('192.0.2.20');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({ error: 'storageUnavailable' });
      disk.repair();
      expect((await upload('192.0.2.20')).status).toBe(200);
    } finally {
      disk.repair();
      rmSync(uploads, { force: true });
      disk.remove();
    }
  });
});
