import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Database } from '@/lib/db/database';
import { withRls, withServiceRole, type JwtClaims } from '@/lib/db/rls';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactCountry, ContactTopic } from '@/lib/public-forms/contact/options';

export interface NewContactMessage {
  name: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  country: ContactCountry;
  topic: ContactTopic;
  message: string;
  locale: Locale;
}

export type ContactMessageRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  topic: string;
  message: string;
  locale: string;
  status: string;
  created_at: string | Date;
};

/**
 * Stores a message from the contact form. Service role: visitors are anonymous and the table
 * has no insert policy on purpose (see the migration); the caller has already checked the
 * captcha and the rate limit, which is what stands in for a policy here.
 */
export async function insertContactMessage(
  input: NewContactMessage,
  database?: Database,
): Promise<string> {
  const row = await withServiceRole(
    (tx) =>
      queryOne<{ id: string }>(
        tx,
        sql`insert into public.contact_messages (name, email, phone, country, topic, message, locale)
            values (${input.name}, ${input.email}, ${input.phone}, ${input.country}, ${input.topic}, ${input.message}, ${input.locale})
            returning id`,
      ),
    database,
  );
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}

/** Messages, newest first, as the caller may see them (admins: all; everyone else: none). */
export function listContactMessages(
  claims: JwtClaims,
  database?: Database,
  limit = 100,
): Promise<ContactMessageRow[]> {
  return withRls(
    claims,
    (tx) =>
      query<ContactMessageRow>(
        tx,
        sql`select id, name, email, phone, country, topic, message, locale, status, created_at
            from public.contact_messages order by created_at desc limit ${limit}`,
      ),
    database,
  );
}
