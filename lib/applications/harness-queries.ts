import 'server-only';
import { sql } from 'drizzle-orm';
import { query } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';

export type StoredApplication = {
  id: string;
  owner_id: string;
  owner_email: string;
  flow: string;
  reference: string | null;
  package: string | null;
  status: string;
  data: Record<string, unknown>;
  quote: ({ total: number; currency: string } & Record<string, unknown>) | null;
  last_completed_step: number;
  events: {
    type: string;
    from_status: string | null;
    to_status: string | null;
    actor_id: string | null;
    note: string | null;
  }[];
  payments: {
    owner_id: string;
    method: string;
    bank: string | null;
    amount: string;
    currency: string;
    payment_reference: string;
    status: string;
  }[];
};

/**
 * Every application of one account, with its events and payments, exactly as stored: what the
 * browser tests check after a journey (owner, data, status event, payment rows). Served only by
 * the test harness (E2E_HARNESS=1). The owner connection (no RLS, and auth.users, which no API
 * role may read) because it reads across users by design: the tests also check that one user's
 * attempts left another user's rows alone.
 */
export async function storedApplicationsOf(email: string): Promise<StoredApplication[]> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const apps = await query<Omit<StoredApplication, 'events' | 'payments'>>(
      tx,
      sql`select a.id, a.owner_id, u.email as owner_email, a.flow, a.reference, a.package, a.status, a.data, a.quote, a.last_completed_step
          from public.applications a join auth.users u on u.id = a.owner_id
          where lower(u.email) = lower(${email}) order by a.created_at`,
    );
    const out: StoredApplication[] = [];
    for (const app of apps) {
      const events = await query<StoredApplication['events'][number]>(
        tx,
        sql`select type, from_status, to_status, actor_id, note from public.application_events where application_id = ${app.id} order by id`,
      );
      const payments = await query<StoredApplication['payments'][number]>(
        tx,
        sql`select owner_id, method, bank, amount::text as amount, currency, payment_reference, status from public.payments
            where application_id = ${app.id} order by created_at`,
      );
      out.push({ ...app, events, payments });
    }
    return out;
  });
}
