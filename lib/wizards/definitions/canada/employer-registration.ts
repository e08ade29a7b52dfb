import { z } from 'zod';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { CANADIAN_PROVINCES, type CanadianProvince } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { nameText, positiveIntegerField, requiredText } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';

/**
 * Canada: registering a corporation as an employer (issue 35, Hire-to-Payroll Launchpad). Sources in
 * docs/sources.md, checked 2026-11-28:
 *   CRA: an employer opens a payroll program account (RP) on its business number before its first
 *     remittance is due [S460]; no fee [S460] (UNCONFIRMED).
 *   Workplace insurance: each province's board (WSIB in Ontario, WorkSafeBC, CNESST in Quebec ...)
 *     registers employers in the industries it covers [S461] (UNCONFIRMED: which industries are
 *     exempt differs by province; staff check it).
 */

export const CANADA_EMPLOYER_REGISTRATIONS = ['payrollAccount', 'workplaceInsurance'] as const;
export type CanadaEmployerRegistration = (typeof CANADA_EMPLOYER_REGISTRATIONS)[number];

/** Every employer needs its RP account and its province's workplace insurance [S460][S461]. */
export function canadaRequiredRegistrations(): CanadaEmployerRegistration[] {
  return ['payrollAccount', 'workplaceInsurance'];
}

/** The business number (9 digits), an RP or RC account suffix accepted [S254]. */
const businessNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((raw) => {
    const check = checkIdentifier('canadaBusinessNumber', raw);
    return check.ok ? check.value : raw;
  })
  .refine((v) => checkIdentifier('canadaBusinessNumber', v).ok, 'businessNumber');

const employer = z.object({
  companyName: requiredText(150),
  businessNumber: businessNumberField,
  province: z.enum(CANADIAN_PROVINCES, { error: 'required' }),
  employees: positiveIntegerField,
  firstPayday: dateField,
});

const registrations = z.object({
  payrollAccount: z.boolean().optional(),
  workplaceInsurance: z.boolean().optional(),
});

function registrationsCross(all: DraftData): Issue[] {
  return canadaRequiredRegistrations()
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

/** The province's workplace insurance board, named beside the province. */
function boardNotice(value: string): MessageRef | null {
  return (CANADIAN_PROVINCES as readonly string[]).includes(value)
    ? { key: `board${value as CanadianProvince}` }
    : null;
}

const finish = contactPackageConsent('CA', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillCanadaEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, businessNumber: company.taxId });
}

export const canadaEmployerRegistration = defineWizard(
  'canada-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'businessNumber', kind: 'id', placeholder: '123456789' },
        { name: 'province', kind: 'select', options: CANADIAN_PROVINCES, warn: boardNotice },
        { name: 'employees', kind: 'number' },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        { name: 'payrollAccount', kind: 'checkbox' },
        { name: 'workplaceInsurance', kind: 'checkbox' },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillCanadaEmployer },
);
