import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { addCompany } from '@/lib/commands/companies/add-company';
import { setCompanyReminders } from '@/lib/commands/companies/set-company-reminders';
import { updateCompany } from '@/lib/commands/companies/update-company';
import { runCommand } from '@/lib/commands/run';
import { findInstance, obligationRecords, stateOf } from '@/lib/companies/obligations';
import { findCompany } from '@/lib/companies/queries';
import { todayIso } from '@/lib/config/clock';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { delawareLlcTaxValid } from '../../fixtures/us-filings';
import { tempDir } from '../support/embedded';

/**
 * Issue 31, "File it for me" to the order: an application submitted from a company's link is the
 * order of that obligation (its row gets the application, in the submission's transaction), and
 * its state follows the application; a link naming another customer's company, or an obligation
 * the company does not have, links nothing and the submission stands. Row-level security refuses
 * a customer's own write to another's obligation too. And the company edit keeps a reminders
 * switch it did not touch.
 */
describe.each(testDrivers())('File it for me on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Okafor' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola M' };
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  beforeAll(async () => {
    dataDir = tempDir('registra-file-it-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email) values
      (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Delaware LLC of `user`'s: its flat tax is due 1 June after each year [S16]. */
  async function delawareLlc(user: SignedInUser): Promise<string> {
    const added = await runCommand(
      addCompany,
      customer(user),
      {
        jurisdiction: 'delaware',
        entity: 'llc',
        legalName: `Studio ${randomUUID().slice(0, 6)} LLC`,
        registryNumber: '7654322',
        taxId: '12-3456789',
        incorporatedOn: '2024-03-01',
      },
      { database },
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    return added.data.companyId;
  }

  const obligationRow = async (companyId: string, key: string) =>
    (
      await owner<{ state: string | null; application_id: string | null }>(
        sql`select state, application_id from public.company_obligations
            where company_id = ${companyId} and obligation_key = ${key}`,
      )
    )[0] ?? null;

  const submitTax = (user: SignedInUser, taxYear: string, companyLink?: unknown) =>
    runCommand(
      submitApplication,
      customer(user),
      {
        flow: 'delaware-llc-tax',
        data: { ...delawareLlcTaxValid, taxYear },
        locale: 'en',
        ...(companyLink ? { companyLink } : {}),
      },
      { database },
    );

  it('links the submitted order to its obligation, whose state then follows the application', async () => {
    const companyId = await delawareLlc(ada);
    const key = 'de-llc-tax:2025';
    const submitted = await submitTax(ada, '2025', { companyId, obligationKey: key });
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    const { applicationId } = submitted.data;

    expect(await obligationRow(companyId, key)).toEqual({
      state: 'ordered',
      application_id: applicationId,
    });
    const audit = await owner<{ action: string; details: { applicationId?: string } }>(
      sql`select action, details from public.audit_log where target_id = ${companyId} and action = 'company.obligation_ordered'`,
    );
    expect(audit).toEqual([
      { action: 'company.obligation_ordered', details: { obligation: key, applicationId } },
    ]);

    // As Ada reads it: ordered by the submitted application; filed by us once it is filed.
    const stateNow = () =>
      asUser(
        ada.id,
        async (tx) => {
          const company = (await findCompany(tx, companyId))!;
          const instance = findInstance(company, key, todayIso())!;
          const record = (await obligationRecords(tx, [companyId])).get(companyId)?.get(key);
          return stateOf(instance, todayIso(), record);
        },
        database,
      );
    expect(await stateNow()).toBe('ordered');
    // Paid, then filed at the registry (the status machine's order).
    await owner(
      sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference, status, amount_received)
          values (${applicationId}, ${ada.id}, 'bank_transfer', 1, 'USD', ${`PAY-${randomUUID().slice(0, 8).toUpperCase()}`}, 'confirmed', 1)`,
    );
    for (const status of ['in_review', 'filed'])
      await owner(
        sql`update public.applications set status = ${status} where id = ${applicationId}`,
      );
    expect(await stateNow()).toBe('filed_by_us');
  });

  it('ignores a link to another customer’s company, or to an obligation the company does not have', async () => {
    const adas = await delawareLlc(ada);
    const key = 'de-llc-tax:2026';

    const forged = await submitTax(bola, '2026', { companyId: adas, obligationKey: key });
    expect(forged.ok).toBe(true);
    expect(await obligationRow(adas, key)).toBeNull();

    // Ada's own company, but an obligation its rules never produce, or another flow's.
    const unknown = await submitTax(ada, '2026', {
      companyId: adas,
      obligationKey: 'de-llc-tax:2031',
    });
    expect(unknown.ok).toBe(true);
    const otherFlow = await submitTax(ada, '2026', {
      companyId: adas,
      obligationKey: 'de-annual-report:2026',
    });
    expect(otherFlow.ok).toBe(true);
    expect(
      await owner(
        sql`select obligation_key from public.company_obligations where company_id = ${adas}`,
      ),
    ).toEqual([]);

    // A link that is not one is refused with the request, before anything is written.
    const malformed = await submitTax(ada, '2026', { companyId: 'x', obligationKey: key });
    expect(malformed.ok).toBe(false);
  });

  it('refuses, in the database, a customer’s write to another’s obligation or with another’s application', async () => {
    const adas = await delawareLlc(ada);
    const bolas = await delawareLlc(bola);
    const bolaOrder = await submitTax(bola, '2025', {
      companyId: bolas,
      obligationKey: 'de-llc-tax:2025',
    });
    if (!bolaOrder.ok) throw new Error(JSON.stringify(bolaOrder));

    // Bola writes a row for Ada's company: refused by row-level security.
    await expect(
      asUser(
        bola.id,
        (tx) =>
          tx.execute(sql`insert into public.company_obligations (company_id, obligation_key, due_on, state)
                         values (${adas}, 'de-llc-tax:2025', '2026-06-01', 'ordered')`),
        database,
      ),
    ).rejects.toThrow();
    // Ada links Bola's application to her own obligation: refused too.
    await expect(
      asUser(
        ada.id,
        (tx) =>
          tx.execute(sql`insert into public.company_obligations (company_id, obligation_key, due_on, state, application_id)
                         values (${adas}, 'de-llc-tax:2025', '2026-06-01', 'ordered', ${bolaOrder.data.applicationId})`),
        database,
      ),
    ).rejects.toThrow();
    expect(await obligationRow(adas, 'de-llc-tax:2025')).toBeNull();
    // Bola's own link stands, with his application.
    expect(await obligationRow(bolas, 'de-llc-tax:2025')).toEqual({
      state: 'ordered',
      application_id: bolaOrder.data.applicationId,
    });
  });

  it('keeps the reminders switch an edit of the company does not name', async () => {
    const companyId = await delawareLlc(ada);
    const remindersOf = async () =>
      (
        await owner<{ reminders_enabled: boolean }>(
          sql`select reminders_enabled from public.companies where id = ${companyId}`,
        )
      )[0]!.reminders_enabled;
    const fields = async () => {
      const c = (await asUser(ada.id, (tx) => findCompany(tx, companyId), database))!;
      return {
        companyId,
        jurisdiction: c.jurisdiction,
        entity: c.entity,
        legalName: `${c.legalName} (renamed)`,
        registryNumber: c.registryNumber,
        taxId: c.taxId ?? '',
        incorporatedOn: c.incorporatedOn,
      };
    };

    // The edit form was drawn with the switch on; the company page turns it off meanwhile.
    const drawn = await fields();
    const off = await runCommand(
      setCompanyReminders,
      customer(ada),
      { companyId, enabled: false },
      { database },
    );
    expect(off.ok).toBe(true);
    // The form is saved with only a new name: the switch stays off.
    const renamed = await runCommand(updateCompany, customer(ada), drawn, { database });
    expect(renamed.ok).toBe(true);
    expect(await remindersOf()).toBe(false);
    // The form's own checkbox, changed: it is written.
    const on = await runCommand(
      updateCompany,
      customer(ada),
      { ...(await fields()), remindersEnabled: true },
      { database },
    );
    expect(on.ok).toBe(true);
    expect(await remindersOf()).toBe(true);
  });
});
