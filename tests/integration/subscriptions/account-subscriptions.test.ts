import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { listOwnSubscriptions } from '@/lib/subscriptions/queries';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, /account/subscriptions: a customer lists their own subscriptions across companies,
 * the running ones first; never another customer's; a staff member's own page lists theirs only.
 */
describe.each(testDrivers())('account subscriptions on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const ada = { id: randomUUID(), email: 'ada.subs@example.com' };
  const bola = { id: randomUUID(), email: 'bola.subs@example.com' };
  const sam = { id: randomUUID(), email: 'sam.subs@example.com' };
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  beforeAll(async () => {
    dataDir = tempDir('registra-account-subscriptions-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    await owner(sql`insert into auth.users (id, email) values
      (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email}), (${sam.id}, ${sam.email})`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 180_000);
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function company(ownerId: string, name: string): Promise<string> {
    const [row] = await owner<{ id: string }>(
      sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on)
          values (${ownerId}, 'uk', 'company', ${name}, '12345678', '2024-05-14') returning id`,
    );
    return row!.id;
  }
  async function subscription(
    ownerId: string,
    companyId: string,
    service: string,
    state: string,
    end: string,
  ) {
    await owner(
      sql`insert into public.subscriptions
            (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency, state)
          values (${ownerId}, ${companyId}, ${service}, 'uk', 'standard', (${end}::date - 365), ${end}::date,
                  8900, 'GBP', ${state})`,
    );
  }

  it('lists the customer’s own, running first, and nobody else’s', async () => {
    const thames = await company(ada.id, 'Thames Ltd');
    const severn = await company(ada.id, 'Severn Ltd');
    const bolas = await company(bola.id, 'Bola Ltd');
    await subscription(ada.id, thames, 'virtualOffice', 'lapsed', '2026-01-01');
    await subscription(ada.id, severn, 'companySecretarial', 'active', '2027-06-01');
    await subscription(ada.id, thames, 'virtualOffice', 'active', '2027-03-01');
    await subscription(bola.id, bolas, 'virtualOffice', 'active', '2027-01-01');

    const own = await asUser(ada.id, (tx) => listOwnSubscriptions(tx, ada.id), database);
    expect(own.map((s) => [s.companyName, s.service, s.state, s.periodEnd, s.price])).toEqual([
      ['Thames Ltd', 'virtualOffice', 'active', '2027-03-01', 8900],
      ['Severn Ltd', 'companySecretarial', 'active', '2027-06-01', 8900],
      ['Thames Ltd', 'virtualOffice', 'lapsed', '2026-01-01', 8900],
    ]);
    // Asking for another's: row-level security shows nothing.
    expect(await asUser(ada.id, (tx) => listOwnSubscriptions(tx, bola.id), database)).toEqual([]);
    // Staff read all subscriptions, but their own account page lists only theirs (none).
    expect(await asUser(sam.id, (tx) => listOwnSubscriptions(tx, sam.id), database)).toEqual([]);
  });
});
