import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '@/lib/actions/result';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, system, type Actor, type NoActor } from '@/lib/commands/actor';
import { changeStatus } from '@/lib/commands/applications/change-status';
import { addCompany } from '@/lib/commands/companies/add-company';
import { recordFormedCompany } from '@/lib/commands/companies/record-formed-company';
import { updateCompany } from '@/lib/commands/companies/update-company';
import { verifyCompany } from '@/lib/commands/companies/verify-company';
import { runCommand, type Command } from '@/lib/commands/run';
import { findCompany, listOwnCompanies, searchCompanies } from '@/lib/companies/queries';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 31, the company record: a customer reads and writes only their own companies and
 * officers, never the verification; staff read all, record a formation's company and verify;
 * anonymous callers nothing. A formation is completed only with its company, whoever moves it.
 * Each command refuses the wrong actor and writes one audit row.
 */
describe.each(testDrivers())('companies on %s', (driver) => {
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
  const asStaff = staff(sam);
  const asAda = customer(ada);
  const asBola = customer(bola);

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const auditOf = (targetId: string) =>
    owner<{ actor_kind: string; actor_id: string | null; action: string }>(
      sql`select actor_kind, actor_id, action from public.audit_log where target_id = ${targetId} order by id`,
    );
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    dataDir = tempDir('registra-companies-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ukCompany = {
    jurisdiction: 'uk',
    entity: 'company',
    legalName: 'Thames Widgets Ltd',
    registryNumber: 'SC 123456',
    incorporatedOn: '2024-05-14',
    officers: [
      { name: 'Ada Okafor', role: 'director', email: 'ada@example.com', wantsReminders: true },
    ],
  };

  async function adaAdds(fields: Record<string, unknown> = ukCompany): Promise<string> {
    const result = await run(addCompany, asAda, fields);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data.companyId;
  }

  /** A submitted Delaware corporation formation of Ada's, delivered and filed (ready to complete). */
  async function filedFormation(flow = 'delaware-corporation'): Promise<string> {
    return withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package, data)
            values (${ada.id}, ${flow}, 'US', 'company', 'DE-CC', 'standard',
                    ${JSON.stringify({ companyName: 'Acme Robotics, Inc.' })}::jsonb) returning id`,
      );
      const id = row!.id;
      await tx.execute(
        sql`update public.applications set status = 'submitted', quote = '{"currency":"USD","total":1}'::jsonb where id = ${id}`,
      );
      await tx.execute(
        sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference, status, amount_received)
            values (${id}, ${ada.id}, 'bank_transfer', 1, 'USD', ${`PAY-${randomUUID().slice(0, 8).toUpperCase()}`}, 'pending', null)`,
      );
      await tx.execute(
        sql`update public.payments set status = 'confirmed', amount_received = 1 where application_id = ${id}`,
      );
      for (const status of ['in_review', 'filed'])
        await tx.execute(sql`update public.applications set status = ${status} where id = ${id}`);
      await tx.execute(
        sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category)
            values (${id}, ${ada.id}, ${`delivered.${randomUUID()}`}, ${`${randomUUID()}.pdf`}, 'application/pdf', 10, 'delivered', 'certificate')`,
      );
      return id;
    }, database);
  }

  const delawareRecord = (applicationId: string) => ({
    applicationId,
    jurisdiction: 'delaware',
    entity: 'corporation',
    legalName: 'Acme Robotics, Inc.',
    registryNumber: '7654321',
    taxId: '123456789',
    incorporatedOn: '2026-03-10',
  });

  /** Postgres's own message, or null when the statement went through. */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  describe('who reads and writes what', () => {
    it('a customer sees only their own companies and officers; staff see all; anonymous none', async () => {
      const adas = await adaAdds();
      const bolas = (await run(addCompany, asBola, { ...ukCompany, legalName: 'Bola Ltd' })) as {
        ok: true;
        data: { companyId: string };
      };
      const seenBy = (userId: string) =>
        asUser(userId, (tx) => listOwnCompanies(tx, userId), database);
      expect((await seenBy(ada.id)).map((c) => c.id)).toContain(adas);
      expect((await seenBy(ada.id)).map((c) => c.id)).not.toContain(bolas.data.companyId);
      expect(await asUser(ada.id, (tx) => findCompany(tx, bolas.data.companyId), database)).toBe(
        null,
      );
      const officersAdaSees = await asUser(
        ada.id,
        (tx) =>
          query<{ company_id: string }>(tx, sql`select company_id from public.company_officers`),
        database,
      );
      expect(new Set(officersAdaSees.map((o) => o.company_id)).has(bolas.data.companyId)).toBe(
        false,
      );
      const all = await asUser(sam.id, (tx) => searchCompanies(tx, ''), database);
      expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([adas, bolas.data.companyId]));
      const anonymous = await refusal(
        withRls(
          { role: 'anon' },
          (tx) => tx.execute(sql`select id from public.companies`),
          database,
        ),
      );
      expect(anonymous).toMatch(/permission denied/);
    });

    it('a customer cannot verify, move or take over a company, nor add one as a formation', async () => {
      const id = await adaAdds();
      const asAdaDo = (statement: ReturnType<typeof sql>) =>
        refusal(asUser(ada.id, (tx: DbTx) => tx.execute(statement), database));
      expect(
        await asAdaDo(
          sql`update public.companies set verified_at = now(), verified_by = ${ada.id} where id = ${id}`,
        ),
      ).toMatch(/only staff change the verification/);
      expect(
        await asAdaDo(sql`update public.companies set owner_id = ${bola.id} where id = ${id}`),
      ).not.toBeNull();
      expect(
        await asAdaDo(
          sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on, source)
              values (${ada.id}, 'uk', 'company', 'X Ltd', '01234567', '2020-01-01', 'formation')`,
        ),
      ).not.toBeNull();
      expect(
        await asAdaDo(
          sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on, verified_at, verified_by)
              values (${ada.id}, 'uk', 'company', 'X Ltd', '01234567', '2020-01-01', now(), ${ada.id})`,
        ),
      ).toMatch(/brought in and unverified/);
      // Bola's rows are out of Ada's reach: an update finds nothing.
      const bolas = await run(addCompany, asBola, ukCompany);
      const touched = await asUser(
        ada.id,
        (tx) =>
          query(
            tx,
            sql`update public.companies set legal_name = 'Mine' where id = ${(bolas as { ok: true; data: { companyId: string } }).data.companyId} returning id`,
          ),
        database,
      );
      expect(touched).toEqual([]);
    });

    it('a customer’s edit of what staff verified clears the verification', async () => {
      const id = await adaAdds();
      expect(await run(verifyCompany, asStaff, { companyId: id })).toEqual({
        ok: true,
        data: undefined,
      });
      expect(
        (await owner(sql`select verified_by from public.companies where id = ${id}`))[0],
      ).toEqual({
        verified_by: sam.id,
      });
      expect(
        await run(updateCompany, asAda, {
          ...ukCompany,
          companyId: id,
          registryNumber: 'SC654321',
        }),
      ).toEqual({ ok: true, data: { companyId: id } });
      expect(
        await owner(
          sql`select verified_at, registry_number from public.companies where id = ${id}`,
        ),
      ).toEqual([{ verified_at: null, registry_number: 'SC654321' }]);
    });
  });

  describe('the commands', () => {
    it('addCompany: customers only, the number written the registry’s way, one audit row of kind customer', async () => {
      expect(await run(addCompany, asStaff, ukCompany)).toEqual(fail('forbidden'));
      expect(await run(addCompany, system('scheduler'), ukCompany)).toEqual(fail('forbidden'));
      expect(await run(addCompany, { kind: 'anonymous' }, ukCompany)).toEqual(
        fail('signInRequired'),
      );
      const bad = await run(addCompany, asAda, { ...ukCompany, registryNumber: '123' });
      expect(bad).toEqual(
        fail('invalidRequest', undefined, {
          fieldErrors: { registryNumber: [{ key: 'ukCompany' }] },
        }),
      );
      const future = await run(addCompany, asAda, { ...ukCompany, incorporatedOn: '2999-01-01' });
      expect(future).toMatchObject({
        ok: false,
        fieldErrors: { incorporatedOn: [{ key: 'dateFuture' }] },
      });
      const id = await adaAdds();
      const company = await asUser(ada.id, (tx) => findCompany(tx, id), database);
      expect(company).toMatchObject({
        registryNumber: 'SC123456',
        source: 'brought_in',
        verifiedAt: null,
        officers: [
          { name: 'Ada Okafor', role: 'director', email: 'ada@example.com', wantsReminders: true },
        ],
      });
      expect(await auditOf(id)).toEqual([
        { actor_kind: 'customer', actor_id: ada.id, action: 'company.added' },
      ]);
    });

    it('updateCompany: the owner or staff, not another customer; one audit row each', async () => {
      const id = await adaAdds();
      const edit = { ...ukCompany, companyId: id, legalName: 'Thames Widgets (UK) Ltd' };
      expect(await run(updateCompany, asBola, edit)).toEqual(fail('notFound'));
      expect(await run(updateCompany, system('scheduler'), edit)).toEqual(fail('forbidden'));
      expect(await run(updateCompany, asAda, edit)).toEqual({ ok: true, data: { companyId: id } });
      expect(await run(updateCompany, asStaff, { ...edit, officers: [] })).toEqual({
        ok: true,
        data: { companyId: id },
      });
      expect(await auditOf(id)).toEqual([
        { actor_kind: 'customer', actor_id: ada.id, action: 'company.added' },
        { actor_kind: 'customer', actor_id: ada.id, action: 'company.updated' },
        { actor_kind: 'staff', actor_id: sam.id, action: 'company.updated' },
      ]);
      expect(
        await owner(
          sql`select count(*)::int as n from public.company_officers where company_id = ${id}`,
        ),
      ).toEqual([{ n: 0 }]);
    });

    it('verifyCompany: staff only; one audit row', async () => {
      const id = await adaAdds();
      expect(await run(verifyCompany, asAda, { companyId: id })).toEqual(fail('forbidden'));
      expect(await run(verifyCompany, asStaff, { companyId: randomUUID() })).toEqual(
        fail('notFound'),
      );
      expect(await run(verifyCompany, asStaff, { companyId: id })).toEqual({
        ok: true,
        data: undefined,
      });
      expect((await auditOf(id)).map((r) => r.action)).toEqual([
        'company.added',
        'company.verified',
      ]);
    });

    it('recordFormedCompany: staff only, for the customer, once per application; the formation can then complete', async () => {
      const applicationId = await filedFormation();
      const record = delawareRecord(applicationId);
      expect(await run(recordFormedCompany, asAda, record)).toEqual(fail('forbidden'));
      expect(
        await run(recordFormedCompany, asStaff, { ...record, registryNumber: '' }),
      ).toMatchObject({ ok: false, fieldErrors: { registryNumber: [{ key: 'required' }] } });
      expect(
        await run(recordFormedCompany, asStaff, {
          ...record,
          jurisdiction: 'wyoming',
          registryNumber: '2019-000876543',
        }),
      ).toMatchObject({ ok: false, fieldErrors: { entity: [{ key: 'entityOfJurisdiction' }] } });

      // Not yet recorded: the command says why it will not complete.
      expect(
        await runCommand(
          changeStatus,
          asStaff,
          { applicationId, status: 'completed' },
          { database },
        ),
      ).toEqual(fail('completionNeedsCompany'));

      const recorded = await run(recordFormedCompany, asStaff, record);
      expect(recorded).toMatchObject({ ok: true });
      const companyId = (recorded as { ok: true; data: { companyId: string } }).data.companyId;
      expect(await run(recordFormedCompany, asStaff, record)).toEqual(fail('companyRecorded'));
      expect(await asUser(ada.id, (tx) => findCompany(tx, companyId), database)).toMatchObject({
        ownerId: ada.id,
        source: 'formation',
        applicationId,
        registryNumber: '7654321',
        taxId: '12-3456789',
        incorporatedOn: '2026-03-10',
      });
      expect(await auditOf(companyId)).toEqual([
        { actor_kind: 'staff', actor_id: sam.id, action: 'company.recorded' },
      ]);
      expect(
        await runCommand(
          changeStatus,
          asStaff,
          { applicationId, status: 'completed' },
          { database },
        ),
      ).toEqual({ ok: true, data: { status: 'completed' } });
    });

    it('refuses a company for an application that forms none', async () => {
      const applicationId = await filedFormation('delaware-annual-report');
      expect(await run(recordFormedCompany, asStaff, delawareRecord(applicationId))).toEqual(
        fail('notFormation'),
      );
    });
  });

  describe('completing a formation in the database', () => {
    const complete = (id: string) => (tx: DbTx) =>
      tx.execute(sql`update public.applications set status = 'completed' where id = ${id}`);

    it('is refused without its company, as staff, as the service role and as the owner connection', async () => {
      const id = await filedFormation();
      for (const attempt of [
        asUser(sam.id, complete(id), database),
        withServiceRole(complete(id), database),
        database.db.transaction(complete(id)),
      ])
        expect(await refusal(attempt)).toMatch(/completed once its company is recorded/);
    });

    it('goes through for a formation with its company, and for work that forms none', async () => {
      const formation = await filedFormation();
      await run(recordFormedCompany, asStaff, delawareRecord(formation));
      expect(await refusal(withServiceRole(complete(formation), database))).toBeNull();
      const filing = await filedFormation('delaware-annual-report');
      expect(await refusal(withServiceRole(complete(filing), database))).toBeNull();
    });
  });

  it('staff search by name and by identifier, spacing ignored', async () => {
    const applicationId = await filedFormation();
    await run(recordFormedCompany, asStaff, {
      ...delawareRecord(applicationId),
      legalName: 'Zebra Searchable Inc.',
      registryNumber: '7000001',
    });
    const search = (term: string) =>
      asUser(sam.id, (tx) => searchCompanies(tx, term), database).then((rows) =>
        rows.map((r) => r.legalName),
      );
    expect(await search('zebra search')).toEqual(['Zebra Searchable Inc.']);
    expect(await search('700 0001')).toEqual(['Zebra Searchable Inc.']);
    expect(await search('12-3456789')).toContain('Zebra Searchable Inc.');
    expect(await search('no such company')).toEqual([]);
  });
});
