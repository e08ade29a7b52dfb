import type { ComplianceEntity, ComplianceJurisdiction } from '@/lib/compliance/model';
import type { OfficerRole } from './schemas';

/**
 * The formations: the flows whose completed application is a company (annual returns, tax
 * filings and trade marks are not). Mirrored by the database's `is_formation_flow`
 * (migration 20261128200100), which refuses to complete one without its company.
 */
export const FORMATION_FLOWS = {
  'nigeria-company': { jurisdiction: 'nigeria', entity: 'company' },
  'nigeria-enterprise': { jurisdiction: 'nigeria', entity: 'business-name' },
  'nigeria-nonprofit': { jurisdiction: 'nigeria', entity: 'trustees' },
  'ghana-company': { jurisdiction: 'ghana', entity: 'company' },
  'south-africa-company': { jurisdiction: 'south-africa', entity: 'company' },
  'uk-company': { jurisdiction: 'uk', entity: 'company' },
  // Federal unless the customer chose Ontario (the wizard's first step).
  'canada-company': { jurisdiction: 'canada-federal', entity: 'company' },
  'delaware-llc': { jurisdiction: 'delaware', entity: 'llc' },
  'delaware-corporation': { jurisdiction: 'delaware', entity: 'corporation' },
  'wyoming-llc': { jurisdiction: 'wyoming', entity: 'llc' },
  'wyoming-corporation': { jurisdiction: 'wyoming', entity: 'corporation' },
  'texas-llc': { jurisdiction: 'texas', entity: 'llc' },
  'texas-corporation': { jurisdiction: 'texas', entity: 'corporation' },
} as const satisfies Record<
  string,
  { jurisdiction: ComplianceJurisdiction; entity: ComplianceEntity }
>;
export type FormationFlow = keyof typeof FORMATION_FLOWS;

export function isFormationFlow(flow: string): flow is FormationFlow {
  return Object.hasOwn(FORMATION_FLOWS, flow);
}

/** What staff's record form starts with: everything the customer's answers say. */
export type FormationPrefill = {
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  legalName: string;
  yearEnd: string;
  registeredOffice: string;
  officers: { name: string; role: OfficerRole; email: string; wantsReminders: boolean }[];
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An address answer as one line: a text, or the address kind's parts joined. */
function addressLine(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!value || typeof value !== 'object') return '';
  return Object.values(value as Record<string, unknown>)
    .map(text)
    .filter(Boolean)
    .join(', ');
}

function people(value: unknown, role: OfficerRole): FormationPrefill['officers'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((person: unknown) => {
    const p = (person ?? {}) as Record<string, unknown>;
    const name = text(p.fullName) || text(p.name);
    return name ? [{ name, role, email: text(p.email), wantsReminders: false }] : [];
  });
}

/**
 * The company as the formation's answers describe it: the name asked for (the first proposed
 * name where the registry chooses among several), the registered office, the directors and
 * officers, and the year end where the wizard asks for it (South Africa: a month, whose last
 * day it becomes). Staff correct what the registry changed and add the identifiers it issued.
 */
export function formationPrefill(
  flow: FormationFlow,
  answers: Record<string, unknown>,
): FormationPrefill {
  const base = FORMATION_FLOWS[flow];
  const jurisdiction =
    flow === 'canada-company' && answers.regime === 'ontario' ? 'ontario' : base.jurisdiction;
  const legalName =
    text(answers.companyName) || text(answers.proposedName1) || text(answers.proposedName);
  const office =
    answers.registeredOffice ??
    answers.principalAddress ??
    answers.businessAddress ??
    answers.registeredAddress ??
    answers.office;
  const month = Number(text(answers.financialYearEnd));
  const yearEnd =
    Number.isInteger(month) && month >= 1 && month <= 12
      ? `${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(2023, month, 0)).getUTCDate()).padStart(2, '0')}`
      : '';
  const secretary = text(answers.secretaryName);
  return {
    jurisdiction,
    entity: base.entity,
    legalName,
    yearEnd,
    registeredOffice: addressLine(office),
    officers: [
      ...people(answers.directors, 'director'),
      ...people(answers.officers, 'officer'),
      ...(secretary
        ? [{ name: secretary, role: 'secretary' as const, email: '', wantsReminders: false }]
        : []),
    ],
  };
}
