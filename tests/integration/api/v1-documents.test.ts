import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { answerApplication } from '@/lib/api/v1/applications';
import {
  calculateFranchiseTax,
  calculateIncomeTax,
  calculateTexasTax,
  calculateWyomingTax,
} from '@/lib/api/v1/calculators';
import { showCatalogue } from '@/lib/api/v1/catalogue';
import { downloadDocument, listDocuments, LINK_TTL_SECONDS } from '@/lib/api/v1/documents';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { consoleCommands } from '../support/commands';
import { tempDir } from '../support/embedded';
import { withFreshUploads } from '../support/uploads';

const BASE = 'http://localhost/api/v1';
const pdf = () => readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/**
 * Issue 37, the rest of /api/v1 on a real database: delivered documents with signed links that
 * expire and never open another customer's file, answering a request for information through the
 * account's command, and the public calculators and catalogue (the site's own functions).
 */
describe.each(testDrivers())('/api/v1 documents, answers, calculators on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const previousLimit = process.env.API_RATE_LIMIT;
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola' };
  const sam: CurrentUser = {
    id: randomUUID(),
    email: 'sam@example.com',
    fullName: 'Sam',
    role: 'admin',
    isAdmin: true,
  };
  let adaRead: string;
  let adaOrder: string;
  let adaOrderId: string;
  let bolaRead: string;
  let adaApp: { id: string; reference: string };
  let bolaApp: { id: string; reference: string };

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
  const submitted = async (who: SignedInUser) => {
    const result = await submitApplication(
      who.id,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, who.id, database) },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.application as { id: string; reference: string };
  };
  const setStatus = (id: string, status: string) =>
    withServiceRole(
      (tx) => tx.execute(sql`update public.applications set status = ${status} where id = ${id}`),
      database,
    );
  const deliver = async (applicationId: string, title: string) => {
    const file = new File([pdf()], `${title}.pdf`, { type: 'application/pdf' });
    const done = await consoleCommands(sam, { database }).deliverDocument({
      applicationId,
      category: 'certificate',
      file,
    });
    if (!done.ok) throw new Error(JSON.stringify(done));
  };
  const get = (url: string, bearer?: string) =>
    new Request(url.startsWith('http') ? url : `${BASE}${url}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const post = (p: string, body: unknown, bearer?: string) =>
    new Request(`${BASE}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
  /** The route's params from a download link. */
  const idOf = (url: string) => new URL(url).pathname.split('/').pop()!;

  beforeAll(async () => {
    dataDir = tempDir('registra-api2-');
    process.env.DATA_DIR = dataDir;
    process.env.API_RATE_LIMIT = '1000';
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await query(
      database.db,
      sql`insert into auth.users (id, email) values (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email}), (${sam.id}, ${sam.email})`,
    );
    await query(
      database.db,
      sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`,
    );
    adaRead = (await token(ada, 'read')).token;
    const order = await token(ada, 'read_order');
    adaOrder = order.token;
    adaOrderId = order.record.id;
    bolaRead = (await token(bola, 'read')).token;
    adaApp = await submitted(ada);
    bolaApp = await submitted(bola);
    await setStatus(adaApp.id, 'in_review');
    await setStatus(bolaApp.id, 'in_review');
    await deliver(adaApp.id, 'Ada certificate');
    await deliver(bolaApp.id, 'Bola certificate');
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    process.env.API_RATE_LIMIT = previousLimit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const documentsOf = async (reference: string, bearer: string, now?: number) => {
    const response = await listDocuments(
      get(`/applications/${reference}/documents`, bearer),
      { reference },
      { database, now },
    );
    return { response, body: await response.json() };
  };

  it('lists only the delivered documents, with a link that downloads without a session', async () => {
    const { response, body } = await documentsOf(adaApp.reference, adaRead);
    expect(response.status).toBe(200);
    expect(body.data).toHaveLength(1); // the form's uploads are not "delivered"
    const [doc] = body.data;
    expect(doc).toMatchObject({
      category: 'certificate',
      file_name: 'Ada certificate.pdf',
      content_type: 'application/pdf',
      size: pdf().byteLength,
    });
    const expiresIn = Date.parse(doc.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan((LINK_TTL_SECONDS - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(LINK_TTL_SECONDS * 1000);

    const file = await downloadDocument(
      get(doc.download_url),
      { id: idOf(doc.download_url) },
      {
        database,
      },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf())).toBe(true);
  });

  it("refuses another's application, an expired, altered or revoked link, and another's document", async () => {
    const theirs = await documentsOf(bolaApp.reference, adaRead);
    expect(theirs.response.status).toBe(404);
    expect(theirs.body.error.code).toBe('not_found');

    const [doc] = (await documentsOf(adaApp.reference, adaOrder)).body.data;
    const id = idOf(doc.download_url);
    // Expired: 15 minutes and a second later.
    const late = await downloadDocument(
      get(doc.download_url),
      { id },
      {
        database,
        now: Date.now() + (LINK_TTL_SECONDS + 1) * 1000,
      },
    );
    expect(late.status).toBe(404);
    // A later expiry written in by hand: the signature no longer matches.
    const stretched = new URL(doc.download_url);
    stretched.searchParams.set(
      'expires',
      String(Number(stretched.searchParams.get('expires')) + 86_400),
    );
    expect((await downloadDocument(get(stretched.href), { id }, { database })).status).toBe(404);
    // Bola's document id under Ada's signature: refused (the signature covers the id).
    const [bolaDoc] = (await documentsOf(bolaApp.reference, bolaRead)).body.data;
    const bolaId = idOf(bolaDoc.download_url);
    const swapped = doc.download_url.replace(id, bolaId);
    expect((await downloadDocument(get(swapped), { id: bolaId }, { database })).status).toBe(404);
    // Bola's link still works for Bola.
    expect(
      (await downloadDocument(get(bolaDoc.download_url), { id: bolaId }, { database })).status,
    ).toBe(200);

    // Revoking the token that listed it ends the link at once.
    expect((await downloadDocument(get(doc.download_url), { id }, { database })).status).toBe(200);
    const revoked = await runCommand(
      revokeApiToken,
      customer(ada),
      { tokenId: adaOrderId },
      { database },
    );
    expect(revoked.ok).toBe(true);
    const after = await downloadDocument(get(doc.download_url), { id }, { database });
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual({
      error: { code: 'not_found', message: 'This link is not valid or has expired.' },
    });
    adaOrder = (await token(ada, 'read_order')).token;
  });

  it('answers a request for information through the account command, read_order only', async () => {
    const body = {
      message: 'Here is the NIN slip.',
      files: [{ name: 'slip.pdf', content_base64: pdf().toString('base64') }],
    };
    const p = `/applications/${adaApp.reference}/answers`;
    const params = { reference: adaApp.reference };
    // Not awaiting the customer yet: the command's rule refuses it.
    const early = await answerApplication(post(p, body, adaOrder), params, { database });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe('Refused: notAwaiting.');

    await setStatus(adaApp.id, 'awaiting_customer');
    const readOnly = await answerApplication(post(p, body, adaRead), params, { database });
    expect(readOnly.status).toBe(403);
    const notHers = await answerApplication(
      post(`/applications/${bolaApp.reference}/answers`, body, adaOrder),
      { reference: bolaApp.reference },
      { database },
    );
    expect(notHers.status).toBe(404);
    const notAFile = await answerApplication(
      post(
        p,
        {
          ...body,
          files: [{ name: 'x.pdf', content_base64: Buffer.from('<html>').toString('base64') }],
        },
        adaOrder,
      ),
      params,
      { database },
    );
    expect(notAFile.status).toBe(400);
    expect((await notAFile.json()).error.fields).toEqual({ files: ['fileType'] });
    const empty = await answerApplication(post(p, { message: ' ' }, adaOrder), params, {
      database,
    });
    expect(empty.status).toBe(400);

    const answered = await answerApplication(post(p, body, adaOrder), params, { database });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ reference: adaApp.reference, status: 'in_review' });
    const events = await query<{ type: string }>(
      database.db,
      sql`select type from public.application_events where application_id = ${adaApp.id} and type = 'customer_replied'`,
    );
    expect(events).toHaveLength(1);
    const replies = await query<{ kind: string }>(
      database.db,
      sql`select kind from public.application_documents where application_id = ${adaApp.id} and kind = 'reply'`,
    );
    expect(replies).toHaveLength(1);
  });

  it('runs the site calculators without a token, with the calculators’ own figures', async () => {
    // Division's example [S2]: 10,005 authorised shares without par → $335 + $50 report fee.
    const de = await calculateFranchiseTax(
      post('/calculators/delaware-franchise-tax', {
        tax_year: 2025,
        classes: [{ shares: 10_005 }],
      }),
    );
    expect(de.status).toBe(200);
    expect(await de.json()).toMatchObject({
      currency: 'USD',
      method: 'authorizedShares',
      tax: 335_00,
      annual_report_fee: 50_00,
      total_due: 385_00,
      due_date: '2026-03-01',
    });
    // 8.7% of $100,000 fully apportioned [S15].
    const income = await calculateIncomeTax(
      post('/calculators/delaware-income-tax', { taxable_income: 100_000_00 }),
    );
    expect(await income.json()).toMatchObject({ tax: 8_700_00, apportionment_percent: 100 });
    const half = await calculateIncomeTax(
      post('/calculators/delaware-income-tax', {
        taxable_income: 100_000_00,
        apportionment_percent: 12.5,
      }),
    );
    expect((await half.json()).tax).toBe(1_087_50);
    // Wyoming [S22]: $500,000 of assets → $100; $300,000 → the $60 minimum.
    const wy = await calculateWyomingTax(
      post('/calculators/wyoming-license-tax', { assets: 500_000_00 }),
    );
    expect(await wy.json()).toMatchObject({
      tax: 100_00,
      minimum_applied: false,
      file_by_mail: false,
    });
    const wyMin = await calculateWyomingTax(
      post('/calculators/wyoming-license-tax', { assets: 300_000_00 }),
    );
    expect((await wyMin.json()).tax).toBe(60_00);
    // Texas: $1m of revenue is under the no-tax-due threshold.
    const tx = await calculateTexasTax(
      post('/calculators/texas-franchise-tax', {
        report_year: 2026,
        annualised_total_revenue: 1_000_000_00,
      }),
    );
    expect(await tx.json()).toMatchObject({ outcome: 'noTaxDue', tax: 0, due_date: '2026-05-15' });
    // The calculator's refusal is the API's invalid_request.
    const bad = await calculateTexasTax(
      post('/calculators/texas-franchise-tax', { report_year: 1999, annualised_total_revenue: 1 }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'invalid_request', fields: { _: ['reportYearUnsupported'] } },
    });
    const noPar = await calculateFranchiseTax(
      post('/calculators/delaware-franchise-tax', {
        tax_year: 2025,
        classes: [{ shares: 1, par_value: 'abc' }],
      }),
    );
    expect(noPar.status).toBe(400);
  });

  it('gives the catalogue per country with the government fee apart', async () => {
    const response = await showCatalogue(get('/catalogue?country=NG'), {}, { database });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.packages.map((p: { id: string }) => p.id)).toEqual([
      'basic',
      'standard',
      'premium',
    ]);
    expect(body.data).toHaveLength(1);
    const [ng] = body.data;
    expect(ng).toMatchObject({ country: 'NG', jurisdiction: 'nigeria', currency: 'NGN' });
    const company = ng.services.find((s: { service: string }) => s.service === 'company');
    expect(company.prices).toHaveLength(3);
    for (const p of company.prices) expect(p.total).toBe(p.service_fee + p.government_fee);
    const us = await (await showCatalogue(get('/catalogue?country=US'), {}, { database })).json();
    expect(us.data.map((j: { jurisdiction: string }) => j.jurisdiction)).toEqual(
      expect.arrayContaining(['delaware', 'wyoming', 'texas']),
    );
    const all = await (await showCatalogue(get('/catalogue'), {}, { database })).json();
    expect(new Set(all.data.map((j: { country: string }) => j.country))).toEqual(
      new Set(['NG', 'GH', 'ZA', 'GB', 'CA', 'US']),
    );
    expect((await showCatalogue(get('/catalogue?country=FR'), {}, { database })).status).toBe(400);
  });
});
