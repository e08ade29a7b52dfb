/**
 * The reminder job's measurement, run by bench/sections/reminders.mjs (which explains how): not
 * imported by the app. Bundled by esbuild and run by Node in a process of its own, with DATA_DIR
 * set to an empty folder and BENCH_COMPANIES companies to seed. It prints one line
 * `BENCH_RESULT <json>` at the end.
 *
 * 1. The embedded database as a server opens it (getDatabase: PGlite persisted in DATA_DIR,
 *    migrated) and its job queue as a server starts it, without workers (startJobQueue with
 *    `work: false`): the reminders' mails are enqueued, not sent, so the run times the job alone.
 * 2. 200 owners (every fifth writes French) and the companies, every kind of bench/companies.mjs
 *    in turn. Each company's incorporation date is one for which the rules (statedObligations,
 *    as the job calls them) put a reminder on today, where its kind has such a date today (the
 *    anniversary rules always do; fixed-date filings, Delaware's 1 March report, only on a few
 *    days of the year): the busiest day those kinds can have. A director on every tenth company
 *    asked for reminders too.
 * 3. The job's handler (JOBS['compliance.reminders']) called as lib/jobs/queue.ts's worker calls
 *    it, twice, on today's date (todayIso(), as the daily schedule runs it). The reminders queued
 *    are counted in pg-boss's table (`mail.send` jobs keyed `mail:reminder:…`) after each run.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { statedObligations } from '@/lib/companies/obligations';
import { REMINDER_OFFSETS } from '@/lib/compliance/calendar';
import { addDays, type IsoDate } from '@/lib/compliance/dates';
import { todayIso } from '@/lib/config/clock';
import { query } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { startJobQueue } from '@/lib/jobs/queue';
import { JOBS } from '@/lib/jobs/registry';
import { COMPANY_KINDS } from './companies.mjs';

type Kind = (typeof COMPANY_KINDS)[number];

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const OWNERS = 200;
/** Whether a company of this kind, formed on `formed`, has a reminder due today (none sent yet). */
function remindedToday(kind: Kind, formed: IsoDate, today: IsoDate) {
  const company = {
    jurisdiction: kind.jurisdiction,
    entity: kind.entity,
    incorporatedOn: formed,
    yearEnd: kind.yearEnd,
    foreignOwned: kind.foreignOwned,
    remindersEnabled: true,
  };
  const window = { from: today, to: addDays(today, 90) };
  return statedObligations(company, undefined, window, today).some(({ instance }) =>
    REMINDER_OFFSETS.some((offset) => addDays(instance.dueDate, -offset) === today),
  );
}

/**
 * Up to 60 incorporation dates of the last four years for which a company of `kind` is reminded
 * today. Empty when its rules put nothing on today whatever the date (a fixed-date filing such as
 * Delaware's 1 March report is reminded on four days of the year only).
 */
function datesRemindedToday(kind: Kind, today: IsoDate): IsoDate[] {
  const found: IsoDate[] = [];
  for (let back = 31; back <= 4 * 365 && found.length < 60; back++) {
    const formed = addDays(today, -back);
    if (remindedToday(kind, formed, today)) found.push(formed);
  }
  return found;
}

async function main() {
  const today = todayIso();
  const database = await getDatabase();
  const queue = await startJobQueue(database, { work: false });
  try {
    const seedStarted = performance.now();
    const candidates = COMPANY_KINDS.map((kind) => datesRemindedToday(kind, today));
    const owners = Array.from({ length: OWNERS }, () => randomUUID());
    const rows = Array.from({ length: COMPANIES }, (_, i) => {
      const kind = COMPANY_KINDS[i % COMPANY_KINDS.length]!;
      const dates = candidates[i % COMPANY_KINDS.length]!;
      const round = Math.floor(i / COMPANY_KINDS.length);
      // A kind that no date reminds today still counts among the companies the job reads.
      const formed =
        dates[(round * 7919) % Math.max(dates.length, 1)] ??
        addDays(today, -(31 + ((round * 7919) % 1400)));
      return {
        owner_id: owners[i % OWNERS],
        jurisdiction: kind.jurisdiction,
        entity: kind.entity,
        legal_name: `Bench Company ${i}`,
        registry_number: kind.registryNumber,
        incorporated_on: formed,
        year_end: kind.yearEnd,
        options: kind.foreignOwned ? { foreignOwned: true } : {},
        director: i % 10 === 0,
      };
    });
    // The database owner's connection, as a migration or the console's seed writes: service_role
    // may not write auth.users.
    await database.db.transaction(async (tx) => {
      await query(
        tx,
        sql`insert into auth.users (id, email, raw_user_meta_data)
            select id::uuid, 'owner-' || n || '@bench.test',
                   case when n % 5 = 0 then '{"locale":"fr"}'::jsonb else '{}'::jsonb end
            from unnest(${`{${owners.join(',')}}`}::text[]) with ordinality as t(id, n)`,
      );
      await query(
        tx,
        sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number,
                                          incorporated_on, year_end, options)
            select owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on,
                   year_end, options
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
              owner_id uuid, jurisdiction text, entity text, legal_name text, registry_number text,
              incorporated_on date, year_end text, options jsonb)`,
      );
      await query(
        tx,
        sql`insert into public.company_officers (company_id, name, role, email, wants_reminders)
            select c.id, 'Bench Director', 'director', 'director-' || c.id || '@bench.test', true
            from public.companies c
            join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(legal_name text, director boolean)
              on r.legal_name = c.legal_name
            where r.director`,
      );
    });
    await query(database.db, sql`analyze`);
    const seedMs = performance.now() - seedStarted;
    // What the job reads: the companies, their officers, and no obligation recorded yet.
    const [seeded] = await query<{ companies: number; officers: number; records: number }>(
      database.db,
      sql`select (select count(*)::int from public.companies) as companies,
                 (select count(*)::int from public.company_officers) as officers,
                 (select count(*)::int from public.company_obligations) as records`,
    );

    const job = JOBS['compliance.reminders'];
    const reminders = async () => {
      const [row] = await query<{ n: number; distinct: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct singleton_key)::int as distinct
            from pgboss.job where name = 'mail.send' and singleton_key like 'mail:reminder:%'`,
      );
      return row!;
    };
    const runJob = async () => {
      const started = performance.now();
      // lib/jobs/queue.ts runWorker: the data checked again, then the handler with its run.
      await job.handler(job.schema.parse(null), {
        id: randomUUID(),
        attempt: 1,
        signal: new AbortController().signal,
        database,
      });
      return performance.now() - started;
    };
    const firstMs = await runJob();
    const afterFirst = await reminders();
    const secondMs = await runJob();
    const afterSecond = await reminders();
    const result = {
      today,
      companies: seeded!.companies,
      officersWantingReminders: seeded!.officers,
      obligationRecords: seeded!.records,
      kindsRemindedToday: candidates.filter((dates) => dates.length > 0).length,
      kinds: COMPANY_KINDS.length,
      kindsNotRemindedToday: COMPANY_KINDS.filter((_, i) => candidates[i]!.length === 0).map(
        (kind) => `${kind.jurisdiction} ${kind.entity}`,
      ),
      seedMs: Math.round(seedMs),
      firstRunMs: Math.round(firstMs),
      secondRunMs: Math.round(secondMs),
      queuedByFirstRun: afterFirst.n,
      distinctKeysAfterFirstRun: afterFirst.distinct,
      queuedBySecondRun: afterSecond.n - afterFirst.n,
    };
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  } finally {
    await queue.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
