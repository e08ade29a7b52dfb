import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import type { PackageId } from '@/lib/catalogue/packages';
import { addDays, type IsoDate } from '@/lib/compliance/dates';
import { query, type DbTx } from '@/lib/db/database';
import type { SubscriptionState } from './periods';
import type { SubscriptionService } from './services';

/**
 * Reading subscriptions (issue 34), always in the caller's transaction: row-level security shows
 * a customer their own and staff all. Pages receive these DTOs, never rows.
 */

export type Subscription = {
  id: string;
  companyId: string;
  companyName: string;
  service: SubscriptionService;
  package: PackageId;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** The price paid for the current period, minor units. */
  price: number;
  currency: Currency;
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  /** The open renewal order's reference and total, while it waits to be paid. */
  renewal: { reference: string; total: number } | null;
};

type Row = {
  id: string;
  company_id: string;
  company_name: string;
  service: SubscriptionService;
  package: PackageId;
  period_start: string;
  period_end: string;
  price: number;
  currency: Currency;
  state: SubscriptionState;
  cancel_at_period_end: boolean;
  renewal_reference: string | null;
  renewal_total: string | null;
};

const COLUMNS = sql`s.id, s.company_id, c.legal_name as company_name, s.service, s.package,
  s.period_start::text as period_start, s.period_end::text as period_end, s.price, s.currency,
  s.state, s.cancel_at_period_end, r.reference as renewal_reference, r.quote->>'total' as renewal_total`;
const FROM = sql`public.subscriptions s
  join public.companies c on c.id = s.company_id
  left join public.applications r on r.id = s.renewal_application_id and r.status <> 'cancelled'`;

function toSubscription(row: Row): Subscription {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    service: row.service,
    package: row.package,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    price: Number(row.price),
    currency: row.currency,
    state: row.state,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    renewal: row.renewal_reference
      ? { reference: row.renewal_reference, total: Number(row.renewal_total) }
      : null,
  };
}

/** A company's subscriptions, the running ones first, then by end date. */
export async function listCompanySubscriptions(
  tx: DbTx,
  companyId: string,
): Promise<Subscription[]> {
  const rows = await query<Row>(
    tx,
    sql`select ${COLUMNS} from ${FROM} where s.company_id = ${companyId}
        order by (s.state in ('active', 'renewal_due')) desc, s.period_end desc`,
  );
  return rows.map(toSubscription);
}

/** Every subscription the caller may read (a customer: theirs), soonest end first. */
export async function listSubscriptions(
  tx: DbTx,
  filter: { state?: SubscriptionState } = {},
): Promise<Subscription[]> {
  const rows = await query<Row>(
    tx,
    sql`select ${COLUMNS} from ${FROM}
        ${filter.state ? sql`where s.state = ${filter.state}` : sql``}
        order by s.period_end, s.id limit 500`,
  );
  return rows.map(toSubscription);
}

export type RenewalRevenue = { currency: Currency; within30: number; within90: number };

export type SubscriptionsOverview = {
  counts: Record<SubscriptionState, number>;
  /** What the running, not cancelled subscriptions ending in the next 30 and 90 days renew for. */
  revenue: RenewalRevenue[];
};

/**
 * Staff's view (/admin/subscriptions): how many are in each state, and the revenue to renew per
 * currency: the open renewal order's frozen total where there is one, else the price of the
 * period ending (next year's order is priced when it is made).
 */
export async function subscriptionsOverview(
  tx: DbTx,
  today: IsoDate,
): Promise<SubscriptionsOverview> {
  const counts = Object.fromEntries(
    (
      await query<{ state: SubscriptionState; n: number }>(
        tx,
        sql`select state, count(*)::int as n from public.subscriptions group by state`,
      )
    ).map((r) => [r.state, Number(r.n)]),
  );
  const revenue = await query<{ currency: Currency; within30: string; within90: string }>(
    tx,
    sql`select s.currency,
          coalesce(sum(coalesce((r.quote->>'total')::bigint, s.price))
            filter (where s.period_end <= ${addDays(today, 30)}::date), 0)::text as within30,
          coalesce(sum(coalesce((r.quote->>'total')::bigint, s.price)), 0)::text as within90
        from public.subscriptions s
        left join public.applications r on r.id = s.renewal_application_id and r.status <> 'cancelled'
        where s.state in ('active', 'renewal_due') and not s.cancel_at_period_end
          and s.period_end >= ${today}::date and s.period_end <= ${addDays(today, 90)}::date
        group by s.currency order by s.currency`,
  );
  return {
    counts: {
      active: counts.active ?? 0,
      renewal_due: counts.renewal_due ?? 0,
      lapsed: counts.lapsed ?? 0,
      cancelled: counts.cancelled ?? 0,
    },
    revenue: revenue.map((r) => ({
      currency: r.currency,
      within30: Number(r.within30),
      within90: Number(r.within90),
    })),
  };
}

/**
 * The customer's own subscriptions across their companies (/account/subscriptions): the running
 * ones first, then by end date. Filtered by owner as well as by row-level security, so a staff
 * member's own account page lists theirs, not everyone's.
 */
export async function listOwnSubscriptions(tx: DbTx, ownerId: string): Promise<Subscription[]> {
  const rows = await query<Row>(
    tx,
    sql`select ${COLUMNS} from ${FROM} where c.owner_id = ${ownerId}
        order by (s.state in ('active', 'renewal_due')) desc, s.period_end, c.legal_name, s.id`,
  );
  return rows.map(toSubscription);
}
