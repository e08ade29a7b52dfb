import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { SignedInUser } from '@/lib/auth/current-user';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { customer } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { runCommand } from '@/lib/commands/run';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { withFreshUploads } from '../support/uploads';
import { tempDir } from '../support/embedded';

/** Issue 23, finding 12: one account submitted 15 applications in a second, each with a reference and a mail. */
describe.each(testDrivers())(
  'submissions per account (submitApplicationAction) on %s',
  (driver) => {
    let database: Database;
    let queue: JobQueue;
    const alice = randomUUID();
    const bob = randomUUID();
    const person = (id: string): SignedInUser => ({ id, email: `${id}@example.com`, fullName: '' });
    const submitAs = (id: string) => (raw: unknown) =>
      runCommand(submitApplication, customer(person(id)), raw, { database });

    beforeAll(async () => {
      process.env.DATA_DIR = tempDir('registra-submit-limit-');
      database = await openTestDatabase(driver);
      // Each submission enqueues its confirmation mail (lib/jobs): queued here, not sent.
      queue = await startJobQueue(database, { work: false });
      for (const id of [alice, bob])
        await database.db.execute(
          sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`,
        );
    }, 60_000);
    afterAll(async () => {
      await queue?.stop();
      await database.close();
    });

    it('lets five through in ten minutes, then refuses with the wait, for that account alone', async () => {
      // Each account attaches its own uploads (the same files to each of its applications).
      const aliceData = await withFreshUploads(nigeriaCompanyValid, alice, database);
      const bobData = await withFreshUploads(nigeriaCompanyValid, bob, database);
      const submit = () =>
        submitAs(alice)({ flow: 'nigeria-company', data: aliceData, locale: 'en' });
      const results = await Promise.all(Array.from({ length: 8 }, submit));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      const refused = results.filter((r) => !r.ok);
      expect(refused).toHaveLength(3);
      for (const r of refused)
        expect(r).toMatchObject({
          ok: false,
          formError: { key: 'submitRateLimited', values: { minutes: 10 } },
        });
      const stored = await query<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from public.applications where owner_id = ${alice} and status = 'submitted'`,
      );
      expect(stored[0]!.n).toBe(5);
      // Another account is not held back by Alice's.
      expect(
        (await submitAs(bob)({ flow: 'nigeria-company', data: bobData, locale: 'en' })).ok,
      ).toBe(true);
    });
  },
);
