import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { runCommand, type Command } from '@/lib/commands/run';
import { registerHistory } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import { renderRegistersPdf } from '@/lib/companies/registers-pdf';
import { findCompany } from '@/lib/companies/queries';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, the statutory registers: the owner reads and adds entries to their company's
 * registers (through the command), staff read and add to all, another customer and anonymous
 * callers nothing; nobody edits or deletes an entry; each entry records who wrote it and is
 * audited; the history gives the registers at any date.
 */
describe.each(testDrivers())('company registers on %s', (driver) => {
  let database: Database;
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
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: '' };
  const asStaff = staff(sam);
  const asAda = customer(ada);
  const asBola = customer(bola);

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  beforeAll(async () => {
    dataDir = tempDir('registra-registers-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    await owner(sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function adasNigerianCompany(): Promise<string> {
    const result = await run(addCompany, asAda, {
      jurisdiction: 'nigeria',
      entity: 'company',
      legalName: 'Lagos Widgets Limited',
      registryNumber: 'RC 1234567',
      incorporatedOn: '2025-03-10',
      officers: [],
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data.companyId;
  }

  const allot = (
    companyId: string,
    holder: string,
    shares: number,
    effectiveOn = '2025-03-10',
  ) => ({
    companyId,
    effectiveOn,
    entry: { kind: 'allotment', holder, shareClass: 'Ordinary', shares },
  });

  it('the owner records entries, each attributed and audited; the history gives any date', async () => {
    const id = await adasNigerianCompany();
    expect((await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 700_000))).ok).toBe(true);
    expect((await run(recordRegisterEntry, asAda, allot(id, 'Bola Martins', 300_000))).ok).toBe(
      true,
    );
    const moved = await run(recordRegisterEntry, asAda, {
      companyId: id,
      effectiveOn: '2025-09-01',
      entry: {
        kind: 'transfer',
        from: 'Ada Okafor',
        to: 'Chidi Eze',
        shareClass: 'Ordinary',
        shares: 100_000,
      },
    });
    expect(moved.ok).toBe(true);
    // Staff add to it too, under their own name.
    const byStaff = await run(recordRegisterEntry, asStaff, {
      companyId: id,
      effectiveOn: '2025-03-10',
      entry: {
        kind: 'appointment',
        name: 'Ada Okafor',
        role: 'director',
        email: 'ada@example.com',
      },
    });
    expect(byStaff.ok).toBe(true);

    const history = await asUser(ada.id, (tx) => registerHistory(tx, id), database);
    expect(history.map((e) => [e.data.kind, e.recordedBy, e.recordedByKind])).toEqual([
      ['allotment', 'Ada Okafor', 'customer'],
      ['allotment', 'Ada Okafor', 'customer'],
      ['appointment', 'Sam Staff', 'staff'],
      ['transfer', 'Ada Okafor', 'customer'],
    ]);
    expect(registersAsAt(history, '2025-08-31').members).toContainEqual({
      holder: 'Ada Okafor',
      shareClass: 'Ordinary',
      shares: 700_000,
    });
    expect(registersAsAt(history, '2025-09-01').members).toContainEqual({
      holder: 'Chidi Eze',
      shareClass: 'Ordinary',
      shares: 100_000,
    });
    const audit = await owner<{ actor_kind: string; action: string }>(
      sql`select actor_kind, action from public.audit_log where target_id = ${id} and action = 'company.register_entry' order by id`,
    );
    expect(audit.map((a) => a.actor_kind)).toEqual(['customer', 'customer', 'customer', 'staff']);

    // The PDF at a date renders from the same history (a smoke check of the template).
    const company = await asUser(ada.id, (tx) => findCompany(tx, id), database);
    const pdf = await renderRegistersPdf(company!, history, '2025-09-01', 'fr');
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
  });

  it('refuses what the history makes impossible, a future date and one before incorporation', async () => {
    const id = await adasNigerianCompany();
    await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 1_000));
    const tooMany = await run(recordRegisterEntry, asAda, {
      companyId: id,
      effectiveOn: '2025-04-01',
      entry: {
        kind: 'transfer',
        from: 'Ada Okafor',
        to: 'Bola',
        shareClass: 'Ordinary',
        shares: 1_001,
      },
    });
    expect(tooMany).toEqual({ ok: false, formError: { key: 'sharesNotHeld' } });
    const early = await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 1, '2025-03-09'));
    expect(early).toMatchObject({
      ok: false,
      fieldErrors: { effectiveOn: [{ key: 'beforeIncorporation' }] },
    });
    const future = await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 1, '2999-01-01'));
    expect(future).toMatchObject({
      ok: false,
      fieldErrors: { effectiveOn: [{ key: 'dateFuture' }] },
    });
    const bad = await run(recordRegisterEntry, asAda, {
      companyId: id,
      effectiveOn: '2025-04-01',
      entry: { kind: 'cessation', name: 'Nobody Here', role: 'director' },
    });
    expect(bad).toEqual({ ok: false, formError: { key: 'notAnOfficer' } });
    expect(await asUser(ada.id, (tx) => registerHistory(tx, id), database)).toHaveLength(1);
  });

  it('another customer neither reads nor writes the registers; anonymous callers nothing', async () => {
    const id = await adasNigerianCompany();
    await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 10));
    expect(await asUser(bola.id, (tx) => registerHistory(tx, id), database)).toEqual([]);
    expect(await run(recordRegisterEntry, asBola, allot(id, 'Bola Martins', 10))).toEqual({
      ok: false,
      formError: { key: 'notFound' },
    });
    // Straight to the table, past the command: the policy refuses it.
    const direct = await refusal(
      asUser(
        bola.id,
        (tx: DbTx) =>
          tx.execute(sql`insert into public.company_register_entries (company_id, kind, effective_on, data, recorded_by_kind, recorded_by_name)
            values (${id}, 'allotment', '2025-04-01', '{"kind":"allotment","holder":"Bola","shareClass":"Ordinary","shares":5}'::jsonb, 'customer', 'Bola')`),
        database,
      ),
    );
    expect(direct).toMatch(/row-level security/);
    expect(await asUser(sam.id, (tx) => registerHistory(tx, id), database)).toHaveLength(1);
    const anonymous = await refusal(
      withRls(
        { role: 'anon' },
        (tx) => tx.execute(sql`select id from public.company_register_entries`),
        database,
      ),
    );
    expect(anonymous).toMatch(/permission denied/);
  });

  it('an entry is never edited nor deleted, by the owner or staff; the company’s deletion takes them', async () => {
    const id = await adasNigerianCompany();
    await run(recordRegisterEntry, asAda, allot(id, 'Ada Okafor', 10));
    for (const userId of [ada.id, sam.id]) {
      expect(
        await refusal(
          asUser(
            userId,
            (tx: DbTx) =>
              tx.execute(
                sql`update public.company_register_entries set effective_on = '2025-03-11' where company_id = ${id}`,
              ),
            database,
          ),
        ),
      ).not.toBeNull();
    }
    expect(
      await refusal(
        owner(sql`delete from public.company_register_entries where company_id = ${id}`),
      ),
    ).toMatch(/append-only/);
    // A customer cannot write in another's name: the database sets the writer.
    await asUser(
      ada.id,
      (tx: DbTx) =>
        tx.execute(sql`insert into public.company_register_entries (company_id, kind, effective_on, data, recorded_by, recorded_by_kind, recorded_by_name, recorded_at)
          values (${id}, 'allotment', '2025-04-01', '{"kind":"allotment","holder":"Ada Okafor","shareClass":"Ordinary","shares":5}'::jsonb, ${sam.id}, 'staff', 'Ada Okafor', '2020-01-01')`),
      database,
    );
    const rows = await owner<{ recorded_by: string; recorded_by_kind: string; year: number }>(
      sql`select recorded_by, recorded_by_kind, extract(year from recorded_at)::int as year
          from public.company_register_entries where company_id = ${id} and effective_on = '2025-04-01'`,
    );
    expect(rows).toEqual([
      { recorded_by: ada.id, recorded_by_kind: 'customer', year: expect.any(Number) },
    ]);
    expect(rows[0]!.year).toBeGreaterThan(2020);
    await owner(sql`delete from public.companies where id = ${id}`);
    expect(
      await owner(sql`select id from public.company_register_entries where company_id = ${id}`),
    ).toEqual([]);
  });
});
