import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { addCompany } from '@/lib/commands/companies/add-company';
import { runCommand } from '@/lib/commands/run';
import { recordEmployerOfApplication } from '@/lib/companies/employers';
import { findInstance } from '@/lib/companies/obligations';
import { findCompany } from '@/lib/companies/queries';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { ukEmployerRegistrationValid } from '../../fixtures/applications';
import { tempDir } from '../support/embedded';

/**
 * Issue 35: a completed employer registration records the customer's company as an employer, so
 * its payroll obligations join its calendar; another customer's company with the same number is
 * left alone, and a customer cannot write the employer record of a company not theirs.
 */
describe.each(testDrivers())('employer registrations on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const jane: SignedInUser = { id: randomUUID(), email: 'jane@example.com', fullName: 'Jane S' };
  const tom: SignedInUser = { id: randomUUID(), email: 'tom@example.com', fullName: 'Tom B' };
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  beforeAll(async () => {
    dataDir = tempDir('registra-employers-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email) values
      (${jane.id}, ${jane.email}), (${tom.id}, ${tom.email})`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function ukCompany(user: SignedInUser): Promise<string> {
    const added = await runCommand(
      addCompany,
      customer(user),
      {
        jurisdiction: 'uk',
        entity: 'company',
        legalName: `Acme ${randomUUID().slice(0, 6)} Ltd`,
        registryNumber: '01234567',
        incorporatedOn: '2025-03-10',
      },
      { database },
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    return added.data.companyId;
  }

  it('records the customer’s own company as an employer, whose calendar then has its payroll obligations', async () => {
    const janes = await ukCompany(jane);
    const toms = await ukCompany(tom);
    const submitted = await runCommand(
      submitApplication,
      customer(jane),
      { flow: 'uk-employer-registration', data: ukEmployerRegistrationValid, locale: 'en' },
      { database },
    );
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));

    // Staff complete it (the service connection, as the command's transaction runs it).
    const recorded = await database.db.transaction((tx) =>
      recordEmployerOfApplication(tx, submitted.data.applicationId),
    );
    expect(recorded).toEqual({
      companyId: janes,
      employer: { since: '2027-01-29', dutiesStart: '2027-01-04' },
    });

    const read = (user: SignedInUser, id: string) =>
      asUser(user.id, (tx) => findCompany(tx, id), database);
    const company = (await read(jane, janes))!;
    expect(company.employer).toEqual({ since: '2027-01-29', dutiesStart: '2027-01-04' });
    expect(findInstance(company, 'uk-pension-declaration:2027-01-04', '2027-02-01')?.dueDate).toBe(
      '2027-06-04',
    );
    expect(findInstance(company, 'uk-paye-payment:2027-02', '2027-02-01')?.dueDate).toBe(
      '2027-02-22',
    );
    // Tom's company with the same number is not Jane's employer record.
    expect((await read(tom, toms))!.employer).toBeNull();
  });

  it('lets no customer write the employer record of another’s company', async () => {
    const toms = await ukCompany(tom);
    await asUser(
      jane.id,
      (tx) =>
        tx.execute(
          sql`update public.companies set options = '{"employer":{"since":"2027-01-01"}}'::jsonb where id = ${toms}`,
        ),
      database,
    ).catch(() => undefined);
    const [row] = await owner<{ options: unknown }>(
      sql`select options from public.companies where id = ${toms}`,
    );
    expect(row!.options).not.toHaveProperty('employer');
  });
});
