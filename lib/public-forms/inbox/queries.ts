import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withRls, type JwtClaims } from '@/lib/db/rls';
import { isUuid } from '@/lib/validation/ids';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { InboxKind } from './schemas';

/**
 * What the public forms left for staff, as the console reads it: contact messages and career
 * applications, one list query for both (they used to have a query each). Read as the caller
 * under RLS: admins read every row, everyone else none.
 */
type InboxBase = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** The sender's language: the reply is written in it. */
  locale: Locale;
  status: 'new' | 'handled';
  createdAt: string;
  handledAt: string | null;
  repliedAt: string | null;
};
export type ContactInboxItem = InboxBase & {
  kind: 'contact';
  /** ISO 3166 code, or 'other'. */
  country: string;
  /** A service of the catalogue, or a general topic. */
  topic: string;
  message: string;
  /** Set on a service request (issue 28): the catalogue's jurisdiction it is for. */
  jurisdiction: string | null;
};
export type CareerInboxItem = InboxBase & {
  kind: 'career';
  openingId: string;
  coverLetter: string;
  cvPath: string;
  cvFileName: string;
  cvContentType: string;
  cvSize: number;
};
export type InboxItem = ContactInboxItem | CareerInboxItem;

/**
 * What the console narrows contact messages to: the status, the service or topic, the country
 * (ISO code or 'other'), service requests only. Career applications take the status only.
 */
export type InboxFilter = {
  status?: 'new' | 'handled';
  topic?: string;
  country?: string;
  requestsOnly?: boolean;
  limit?: number;
};

type BaseRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  status: 'new' | 'handled';
  created_at: string | Date;
  handled_at: string | Date | null;
  replied_at: string | Date | null;
};
type ContactRow = BaseRow & {
  country: string;
  topic: string;
  message: string;
  jurisdiction: string | null;
};
type CareerRow = BaseRow & {
  opening_id: string;
  cover_letter: string;
  cv_path: string;
  cv_file_name: string;
  cv_content_type: string;
  cv_size: number;
};

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

function base(row: BaseRow): InboxBase {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    status: row.status,
    createdAt: iso(row.created_at)!,
    handledAt: iso(row.handled_at),
    repliedAt: iso(row.replied_at),
  };
}

const toContact = (row: ContactRow): ContactInboxItem => ({
  ...base(row),
  kind: 'contact',
  country: row.country,
  topic: row.topic,
  message: row.message,
  jurisdiction: row.jurisdiction,
});
const toCareer = (row: CareerRow): CareerInboxItem => ({
  ...base(row),
  kind: 'career',
  openingId: row.opening_id,
  coverLetter: row.cover_letter,
  cvPath: row.cv_path,
  cvFileName: row.cv_file_name,
  cvContentType: row.cv_content_type,
  cvSize: row.cv_size,
});

const BASE_COLUMNS = sql`id, name, email, phone, locale, status, created_at, handled_at, replied_at`;
const CONTACT_COLUMNS = sql`${BASE_COLUMNS}, country, topic, message, jurisdiction`;
const CAREER_COLUMNS = sql`${BASE_COLUMNS}, opening_id, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size`;

/** The table of a kind: fixed names, never the caller's text. */
export function inboxTable(kind: InboxKind) {
  return kind === 'contact' ? sql`public.contact_messages` : sql`public.career_applications`;
}

/** One kind's rows, newest first, in the caller's transaction. */
export async function findInboxItems(
  tx: DbTx,
  kind: InboxKind,
  filter: InboxFilter = {},
): Promise<InboxItem[]> {
  const conditions = [sql`true`];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  const limit = filter.limit ?? 100;
  if (kind === 'contact') {
    if (filter.topic) conditions.push(sql`topic = ${filter.topic}`);
    if (filter.country) conditions.push(sql`country = ${filter.country}`);
    if (filter.requestsOnly) conditions.push(sql`jurisdiction is not null`);
  }
  const where = sql`where ${sql.join(conditions, sql` and `)}`;
  if (kind === 'contact') {
    const rows = await query<ContactRow>(
      tx,
      sql`select ${CONTACT_COLUMNS} from public.contact_messages ${where} order by created_at desc, id limit ${limit}`,
    );
    return rows.map(toContact);
  }
  const rows = await query<CareerRow>(
    tx,
    sql`select ${CAREER_COLUMNS} from public.career_applications ${where} order by created_at desc, id limit ${limit}`,
  );
  return rows.map(toCareer);
}

/** One message, if the caller may read it; `lock` holds it for the rest of the transaction. */
export async function findInboxItem(
  tx: DbTx,
  kind: InboxKind,
  id: string,
  { lock = false } = {},
): Promise<InboxItem | null> {
  if (!isUuid(id)) return null;
  const forUpdate = lock ? sql`for update` : sql``;
  if (kind === 'contact') {
    const row = await queryOne<ContactRow>(
      tx,
      sql`select ${CONTACT_COLUMNS} from public.contact_messages where id = ${id} ${forUpdate}`,
    );
    return row ? toContact(row) : null;
  }
  const row = await queryOne<CareerRow>(
    tx,
    sql`select ${CAREER_COLUMNS} from public.career_applications where id = ${id} ${forUpdate}`,
  );
  return row ? toCareer(row) : null;
}

/** One kind's messages as these claims may read them (admins: all; anyone else: none). */
export function listInbox(
  claims: JwtClaims,
  kind: InboxKind,
  filter: InboxFilter = {},
  database?: Database,
): Promise<InboxItem[]> {
  return withRls(claims, (tx) => findInboxItems(tx, kind, filter), database);
}
