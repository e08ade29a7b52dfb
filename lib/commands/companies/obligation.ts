import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, type ActionFailure } from '@/lib/actions/result';
import { findInstance } from '@/lib/companies/obligations';
import { findCompany, type Company } from '@/lib/companies/queries';
import type { ObligationInstance } from '@/lib/compliance/model';
import { todayIso } from '@/lib/config/clock';
import { queryOne, type DbTx } from '@/lib/db/database';

/**
 * The company (as row-level security lets the caller read it) and the instance the key names
 * among its obligations; another's company, or a key its rules never produce, is `notFound`.
 */
export async function companyObligation(
  tx: DbTx,
  companyId: string,
  obligationKey: string,
): Promise<{ company: Company; instance: ObligationInstance } | ActionFailure> {
  const company = await findCompany(tx, companyId);
  if (!company) return fail('notFound');
  const instance = findInstance(company, obligationKey, todayIso());
  if (!instance) return fail('notFound');
  return { company, instance };
}

/** The instance's stored state, if any (the caller's transaction, row-level security). */
export async function storedState(
  tx: DbTx,
  companyId: string,
  obligationKey: string,
): Promise<string | null> {
  const row = await queryOne<{ state: string | null }>(
    tx,
    sql`select state from public.company_obligations
        where company_id = ${companyId} and obligation_key = ${obligationKey}`,
  );
  return row?.state ?? null;
}
