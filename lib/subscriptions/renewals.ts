import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/audit';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import type { PackageId } from '@/lib/catalogue/packages';
import { system } from '@/lib/commands/actor';
import { dayIn } from '@/lib/companies/reminders';
import { addDays, type IsoDate } from '@/lib/compliance/dates';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import { todayIso } from '@/lib/config/clock';
import { isHarnessEnabled } from '@/lib/config/harness';
import { siteOrigin } from '@/lib/config/site';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { defineJob } from '@/lib/jobs/definition';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { accountApplicationPath } from '@/lib/site/paths';
import { createOrder } from './orders';
import { RENEWAL_NOTICE_DAYS, remindersDue, renewalOrderDue, stateOn } from './periods';
import type { SubscriptionService } from './services';

type Row = {
  id: string;
  owner_id: string;
  company_id: string;
  company_jurisdiction: ComplianceJurisdiction;
  legal_name: string;
  service: SubscriptionService;
  package: PackageId;
  period_end: IsoDate;
  cancel_at_period_end: boolean;
  renewal_application_id: string | null;
  owner_email: string | null;
  owner_locale: string | null;
};

export type RenewalRun = {
  ordered: number;
  reminded: number;
  lapsed: number;
  cancelled: number;
};

const scheduler = system('scheduler');

async function remind(tx: DbTx, row: Row, renewalId: string, offset: 30 | 7 | 0) {
  if (!row.owner_email) return false;
  const order = await queryOne<{ reference: string; total: number; currency: Currency }>(
    tx,
    sql`select reference, (quote->>'total')::int as total, quote->>'currency' as currency
        from public.applications where id = ${renewalId} and status <> 'cancelled'`,
  );
  if (!order) return false;
  const locale = isLocale(row.owner_locale) ? row.owner_locale : defaultLocale;
  const { created } = await enqueueMail(
    tx,
    // One mail per subscription, period and offset: a second run (or instance) adds nothing.
    `mail:subscription-renewal:${row.id}:${row.period_end}:${offset}`,
    renderMail(
      'subscriptionRenewal',
      { to: row.owner_email, locale },
      {
        company: row.legal_name,
        service: row.service,
        endDate: dayIn(locale, row.period_end),
        offset,
        amount: formatMoney(order.total, order.currency, locale),
        reference: order.reference,
        payUrl: `${siteOrigin()}${localisedPath(accountApplicationPath(order.reference), locale)}`,
      },
    ),
  );
  return created;
}

/** One subscription's day: its renewal order, its reminders, its end. */
async function renewOne(tx: DbTx, row: Row, today: IsoDate, run: RenewalRun) {
  const facts = { periodEnd: row.period_end, cancelAtPeriodEnd: row.cancel_at_period_end };
  let renewalId = row.renewal_application_id;
  if (!renewalId && renewalOrderDue(facts, today)) {
    // Next year's order, priced from the catalogue today and frozen (the same package).
    const order = await createOrder(tx, {
      ownerId: row.owner_id,
      company: { id: row.company_id, jurisdiction: row.company_jurisdiction },
      service: row.service,
      package: row.package,
      renewalOf: row.id,
    });
    renewalId = order.id;
    await tx.execute(
      sql`update public.subscriptions set renewal_application_id = ${order.id}, state = 'renewal_due'
          where id = ${row.id}`,
    );
    await recordAudit(tx, scheduler, {
      action: 'subscription.renewal_ordered',
      targetType: 'subscription',
      targetId: row.id,
      applicationId: order.id,
      details: { reference: order.reference, periodEnd: row.period_end },
    });
    run.ordered += 1;
  }
  if (renewalId)
    for (const offset of remindersDue(facts, today))
      if (await remind(tx, row, renewalId, offset)) run.reminded += 1;
  const state = stateOn(facts, today);
  if (state === 'lapsed' || state === 'cancelled') {
    await tx.execute(sql`update public.subscriptions set state = ${state} where id = ${row.id}`);
    if (state === 'lapsed')
      await recordAudit(tx, scheduler, {
        action: 'subscription.lapsed',
        targetType: 'subscription',
        targetId: row.id,
        details: { periodEnd: row.period_end },
      });
    run[state] += 1;
  } else if (state === 'renewal_due' && renewalId) {
    await tx.execute(
      sql`update public.subscriptions set state = 'renewal_due' where id = ${row.id} and state = 'active'`,
    );
  }
}

/**
 * The day's renewals (issue 34), as the scheduler: for every running subscription whose end is
 * within RENEWAL_NOTICE_DAYS, the renewal order (unless cancelled), the reminders of an unpaid
 * one (30 and 7 days before, and on the day it lapses, up to two days late), and on its end day
 * the move to lapsed (unpaid) or cancelled (cancelled at period end). Paying the renewal order
 * extends the period (lib/subscriptions/orders.ts applyPaidOrder). `today` is injectable: the
 * tests' clock and the harness route's `now`.
 */
export async function runRenewals({
  today = todayIso(),
  database,
}: { today?: IsoDate; database?: Database } = {}): Promise<RenewalRun> {
  const run: RenewalRun = { ordered: 0, reminded: 0, lapsed: 0, cancelled: 0 };
  const ids = await withServiceRole(
    (tx) =>
      query<{ id: string }>(
        tx,
        sql`select id from public.subscriptions
            where state in ('active', 'renewal_due')
              and period_end <= ${addDays(today, RENEWAL_NOTICE_DAYS)}::date
            order by period_end, id`,
      ),
    database,
  );
  // One transaction per subscription: one that fails (retried with the job) holds back no other.
  for (const { id } of ids)
    await withServiceRole(async (tx) => {
      const row = await queryOne<Row>(
        tx,
        sql`select s.id, s.owner_id, s.company_id, c.jurisdiction as company_jurisdiction, c.legal_name,
                   s.service, s.package, s.period_end::text as period_end, s.cancel_at_period_end,
                   s.renewal_application_id, p.email as owner_email, p.locale as owner_locale
            from public.subscriptions s
            join public.companies c on c.id = s.company_id
            left join public.profiles p on p.id = s.owner_id
            where s.id = ${id} and s.state in ('active', 'renewal_due')
            for update of s`,
      );
      if (row) await renewOne(tx, row, today, run);
    }, database);
  return run;
}

export const subscriptionRenewalsJob = defineJob({
  name: 'subscriptions.renewals',
  // The harness may pass the day to run as (E2E_HARNESS only: app/api/e2e/jobs).
  schema: z.object({ today: z.iso.date().optional() }).default({}),
  queue: { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: async (data, run) => {
    const today = isHarnessEnabled() ? data.today : undefined;
    const result = await runRenewals({ today, database: run.database });
    console.info(`[jobs] subscriptions.renewals ${JSON.stringify(result)}`);
  },
});
