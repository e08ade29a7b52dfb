import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
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
