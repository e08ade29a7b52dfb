import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, addMonths, type IsoDate } from '@/lib/compliance/dates';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  RULE_IDS,
  type ComplianceEntity,
  type ComplianceJurisdiction,
  type ObligationInstance,
  type RuleId,
} from '@/lib/compliance/model';
import type { ObligationState } from '@/lib/compliance/state';
import { query, type DbTx } from '@/lib/db/database';
import { obligationRecords, statedObligations } from './obligations';
import { employerOf, type CompanyOptions } from './queries';

/** /admin/compliance's default horizon, and its longest (the calendar's 24 months). */
export const DEFAULT_DUE_DAYS = 60;
export const MAX_DUE_DAYS = 730;
/** How far back an overdue obligation is still listed. */
const OVERDUE_MONTHS = 24;
/** Rows shown at most: the console is a work list, not an export. */
export const CONSOLE_LIMIT = 500;

const optional = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/** The console's GET query; a bad value is a field error (shown next to it), never a 500. */
export const complianceFilterSchema = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_DUE_DAYS : Number(v)),
    z
      .number({ error: 'daysInvalid' })
      .int({ error: 'daysInvalid' })
      .min(1, { error: 'daysInvalid' })
      .max(MAX_DUE_DAYS, { error: 'daysInvalid' }),
  ),
  jurisdiction: optional(COMPLIANCE_JURISDICTIONS),
  entity: optional(COMPLIANCE_ENTITIES),
  rule: optional(RULE_IDS),
});
export type ComplianceFilter = z.output<typeof complianceFilterSchema>;

export type DueObligation = {
  companyId: string;
  legalName: string;
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  ownerEmail: string;
  instance: ObligationInstance;
  state: ObligationState;
};

/** Only what nobody is filing yet: no standing order, not filed by us or elsewhere. */
const OPEN: ReadonlySet<ObligationState> = new Set(['upcoming', 'due_soon', 'overdue']);

/**
 * Staff's work list (issue 31): every company's obligations due within `days` of today (and
 * those overdue up to 24 months back) that are not yet ordered or filed, overdue first, then by
 * due date; filtered by jurisdiction, entity and rule. Staff read every company (row-level
 * security); the rules run here, per company, as on the customer's pages.
 */
export async function dueObligations(
  tx: DbTx,
  filter: ComplianceFilter,
  today: IsoDate,
): Promise<{ rows: DueObligation[]; total: number }> {
  const companies = await query<{
    id: string;
    jurisdiction: ComplianceJurisdiction;
    entity: ComplianceEntity;
    legal_name: string;
    incorporated_on: string;
    year_end: string | null;
    options: CompanyOptions | null;
    owner_email: string | null;
  }>(
    tx,
    sql`select c.id, c.jurisdiction, c.entity, c.legal_name, c.incorporated_on::text as incorporated_on,
               c.year_end, c.options, p.email as owner_email
        from public.companies c left join public.profiles p on p.id = c.owner_id
        where (${filter.jurisdiction ?? null}::text is null or c.jurisdiction = ${filter.jurisdiction ?? null})
          and (${filter.entity ?? null}::text is null or c.entity = ${filter.entity ?? null})`,
  );
  const records = await obligationRecords(
    tx,
    companies.map((c) => c.id),
  );
  const window = { from: addMonths(today, -OVERDUE_MONTHS), to: addDays(today, filter.days) };
  const rows: DueObligation[] = [];
  for (const c of companies) {
    const company = {
      jurisdiction: c.jurisdiction,
      entity: c.entity,
      incorporatedOn: c.incorporated_on,
      yearEnd: c.year_end,
      foreignOwned: c.options?.foreignOwned === true,
      employer: employerOf(c.options),
      remindersEnabled: true,
    };
    for (const { instance, state } of statedObligations(
      company,
      records.get(c.id),
      window,
      today,
    )) {
      if (!OPEN.has(state)) continue;
      if (filter.rule && instance.ruleId !== (filter.rule as RuleId)) continue;
      rows.push({
        companyId: c.id,
        legalName: c.legal_name,
        jurisdiction: c.jurisdiction,
        entity: c.entity,
        ownerEmail: c.owner_email ?? '',
        instance,
        state,
      });
    }
  }
  rows.sort(
    (a, b) =>
      Number(b.state === 'overdue') - Number(a.state === 'overdue') ||
      a.instance.dueDate.localeCompare(b.instance.dueDate) ||
      a.legalName.localeCompare(b.legalName),
  );
  return { rows: rows.slice(0, CONSOLE_LIMIT), total: rows.length };
}
