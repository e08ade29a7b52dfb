import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { getDatabase } from '@/lib/db/instance';
import { tempDir } from '../support/embedded';

// The sweep runs after the response (Next's `after`): not here.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => {} }));
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
    Object.assign(process.env, { DATA_DIR: dataDir, UPLOADS_PER_ADDRESS: '3', UPLOADS_PER_DRAFT: '2', TRUSTED_PROXY_HOPS: '1' });
    delete process.env.DATABASE_URL;
    ({ POST } = await import('@/app/api/uploads/route'));
  });
  afterAll(async () => {
    await (await getDatabase()).close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (address: string, draft?: string) => {
    const body = new FormData();
    body.append('file', new Blob([pdf], { type: 'application/pdf' }), 'id.pdf');
    if (draft) body.append('draft', draft);
    return POST(new NextRequest('http://localhost/api/uploads', { method: 'POST', body, headers: { 'x-forwarded-for': address } }));
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
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await upload(address, draft)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
