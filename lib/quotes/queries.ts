import 'server-only';
import { sql } from 'drizzle-orm';
import { jurisdictions, type CountryCode } from '@/lib/catalogue/jurisdictions';
import type { Currency } from '@/lib/catalogue/money';
import { query, type DbTx } from '@/lib/db/database';
import { isUuid } from '@/lib/db/rls';
import type { QuoteLine } from './schemas';

/** The currency a country's quotes are in: its catalogue jurisdiction's. */
export function currencyOfCountry(country: CountryCode): Currency {
  return Object.values(jurisdictions).find((j) => j.countryCode === country)!.currency;
}

export type QuoteState = 'sent' | 'accepted' | 'withdrawn';

/** A quote sent on a quoted request, as the pages show it. Amounts in minor units. */
export type ApplicationQuote = {
  id: string;
  currency: Currency;
  lines: QuoteLine[];
  serviceFee: number;
  authorityFee: number;
  total: number;
  /** The last day (UTC, YYYY-MM-DD) it may be accepted. */
  validUntil: string;
  note: string | null;
  state: QuoteState;
  sentAt: string;
  acceptedAt: string | null;
};

type Row = {
  id: string;
  currency: Currency;
  lines: QuoteLine[];
  service_fee: string | number;
  authority_fee: string | number;
  total: string | number;
  valid_until: string;
  note: string | null;
  state: QuoteState;
  sent_at: string | Date;
  accepted_at: string | Date | null;
};

function toQuote(row: Row): ApplicationQuote {
  return {
    id: row.id,
    currency: row.currency,
    lines: row.lines,
    serviceFee: Number(row.service_fee),
    authorityFee: Number(row.authority_fee),
    total: Number(row.total),
    validUntil: row.valid_until,
    note: row.note,
    state: row.state,
    sentAt: new Date(row.sent_at).toISOString(),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at).toISOString(),
  };
}

/** The quotes of an application the caller may read (a customer: never the withdrawn ones), newest first. */
export async function findApplicationQuotes(
  tx: DbTx,
  applicationId: string,
): Promise<ApplicationQuote[]> {
  if (!isUuid(applicationId)) return [];
  const rows = await query<Row>(
    tx,
    sql`select id, currency, lines, service_fee, authority_fee, total, valid_until::text as valid_until,
               note, state, sent_at, accepted_at
        from public.application_quotes where application_id = ${applicationId}
        order by sent_at desc, id`,
  );
  return rows.map(toQuote);
}
