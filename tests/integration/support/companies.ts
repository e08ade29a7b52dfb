import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';

/**
 * A formation is completed once its company is recorded (issue 31, migration 20261128200100):
 * tests about other rules record one directly, as the service role, before completing.
 */
export function recordCompanyFor(applicationId: string, database: Database): Promise<unknown> {
  return withServiceRole(
    (tx) =>
      tx.execute(
        sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on, source, application_id)
            select owner_id, 'nigeria', 'company', 'Seeded Company Ltd', 'RC1234567', date '2026-01-02', 'formation', id
            from public.applications where id = ${applicationId}
            on conflict (application_id) do nothing`,
      ),
    database,
  );
}
