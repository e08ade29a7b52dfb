import 'server-only';
import { sql } from 'drizzle-orm';
import { quote } from '@/lib/catalogue/quote';
import { queryOne } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';

/**
 * A submitted application with a pending bank transfer, for an existing account: what the browser
 * tests of the staff console start from without walking a wizard. Served only by the test harness
 * (E2E_HARNESS=1). The owner connection, as the server itself submits: it sets the quote.
 */
export async function seedPendingPayment(email: string, total = 1_850_000): Promise<{ reference: string; paymentReference: string; amount: number } | null> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const owner = await queryOne<{ id: string }>(tx, sql`select id from auth.users where lower(email) = lower(${email})`);
    if (!owner) return null;
    const app = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, quote)
          values (${owner.id}, 'nigeria-enterprise', 'NG', 'businessName', 'NG-BN', 'draft',
                  ${JSON.stringify({ total, currency: 'NGN', package: 'standard' })}::jsonb)
          returning id`,
    );
    const submitted = await queryOne<{ reference: string }>(
      tx,
      sql`update public.applications set status = 'submitted' where id = ${app!.id} returning reference`,
    );
    const paymentReference = `${submitted!.reference}-1`;
    await tx.execute(
      sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
          values (${app!.id}, ${owner.id}, 'bank_transfer', ${total}, 'NGN', ${paymentReference})`,
    );
    return { reference: submitted!.reference, paymentReference, amount: total };
  });
}

/**
 * A submitted Ghanaian company application priced as the catalogue prices it, with no payment
 * chosen yet: what the browser tests of the payment page start from without walking the wizard.
 * Test harness only (E2E_HARNESS=1).
 */
export async function seedSubmittedGhanaCompany(email: string): Promise<{ reference: string; total: number } | null> {
  const priced = quote('ghana', 'company', 'standard');
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const owner = await queryOne<{ id: string }>(tx, sql`select id from auth.users where lower(email) = lower(${email})`);
    if (!owner) return null;
    const app = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, package, quote)
          values (${owner.id}, 'ghana-company', 'GH', 'company', 'GH-CO', 'draft', 'standard', ${JSON.stringify(priced)}::jsonb)
          returning id`,
    );
    const submitted = await queryOne<{ reference: string }>(tx, sql`update public.applications set status = 'submitted' where id = ${app!.id} returning reference`);
    return { reference: submitted!.reference, total: priced.total };
  });
}
