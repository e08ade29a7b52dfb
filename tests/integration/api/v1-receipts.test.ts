import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { showApplication } from '@/lib/api/v1/applications';
import { downloadReceipt } from '@/lib/api/v1/receipts';
import { LINK_TTL_SECONDS, signedLink } from '@/lib/api/v1/signed-links';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff } from '@/lib/commands/actor';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { runCommand } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { recordPayment } from '@/lib/payments/queries';
import { tempDir } from '../support/embedded';

const BASE = 'http://localhost/api/v1';

/**
 * Issue 37: a payment's receipt through the API. The application's payments carry a signed link
 * to /api/v1/receipts/{paymentId} that downloads the receipt's PDF without a session, for 15
 * minutes and while the token that listed it is live, and never another customer's receipt.
 */
describe.each(testDrivers())('/api/v1 receipts on %s', (driver) => {
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

  const token = async (who: SignedInUser) => {
    const made = await runCommand(
      createApiToken,
      customer(who),
      { name: 'read', scope: 'read' },
      { database },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    return { token: made.data.token, id: made.data.record.id };
  };

  /** A submitted application of `who`'s, paid by bank transfer and confirmed by staff. */
  async function paid(who: SignedInUser): Promise<{ reference: string; paymentId: string }> {
    const applicationId = await withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package)
            values (${who.id}, 'nigeria-company', 'NG', 'company', 'NG-CO', 'standard') returning id`,
      );
      const quote = {
        currency: 'NGN',
        total: 150_000_00,
        serviceFee: 100_000_00,
        governmentFee: 50_000_00,
        governmentFeeLines: [],
        package: 'standard',
      };
      await tx.execute(
        sql`update public.applications set status = 'submitted', submitted_at = now(), quote = ${JSON.stringify(quote)}::jsonb where id = ${row!.id}`,
      );
      return row!.id;
    }, database);
    const payment = await recordPayment(
      who.id,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    const confirmed = await runCommand(
      confirmPayment,
      staff(sam),
      { paymentId: payment.payment.id, amountReceived: '150000' },
      { database },
    );
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed));
    const [{ reference }] = (await query<{ reference: string }>(
      database.db,
      sql`select reference from public.applications where id = ${applicationId}`,
    )) as [{ reference: string }];
    return { reference, paymentId: payment.payment.id };
  }

  const get = (url: string, bearer?: string) =>
    new Request(url.startsWith('http') ? url : `${BASE}${url}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  /** The receipt link of the application's one payment, listed with `bearer`. */
  const receiptOf = async (reference: string, bearer: string) => {
    const response = await showApplication(
      get(`/applications/${reference}`, bearer),
      { reference },
      { database },
    );
    expect(response.status).toBe(200);
    const [payment] = (await response.json()).payments;
    return payment as { id: string; receipt_url: string; receipt_expires_at: string };
  };
  const fetchReceipt = (url: string, now?: number) =>
    downloadReceipt(get(url), { id: new URL(url).pathname.split('/').pop()! }, { database, now });

  let adaPaid: { reference: string; paymentId: string };
  let bolaPaid: { reference: string; paymentId: string };

  beforeAll(async () => {
    dataDir = tempDir('registra-api3-');
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
    adaPaid = await paid(ada);
    bolaPaid = await paid(bola);
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    process.env.API_RATE_LIMIT = previousLimit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("links the owner's receipt with a signed link that downloads the PDF without a session", async () => {
    const { token: adaRead } = await token(ada);
    const payment = await receiptOf(adaPaid.reference, adaRead);
    expect(payment.id).toBe(adaPaid.paymentId);
    const url = new URL(payment.receipt_url);
    expect(url.pathname).toBe(`/api/v1/receipts/${adaPaid.paymentId}`);
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'signature', 'token']);
    const expiresIn = Date.parse(payment.receipt_expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan((LINK_TTL_SECONDS - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(LINK_TTL_SECONDS * 1000);

    const file = await fetchReceipt(payment.receipt_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Cache-Control')).toBe('private, no-store');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment;.*R-\d{4}-\d{6}\.pdf/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(file.headers.get('Content-Length'))).toBe(bytes.byteLength);
  });

  it('answers 404 to an expired, edited, other-customer or revoked-token link', async () => {
    const ada1 = await token(ada);
    const { receipt_url: link } = await receiptOf(adaPaid.reference, ada1.token);
    const gone = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'This link is not valid or has expired.' },
      });
    };
    // Expired: 15 minutes and a second later.
    await gone(await fetchReceipt(link, Date.now() + (LINK_TTL_SECONDS + 1) * 1000));
    // Edited: a later expiry written in by hand, or a signature changed by one character.
    const stretched = new URL(link);
    stretched.searchParams.set(
      'expires',
      String(Number(stretched.searchParams.get('expires')) + 86_400),
    );
    await gone(await fetchReceipt(stretched.href));
    const forged = new URL(link);
    const sig = forged.searchParams.get('signature')!;
    forged.searchParams.set('signature', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    await gone(await fetchReceipt(forged.href));
    // Another customer's payment under Ada's link: the signature covers the id.
    await gone(await fetchReceipt(link.replace(adaPaid.paymentId, bolaPaid.paymentId)));
    // A document link's signature does not open a receipt of the same id (the kind is signed).
    const asDocument = new URL(signedLink('document', adaPaid.paymentId, ada1.id, Date.now()).url);
    asDocument.pathname = `/api/v1/receipts/${adaPaid.paymentId}`;
    await gone(await fetchReceipt(asDocument.href));
    // Bola's own link, signed for Bola's token, still downloads Bola's receipt.
    const { token: bolaRead } = await token(bola);
    const bolas = await receiptOf(bolaPaid.reference, bolaRead);
    expect((await fetchReceipt(bolas.receipt_url)).status).toBe(200);
    // Ada's token cannot list Bola's application at all.
    const theirs = await showApplication(
      get(`/applications/${bolaPaid.reference}`, ada1.token),
      { reference: bolaPaid.reference },
      { database },
    );
    expect(theirs.status).toBe(404);

    // Revoking the token that listed it ends the link at once.
    expect((await fetchReceipt(link)).status).toBe(200);
    const revoked = await runCommand(
      revokeApiToken,
      customer(ada),
      { tokenId: ada1.id },
      { database },
    );
    expect(revoked.ok).toBe(true);
    await gone(await fetchReceipt(link));
  });
});
