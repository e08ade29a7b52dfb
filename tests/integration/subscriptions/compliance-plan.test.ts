import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/compliance/dates';
import { obligationsFor } from '@/lib/compliance/obligations';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { runCompliancePlans } from '@/lib/subscriptions/compliance-plan';
import { planOpensOn } from '@/lib/subscriptions/plan-rules';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, the corporate compliance plan: the daily job orders a plan company's obligation when
 * its window opens, once, linked to it, at zero for our work; a company without the plan gets
 * nothing; a cancelled or lapsed plan orders nothing more.
 */
describe.each(testDrivers())('compliance plan orders on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const ada = { id: randomUUID(), email: 'ada.plan@example.com' };
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  // A Nigerian company formed on 14 May 2024: its first obligation due on or after 1 March 2027.
  const outcome = obligationsFor(
    { jurisdiction: 'nigeria', entity: 'company', formed: '2024-05-14' },
    { from: '2027-03-01', to: '2028-03-01' },
  );
  if (!outcome.ok) throw new Error('no Nigerian obligations');
  const instance = outcome.obligations[0]!;
  const opens = planOpensOn(instance);

  beforeAll(async () => {
    dataDir = tempDir('registra-compliance-plan-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data)
                    values (${ada.id}, ${ada.email}, '{"full_name": "Ada Okafor"}'::jsonb)`);
  }, 180_000);
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function company(): Promise<string> {
    const [row] = await owner<{ id: string }>(
      sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on)
          values (${ada.id}, 'nigeria', 'company', ${`Plan ${randomUUID().slice(0, 8)} Ltd`}, 'RC1234567', '2024-05-14')
          returning id`,
    );
    return row!.id;
  }
  async function plan(companyId: string, state = 'active', service = 'corporateCompliance') {
    const [row] = await owner<{ id: string }>(
      sql`insert into public.subscriptions
            (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency, state)
          values (${ada.id}, ${companyId}, ${service}, 'nigeria', 'standard', ${addDays(opens, -60)}::date,
                  ${addDays(opens, 300)}::date, 100000, 'NGN', ${state})
          returning id`,
    );
    return row!.id;
  }
  const ordersOf = (companyId: string) =>
    owner<{
      id: string;
      flow: string;
      status: string;
      owner_id: string;
      service_fee: number;
      total: number;
      obligation: string;
      reference: string;
    }>(
      sql`select id, flow, status, owner_id, (quote->>'serviceFee')::int as service_fee,
                 (quote->>'total')::int as total, data->>'obligationKey' as obligation, reference
          from public.applications where data->>'companyId' = ${companyId} order by created_at`,
    );

  it('orders the obligation once on the day its window opens, linked to it, at zero for our work', async () => {
    const companyId = await company();
    await plan(companyId);

    await runCompliancePlans({ today: addDays(opens, -1), database });
    expect(await ordersOf(companyId)).toEqual([]);

    await runCompliancePlans({ today: opens, database });
    const orders = await ordersOf(companyId);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      flow: 'compliance-plan-filing',
      status: 'submitted',
      owner_id: ada.id,
      service_fee: 0,
      obligation: instance.key,
    });
    expect(order!.reference).toMatch(/^NG-CP-\d{4}-\d{6}$/);
    const fee = instance.fee.kind === 'amount' ? instance.fee.money.amount : 0;
    expect(order!.total).toBe(fee);

    const [record] = await owner<{ state: string; application_id: string }>(
      sql`select state, application_id from public.company_obligations
          where company_id = ${companyId} and obligation_key = ${instance.key}`,
    );
    expect(record).toEqual({ state: 'ordered', application_id: order!.id });
    const [audit] = await owner<{ actor_kind: string }>(
      sql`select actor_kind from public.audit_log where application_id = ${order!.id}`,
    );
    expect(audit?.actor_kind).toBe('system');

    // The next days (and a second run the same day) add nothing, even once the link is undone.
    await runCompliancePlans({ today: opens, database });
    await runCompliancePlans({ today: addDays(opens, 1), database });
    await owner(sql`update public.company_obligations set state = null, application_id = null
                    where company_id = ${companyId}`);
    await runCompliancePlans({ today: addDays(opens, 2), database });
    expect((await ordersOf(companyId)).filter((o) => o.obligation === instance.key)).toHaveLength(
      1,
    );
  });

  it('orders nothing for a company without the plan (another service does not count)', async () => {
    const companyId = await company();
    await plan(companyId, 'active', 'virtualOffice');
    const bare = await company();
    await runCompliancePlans({ today: opens, database });
    expect(await ordersOf(companyId)).toEqual([]);
    expect(await ordersOf(bare)).toEqual([]);
  });

  it('orders nothing once the plan is cancelled or lapsed, or its period has ended', async () => {
    for (const state of ['cancelled', 'lapsed']) {
      const companyId = await company();
      await plan(companyId, state);
      await runCompliancePlans({ today: opens, database });
      expect(await ordersOf(companyId)).toEqual([]);
    }
    const ended = await company();
    const id = await plan(ended);
    await owner(sql`update public.subscriptions set period_end = ${opens}::date where id = ${id}`);
    await runCompliancePlans({ today: opens, database });
    expect(await ordersOf(ended)).toEqual([]);
  });
});
