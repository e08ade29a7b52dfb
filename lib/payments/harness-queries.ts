import 'server-only';
import { sql } from 'drizzle-orm';
import { quote } from '@/lib/catalogue/quote';
import { queryOne } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';

/**
 * A submitted application with a pending bank transfer, for an existing account: what the browser
 * tests of the staff console start from without walking a wizard. Served only by the test harness
 * (E2E_HARNESS=1). The owner connection, as the server itself submits: it sets the quote, priced
 * as the catalogue prices a Nigerian business name (the pages that show it read every line).
 */
export async function seedPendingPayment(
  email: string,
): Promise<{ reference: string; paymentReference: string; amount: number } | null> {
  const priced = quote('nigeria', 'businessName', 'standard');
  const total = priced.total;
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const owner = await queryOne<{ id: string }>(
      tx,
      sql`select id from auth.users where lower(email) = lower(${email})`,
    );
    if (!owner) return null;
    const app = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, package, quote)
          values (${owner.id}, 'nigeria-enterprise', 'NG', 'businessName', 'NG-BN', 'draft', 'standard',
                  ${JSON.stringify(priced)}::jsonb)
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
export async function seedSubmittedGhanaCompany(
  email: string,
): Promise<{ reference: string; total: number } | null> {
  const priced = quote('ghana', 'company', 'standard');
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const owner = await queryOne<{ id: string }>(
      tx,
      sql`select id from auth.users where lower(email) = lower(${email})`,
    );
    if (!owner) return null;
    const app = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, package, quote)
          values (${owner.id}, 'ghana-company', 'GH', 'company', 'GH-CO', 'draft', 'standard', ${JSON.stringify(priced)}::jsonb)
          returning id`,
    );
    const submitted = await queryOne<{ reference: string }>(
      tx,
      sql`update public.applications set status = 'submitted' where id = ${app!.id} returning reference`,
    );
    return { reference: submitted!.reference, total: priced.total };
  });
}

/**
 * A submitted Delaware C-Corporation formation of an existing account, priced as the catalogue
 * prices it, with the answers the staff's record of its company is prefilled from (the name, the
 * directors): the company journey's start (issue 31) without walking the formation wizard. Test
 * harness only (E2E_HARNESS=1).
 */
export async function seedSubmittedDelawareFormation(
  email: string,
  companyName: string,
): Promise<{ reference: string } | null> {
  const priced = quote('delaware', 'company', 'standard', { entity: 'corporation' });
  const answers = {
    companyName,
    entityType: 'corporation',
    directors: [{ fullName: 'Adaeze Okafor', email: 'adaeze@example.com' }],
  };
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const owner = await queryOne<{ id: string }>(
      tx,
      sql`select id from auth.users where lower(email) = lower(${email})`,
    );
    if (!owner) return null;
    const app = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, package, quote, data)
          values (${owner.id}, 'delaware-corporation', 'US', 'company', 'DE-CC', 'draft', 'standard',
                  ${JSON.stringify(priced)}::jsonb, ${JSON.stringify(answers)}::jsonb)
          returning id`,
    );
    const submitted = await queryOne<{ reference: string }>(
      tx,
      sql`update public.applications set status = 'submitted' where id = ${app!.id} returning reference`,
    );
    return { reference: submitted!.reference };
  });
}
