import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'drizzle-orm';
import { handleMcp } from '@/lib/api/mcp/server';
import type { SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { addCompany } from '@/lib/commands/companies/add-company';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

type Structured = Record<string, unknown>;

/**
 * Issue 37, the MCP server driven by the SDK's own client (its Streamable HTTP transport, the
 * requests handed to the route's handler): public tools without a token, a customer's tools with
 * theirs, a read-only token cannot order, a revoked token is refused, nothing of another's.
 */
describe.each(testDrivers())('the MCP server on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola' };
  let adaCompany: string;
  let bolaCompany: string;
  const opened: Client[] = [];

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
  async function connect(bearer?: string): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
      requestInit: bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : undefined,
      fetch: (url, init) => handleMcp(new Request(url, init), { database }),
    });
    const client = new Client({ name: 'registra-tests', version: '1.0.0' });
    await client.connect(transport);
    opened.push(client);
    return client;
  }
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as {
      content: { type: string; text: string }[];
      structuredContent?: Structured;
      isError?: boolean;
    };

  beforeAll(async () => {
    dataDir = tempDir('registra-mcp-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await query(
      database.db,
      sql`insert into auth.users (id, email) values (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`,
    );
    for (const [who, name, number] of [
      [ada, 'Ada Robotics Inc.', '7654321'],
      [bola, 'Bola Labs Inc.', '7654322'],
    ] as const) {
      const added = await runCommand(
        addCompany,
        customer(who),
        {
          jurisdiction: 'delaware',
          entity: 'corporation',
          legalName: name,
          registryNumber: number,
          incorporatedOn: '2024-03-01',
        },
        { database },
      );
      if (!added.ok) throw new Error(JSON.stringify(added));
      if (who === ada) adaCompany = added.data.companyId;
      else bolaCompany = added.data.companyId;
    }
  }, 120_000);
  afterAll(async () => {
    for (const client of opened) await client.close().catch(() => {});
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists its tools, and answers the public ones without a token', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'whats_due',
        'application_status',
        'list_companies',
        'start_order',
        'franchise_tax',
        'wyoming_license_tax',
        'prices',
        'delaware_income_tax',
        'texas_franchise_tax',
        'catalogue',
        'application_documents',
        'answer_request',
      ]),
    );
    const rules = await call(client, 'whats_due', {
      jurisdiction: 'delaware',
      entity: 'corporation',
      formed: '2024-03-01',
    });
    expect(rules.isError).toBeFalsy();
    expect(rules.content[0]!.text).toMatch(/due \d{4}-03-01/);
    // Delaware's worked example [S2]: 10,005 authorised shares → $335 (authorized shares method).
    const tax = await call(client, 'franchise_tax', { authorised_shares: 10_005, tax_year: 2026 });
    expect(tax.structuredContent).toMatchObject({
      taxCents: 335_00,
      dueDate: '2027-03-01',
      currency: 'USD',
    });
    const prices = await call(client, 'prices', { jurisdiction: 'delaware' });
    expect((prices.structuredContent!.data as { currency: string }[])[0]!.currency).toBe('USD');
    const refused = await call(client, 'list_companies');
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/^unauthorized:/);
  });

  it('has the other calculators and the catalogue, and guards the document and answer tools', async () => {
    const client = await connect();
    // 8.7% of $100,000 apportioned 12.5% [S15]: $1,087.50.
    const income = await call(client, 'delaware_income_tax', {
      taxable_income: 100_000_00,
      apportionment_percent: 12.5,
    });
    expect(income.structuredContent).toMatchObject({ tax: 1_087_50, currency: 'USD' });
    expect(income.content[0]!.text).toBe('Delaware income tax $1087.50.');
    const texas = await call(client, 'texas_franchise_tax', {
      report_year: 2026,
      annualised_total_revenue: 1_000_000_00,
    });
    expect(texas.structuredContent).toMatchObject({ outcome: 'noTaxDue', tax: 0 });
    const refusedYear = await call(client, 'texas_franchise_tax', {
      report_year: 1999,
      annualised_total_revenue: 1,
    });
    expect(refusedYear.isError).toBe(true);
    expect(refusedYear.content[0]!.text).toMatch(/^invalid_request: .*reportYearUnsupported/);
    const catalogue = await call(client, 'catalogue', { country: 'GH' });
    expect(catalogue.structuredContent).toMatchObject({
      data: [{ country: 'GH', jurisdiction: 'ghana', currency: 'GHS' }],
    });
    const noToken = await call(client, 'application_documents', { reference: 'NG-2026-000001' });
    expect(noToken.content[0]!.text).toMatch(/^unauthorized:/);
    const reader = await connect((await token(ada, 'read')).token);
    const unknown = await call(reader, 'application_documents', { reference: 'NG-2026-999999' });
    expect(unknown.content[0]!.text).toMatch(/^not_found:/);
    const readOnly = await call(reader, 'answer_request', {
      reference: 'NG-2026-999999',
      message: 'Here it is',
    });
    expect(readOnly.content[0]!.text).toMatch(/^forbidden:/);
  });

  it("whats_due gives a customer's Delaware corporation its annual report due 1 March, theirs only", async () => {
    const client = await connect((await token(ada, 'read')).token);
    const due = await call(client, 'whats_due');
    const companies = due.structuredContent!.companies as {
      company: { id: string };
      obligations: { rule_id: string; due_date: string }[];
    }[];
    expect(companies.map((c) => c.company.id)).toEqual([adaCompany]);
    const report = companies[0]!.obligations.find((o) => o.rule_id === 'de-annual-report');
    expect(report?.due_date).toMatch(/^\d{4}-03-01$/);
    expect(due.content[0]!.text).toContain('Ada Robotics Inc.');
    const theirs = await call(client, 'whats_due', { company_id: bolaCompany });
    expect(theirs.isError).toBe(true);
    expect(theirs.content[0]!.text).toMatch(/^not_found:/);
    const listed = await call(client, 'list_companies');
    expect((listed.structuredContent!.data as { id: string }[]).map((c) => c.id)).toEqual([
      adaCompany,
    ]);
  });

  it('start_order: refused to a read-only token, a review-and-pay link for a read_order one', async () => {
    const key = `de-annual-report:${new Date().getUTCFullYear()}`;
    const reader = await connect((await token(ada, 'read')).token);
    const refused = await call(reader, 'start_order', {
      company_id: adaCompany,
      obligation_key: key,
    });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/^forbidden:/);
    const orderer = await connect((await token(ada, 'read_order')).token);
    const ordered = await call(orderer, 'start_order', {
      company_id: adaCompany,
      obligation_key: key,
    });
    expect(ordered.isError).toBeFalsy();
    const url = new URL(String(ordered.structuredContent!.url));
    expect(url.searchParams.get('company')).toBe(adaCompany);
    expect(url.searchParams.get('obligation')).toBe(key);
    const notHers = await call(orderer, 'start_order', {
      company_id: bolaCompany,
      obligation_key: key,
    });
    expect(notHers.content[0]!.text).toMatch(/^not_found:/);
  });

  it('refuses a revoked token with 401 at once', async () => {
    const { token: doomed, record } = await token(ada, 'read');
    await connect(doomed);
    await runCommand(revokeApiToken, customer(ada), { tokenId: record.id }, { database });
    await expect(connect(doomed)).rejects.toThrow(/not valid or was revoked/);
    const raw = await handleMcp(
      new Request('http://localhost/api/mcp', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${doomed}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
      { database },
    );
    expect(raw.status).toBe(401);
    expect((await raw.json()).error.code).toBe('unauthorized');
  });
});
