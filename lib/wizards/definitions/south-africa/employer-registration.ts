import { z } from 'zod';
import { SOUTH_AFRICAN_PROVINCES } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import {
  amountOf,
  moneyField,
  nameText,
  positiveIntegerField,
  requiredText,
  str,
} from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { cipcNumberField } from './annual-returns';

/**
 * South Africa: registering a company as an employer (issue 35, Hire-to-Payroll Launchpad).
 * Sources in docs/sources.md, checked 2026-11-28:
 *   SARS (one EMP101e): PAYE and UIF for every employer; SDL only when the annual payroll exceeds
 *     R500,000 [S455][S456]; monthly EMP201 by the 7th of the next month, EMP501 reconciliations
 *     by 31 October (interim) and 31 May (annual) [S455].
 *   UIF: the employer also registers with the Department of Employment and Labour (uFiling) [S457].
 *   COIDA: every employer registers with the Compensation Fund [S457].
 *   Fees: no government fee for these registrations [S458] (UNCONFIRMED).
 */

export const SOUTH_AFRICA_EMPLOYER_REGISTRATIONS = [
  'paye',
  'uif',
  'sdl',
  'uifLabour',
  'coida',
] as const;
export type SouthAfricaEmployerRegistration = (typeof SOUTH_AFRICA_EMPLOYER_REGISTRATIONS)[number];

/** SDL: payable once the annual payroll exceeds R500,000 (Skills Development Levies Act) [S456]. */
export const SOUTH_AFRICA_SDL_PAYROLL_THRESHOLD_RAND = 500_000;

/** PAYE, UIF (SARS and the Department), COIDA always; SDL above R500,000 of annual payroll. */
export function southAfricaRequiredRegistrations(
  annualPayroll: number,
): SouthAfricaEmployerRegistration[] {
  return annualPayroll > SOUTH_AFRICA_SDL_PAYROLL_THRESHOLD_RAND
    ? ['paye', 'uif', 'sdl', 'uifLabour', 'coida']
    : ['paye', 'uif', 'uifLabour', 'coida'];
}

function requiredFrom(answers: DraftData): SouthAfricaEmployerRegistration[] | null {
  const payroll = amountOf(str(answers.annualPayroll));
  return Number.isFinite(payroll) ? southAfricaRequiredRegistrations(payroll) : null;
}

const employer = z.object({
  companyName: requiredText(150),
  registryNumber: cipcNumberField,
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: 'required' }),
  employees: positiveIntegerField,
  annualPayroll: moneyField,
  firstPayday: dateField,
});

const registrations = z.object({
  paye: z.boolean().optional(),
  uif: z.boolean().optional(),
  sdl: z.boolean().optional(),
  uifLabour: z.boolean().optional(),
  coida: z.boolean().optional(),
});

function registrationsCross(all: DraftData): Issue[] {
  return (requiredFrom(all) ?? [])
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

/** Whether SDL is due, beside the payroll. */
function sdlNotice(value: string): MessageRef | null {
  const payroll = amountOf(value);
  if (!Number.isFinite(payroll)) return null;
  return { key: payroll > SOUTH_AFRICA_SDL_PAYROLL_THRESHOLD_RAND ? 'sdlDue' : 'sdlNotDue' };
}

const finish = contactPackageConsent('ZA', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillSouthAfricaEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, registryNumber: company.number });
}

export const southAfricaEmployerRegistration = defineWizard(
  'south-africa-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registryNumber', kind: 'id', placeholder: '2019/123456/07' },
        {
          name: 'province',
          kind: 'select',
          options: SOUTH_AFRICAN_PROVINCES,
          optionLabels: 'raw',
        },
        { name: 'employees', kind: 'number' },
        { name: 'annualPayroll', kind: 'money', warn: sdlNotice },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        { name: 'paye', kind: 'checkbox' },
        { name: 'uif', kind: 'checkbox' },
        { name: 'sdl', kind: 'checkbox' },
        { name: 'uifLabour', kind: 'checkbox' },
        { name: 'coida', kind: 'checkbox' },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillSouthAfricaEmployer },
);
