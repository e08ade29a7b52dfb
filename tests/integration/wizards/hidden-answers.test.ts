import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { getApplication, getDraft } from '@/lib/applications/queries';
import { saveStep, submitApplication } from '@/lib/wizards/drafts';
import { nigeriaAnnualReturns } from '@/lib/wizards/definitions/nigeria/annual-returns';
import { nigeriaAnnualReturnsValid } from '../../fixtures/applications';

/**
 * The server's side of "a field that is not shown never blocks" (issue 28): a Nigerian annual
 * return of a business name or incorporated trustees, whose form hides the turnover band, is
 * saved and submitted, and no band is stored, even one typed while "Company" was chosen.
 */
describe.each(testDrivers())('answers the form does not show, on %s', (driver) => {
  let database: Database;
  const users = { businessName: randomUUID(), trustees: randomUUID(), company: randomUUID() };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    for (const id of Object.values(users))
      await database.db.execute(
        sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`,
      );
  }, 60_000);
  afterAll(() => database.close());

  it.each([
    ['businessName', 'BN 1234567'],
    ['trustees', 'IT 123456'],
  ] as const)(
    'saves and submits the annual return of a %s, with the band left empty or kept from "Company"',
    async (entityType, cacNumber) => {
      const owner = users[entityType];
      // First as a company, with its band: the step is saved.
      const asCompany = await saveStep(
        owner,
        nigeriaAnnualReturns,
        'details',
        { ...nigeriaAnnualReturnsValid },
        database,
      );
      expect(asCompany.ok).toBe(true);
      // Then corrected; the hidden select still holds the band, as the browser sends it.
      const values = { ...nigeriaAnnualReturnsValid, entityType, cacNumber };
      const saved = await saveStep(owner, nigeriaAnnualReturns, 'details', values, database);
      expect(saved.ok).toBe(true);
      const draft = await getDraft(owner, 'nigeria-annual-returns', database);
      expect(draft?.data).toMatchObject({ entityType, cacNumber });
      expect(draft?.data).not.toHaveProperty('turnoverBand');

      const submitted = await submitApplication(
        owner,
        nigeriaAnnualReturns,
        { applicationId: draft!.id, data: { ...values, turnoverBand: '' } },
        database,
      );
      expect(submitted.ok).toBe(true);
      const stored = await getApplication(owner, draft!.id, database);
      expect(stored).toMatchObject({ status: 'submitted', data: { entityType, cacNumber } });
      expect(stored?.data).not.toHaveProperty('turnoverBand');
    },
  );

  it('still refuses a company without its turnover band, naming the band', async () => {
    const result = await saveStep(
      users.company,
      nigeriaAnnualReturns,
      'details',
      { ...nigeriaAnnualReturnsValid, turnoverBand: '' },
      database,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [{ path: ['turnoverBand'], key: 'chooseAnswer' }],
    });
  });
});
