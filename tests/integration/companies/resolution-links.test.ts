import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, system, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { proposeResolution } from '@/lib/commands/companies/propose-resolution';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { resendSigningLink } from '@/lib/commands/companies/resend-signing-link';
import { signResolution } from '@/lib/commands/companies/sign-resolution';
import { runCommand, type Command } from '@/lib/commands/run';
import { listResolutions, signingView } from '@/lib/companies/resolution-records';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, what signing links became: a link expires SIGNING_LINK_DAYS after it was mailed (the
 * clock pinned with E2E_TODAY), the command and the database refuse a late signature, and the
 * account holder (or staff) mail a fresh link that kills the old one. Staff propose for a
 * customer's company through the same command; another customer cannot.
 */
describe.each(testDrivers())('signing links and staff proposals on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const saved = {
    dataDir: process.env.DATA_DIR,
    harness: process.env.E2E_HARNESS,
    today: process.env.E2E_TODAY,
  };

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
  const asSam = staff(sam);
  const link = system('signing_link');
  const noSession = { userId: null, sessionId: null };

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });
  /** The injected clock (lib/config/clock.ts): today is `day` for what runs next. */
  const today = (day: string) => {
    process.env.E2E_TODAY = day;
  };

  beforeAll(async () => {
    dataDir = tempDir('registra-resolution-links-');
    process.env.DATA_DIR = dataDir;
    process.env.E2E_HARNESS = '1';
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
    await owner(sql`insert into public.profiles (id, full_name, email) values (${ada.id}, 'Ada Okafor', ${ada.email})
                    on conflict (id) do update set full_name = excluded.full_name, email = excluded.email`);
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = saved.dataDir;
    process.env.E2E_HARNESS = saved.harness;
    process.env.E2E_TODAY = saved.today;
    if (saved.harness === undefined) delete process.env.E2E_HARNESS;
    if (saved.today === undefined) delete process.env.E2E_TODAY;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Nigerian company of Ada's with two directors: Ada and Emeka (who has no account). */
  async function twoDirectorCompany(): Promise<string> {
    const added = await run(addCompany, asAda, {
      jurisdiction: 'nigeria',
      entity: 'company',
      legalName: 'Lagos Widgets Limited',
      registryNumber: 'RC 1234567',
      incorporatedOn: '2025-03-10',
      officers: [],
    });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const id = added.data.companyId;
    for (const [name, email] of [
      ['Ada Okafor', 'ada@example.com'],
      ['Emeka Obi', 'emeka@example.com'],
    ])
      await run(recordRegisterEntry, asAda, {
        companyId: id,
        effectiveOn: '2025-03-10',
        entry: { kind: 'appointment', name, role: 'director', email },
      });
    return id;
  }

  /** Every signing link mailed to `to`, oldest first. */
  async function linksMailedTo(to: string): Promise<string[]> {
    const rows = await owner<{ text: string }>(
      sql`select data->>'text' as text from pgboss.job
          where name = 'mail.send' and data->>'key' like 'mail:resolution-sign:%' and data->>'to' = ${to}
          order by created_on, id`,
    );
    return rows.flatMap((r) => /\/sign\/([A-Za-z0-9_-]{43})/.exec(r.text)?.[1] ?? []);
  }

  it('an expired link signs nothing; a fresh link works and the old one is dead', async () => {
    await owner(sql`delete from pgboss.job where name = 'mail.send'`);
    today('2026-01-20');
    const id = await twoDirectorCompany();
    const proposed = await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-01-15',
      decision: { kind: 'change_address', address: '12 Marina Road, Lagos Island' },
    });
    expect(proposed.ok).toBe(true);
    const [resolution] = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    const emeka = resolution!.signatories.find((s) => s.name === 'Emeka Obi')!;
    expect([emeka.linkSentOn, emeka.linkExpiresOn]).toEqual(['2026-01-20', '2026-02-19']);
    const [oldToken] = await linksMailedTo('emeka@example.com');
    expect(oldToken).toBeDefined();

    // On its last day the link still opens the form…
    today('2026-02-19');
    expect(await signingView(oldToken!, database)).toMatchObject({ expired: false });
    // …the day after, the page says so and the command refuses.
    today('2026-02-20');
    expect(await signingView(oldToken!, database)).toMatchObject({
      expired: true,
      expiresOn: '2026-02-19',
      signed: false,
    });
    expect(
      await run(signResolution, link, {
        token: oldToken,
        signedName: 'Emeka Obi',
        session: noSession,
      }),
    ).toEqual({ ok: false, formError: { key: 'linkExpired' } });
    // The database refuses a signature dated after the link's last day, whatever the code did.
    const late = await database.db
      .execute(
        sql`update public.company_resolution_signatories set signed_name = 'Emeka Obi',
            signed_on = '2026-02-20', signed_at = now() where id = ${emeka.id}`,
      )
      .then(
        () => null,
        (e: Error & { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
      );
    expect(late).toBe('23514');

    // Another customer cannot resend; the owner can, and the mail goes to Emeka only.
    expect(await run(resendSigningLink, asBola, { signatoryId: emeka.id, locale: 'en' })).toEqual({
      ok: false,
      formError: { key: 'notFound' },
    });
    expect(await run(resendSigningLink, asAda, { signatoryId: emeka.id, locale: 'en' })).toEqual({
      ok: true,
      data: { expiresOn: '2026-03-22' },
    });
    const links = await linksMailedTo('emeka@example.com');
    expect(links).toHaveLength(2);
    const freshToken = links[1]!;
    expect(freshToken).not.toBe(oldToken);
    expect(await signingView(oldToken!, database)).toBeNull();
    expect(
      await run(signResolution, link, {
        token: oldToken,
        signedName: 'Emeka Obi',
        session: noSession,
      }),
    ).toEqual({ ok: false, formError: { key: 'linkInvalid' } });
    expect(
      await run(signResolution, link, {
        token: freshToken,
        signedName: 'Emeka Obi',
        session: noSession,
      }),
    ).toEqual({ ok: true, data: { passed: false } });
    // A signatory who has signed gets no new link.
    expect(await run(resendSigningLink, asAda, { signatoryId: emeka.id, locale: 'en' })).toEqual({
      ok: false,
      formError: { key: 'alreadySigned' },
    });
    const audit = await owner<{ action: string; actor_kind: string }>(
      sql`select action, actor_kind from public.audit_log
          where target_id = ${id} and action = 'company.resolution_link_resent'`,
    );
    expect(audit).toEqual([{ action: 'company.resolution_link_resent', actor_kind: 'customer' }]);
  });

  it('staff propose for a customer’s company: the signatories are mailed and the audit names staff', async () => {
    await owner(sql`delete from pgboss.job where name = 'mail.send'`);
    today('2026-03-01');
    const id = await twoDirectorCompany();
    const byStaff = await run(proposeResolution, asSam, {
      companyId: id,
      resolvedOn: '2026-03-01',
      decision: { kind: 'appoint_director', name: 'Chidi Eze', email: 'chidi@example.com' },
    });
    expect(byStaff.ok).toBe(true);
    expect(await linksMailedTo('ada@example.com')).toHaveLength(1);
    expect(await linksMailedTo('emeka@example.com')).toHaveLength(1);
    const [resolution] = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    expect(resolution!.kind).toBe('appoint_director');
    const [row] = await owner<{ proposed_by: string }>(
      sql`select proposed_by from public.company_resolutions where id = ${resolution!.id}`,
    );
    expect(row!.proposed_by).toBe(sam.id);
    const audit = await owner<{ actor_kind: string; actor_id: string }>(
      sql`select actor_kind, actor_id from public.audit_log
          where target_id = ${id} and action = 'company.resolution_proposed'`,
    );
    expect(audit).toEqual([{ actor_kind: 'staff', actor_id: sam.id }]);
    // Staff may also mail a fresh link.
    const emeka = resolution!.signatories.find((s) => s.name === 'Emeka Obi')!;
    expect((await run(resendSigningLink, asSam, { signatoryId: emeka.id, locale: 'fr' })).ok).toBe(
      true,
    );

    // Bola, another customer, cannot propose for Ada's company, nor write one into the table.
    expect(
      await run(proposeResolution, asBola, {
        companyId: id,
        resolvedOn: '2026-03-01',
        decision: { kind: 'change_address', address: '1 Broad Street, Lagos' },
      }),
    ).toEqual({ ok: false, formError: { key: 'notFound' } });
    const refused = await asUser(
      bola.id,
      (tx: DbTx) =>
        tx.execute(
          sql`insert into public.company_resolutions (company_id, kind, body, data, resolved_on)
              values (${id}, 'change_address', 'board', '{"kind":"change_address","address":"x"}'::jsonb, '2026-03-01')`,
        ),
      database,
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refused).toMatch(/row-level security/);
  });
});
