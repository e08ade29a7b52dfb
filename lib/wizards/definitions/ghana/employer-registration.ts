import { z } from 'zod';
import { GHANA_REGIONS } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import type { Issue } from '@/lib/validation/issues';
import { nameText, optionalText, positiveIntegerField, requiredText } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { ghanaCompanyNumberField } from './annual-returns';
import { ghanaTinField } from './tax-filing';

/**
 * Ghana: registering a company as an employer (issue 35, Hire-to-Payroll Launchpad). Sources in
 * docs/sources.md, checked 2026-11-28:
 *   SSNIT: every employer registers with the Social Security and National Insurance Trust and
 *     pays the first-tier contributions (13% employer, 5.5% employee) by the 14th of the next
 *     month [S450]; the second tier goes to a licensed trustee [S450].
 *   PAYE: every employer withholds its employees' income tax and remits it to the GRA by the 15th
 *     of the next month [S451].
 *   Fees: neither SSNIT nor the GRA charges to register an employer [S452] (UNCONFIRMED).
 */

export const GHANA_EMPLOYER_REGISTRATIONS = ['ssnit', 'paye'] as const;
export type GhanaEmployerRegistration = (typeof GHANA_EMPLOYER_REGISTRATIONS)[number];

/** Every employer, whatever its size, registers with SSNIT and for PAYE [S450][S451]. */
export function ghanaRequiredRegistrations(): GhanaEmployerRegistration[] {
  return ['ssnit', 'paye'];
}

const employer = z.object({
  companyName: requiredText(150),
  registryNumber: ghanaCompanyNumberField,
  tin: ghanaTinField,
  region: z.enum(GHANA_REGIONS, { error: 'required' }),
  employees: positiveIntegerField,
  firstPayday: dateField,
});

const registrations = z.object({
  ssnit: z.boolean().optional(),
  paye: z.boolean().optional(),
  tier2Trustee: optionalText(150),
});

function registrationsCross(all: DraftData): Issue[] {
  return ghanaRequiredRegistrations()
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

const finish = contactPackageConsent('GH', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillGhanaEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    companyName: company.name,
    registryNumber: company.number,
    tin: company.taxId,
  });
}

export const ghanaEmployerRegistration = defineWizard(
  'ghana-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registryNumber', kind: 'id', placeholder: 'CS160152013' },
        { name: 'tin', kind: 'id', placeholder: 'C0012345678' },
        { name: 'region', kind: 'select', options: GHANA_REGIONS, optionLabels: 'raw' },
        { name: 'employees', kind: 'number' },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        { name: 'ssnit', kind: 'checkbox' },
        { name: 'paye', kind: 'checkbox' },
        { name: 'tier2Trustee', kind: 'text', optional: true },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillGhanaEmployer },
);
