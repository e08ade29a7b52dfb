import { sql } from 'drizzle-orm';
import { query } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';

describe.each(testDrivers())('smoke on %s', (driver) => {
  it('opens and migrates', async () => {
    const t0 = Date.now();
    const database = await openTestDatabase(driver);
    console.log(driver, 'open+migrate ms', Date.now() - t0);
    const rows = await query<{ n: number }>(database.db, sql`select count(*)::int as n from public.profiles`);
    expect(rows[0]?.n).toBe(0);
    await database.close();
  });
});
