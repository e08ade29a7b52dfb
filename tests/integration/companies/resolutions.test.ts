import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, system, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { proposeResolution } from '@/lib/commands/companies/propose-resolution';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { signResolution } from '@/lib/commands/companies/sign-resolution';
import { runCommand, type Command } from '@/lib/commands/run';
import { registerHistory } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import { listResolutions, signingView } from '@/lib/companies/resolution-records';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, resolutions signed online: each director signs through their own mailed link; the
 * account holder cannot sign for another director (no token reaches them, and the tables refuse a
 * customer's signature); another customer sees nothing. When all have signed, the register
 * changes and the CAC filing is ordered in the staff inbox.
 */
describe.each(testDrivers())('resolutions on %s', (driver) => {
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
  const link = system('signing_link');

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    dataDir = tempDir('registra-resolutions-');
    process.env.DATA_DIR = dataDir;
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
    process.env.DATA_DIR = previousDataDir;
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

  /** The signing links mailed for a resolution, by recipient (read from the queued mails). */
  async function mailedTokens(): Promise<Map<string, string>> {
    const rows = await owner<{ to: string; text: string }>(
      sql`select data->>'to' as to, data->>'text' as text from pgboss.job
          where name = 'mail.send' and data->>'key' like 'mail:resolution-sign:%'`,
    );
    const tokens = new Map<string, string>();
    for (const r of rows) {
      const token = /\/sign\/([A-Za-z0-9_-]{43})/.exec(r.text)?.[1];
      if (token) tokens.set(r.to, token);
    }
    return tokens;
  }

  it('both directors sign through their own links; then the register changes and a CAC order is made', async () => {
    const id = await twoDirectorCompany();
    const proposed = await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-01-15',
      decision: { kind: 'appoint_director', name: 'Chidi Eze', email: 'chidi@example.com' },
    });
    expect(proposed.ok).toBe(true);
    const tokens = await mailedTokens();
    const adaToken = tokens.get('ada@example.com')!;
    const emekaToken = tokens.get('emeka@example.com')!;
    expect(adaToken).toBeDefined();
    expect(emekaToken).toBeDefined();
    // The owner's reads never carry a token.
    const seen = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    expect(JSON.stringify(seen)).not.toContain(emekaToken);
    expect(seen[0]!.signatories.map((s) => s.name)).toEqual(['Ada Okafor', 'Emeka Obi']);

    // Emeka's link signs only as Emeka: typing Ada's name is refused.
    expect(
      await run(signResolution, link, {
        token: emekaToken,
        signedName: 'Ada Okafor',
        session: { userId: null, sessionId: null },
      }),
    ).toMatchObject({ ok: false, fieldErrors: { signedName: [{ key: 'nameMismatch' }] } });
    const first = await run(signResolution, link, {
      token: adaToken,
      signedName: 'ada okafor',
      session: { userId: ada.id, sessionId: 'session-ada-1' },
    });
    expect(first).toEqual({ ok: true, data: { passed: false } });
    expect(
      await run(signResolution, link, {
        token: adaToken,
        signedName: 'Ada Okafor',
        session: { userId: null, sessionId: null },
      }),
    ).toEqual({ ok: false, formError: { key: 'alreadySigned' } });
    expect(
      registersAsAt(await asUser(ada.id, (tx) => registerHistory(tx, id), database), '2026-11-28')
        .officers,
    ).toHaveLength(2);

    const second = await run(signResolution, link, {
      token: emekaToken,
      signedName: 'Emeka Obi',
      session: { userId: null, sessionId: null },
    });
    expect(second).toEqual({ ok: true, data: { passed: true } });

    const [passed] = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    expect(passed!.state).toBe('passed');
    expect(
      passed!.signatories.map((s) => [s.name, s.signedName, s.signedUserId, s.signedSessionId]),
    ).toEqual([
      ['Ada Okafor', 'ada okafor', ada.id, 'session-ada-1'],
      ['Emeka Obi', 'Emeka Obi', null, null],
    ]);
    const officers = registersAsAt(
      await asUser(ada.id, (tx) => registerHistory(tx, id), database),
      '2026-01-15',
    ).officers;
    expect(officers.map((o) => o.name)).toEqual(['Ada Okafor', 'Emeka Obi', 'Chidi Eze']);
    const [order] = await owner<{
      topic: string;
      jurisdiction: string;
      country: string;
      message: string;
      email: string;
    }>(
      sql`select topic, jurisdiction, country, message, email from public.contact_messages where id = ${passed!.orderMessageId}`,
    );
    expect(order).toMatchObject({
      topic: 'companySecretarial',
      jurisdiction: 'nigeria',
      country: 'NG',
      email: ada.email,
    });
    expect(order!.message).toMatch(/^CAC change of director: Lagos Widgets Limited \(RC1234567\)/);
    const audit = await owner<{ action: string; actor_kind: string; actor_name: string | null }>(
      sql`select action, actor_kind, actor_name from public.audit_log where target_id = ${id} and action like 'company.resolution%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'company.resolution_proposed', actor_kind: 'customer', actor_name: null },
      { action: 'company.resolution_signed', actor_kind: 'system', actor_name: 'signing_link' },
      { action: 'company.resolution_signed', actor_kind: 'system', actor_name: 'signing_link' },
      { action: 'company.resolution_passed', actor_kind: 'system', actor_name: 'signing_link' },
    ]);
    // A link of a passed resolution signs nothing more.
    expect((await signingView(emekaToken, database))?.resolution.state).toBe('passed');
  });

  it('the account holder cannot sign for another director; another customer sees nothing', async () => {
    const id = await twoDirectorCompany();
    await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-02-01',
      decision: { kind: 'change_address', address: '12 Marina Road, Lagos Island' },
    });
    const [resolution] = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    const emeka = resolution!.signatories.find((s) => s.name === 'Emeka Obi')!;
    // Straight to the table as Ada: no customer may write a signature.
    const refused = await asUser(
      ada.id,
      (tx: DbTx) =>
        tx.execute(
          sql`update public.company_resolution_signatories set signed_name = 'Emeka Obi', signed_on = '2026-02-01', signed_at = now() where id = ${emeka.id}`,
        ),
      database,
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refused).toMatch(/permission denied/);
    // Only the link's system actor runs the signing command; a customer is refused outright.
    expect(
      await run(signResolution, asAda, {
        token: 'A'.repeat(43),
        signedName: 'Emeka Obi',
        session: { userId: ada.id, sessionId: null },
      }),
    ).toEqual({ ok: false, formError: { key: 'forbidden' } });
    // A made-up link names nobody.
    expect(
      await run(signResolution, link, {
        token: 'A'.repeat(43),
        signedName: 'Emeka Obi',
        session: { userId: null, sessionId: null },
      }),
    ).toEqual({ ok: false, formError: { key: 'linkInvalid' } });
    // Bola, another customer, sees neither the resolution nor its signatories, nor proposes one.
    expect(await asUser(bola.id, (tx) => listResolutions(tx, id), database)).toEqual([]);
    expect(
      await asUser(
        bola.id,
        (tx) => query(tx, sql`select id from public.company_resolution_signatories`),
        database,
      ),
    ).toEqual([]);
    expect(
      await run(proposeResolution, asBola, {
        companyId: id,
        resolvedOn: '2026-02-01',
        decision: { kind: 'appoint_auditors', auditor: 'KPMG Professional Services' },
      }),
    ).toEqual({ ok: false, formError: { key: 'notFound' } });
    // Staff read all.
    expect(await asUser(sam.id, (tx) => listResolutions(tx, id), database)).toHaveLength(1);
  });

  it('a members’ resolution needs an address for each member, and only for companies it covers', async () => {
    const id = await twoDirectorCompany();
    await run(recordRegisterEntry, asAda, {
      companyId: id,
      effectiveOn: '2025-03-10',
      entry: { kind: 'allotment', holder: 'Ada Okafor', shareClass: 'Ordinary', shares: 1000 },
    });
    const missing = await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-02-01',
      decision: { kind: 'appoint_auditors', auditor: 'KPMG Professional Services' },
    });
    expect(missing).toEqual({
      ok: false,
      formError: { key: 'signatoryEmailMissing', values: { names: 'Ada Okafor' } },
    });
    const given = await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-02-01',
      decision: { kind: 'appoint_auditors', auditor: 'KPMG Professional Services' },
      emails: { 'ada okafor': 'ada@example.com' },
    });
    expect(given.ok).toBe(true);
    const us = await run(addCompany, asAda, {
      jurisdiction: 'delaware',
      entity: 'corporation',
      legalName: 'Acme Robotics, Inc.',
      registryNumber: '7654321',
      incorporatedOn: '2025-03-10',
      officers: [],
    });
    expect(
      await run(proposeResolution, asAda, {
        companyId: (us as { ok: true; data: { companyId: string } }).data.companyId,
        resolvedOn: '2026-02-01',
        decision: { kind: 'appoint_auditors', auditor: 'KPMG' },
      }),
    ).toEqual({ ok: false, formError: { key: 'jurisdictionNotCovered' } });
  });
});
