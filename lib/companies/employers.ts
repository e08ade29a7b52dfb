import 'server-only';
import { sql } from 'drizzle-orm';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import { queryOne, type DbTx } from '@/lib/db/database';
import { recordEmployer, type EmployerRecord } from './queries';

/**
 * Issue 35: a company becomes an employer on the calendar when staff complete its employer
 * registration. The application names the company by its registry number (the flow's field); the
 * customer's own company of that jurisdiction and number is the one recorded, from the first
 * payday (and, in the UK, the duties start date of the pension duties).
 */
export const EMPLOYER_FLOWS: Readonly<
  Record<string, { jurisdiction: ComplianceJurisdiction; number: string; dutiesStart?: string }>
> = {
  'nigeria-employer-registration': { jurisdiction: 'nigeria', number: 'rcNumber' },
  'ghana-employer-registration': { jurisdiction: 'ghana', number: 'registryNumber' },
  'south-africa-employer-registration': { jurisdiction: 'south-africa', number: 'registryNumber' },
  'uk-employer-registration': {
    jurisdiction: 'uk',
    number: 'companyNumber',
    dutiesStart: 'employmentStart',
  },
};

const squeeze = (value: string) => value.toLowerCase().replace(/[\s/.-]/g, '');
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/**
 * Records the company of a completed employer registration as an employer; the company's id, or
 * null when the application is no employer registration or names no company of its owner.
 */
export async function recordEmployerOfApplication(
  tx: DbTx,
  applicationId: string,
): Promise<{ companyId: string; employer: EmployerRecord } | null> {
  const app = await queryOne<{ flow: string; owner_id: string; data: Record<string, unknown> }>(
    tx,
    sql`select flow, owner_id, data from public.applications where id = ${applicationId}`,
  );
  const flow = app ? EMPLOYER_FLOWS[app.flow] : undefined;
  if (!app || !flow) return null;
  const since = day(app.data.firstPayday);
  const number = app.data[flow.number];
  if (!since || typeof number !== 'string') return null;
  const company = await queryOne<{ id: string }>(
    tx,
    sql`select id from public.companies
        where owner_id = ${app.owner_id} and jurisdiction = ${flow.jurisdiction}
          and regexp_replace(lower(registry_number), '[\\s/.-]', '', 'g') = ${squeeze(number)}
        order by created_at limit 1`,
  );
  if (!company) return null;
  const dutiesStart = flow.dutiesStart ? day(app.data[flow.dutiesStart]) : null;
  const employer: EmployerRecord = dutiesStart ? { since, dutiesStart } : { since };
  return (await recordEmployer(tx, company.id, employer))
    ? { companyId: company.id, employer }
    : null;
}
