import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { proposeResolution } from '@/lib/commands/companies/propose-resolution';
import { recordMinutes } from '@/lib/commands/companies/record-minutes';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { runCommand, type Command } from '@/lib/commands/run';
import { renderMinutesPdf } from '@/lib/companies/minutes-pdf';
import { findMinutes, listMinutes } from '@/lib/companies/minutes-records';
import { listResolutions } from '@/lib/companies/resolution-records';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, minutes of meetings: the owner and staff record them from the registers and read them
 * (and their PDF); another customer neither reads nor records them, even straight to the table.
 */
describe.each(testDrivers())('minutes on %s', (driver) => {
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

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    dataDir = tempDir('registra-minutes-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await owner(sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the owner and staff record and read minutes; another customer does neither', async () => {
    const added = await run(addCompany, asAda, {
      jurisdiction: 'uk',
      entity: 'company',
      legalName: 'Thames Widgets Ltd',
      registryNumber: '12345678',
      incorporatedOn: '2025-03-10',
      officers: [],
    });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const id = added.data.companyId;
    for (const name of ['Ada Okafor', 'Emeka Obi'])
      await run(recordRegisterEntry, asAda, {
        companyId: id,
        effectiveOn: '2025-03-10',
        entry: { kind: 'appointment', name, role: 'director', email: 'x@example.com' },
      });
    await run(proposeResolution, asAda, {
      companyId: id,
      resolvedOn: '2026-01-15',
      decision: { kind: 'change_address', address: '1 Thames Street, London' },
    });
    const [resolution] = await asUser(ada.id, (tx) => listResolutions(tx, id), database);
    const meeting = {
      companyId: id,
      body: 'board',
      heldOn: '2026-01-15',
      place: '1 Thames Street, London',
      chair: 'Emeka Obi',
      attendees: ['Ada Okafor', 'Emeka Obi'],
      resolutionIds: [resolution!.id],
    };

    const byAda = await run(recordMinutes, asAda, meeting);
    expect(byAda.ok).toBe(true);
    const bySam = await run(recordMinutes, staff(sam), { ...meeting, byVideo: true, place: '' });
    expect(bySam.ok).toBe(true);
    // Too few present: a specific refusal, not a 500.
    expect(await run(recordMinutes, asAda, { ...meeting, attendees: ['Emeka Obi'] })).toEqual({
      ok: false,
      formError: { key: 'quorumNotMet' },
    });

    const seen = await asUser(ada.id, (tx) => listMinutes(tx, id), database);
    expect(seen).toHaveLength(2);
    expect(seen.map((m) => m.content.venue.kind).sort()).toEqual(['place', 'video']);
    expect(seen[0]!.content).toMatchObject({
      chair: 'Emeka Obi',
      quorum: { required: 2, present: 2 },
      resolutions: [{ id: resolution!.id }],
    });
    expect(await asUser(sam.id, (tx) => listMinutes(tx, id), database)).toHaveLength(2);
    const pdf = await renderMinutesPdf(
      { legalName: 'Thames Widgets Ltd', registryNumber: '12345678' },
      seen[0]!,
      'fr',
    );
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');

    // Bola: nothing to read, by list or by id, and no way to record.
    expect(await asUser(bola.id, (tx) => listMinutes(tx, id), database)).toEqual([]);
    expect(await asUser(bola.id, (tx) => findMinutes(tx, seen[0]!.id), database)).toBeNull();
    expect(await run(recordMinutes, customer(bola), meeting)).toEqual({
      ok: false,
      formError: { key: 'notFound' },
    });
    const refused = await asUser(
      bola.id,
      (tx: DbTx) =>
        tx.execute(
          sql`insert into public.company_minutes (company_id, body, held_on, data)
              values (${id}, 'board', '2026-01-15', '{}'::jsonb)`,
        ),
      database,
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refused).toMatch(/row-level security/);
    // Minutes are never edited, even by their owner.
    const edit = await asUser(
      ada.id,
      (tx: DbTx) =>
        tx.execute(
          sql`update public.company_minutes set held_on = '2026-01-16' where company_id = ${id}`,
        ),
      database,
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(edit).toMatch(/permission denied/);
    const audit = await owner<{ actor_kind: string }>(
      sql`select actor_kind from public.audit_log where target_id = ${id} and action = 'company.minutes_recorded' order by id`,
    );
    expect(audit.map((a) => a.actor_kind)).toEqual(['customer', 'staff']);
  });
});
