import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { Locale } from '@/lib/i18n/locales';

export interface NewCareerApplication {
  openingId: string;
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  coverLetter: string;
  cvPath: string;
  cvFileName: string;
  cvContentType: string;
  cvSize: number;
  locale: Locale;
}

/**
 * Stores an application. Service role: applicants are anonymous and the table has no insert
 * policy on purpose (see the migration); the caller has checked the captcha, the rate limit
 * and the CV's content first. `then` runs in the same transaction once the row is written (the
 * staff mail's job): both are kept or neither.
 */
export async function insertCareerApplication(
  input: NewCareerApplication,
  database?: Database,
  then?: (tx: DbTx, id: string) => Promise<void>,
): Promise<string> {
  return withServiceRole(async (tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.career_applications
            (opening_id, name, email, phone, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size, locale)
          values (${input.openingId}, ${input.name}, ${input.email}, ${input.phone}, ${input.coverLetter},
                  ${input.cvPath}, ${input.cvFileName}, ${input.cvContentType}, ${input.cvSize}, ${input.locale})
          returning id`,
    );
    if (!row) throw new Error('The career application was not stored');
    await then?.(tx, row.id);
    return row.id;
  }, database);
}
