import 'server-only';
import { sql } from 'drizzle-orm';
import { query } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';

export type StoredFormSubmissions = {
  contactMessages: { id: string; name: string; email: string; message: string }[];
  careerApplications: {
    id: string;
    name: string;
    email: string;
    cv_path: string;
    cv_size: number;
  }[];
};

/**
 * What the public forms stored under one sender's name, for the browser tests to check that a
 * refused submission left nothing behind. Served only by the test harness (E2E_HARNESS=1).
 * Service connection (no RLS): it reads every sender's rows by design, which only admins may.
 */
export function storedFormSubmissions(name: string): Promise<StoredFormSubmissions> {
  return withServiceRole(async (tx) => ({
    contactMessages: await query<StoredFormSubmissions['contactMessages'][number]>(
      tx,
      sql`select id, name, email, message from public.contact_messages
          where name = ${name} order by created_at`,
    ),
    careerApplications: await query<StoredFormSubmissions['careerApplications'][number]>(
      tx,
      sql`select id, name, email, cv_path, cv_size from public.career_applications
          where name = ${name} order by created_at`,
    ),
  }));
}
