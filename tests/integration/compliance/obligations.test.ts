import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { markObligationFiledElsewhere } from '@/lib/commands/companies/mark-obligation-filed-elsewhere';
import { markObligationOrdered } from '@/lib/commands/companies/mark-obligation-ordered';
import { setCompanyReminders } from '@/lib/commands/companies/set-company-reminders';
import { setObligationReminders } from '@/lib/commands/companies/set-obligation-reminders';
import { undoObligationFiledElsewhere } from '@/lib/commands/companies/undo-obligation-filed-elsewhere';
import { runCommand, type Command } from '@/lib/commands/run';
import { complianceFilterSchema, dueObligations } from '@/lib/companies/compliance-console';
import {
  obligationRecords,
  stateOf,
  statedObligations,
  UNLINKED_ORDER_DAYS,
} from '@/lib/companies/obligations';
import { addDays } from '@/lib/compliance/dates';
import { findCompany } from '@/lib/companies/queries';
import { calendarWindow } from '@/lib/compliance/calendar';
import { todayIso } from '@/lib/config/clock';
import { query, type Database } from '@/lib/db/database';
import { asUser, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 31, an obligation instance's stored state: the owner marks one filed elsewhere (and
 * undoes it), orders it, switches its reminders and the company's; another customer reaches
 * none of it; staff read all; "filed by us" is staff's alone.
 */
