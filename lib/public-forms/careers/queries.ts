import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Database } from '@/lib/db/database';
import { withRls, withServiceRole, type JwtClaims } from '@/lib/db/rls';
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

export type CareerApplicationRow = {
  id: string;
  opening_id: string;
  name: string;
  email: string;
  phone: string;
  cover_letter: string;
  cv_path: string;
  cv_file_name: string;
  cv_content_type: string;
  cv_size: number;
  locale: string;
  status: string;
  created_at: string | Date;
};

/**
 * Stores an application. Service role: applicants are anonymous and the table has no insert
 * policy on purpose (see the migration); the caller has checked the captcha, the rate limit
 * and the CV's content first.
 */
export async function insertCareerApplication(
  input: NewCareerApplication,
  database?: Database,
): Promise<string> {
  const row = await withServiceRole(
    (tx) =>
      queryOne<{ id: string }>(
        tx,
        sql`insert into public.career_applications
              (opening_id, name, email, phone, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size, locale)
            values (${input.openingId}, ${input.name}, ${input.email}, ${input.phone}, ${input.coverLetter},
                    ${input.cvPath}, ${input.cvFileName}, ${input.cvContentType}, ${input.cvSize}, ${input.locale})
            returning id`,
      ),
    database,
  );
  if (!row) throw new Error('The career application was not stored');
  return row.id;
}

/** Applications, newest first, as the caller may see them (admins: all; everyone else: none). */
export function listCareerApplications(
  claims: JwtClaims,
  database?: Database,
  limit = 100,
): Promise<CareerApplicationRow[]> {
  return withRls(
    claims,
    (tx) =>
      query<CareerApplicationRow>(
        tx,
        sql`select id, opening_id, name, email, phone, cover_letter, cv_path, cv_file_name, cv_content_type, cv_size,
                   locale, status, created_at
            from public.career_applications order by created_at desc limit ${limit}`,
      ),
    database,
  );
}
