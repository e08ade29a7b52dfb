import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { STATUS_TRANSITIONS } from '@/lib/applications/status';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { recordCompanyFor } from '../support/companies';

describe.each(testDrivers())('the application status machine in the database on %s', (driver) => {
  let database: Database;
  const owner = randomUUID();
  const admin = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${owner}, 'owner@example.com'), (${admin}, 'staff@example.com')`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`,
    );
  }, 60_000);
  afterAll(() => database.close());

  /** A new application in `status`, put there by the service connection along allowed moves. */
  async function applicationIn(path: string[]): Promise<string> {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix)
            values (${owner}, 'nigeria-company', 'NG', 'company', 'NG-CO') returning id`,
      );
      for (const status of path)
        await tx.execute(
          sql`update public.applications set status = ${status} where id = ${row!.id}`,
        );
      return row!.id;
    }, database);
  }

  /** Postgres's own message (Drizzle wraps it as the cause), or null when the move went through. */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  const moveAs = (claims: Parameters<typeof withRls>[0], id: string, status: string) =>
    withRls(
      claims,
      (tx) =>
        query<{ status: string }>(
          tx,
          sql`update public.applications set status = ${status} where id = ${id} returning status`,
        ),
      database,
    );

  it('holds the same moves as lib/applications/status.ts', async () => {
    const rows = await withServiceRole(
      (tx) =>
        query<{ from_status: string; to_status: string }>(
          tx,
          sql`select from_status, to_status from public.application_status_transitions`,
        ),
      database,
    );
    const inDatabase = rows.map((r) => `${r.from_status} → ${r.to_status}`).sort();
    const inCode = Object.entries(STATUS_TRANSITIONS)
      .flatMap(([from, targets]) => targets.map((to) => `${from} → ${to}`))
      .sort();
    expect(inDatabase).toEqual(inCode);
  });

  /** Paid and delivered: what filing and completing need (tests/integration/applications/filing-rules.test.ts). */
  async function paidAndDelivered(id: string) {
    await withServiceRole(async (tx) => {
      await tx.execute(
        sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference, status, amount_received)
            values (${id}, ${owner}, 'bank_transfer', 100, 'NGN', ${`PAY-${id.slice(0, 8).toUpperCase()}`}, 'confirmed', 100)`,
      );
      await tx.execute(
        sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category)
            values (${id}, ${owner}, 'delivered.1', ${`${randomUUID()}.pdf`}, 'application/pdf', 10, 'delivered', 'certificate')`,
      );
    }, database);
  }

  it('lets staff move an application along the allowed path, back and forth with the customer', async () => {
    const id = await applicationIn(['submitted']);
    await paidAndDelivered(id);
    await recordCompanyFor(id, database);
    for (const status of ['in_review', 'awaiting_customer', 'in_review', 'filed', 'completed'])
      expect(await moveAs(userClaims(admin), id, status)).toEqual([{ status }]);
  });

  it('refuses any other move, whoever makes it: staff, the service connection, the owner', async () => {
    const id = await applicationIn(['submitted']);
    expect(await refusal(moveAs(userClaims(admin), id, 'completed'))).toMatch(
      /cannot move from submitted to completed/,
    );
    expect(await refusal(moveAs({ role: 'service_role' }, id, 'filed'))).toMatch(
      /cannot move from submitted to filed/,
    );
    expect(await refusal(moveAs({ role: 'service_role' }, id, 'draft'))).toMatch(/cannot move/);
    await expect(moveAs(userClaims(owner), id, 'cancelled')).resolves.toEqual([]);
    const done = await applicationIn(['submitted', 'rejected']);
    expect(await refusal(moveAs(userClaims(admin), done, 'in_review'))).toMatch(
      /cannot move from rejected to in_review/,
    );
  });
});
