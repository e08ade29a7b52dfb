import 'server-only';
import { sql } from 'drizzle-orm';
import type {
  CompanyProfile,
  ComplianceEntity,
  ComplianceJurisdiction,
} from '@/lib/compliance/model';
import { findApplicationDocuments, type ApplicationDocument } from '@/lib/applications/documents';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { isUuid } from '@/lib/validation/ids';
import type { CompanyFields, OfficerRole } from './schemas';

/** One company as the pages read it (never the row). */
export type Company = {
  id: string;
  ownerId: string;
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  legalName: string;
  registryNumber: string;
  taxId: string | null;
  incorporatedOn: string;
  yearEnd: string | null;
  registeredOffice: string | null;
  foreignOwned: boolean;
  /** Recorded as an employer (issue 35): its payroll obligations join the calendar. */
  employer: EmployerRecord | null;
  source: 'formation' | 'brought_in';
  applicationId: string | null;
  verifiedAt: string | null;
  remindersEnabled: boolean;
  officers: Officer[];
};

export type Officer = {
  name: string;
  role: OfficerRole;
  email: string | null;
  wantsReminders: boolean;
};

type CompanyRow = {
  id: string;
  owner_id: string;
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  legal_name: string;
  registry_number: string;
  tax_id: string | null;
  incorporated_on: string | Date;
  year_end: string | null;
  registered_office: { address?: string } | null;
  options: CompanyOptions | null;
  source: 'formation' | 'brought_in';
  application_id: string | null;
  verified_at: string | Date | null;
  reminders_enabled: boolean;
};

const COLUMNS = sql.raw(
  `c.id, c.owner_id, c.jurisdiction, c.entity, c.legal_name, c.registry_number, c.tax_id,
   c.incorporated_on::text as incorporated_on, c.year_end, c.registered_office, c.options, c.source,
   c.application_id, c.verified_at, c.reminders_enabled`,
);

/** An employer's dates: its first payday and, in the UK, its pension duties start date. */
export type EmployerRecord = { since: string; dutiesStart?: string };

/** What `public.companies.options` holds (jsonb). */
export type CompanyOptions = { foreignOwned?: boolean; employer?: EmployerRecord };

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The employer record in a company's options, when it is a well-formed one. */
export function employerOf(options: CompanyOptions | null): EmployerRecord | null {
  const employer = options?.employer;
  if (!employer || !isDay(employer.since)) return null;
  return isDay(employer.dutiesStart)
    ? { since: employer.since, dutiesStart: employer.dutiesStart }
    : { since: employer.since };
}

const iso = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

function toCompany(row: CompanyRow, officers: Officer[]): Company {
  return {
    id: row.id,
    ownerId: row.owner_id,
    jurisdiction: row.jurisdiction,
    entity: row.entity,
    legalName: row.legal_name,
    registryNumber: row.registry_number,
    taxId: row.tax_id,
    incorporatedOn: String(iso(row.incorporated_on)).slice(0, 10),
    yearEnd: row.year_end,
    registeredOffice: row.registered_office?.address ?? null,
    foreignOwned: row.options?.foreignOwned === true,
    employer: employerOf(row.options),
    source: row.source,
    applicationId: row.application_id,
    verifiedAt: iso(row.verified_at),
    remindersEnabled: row.reminders_enabled,
    officers,
  };
}

/** What the compliance rules read of a company. */
export function profileOf(
  company: Pick<
    Company,
    'jurisdiction' | 'entity' | 'incorporatedOn' | 'yearEnd' | 'foreignOwned'
  > & { employer?: EmployerRecord | null },
): CompanyProfile {
  return {
    jurisdiction: company.jurisdiction,
    entity: company.entity,
    formed: company.incorporatedOn,
    ...(company.yearEnd ? { yearEnd: company.yearEnd } : {}),
    ...(company.foreignOwned ? { foreignOwned: true } : {}),
    ...(company.employer ? { options: { employer: company.employer } } : {}),
  };
}

/**
 * Records the company as an employer from `since` (its first payday): its payroll obligations then
 * join its calendar (lib/compliance/rules/employers.ts). The service connection or staff's: a
 * customer cannot write it. Null when the company is not there.
 */
export async function recordEmployer(
  tx: DbTx,
  id: string,
  employer: EmployerRecord,
): Promise<string | null> {
  const row = await queryOne<{ id: string }>(
    tx,
    sql`update public.companies
          set options = coalesce(options, '{}'::jsonb) || jsonb_build_object('employer', ${JSON.stringify(employer)}::jsonb)
        where id = ${id} returning id`,
  );
  return row?.id ?? null;
}

