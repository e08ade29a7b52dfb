import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REMINDER_OFFSETS, reminderKey } from '@/lib/compliance/calendar';
import { addDays, daysBetween, type IsoDate } from '@/lib/compliance/dates';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import type { ComplianceEntity, ComplianceJurisdiction } from '@/lib/compliance/model';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { defineJob } from '@/lib/jobs/definition';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { accountCompanyPath } from '@/lib/site/paths';
import { fileItHref } from './file-it';
import { obligationRecords, statedObligations } from './obligations';
import { employerOf, type CompanyOptions } from './queries';

/**
 * A reminder whose day passed while no run happened (the queue was down, the daily run failed)
 * still goes this many days late, saying so. Far below the 30 days a job's key is kept
 * (lib/jobs/definition.ts KEEP_FINISHED): a late run can never send one a second time.
 */
export const REMINDER_CATCH_UP_DAYS = 2;
/** Companies read and reminded per transaction. */
const BATCH = 500;

/** The states in which nothing is reminded: someone is filing it, or it is filed. */
const SETTLED = new Set(['ordered', 'filed_by_us', 'filed_elsewhere']);

type CompanyRow = {
  id: string;
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  legal_name: string;
  registry_number: string;
  incorporated_on: string;
  year_end: string | null;
  options: CompanyOptions | null;
  owner_email: string | null;
  owner_locale: string | null;
};

export type ReminderRun = { companies: number; enqueued: number };

/** 1 March 2027 / 1 mars 2027, as the company page writes a due date. */
export function dayIn(locale: Locale, isoDate: IsoDate): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An officer's part of a mail's key: their address, hashed (officers' rows are rewritten on each edit). */
const recipientKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

async function remindBatch(tx: DbTx, rows: CompanyRow[], today: IsoDate): Promise<number> {
  const ids = rows.map((r) => r.id);
  const records = await obligationRecords(tx, ids);
  const officers = await query<{ company_id: string; email: string }>(
    tx,
    sql`select company_id, email from public.company_officers
        where wants_reminders and email is not null and company_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const officersOf = new Map<string, string[]>();
  for (const o of officers)
    officersOf.set(o.company_id, [...(officersOf.get(o.company_id) ?? []), o.email]);
  // Due dates whose reminders fall between the catch-up's first day and today.
  const window = { from: addDays(today, -REMINDER_CATCH_UP_DAYS), to: addDays(today, 90) };
  let enqueued = 0;
  for (const row of rows) {
    const company = {
      jurisdiction: row.jurisdiction,
      entity: row.entity,
      incorporatedOn: row.incorporated_on,
      yearEnd: row.year_end,
      foreignOwned: row.options?.foreignOwned === true,
      employer: employerOf(row.options),
      remindersEnabled: true,
    };
    // Officers read the owner's language: the account chose it for the company's mail.
    const locale: Locale = isLocale(row.owner_locale) ? row.owner_locale : defaultLocale;
    const recipients = [
      ...(row.owner_email ? [{ email: row.owner_email, key: '' }] : []),
      ...(officersOf.get(row.id) ?? [])
        .filter((email) => email.toLowerCase() !== row.owner_email?.toLowerCase())
        .map((email) => ({ email, key: `:to:${recipientKey(email)}` })),
    ];
    if (recipients.length === 0) continue;
    for (const { instance, state, remindersEnabled } of statedObligations(
      company,
      records.get(row.id),
      window,
      today,
    )) {
      if (!remindersEnabled || SETTLED.has(state)) continue;
      for (const offset of REMINDER_OFFSETS) {
        const late = daysBetween(addDays(instance.dueDate, -offset), today);
        if (late < 0 || late > REMINDER_CATCH_UP_DAYS) continue;
        const t = complianceTranslator(locale);
        const title = describeObligation(instance, locale, t).title;
        const file = fileItHref(
          {
            id: row.id,
            legalName: row.legal_name,
            registryNumber: row.registry_number,
            // A mail may go to each director and sits in mailboxes for years: its link carries
            // no tax number (the order's form asks for it where the filing needs it).
            taxId: null,
            jurisdiction: row.jurisdiction,
            entity: row.entity,
            incorporatedOn: row.incorporated_on,
          },
          instance,
          title,
        );
        const values = {
          company: row.legal_name,
          title,
          dueDate: dayIn(locale, instance.dueDate),
          days: daysBetween(today, instance.dueDate),
          fileUrl: file ? `${siteOrigin()}${localisedPath(file, locale)}` : null,
          companyUrl: `${siteOrigin()}${localisedPath(accountCompanyPath(row.id), locale)}`,
        };
        for (const recipient of recipients) {
          const { created } = await enqueueMail(
            tx,
            `mail:${reminderKey(row.id, instance, offset)}${recipient.key}`,
            renderMail('complianceReminder', { to: recipient.email, locale }, values),
          );
          if (created) enqueued += 1;
        }
      }
    }
  }
  return enqueued;
}

/**
 * The day's reminders (issue 31): for every company with reminders on, its obligations' reminders
 * due today (90, 30 and 7 days before and on the day; up to REMINDER_CATCH_UP_DAYS late), unless
 * the obligation is ordered, filed or its reminders are off; to the account's address and to each
 * officer who asked, in the account's language. Each mail is keyed
 * `mail:reminder:<companyId>:<obligation key>:<offset>[:to:<address hash>]`: a second run, on
 * this instance or another, adds nothing. `today` is injectable (the tests' clock).
 */
export async function sendDueReminders({
  today = todayIso(),
  database,
}: { today?: IsoDate; database?: Database } = {}): Promise<ReminderRun> {
  let after = '00000000-0000-0000-0000-000000000000';
  const run: ReminderRun = { companies: 0, enqueued: 0 };
  for (;;) {
    // One transaction per batch: a long run holds no lock for long, and a batch's mails commit together.
    const done = await withServiceRole(async (tx) => {
      const rows = await query<CompanyRow>(
        tx,
        sql`select c.id, c.jurisdiction, c.entity, c.legal_name, c.registry_number,
                   c.incorporated_on::text as incorporated_on,
                   c.year_end, c.options, p.email as owner_email, p.locale as owner_locale
            from public.companies c left join public.profiles p on p.id = c.owner_id
            where c.reminders_enabled and c.id > ${after}
            order by c.id limit ${BATCH}`,
      );
      if (rows.length === 0) return true;
      run.companies += rows.length;
      run.enqueued += await remindBatch(tx, rows, today);
      after = rows[rows.length - 1]!.id;
      return rows.length < BATCH;
    }, database);
    if (done) return run;
  }
}

export const complianceRemindersJob = defineJob({
  name: 'compliance.reminders',
  schema: z.unknown(),
  // A failed run is retried within the day; a missed day is caught up by the next run.
  queue: { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: async (_data, run) => {
    const result = await sendDueReminders({ database: run.database });
    console.info(`[jobs] compliance.reminders ${JSON.stringify(result)}`);
  },
});
