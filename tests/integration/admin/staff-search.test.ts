import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { findQueuePage } from '@/lib/applications/admin-queries';
import { query, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { WIZARDS } from '@/lib/wizards/registry';

/** The answers' keys the searchable text gathers: read from the migration that last defines it. */
function searchedKeys(): string[] {
  const dir = path.join(process.cwd(), 'supabase', 'migrations');
  const defining = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((body) => /add column search_text text generated/.test(body))
    .at(-1)!;
  return [...defining.matchAll(/data ->> '(\w+)'/g)].map((m) => m[1]!);
}

describe('the staff search reads every wizard’s company or business name', () => {
  it('finds the key naming the company, business or applicant in every wizard', () => {
    const keys = new Set(searchedKeys());
    const missing = Object.values(WIZARDS)
      .filter((definition) => {
        const names = definition.steps.flatMap((step) => step.fields.map((f) => f.name));
        return !names.some((name) => keys.has(name));
      })
      .map((definition) => definition.id);
    expect(missing).toEqual([]);
  });
});

describe.each(testDrivers())('the staff queue’s search on %s', (driver) => {
  let database: Database;
  const staff = randomUUID();
  const ada = randomUUID();
  const bola = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.execute(
      sql`insert into auth.users (id, email, raw_user_meta_data) values
          (${staff}, 'sam@example.com', '{"full_name": "Sam Staff"}'::jsonb),
          (${ada}, 'ada@example.com', '{"full_name": "Ada Okafor"}'::jsonb),
          (${bola}, 'bola@example.com', '{"full_name": "Bola Mensah"}'::jsonb)`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${staff}, 'admin')`,
    );
  }, 60_000);
  afterAll(() => database.close());

  /** An application of `flow` with `data` as its answers, submitted unless `draft`. */
  async function application(
    owner: string,
    flow: string,
    prefix: string,
    data: Record<string, unknown>,
    { draft = false } = {},
  ): Promise<string> {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, data)
            values (${owner}, ${flow}, 'NG', 'company', ${prefix}, ${JSON.stringify(data)}::jsonb) returning id`,
      );
      if (!draft)
        await tx.execute(
          sql`update public.applications set status = 'submitted' where id = ${row!.id}`,
        );
      const [app] = await query<{ reference: string | null }>(
        tx,
        sql`select reference from public.applications where id = ${row!.id}`,
      );
      return app!.reference ?? row!.id;
    }, database);
  }

  const search = async (q: string) =>
    (await asUser(staff, (tx) => findQueuePage(tx, { overdue: false, q }), database)).rows.map(
      (r) => r.reference,
    );

  it('finds an application by the company or business name in its answers, in any case, in part', async () => {
    const uk = await application(ada, 'uk-company', 'GB-CO', {
      companyName: 'Console Foods Limited',
    });
    const nigeria = await application(bola, 'nigeria-company', 'NG-CO', {
      proposedName1: 'Adaeze Foods Limited',
      proposedName2: 'Adaeze Kitchens Limited',
    });
    const enterprise = await application(ada, 'nigeria-enterprise', 'NG-BN', {
      proposedName1: 'Mama Put Ventures',
    });
    const returns = await application(bola, 'nigeria-annual-returns', 'NG-AR', {
      entityName: 'Lagos Widgets Plc',
    });
    const canada = await application(ada, 'canada-company', 'CA-CO', {
      proposedName: 'Maple Syrup Inc.',
    });
    const trademark = await application(bola, 'usa-trademark', 'US-TM', {
      ownerName: 'Harbour Lights LLC',
    });
    // A draft is never in the queue, whatever its answers say.
    await application(
      ada,
      'uk-company',
      'GB-CO',
      { companyName: 'Draft Foods Ltd' },
      { draft: true },
    );

    expect((await search('foods')).sort()).toEqual([uk, nigeria].sort());
    expect(await search('ADAEZE KITCHENS')).toEqual([nigeria]);
    expect(await search('mama put')).toEqual([enterprise]);
    expect(await search('widgets')).toEqual([returns]);
    expect(await search('Maple')).toEqual([canada]);
    expect(await search('harbour lights')).toEqual([trademark]);
    // The reference and the customer's name and e-mail are still found, each once.
    expect(await search(uk)).toEqual([uk]);
    expect((await search('bola mensah')).sort()).toEqual([nigeria, returns, trademark].sort());
    expect((await search('ada@example')).sort()).toEqual([uk, enterprise, canada].sort());
    expect(await search('Unknown Holdings')).toEqual([]);
  });

  it('finds a name changed after submission (the searchable text follows every write)', async () => {
    const reference = await application(bola, 'uk-company', 'GB-CO', {
      companyName: 'First Name Ltd',
    });
    await withServiceRole(
      (tx) =>
        tx.execute(
          sql`update public.applications set data = data || '{"companyName": "Second Name Ltd"}'::jsonb where reference = ${reference}`,
        ),
      database,
    );
    expect(await search('first name')).toEqual([]);
    expect(await search('second name')).toEqual([reference]);
  });
});
