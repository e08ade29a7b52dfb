import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { SignedInUser } from '@/lib/auth/current-user';
import { submitWith } from '@/lib/wizards/submit-action';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { storeUploadsOf } from '../support/uploads';
import { tempDir } from '../support/embedded';

// The confirmation mail goes out after the response (Next's `after`): here it is dropped.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => {} }));

/** Issue 23, finding 12: one account submitted 15 applications in a second, each with a reference and a mail. */
describe.each(testDrivers())('submissions per account (submitApplicationAction) on %s', (driver) => {
  let database: Database;
  const alice = randomUUID();
  const bob = randomUUID();
  const person = (id: string): SignedInUser => ({ id, email: `${id}@example.com`, fullName: '' });
  const submitAs = (id: string) => submitWith({ identify: async () => person(id), database });

  beforeAll(async () => {
    process.env.DATA_DIR = tempDir('registra-submit-limit-');
    database = await openTestDatabase(driver);
    await storeUploadsOf(nigeriaCompanyValid);
    for (const id of [alice, bob]) await database.db.execute(sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`);
  }, 60_000);
  afterAll(() => database.close());

  it('lets five through in ten minutes, then refuses with the wait, for that account alone', async () => {
    const submit = () => submitAs(alice)({ flow: 'nigeria-company', data: nigeriaCompanyValid, locale: 'en' });
    const results = await Promise.all(Array.from({ length: 8 }, submit));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r).toMatchObject({ ok: false, formError: { key: 'submitRateLimited', values: { minutes: 10 } } });
    const stored = await query<{ n: number }>(database.db, sql`select count(*)::int as n from public.applications where owner_id = ${alice} and status = 'submitted'`);
    expect(stored[0]!.n).toBe(5);
    // Another account is not held back by Alice's.
    expect((await submitAs(bob)({ flow: 'nigeria-company', data: nigeriaCompanyValid, locale: 'en' })).ok).toBe(true);
  });
});
