import { parseComplianceQuery, type QueryParams } from '@/lib/compliance/query';
import type { ComplianceEntity, ComplianceJurisdiction } from '@/lib/compliance/model';
import type { OfficerRole } from './schemas';

/** The company form's values (components/companies/company-form.tsx). */
export type CompanyFormValues = {
  jurisdiction: ComplianceJurisdiction | '';
  entity: ComplianceEntity | '';
  legalName: string;
  registryNumber: string;
  taxId: string;
  incorporatedOn: string;
  yearEnd: string;
  registeredOffice: string;
  foreignOwned: boolean;
  remindersEnabled?: boolean;
  officers: { name: string; role: OfficerRole; email: string; wantsReminders: boolean }[];
};

export const EMPTY_COMPANY: CompanyFormValues = {
  jurisdiction: '',
  entity: '',
  legalName: '',
  registryNumber: '',
  taxId: '',
  incorporatedOn: '',
  yearEnd: '',
  registeredOffice: '',
  foreignOwned: false,
  officers: [],
};

/**
 * The public tool's figures (`jurisdiction`, `entity`, `formed`, `yearEnd`, `foreignOwned`) as
 * the add form's start: "Track this company" signs the visitor up and lands here. Only what the
 * tool's own parser accepts is kept; anything else starts empty.
 */
export function prefillFromQuery(search: QueryParams): CompanyFormValues {
  const parsed = parseComplianceQuery(search);
  if (!parsed.ok) return EMPTY_COMPANY;
  const profile = parsed.profile;
  return {
    ...EMPTY_COMPANY,
    jurisdiction: profile.jurisdiction,
    entity: profile.entity,
    incorporatedOn: profile.formed,
    yearEnd: profile.yearEnd ?? '',
    foreignOwned: profile.foreignOwned === true,
  };
}

/** A recorded company as the edit form's start. */
export function formValuesOf(company: {
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  legalName: string;
  registryNumber: string;
  taxId: string | null;
  incorporatedOn: string;
  yearEnd: string | null;
  registeredOffice: string | null;
  foreignOwned: boolean;
  officers: { name: string; role: OfficerRole; email: string | null; wantsReminders: boolean }[];
}): CompanyFormValues {
  return {
    jurisdiction: company.jurisdiction,
    entity: company.entity,
    legalName: company.legalName,
    registryNumber: company.registryNumber,
    taxId: company.taxId ?? '',
    incorporatedOn: company.incorporatedOn,
    yearEnd: company.yearEnd ?? '',
    registeredOffice: company.registeredOffice ?? '',
    foreignOwned: company.foreignOwned,
    officers: company.officers.map((o) => ({ ...o, email: o.email ?? '' })),
  };
}
