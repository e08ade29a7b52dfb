import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { rotateCalendarFeed } from '@/lib/commands/companies/rotate-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/commands/companies/turn-off-calendar-feed';
import { runCommand, type Command } from '@/lib/commands/run';
import { accountCalendar, accountFeedIcs } from '@/lib/companies/calendar-feed';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

const TODAY = '2026-11-27';

/**
 * Issue 31, the account's calendar and its ICS feed: a customer's calendar holds their companies
 * only; the feed's token reads one account's calendar; a rotated or turned-off token is 404 (null);
 * a feed row is its owner's alone, staff included.
 */
describe.each(testDrivers())('calendar feeds on %s', (driver) => {
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

  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    dataDir = tempDir('registra-feeds-');
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
    await query(database.db, sql`update public.profiles set locale = 'fr' where id = ${bola.id}`);
    for (const [who, name, number] of [
      [ada, 'Thames Widgets Ltd', '01234567'],
      [bola, 'Bola Holdings Ltd', '07654321'],
    ] as const) {
      const added = await run(addCompany, customer(who), {
        jurisdiction: 'uk',
        entity: 'company',
        legalName: name,
        registryNumber: number,
        incorporatedOn: '2024-05-14',
        officers: [],
      });
      if (!added.ok) throw new Error(JSON.stringify(added));
    }
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
  const summaries = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('summary')));

  it("a customer's calendar holds their own companies only; staff read another's", async () => {
    const own = await asUser(ada.id, (tx) => accountCalendar(tx, ada.id, TODAY), database);
    expect(own.map((c) => c.company.legalName)).toEqual(['Thames Widgets Ltd']);
    expect(own[0]!.obligations.length).toBeGreaterThan(0);
    // Asking for Bola's as Ada: row-level security returns nothing.
    expect(await asUser(ada.id, (tx) => accountCalendar(tx, bola.id, TODAY), database)).toEqual([]);
    const bySam = await asUser(sam.id, (tx) => accountCalendar(tx, bola.id, TODAY), database);
    expect(bySam.map((c) => c.company.legalName)).toEqual(['Bola Holdings Ltd']);
  });

  it("the token reads its account's calendar only, in its language; rotated or off is 404", async () => {
    const adas = await run(rotateCalendarFeed, customer(ada), {});
    const bolas = await run(rotateCalendarFeed, customer(bola), {});
    if (!adas.ok || !bolas.ok) throw new Error('no feed');
    const adaToken = tokenOf(adas.data.url);
    const adaIcs = (await accountFeedIcs(adaToken, TODAY, database))!;
    const adaEvents = summaries(adaIcs);
    expect(adaEvents.length).toBeGreaterThan(0);
    expect(adaEvents.every((s) => s.startsWith('Thames Widgets Ltd: '))).toBe(true);
    expect(adaIcs).not.toContain('Bola Holdings');
    expect(adaIcs).toContain('TRIGGER:-P30D');
    expect(adaIcs).toContain('TRIGGER:-P7D');
    const bolaEvents = summaries((await accountFeedIcs(tokenOf(bolas.data.url), TODAY, database))!);
    expect(bolaEvents.every((s) => s.startsWith('Bola Holdings Ltd\u00a0: '))).toBe(true);

    // Only the hash is stored.
    const stored = await query<{ token_hash: string }>(
      database.db,
      sql`select token_hash from public.calendar_feeds where user_id = ${ada.id}`,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(adaToken);

    const rotated = await run(rotateCalendarFeed, customer(ada), {});
    if (!rotated.ok) throw new Error('no rotation');
    expect(await accountFeedIcs(adaToken, TODAY, database)).toBeNull();
    const newToken = tokenOf(rotated.data.url);
    expect(await accountFeedIcs(newToken, TODAY, database)).toContain('Thames Widgets Ltd');

    expect(await run(turnOffCalendarFeed, customer(ada), {})).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await accountFeedIcs(newToken, TODAY, database)).toBeNull();
    expect(await run(turnOffCalendarFeed, customer(ada), {})).toMatchObject({
      ok: false,
      formError: { key: 'notFound' },
    });
    expect(await accountFeedIcs('not-a-token', TODAY, database)).toBeNull();
    expect(await accountFeedIcs('A'.repeat(43), TODAY, database)).toBeNull();
  });

  it("a feed row is its owner's alone: neither another customer nor staff read it", async () => {
    await run(rotateCalendarFeed, customer(bola), {});
    for (const reader of [ada.id, sam.id]) {
      const rows = await asUser(
        reader,
        (tx) =>
          query(tx, sql`select user_id from public.calendar_feeds where user_id = ${bola.id}`),
        database,
      );
      expect(rows).toEqual([]);
    }
    expect(await run(rotateCalendarFeed, staff(sam), {})).toMatchObject({
      ok: false,
      formError: { key: 'forbidden' },
    });
  });
});
