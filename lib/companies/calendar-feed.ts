import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarWindow } from '@/lib/compliance/calendar';
import type { IsoDate } from '@/lib/compliance/dates';
import { complianceTranslator } from '@/lib/compliance/describe';
import { entriesFeed } from '@/lib/compliance/ics';
import { siteConfig, siteOrigin } from '@/lib/config/site';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { accountCompanyPath, paths } from '@/lib/site/paths';
import { obligationRecords, statedObligations, type StatedObligation } from './obligations';
import { listOwnCompanies, type Company } from './queries';

/** 32 random bytes, base64url: the feed URL's secret (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. A token is random, so no salt or slow hash is needed. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The subscription URL: outside the locale proxy (the `.` rule), the language is the account's. */
export const feedUrl = (token: string) => `${siteOrigin()}/api/calendar/${token}.ics`;

export type CalendarFeed = { createdAt: string; rotatedAt: string | null };

/** The caller's feed, if they have one on (row-level security: their own only). */
export async function findOwnFeed(tx: DbTx, userId: string): Promise<CalendarFeed | null> {
  const row = await queryOne<{ created_at: string | Date; rotated_at: string | Date | null }>(
    tx,
    sql`select created_at, rotated_at from public.calendar_feeds where user_id = ${userId}`,
  );
  const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v));
  return row
    ? { createdAt: iso(row.created_at), rotatedAt: row.rotated_at ? iso(row.rotated_at) : null }
    : null;
}

/** Makes the caller's feed, or replaces its token (the old URL stops working): the new token. */
export async function rotateOwnFeed(tx: DbTx, userId: string): Promise<string> {
  const token = newFeedToken();
  await tx.execute(
    sql`insert into public.calendar_feeds (user_id, token_hash) values (${userId}, ${feedTokenHash(token)})
        on conflict (user_id) do update set token_hash = excluded.token_hash, rotated_at = now()`,
  );
  return token;
}

/** Turns the caller's feed off: its URL answers 404. False when there was none. */
export async function deleteOwnFeed(tx: DbTx, userId: string): Promise<boolean> {
  const row = await queryOne<{ user_id: string }>(
    tx,
    sql`delete from public.calendar_feeds where user_id = ${userId} returning user_id`,
  );
  return row !== null;
}

/** One company's stated obligations, for the account's calendar. */
export type CompanyCalendar = { company: Company; obligations: StatedObligation[] };

/** Every company of `ownerId` with its next 24 months (the caller's transaction decides what it may read). */
export async function accountCalendar(
  tx: DbTx,
  ownerId: string,
  today: IsoDate,
): Promise<CompanyCalendar[]> {
  const companies = await listOwnCompanies(tx, ownerId);
  const records = await obligationRecords(
    tx,
    companies.map((c) => c.id),
  );
  const window = calendarWindow(today);
  return companies.map((company) => ({
    company,
    obligations: statedObligations(company, records.get(company.id), window, today),
  }));
}

/**
 * The .ics text of the account a feed token names, or null for a malformed, unknown, rotated or
 * deleted token. Looked up by the hash as the service role (the caller has no session: the token
 * is the credential), then every one of that account's companies, in the account's language.
 */
export async function accountFeedIcs(
  token: string,
  today: IsoDate,
  database?: Database,
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  return withServiceRole(async (tx) => {
    const owner = await queryOne<{ user_id: string; locale: string | null }>(
      tx,
      sql`select f.user_id, p.locale from public.calendar_feeds f
          left join public.profiles p on p.id = f.user_id
          where f.token_hash = ${feedTokenHash(token)}`,
    );
    if (!owner) return null;
    const locale: Locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
    const calendars = await accountCalendar(tx, owner.user_id, today);
    const t = complianceTranslator(locale);
    const companyUrl = (id: string) =>
      `${siteOrigin()}${localisedPath(accountCompanyPath(id), locale)}`;
    return entriesFeed(
      calendars.flatMap(({ company, obligations }) =>
        obligations.map(({ instance }) => ({
          instance,
          scope: company.id,
          url: companyUrl(company.id),
          label: company.legalName,
        })),
      ),
      {
        locale,
        name: t('feed.accountName', { brand: siteConfig.name }),
        url: `${siteOrigin()}${localisedPath(paths.accountCalendar, locale)}`,
      },
    );
  }, database);
}