async function officersOf(tx: DbTx, companyIds: string[]): Promise<Map<string, Officer[]>> {
  const byCompany = new Map<string, Officer[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await query<{
    company_id: string;
    name: string;
    role: OfficerRole;
    email: string | null;
    wants_reminders: boolean;
  }>(
    tx,
    sql`select company_id, name, role, email, wants_reminders from public.company_officers
        where company_id in (${sql.join(
          companyIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by created_at, name`,
  );
  for (const r of rows)
    (byCompany.get(r.company_id) ?? byCompany.set(r.company_id, []).get(r.company_id)!).push({
      name: r.name,
      role: r.role,
      email: r.email,
      wantsReminders: r.wants_reminders,
    });
  return byCompany;
}

/** The company, if the caller may read it (row-level security decides). */
export async function findCompany(tx: DbTx, id: string): Promise<Company | null> {
  if (!isUuid(id)) return null;
  const row = await queryOne<CompanyRow>(
    tx,
    sql`select ${COLUMNS} from public.companies c where c.id = ${id}`,
  );
  if (!row) return null;
  return toCompany(row, (await officersOf(tx, [row.id])).get(row.id) ?? []);
}

/** The company recorded for a formation application, if any. */
export async function findCompanyOfApplication(
  tx: DbTx,
  applicationId: string,
): Promise<Company | null> {
  const row = await queryOne<CompanyRow>(
    tx,
    sql`select ${COLUMNS} from public.companies c where c.application_id = ${applicationId}`,
  );
  if (!row) return null;
  return toCompany(row, (await officersOf(tx, [row.id])).get(row.id) ?? []);
}

/** The caller's own companies, by name. */
export async function listOwnCompanies(tx: DbTx, ownerId: string): Promise<Company[]> {
  const rows = await query<CompanyRow>(
    tx,
    sql`select ${COLUMNS} from public.companies c where c.owner_id = ${ownerId}
        order by lower(c.legal_name), c.created_at`,
  );
  const officers = await officersOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCompany(r, officers.get(r.id) ?? []));
}

export type StaffCompany = Company & { ownerEmail: string };

/**
 * The console's search: by name or identifier (registry number, tax id), any part of it, case
 * and spacing ignored. Staff read every company (row-level security); at most 100 rows.
 */
export async function searchCompanies(tx: DbTx, term: string): Promise<StaffCompany[]> {
  const words = term.trim().toLowerCase();
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const squeezed = `%${words.replace(/[\s\-/.]/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await query<CompanyRow & { owner_email: string | null }>(
    tx,
    sql`select ${COLUMNS}, p.email as owner_email from public.companies c
        left join public.profiles p on p.id = c.owner_id
        where ${words} = ''
           or lower(c.legal_name) like ${pattern}
           or regexp_replace(lower(c.registry_number), '[\\s/.-]', '', 'g') like ${squeezed}
           or regexp_replace(lower(coalesce(c.tax_id, '')), '[\\s/.-]', '', 'g') like ${squeezed}
        order by lower(c.legal_name) limit 100`,
  );
  return rows.map((r) => ({ ...toCompany(r, []), ownerEmail: r.owner_email ?? '' }));
}

function optionsOf(fields: CompanyFields): string {
  return JSON.stringify(fields.foreignOwned ? { foreignOwned: true } : {});
}

const officeOf = (fields: CompanyFields) =>
  fields.registeredOffice ? JSON.stringify({ address: fields.registeredOffice }) : null;

/** Writes a new company; the owner, origin and application are the caller's to say. */
export async function insertCompany(
  tx: DbTx,
  record: {
    ownerId: string;
    source: 'formation' | 'brought_in';
    applicationId: string | null;
    fields: CompanyFields;
  },
): Promise<string> {
  const { fields } = record;
  const row = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, tax_id,
          incorporated_on, year_end, registered_office, options, source, application_id)
        values (${record.ownerId}, ${fields.jurisdiction}, ${fields.entity}, ${fields.legalName},
          ${fields.registryNumber}, ${fields.taxId}, ${fields.incorporatedOn}, ${fields.yearEnd},
          ${officeOf(fields)}::jsonb, ${optionsOf(fields)}::jsonb, ${record.source}, ${record.applicationId})
        returning id`,
  );
  await replaceOfficers(tx, row!.id, fields.officers);
  return row!.id;
}

/**
 * Rewrites the company's fields (not its owner, origin or verification), and its reminders switch
 * when one is given (undefined: kept as it is now). Null: not found.
 */
export async function updateCompanyFields(
  tx: DbTx,
  id: string,
  fields: CompanyFields,
  remindersEnabled?: boolean,
): Promise<string | null> {
  const row = await queryOne<{ id: string }>(
    tx,
    sql`update public.companies set jurisdiction = ${fields.jurisdiction}, entity = ${fields.entity},
          legal_name = ${fields.legalName}, registry_number = ${fields.registryNumber}, tax_id = ${fields.taxId},
          incorporated_on = ${fields.incorporatedOn}, year_end = ${fields.yearEnd},
          registered_office = ${officeOf(fields)}::jsonb,
          options = (options - 'foreignOwned') || ${optionsOf(fields)}::jsonb,
          reminders_enabled = coalesce(${remindersEnabled ?? null}::boolean, reminders_enabled)
        where id = ${id} returning id`,
  );
  if (!row) return null;
  await replaceOfficers(tx, id, fields.officers);
  return row.id;
}

async function replaceOfficers(
  tx: DbTx,
  companyId: string,
  officers: CompanyFields['officers'],
): Promise<void> {
  await tx.execute(sql`delete from public.company_officers where company_id = ${companyId}`);
  for (const o of officers)
    await tx.execute(
      sql`insert into public.company_officers (company_id, name, role, email, wants_reminders)
          values (${companyId}, ${o.name}, ${o.role}, ${o.email || null}, ${o.wantsReminders})`,
    );
}

/** The company's page: the company and the documents delivered for its formation. */
export async function findCompanyPage(
  tx: DbTx,
  id: string,
): Promise<{ company: Company; documents: ApplicationDocument[] } | null> {
  if (!isUuid(id)) return null;
  const company = await findCompany(tx, id);
  if (!company) return null;
  const documents = company.applicationId
    ? (await findApplicationDocuments(tx, company.applicationId)).filter(
        (d) => d.kind === 'delivered',
      )
    : [];
  return { company, documents };
}
