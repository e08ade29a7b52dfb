import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  listCompanies,
  listObligations,
  markFiledElsewhere,
  startOrder,
} from '@/lib/api/v1/companies';
import { listApplications, showApplication } from '@/lib/api/v1/applications';
import { listPrices } from '@/lib/api/v1/catalogue';
import { listDeadlines } from '@/lib/api/v1/public';
import type { SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

const BASE = 'http://localhost/api/v1';

/**
 * Issue 37, /api/v1 through its handlers (what the route files call) on a real database: a token
 * reads its owner's records only, a read-only token cannot order, a revoked one is 401 at once,
 * every answer carries the RateLimit fields, and errors have the one shape.
 */
describe.each(testDrivers())('/api/v1 on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const previousLimit = process.env.API_RATE_LIMIT;
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola' };
  let adaRead: string;
  let adaOrder: string;
  let bolaRead: string;
  let adaCompany: string;
  let bolaCompany: string;

  const token = async (who: SignedInUser, scope: string) => {
    const made = await runCommand(
      createApiToken,
      customer(who),
      { name: scope, scope },
      { database },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    return made.data;
  };
  const company = async (who: SignedInUser, legalName: string, registryNumber: string) => {
    const added = await runCommand(
      addCompany,
      customer(who),
      {
        jurisdiction: 'delaware',
        entity: 'corporation',
        legalName,
        registryNumber,
        incorporatedOn: '2024-03-01',
      },
      { database },
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    return added.data.companyId;
  };
  const get = (path: string, bearer?: string) =>
    new Request(`${BASE}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const post = (path: string, body: unknown, bearer?: string) =>
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    dataDir = tempDir('registra-api-');
    process.env.DATA_DIR = dataDir;
    process.env.API_RATE_LIMIT = '1000';
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await query(
      database.db,
      sql`insert into auth.users (id, email) values (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`,
    );
    adaRead = (await token(ada, 'read')).token;
    adaOrder = (await token(ada, 'read_order')).token;
    bolaRead = (await token(bola, 'read')).token;
    adaCompany = await company(ada, 'Ada Robotics Inc.', '7654321');
    bolaCompany = await company(bola, 'Bola Labs Inc.', '7654322');
  }, 120_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    process.env.API_RATE_LIMIT = previousLimit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the token owner's companies only, with the RateLimit fields", async () => {
    const response = await listCompanies(get('/companies', adaRead), {}, { database });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      data: [
        expect.objectContaining({
          id: adaCompany,
          legal_name: 'Ada Robotics Inc.',
          jurisdiction: 'delaware',
          entity: 'corporation',
          incorporated_on: '2024-03-01',
        }),
      ],
      next_cursor: null,
    });
    expect(response.headers.get('RateLimit-Policy')).toBe('"default";q=1000;w=60');
    expect(response.headers.get('RateLimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("gives a Delaware corporation's annual report due 1 March, and not another's company", async () => {
    const response = await listObligations(
      get(`/companies/${adaCompany}/obligations`, adaRead),
      { companyId: adaCompany },
      { database },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { rule_id: string; due_date: string; state: string }[];
    };
    const report = data.find((o) => o.rule_id === 'de-annual-report');
    expect(report?.due_date).toMatch(/^\d{4}-03-01$/);
    const others = await listObligations(
      get(`/companies/${bolaCompany}/obligations`, adaRead),
      { companyId: bolaCompany },
      { database },
    );
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual({
      error: { code: 'not_found', message: 'No such company among yours.' },
    });
  });

  it('answers 401 without a token, with an unknown one, and at once after revocation', async () => {
    const none = await listCompanies(get('/companies'), {}, { database });
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect((await none.json()).error.code).toBe('unauthorized');
    const { token: doomed, record } = await token(bola, 'read');
    expect((await listCompanies(get('/companies', doomed), {}, { database })).status).toBe(200);
    const revoked = await runCommand(
      revokeApiToken,
      customer(bola),
      { tokenId: record.id },
      { database },
    );
    expect(revoked.ok).toBe(true);
    const after = await listCompanies(get('/companies', doomed), {}, { database });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: { code: 'unauthorized', message: 'This token is not valid or was revoked.' },
    });
  });

  it('refuses an order to a read-only token; gives a read_order token the prefilled order link', async () => {
    const key = (
      await (
        await listObligations(
          get(`/companies/${adaCompany}/obligations`, adaRead),
          { companyId: adaCompany },
          { database },
        )
      ).json()
    ).data.find((o: { rule_id: string }) => o.rule_id === 'de-annual-report').key as string;
    const refused = await startOrder(
      post(`/companies/${adaCompany}/orders`, { obligation_key: key }, adaRead),
      { companyId: adaCompany },
      { database },
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');
    const ordered = await startOrder(
      post(`/companies/${adaCompany}/orders`, { obligation_key: key }, adaOrder),
      { companyId: adaCompany },
      { database },
    );
    expect(ordered.status).toBe(201);
    const link = await ordered.json();
    expect(link.obligation_key).toBe(key);
    const url = new URL(link.url);
    expect(url.searchParams.get('company')).toBe(adaCompany);
    expect(url.searchParams.get('obligation')).toBe(key);
    expect(url.searchParams.get('name')).toBe('Ada Robotics Inc.');
    const state = await query<{ state: string }>(
      database.db,
      sql`select state from public.company_obligations where company_id = ${adaCompany} and obligation_key = ${key}`,
    );
    expect(state).toEqual([{ state: 'ordered' }]);
    // Another customer's company: as if it did not exist.
    const theirs = await startOrder(
      post(`/companies/${bolaCompany}/orders`, { obligation_key: key }, adaOrder),
      { companyId: bolaCompany },
      { database },
    );
    expect(theirs.status).toBe(404);
  });

  it('marks an obligation filed elsewhere through the web command, and refuses it on a read token', async () => {
    const { data } = await (
      await listObligations(
        get(`/companies/${bolaCompany}/obligations`, bolaRead),
        { companyId: bolaCompany },
        { database },
      )
    ).json();
    const key = data[0].key as string;
    const params = { companyId: bolaCompany, obligationKey: key };
    const path = `/companies/${bolaCompany}/obligations/${encodeURIComponent(key)}/filed-elsewhere`;
    expect((await markFiledElsewhere(post(path, {}, bolaRead), params, { database })).status).toBe(
      403,
    );
    const bolaOrder = (await token(bola, 'read_order')).token;
    const done = await markFiledElsewhere(post(path, {}, bolaOrder), params, { database });
    expect(done.status).toBe(200);
    const after = await (
      await listObligations(
        get(`/companies/${bolaCompany}/obligations`, bolaRead),
        { companyId: bolaCompany },
        { database },
      )
    ).json();
    expect(after.data.find((o: { key: string }) => o.key === key).state).toBe('filed_elsewhere');
    // Ada's order token on Bola's obligation: not found, nothing written.
    expect((await markFiledElsewhere(post(path, {}, adaOrder), params, { database })).status).toBe(
      404,
    );
  });

  it("a staff member's token reads and orders nothing of a customer's", async () => {
    const sam: SignedInUser = { id: randomUUID(), email: 'sam@example.com', fullName: 'Sam' };
    await query(
      database.db,
      sql`insert into auth.users (id, email) values (${sam.id}, ${sam.email})`,
    );
    await query(
      database.db,
      sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`,
    );
    const samOrder = (await token(sam, 'read_order')).token;
    expect(
      await (await listCompanies(get('/companies', samOrder), {}, { database })).json(),
    ).toEqual({
      data: [],
      next_cursor: null,
    });
    const params = { companyId: adaCompany };
    expect(
      (
        await listObligations(get(`/companies/${adaCompany}/obligations`, samOrder), params, {
          database,
        })
      ).status,
    ).toBe(404);
    const ordered = await startOrder(
      post(
        `/companies/${adaCompany}/orders`,
        { obligation_key: 'de-annual-report:2026' },
        samOrder,
      ),
      params,
      { database },
    );
    expect(ordered.status).toBe(404);
  });

  it('paginates with a cursor', async () => {
    await company(ada, 'Zed Widgets Inc.', '7654323');
    const first = await (
      await listCompanies(get('/companies?limit=1', adaRead), {}, { database })
    ).json();
    expect(first.data).toHaveLength(1);
    expect(first.next_cursor).toBe(first.data[0].id);
    const second = await (
      await listCompanies(
        get(`/companies?limit=1&cursor=${first.next_cursor}`, adaRead),
        {},
        { database },
      )
    ).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(second.next_cursor).toBeNull();
    const bad = await listCompanies(get('/companies?limit=500', adaRead), {}, { database });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      code: 'invalid_request',
      fields: { limit: [expect.any(String)] },
    });
  });

  it('answers the public deadline rules without a token, and a bad profile with 400', async () => {
    const ok = await listDeadlines(
      get('/deadlines?jurisdiction=delaware&entity=corporation&formed=2024-03-01&on=2026-11-27'),
      {},
      { database },
    );
    expect(ok.status).toBe(200);
    const { data } = await ok.json();
    expect(data.find((d: { rule_id: string }) => d.rule_id === 'de-annual-report').due_date).toBe(
      '2027-03-01',
    );
    const bad = await listDeadlines(
      get('/deadlines?jurisdiction=delaware&entity=plc&formed=2024-03-01'),
      {},
      { database },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_request');
  });

  it("lists applications as the account page does, and hides another's reference", async () => {
    const list = await listApplications(get('/applications', adaRead), {}, { database });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ data: [], next_cursor: null });
    const missing = await showApplication(
      get('/applications/US-DE-2026-000001', adaRead),
      { reference: 'US-DE-2026-000001' },
      { database },
    );
    expect(missing.status).toBe(404);
  });

  it('answers the prices without a token, integer minor units with the currency', async () => {
    const response = await listPrices(get('/prices?jurisdiction=delaware'), {}, { database });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.length).toBeGreaterThan(0);
    for (const price of data) {
      expect(price.currency).toBe('USD');
      expect(Number.isInteger(price.total)).toBe(true);
      expect(price.total).toBe(price.service_fee + price.government_fee);
    }
    expect((await listPrices(get('/prices?jurisdiction=mars'), {}, { database })).status).toBe(400);
  });

  it('refuses a token past its window with 429 and Retry-After, each token counted apart', async () => {
    process.env.API_RATE_LIMIT = '2';
    const { token: busy } = await token(ada, 'read');
    const now = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < 2; i++)
      expect((await listCompanies(get('/companies', busy), {}, { database, now })).status).toBe(
        200,
      );
    const refused = await listCompanies(get('/companies', busy), {}, { database, now });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('RateLimit')).toBe('"default";r=0;t=60');
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await listCompanies(get('/companies', adaRead), {}, { database, now })).status).toBe(
      200,
    );
    process.env.API_RATE_LIMIT = '1000';
  });
});
