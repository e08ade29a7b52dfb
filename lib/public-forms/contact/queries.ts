import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactCountry, ContactTopic } from '@/lib/public-forms/contact/options';

export interface NewContactMessage {
  name: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  country: ContactCountry;
  topic: ContactTopic;
  /** Empty on a service request only (the service and the country say what is asked). */
  message: string;
  locale: Locale;
  /** A service request's jurisdiction (issue 28); absent on a contact form message. */
  jurisdiction?: JurisdictionId | null;
}

/**
 * Stores a message from the contact form, or a service request. Service role: visitors are anonymous and the table
 * has no insert policy on purpose (see the migration); the caller has already checked the
 * captcha and the rate limit, which is what stands in for a policy here. `then` runs in the same
 * transaction once the row is written (the staff mail's job): both are kept or neither.
 */
export async function insertContactMessage(
  input: NewContactMessage,
  database?: Database,
  then?: (tx: DbTx, id: string) => Promise<void>,
): Promise<string> {
  return withServiceRole(async (tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.contact_messages (name, email, phone, country, topic, message, locale, jurisdiction)
          values (${input.name}, ${input.email}, ${input.phone}, ${input.country}, ${input.topic}, ${input.message}, ${input.locale}, ${input.jurisdiction ?? null})
          returning id`,
    );
    if (!row) throw new Error('The contact message was not stored');
    await then?.(tx, row.id);
    return row.id;
  }, database);
}