describe.each(testDrivers())('company obligations on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const sam: CurrentUser = {
    id: randomUUID(),
    email: 'sam.staff@example.com',
    fullName: 'Sam Staff',
    role: 'admin',
    isAdmin: true,
  };
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Okafor' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola M' };
  const asAda = customer(ada);
  const asBola = customer(bola);

  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    dataDir = tempDir('registra-obligations-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await query(
      database.db,
      sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`,
    );
    await query(
      database.db,
      sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function adaAddsUk(): Promise<string> {
    const result = await run(addCompany, asAda, {
      jurisdiction: 'uk',
      entity: 'company',
      legalName: 'Thames Widgets Ltd',
      registryNumber: '01234567',
      incorporatedOn: '2024-05-14',
      officers: [],
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data.companyId;
  }

  /** The company's calendar as `userId` reads it (row-level security). */
  async function calendarOf(userId: string, companyId: string) {
    return asUser(
      userId,
      async (tx) => {
        const company = await findCompany(tx, companyId);
        if (!company) return null;
        const records = await obligationRecords(tx, [companyId]);
        const today = todayIso();
        return statedObligations(company, records.get(companyId), calendarWindow(today), today);
      },
      database,
    );
  }

  it('the owner marks an obligation filed elsewhere, undoes it; another customer cannot', async () => {
    const id = await adaAddsUk();
    const [first] = (await calendarOf(ada.id, id))!;
    const key = first!.instance.key;
    expect(['upcoming', 'due_soon']).toContain(first!.state);

    expect(
      await run(markObligationFiledElsewhere, asBola, { companyId: id, obligationKey: key }),
    ).toMatchObject({ ok: false, formError: { key: 'notFound' } });
    expect(
      await run(markObligationFiledElsewhere, asAda, { companyId: id, obligationKey: key }),
    ).toEqual({ ok: true, data: undefined });
    expect((await calendarOf(ada.id, id))![0]!.state).toBe('filed_elsewhere');
    // Staff read it too; Bola reads neither the company nor its records.
    expect((await calendarOf(sam.id, id))![0]!.state).toBe('filed_elsewhere');
    expect(await calendarOf(bola.id, id)).toBeNull();
    const bolaSees = await asUser(
      bola.id,
      (tx) => query(tx, sql`select * from public.company_obligations where company_id = ${id}`),
      database,
    );
    expect(bolaSees).toHaveLength(0);

    expect(
      await run(undoObligationFiledElsewhere, asAda, { companyId: id, obligationKey: key }),
    ).toEqual({ ok: true, data: undefined });
    expect((await calendarOf(ada.id, id))![0]!.state).not.toBe('filed_elsewhere');
    expect(
      await run(undoObligationFiledElsewhere, asAda, { companyId: id, obligationKey: key }),
    ).toMatchObject({ ok: false, formError: { key: 'notFiledElsewhere' } });

    const audit = await query<{ action: string; actor_kind: string }>(
      database.db,
      sql`select action, actor_kind from public.audit_log where target_id = ${id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'company.added',
      'company.obligation_filed_elsewhere',
      'company.obligation_undone',
    ]);
  });

  it('refuses a key the company never has, and bad input with a message', async () => {
    const id = await adaAddsUk();
    expect(
      await run(markObligationFiledElsewhere, asAda, {
        companyId: id,
        obligationKey: 'de-annual-report:2027',
      }),
    ).toMatchObject({ ok: false, formError: { key: 'notFound' } });
    expect(
      await run(markObligationFiledElsewhere, asAda, { companyId: id, obligationKey: '<script>' }),
    ).toMatchObject({ ok: false, fieldErrors: { obligationKey: [{ key: 'invalidRequest' }] } });
    expect(
      await run(markObligationFiledElsewhere, staff(sam), { companyId: id, obligationKey: 'x:y' }),
    ).toMatchObject({ ok: false, formError: { key: 'forbidden' } });
  });

  it('ordering, reminders per obligation and per company', async () => {
    const id = await adaAddsUk();
    const calendar = (await calendarOf(ada.id, id))!;
    const fileable = calendar.find((o) => o.instance.filer)!;
    const other = calendar.find((o) => o !== fileable)!;
    expect(
      await run(markObligationOrdered, asAda, {
        companyId: id,
        obligationKey: fileable.instance.key,
      }),
    ).toEqual({ ok: true, data: undefined });
    expect(
      await run(setObligationReminders, asAda, {
        companyId: id,
        obligationKey: other.instance.key,
        enabled: false,
      }),
    ).toEqual({ ok: true, data: undefined });
    let after = (await calendarOf(ada.id, id))!;
    const ordered = after.find((o) => o.instance.key === fileable.instance.key)!;
    expect(ordered.state).toBe('ordered');
    // An order never submitted stops holding the reminders back after UNLINKED_ORDER_DAYS.
    const later = addDays(ordered.record!.updatedOn, UNLINKED_ORDER_DAYS + 1);
    expect(stateOf(ordered.instance, addDays(later, -1), ordered.record)).toBe('ordered');
    expect(stateOf(ordered.instance, later, ordered.record)).not.toBe('ordered');
    expect(after.find((o) => o.instance.key === other.instance.key)!.remindersEnabled).toBe(false);
    expect(after.find((o) => o.instance.key === fileable.instance.key)!.remindersEnabled).toBe(
      true,
    );

    expect(await run(setCompanyReminders, asBola, { companyId: id, enabled: false })).toMatchObject(
      { ok: false, formError: { key: 'notFound' } },
    );
    expect(await run(setCompanyReminders, asAda, { companyId: id, enabled: false })).toEqual({
      ok: true,
      data: undefined,
    });
    after = (await calendarOf(ada.id, id))!;
    expect(after.every((o) => !o.remindersEnabled)).toBe(true);
  });

  it('"filed by us" is staff\'s: a customer can neither set nor undo it', async () => {
    const id = await adaAddsUk();
    const [first] = (await calendarOf(ada.id, id))!;
    const key = first!.instance.key;
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(
        asUser(
          ada.id,
          (tx) =>
            tx.execute(sql`insert into public.company_obligations (company_id, obligation_key, due_on, state)
                values (${id}, ${key}, ${first!.instance.dueDate}, 'filed_by_us')`),
          database,
        ),
      ),
    ).toMatch(/only staff/);
    await asUser(
      sam.id,
      (tx) =>
        tx.execute(sql`insert into public.company_obligations (company_id, obligation_key, due_on, state)
            values (${id}, ${key}, ${first!.instance.dueDate}, 'filed_by_us')`),
      database,
    );
    expect((await calendarOf(ada.id, id))![0]!.state).toBe('filed_by_us');
    expect(
      await run(markObligationFiledElsewhere, asAda, { companyId: id, obligationKey: key }),
    ).toMatchObject({ ok: false, formError: { key: 'alreadyFiled' } });
    // Its reminders are still the customer's to switch.
    expect(
      await run(setObligationReminders, asAda, {
        companyId: id,
        obligationKey: key,
        enabled: false,
      }),
    ).toEqual({ ok: true, data: undefined });
    const anonymous = await refusal(
      withRls(
        { role: 'anon' },
        (tx) => tx.execute(sql`select * from public.company_obligations`),
        database,
      ),
    );
    expect(anonymous).toMatch(/permission denied/);
  });

  it('/admin/compliance: staff see every open obligation, overdue first; a customer only theirs', async () => {
    const adas = await adaAddsUk();
    const bolas = await run(addCompany, asBola, {
      jurisdiction: 'delaware',
      entity: 'corporation',
      legalName: 'Bola Robotics, Inc.',
      registryNumber: '7654321',
      incorporatedOn: '2023-03-10',
      officers: [],
    });
    if (!bolas.ok) throw new Error(JSON.stringify(bolas));
    const today = todayIso();
    const filter = complianceFilterSchema.parse({ days: '730' });
    const all = await asUser(sam.id, (tx) => dueObligations(tx, filter, today), database);
    const companies = new Set(all.rows.map((r) => r.companyId));
    expect(companies.has(adas)).toBe(true);
    expect(companies.has(bolas.data.companyId)).toBe(true);
    const overdue = all.rows.findIndex((r) => r.state !== 'overdue');
    expect(all.rows.slice(overdue).every((r) => r.state !== 'overdue')).toBe(true);
    for (let i = overdue + 1; i < all.rows.length; i++)
      expect(all.rows[i]!.instance.dueDate >= all.rows[i - 1]!.instance.dueDate).toBe(true);

    // Marked filed elsewhere: off the list.
    const [first] = all.rows.filter((r) => r.companyId === adas);
    await run(markObligationFiledElsewhere, asAda, {
      companyId: adas,
      obligationKey: first!.instance.key,
    });
    const after = await asUser(sam.id, (tx) => dueObligations(tx, filter, today), database);
    expect(
      after.rows.some((r) => r.companyId === adas && r.instance.key === first!.instance.key),
    ).toBe(false);

    const delaware = await asUser(
      sam.id,
      (tx) =>
        dueObligations(
          tx,
          complianceFilterSchema.parse({ days: '730', jurisdiction: 'delaware' }),
          today,
        ),
      database,
    );
    expect(delaware.rows.every((r) => r.jurisdiction === 'delaware')).toBe(true);
    expect(delaware.rows.length).toBeGreaterThan(0);
    const byRule = await asUser(
      sam.id,
      (tx) =>
        dueObligations(
          tx,
          complianceFilterSchema.parse({ days: '730', rule: 'de-annual-report' }),
          today,
        ),
      database,
    );
    expect(byRule.rows.every((r) => r.instance.ruleId === 'de-annual-report')).toBe(true);

    const asCustomer = await asUser(ada.id, (tx) => dueObligations(tx, filter, today), database);
    expect(asCustomer.rows.every((r) => r.companyId !== bolas.data.companyId)).toBe(true);
    expect(complianceFilterSchema.safeParse({ days: 'abc' }).success).toBe(false);
    expect(complianceFilterSchema.parse({}).days).toBe(60);
  });
});
