import { z } from 'zod';
import { dateField } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { nameText, positiveIntegerField, requiredText, str } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { einField } from './filings-shared';

/**
 * USA: registering a company as an employer in Delaware, Wyoming or Texas (issue 35). Sources in
 * docs/sources.md, checked 2026-11-28:
 *   Delaware taxes wages: an employer registers for state income tax withholding with the Division
 *     of Revenue [S463], and for unemployment insurance with the Department of Labor [S464].
 *   Wyoming and Texas have no state income tax on wages, so no withholding account [S462]; an
 *     employer registers for unemployment insurance with the Wyoming Department of Workforce
 *     Services or the Texas Workforce Commission [S464].
 *   Fees: none of these agencies charges to register an employer [S465] (UNCONFIRMED).
 */

export const US_EMPLOYER_STATES = ['delaware', 'wyoming', 'texas'] as const;
export type UsEmployerState = (typeof US_EMPLOYER_STATES)[number];

export const US_EMPLOYER_REGISTRATIONS = ['stateWithholding', 'unemploymentInsurance'] as const;
export type UsEmployerRegistration = (typeof US_EMPLOYER_REGISTRATIONS)[number];

/** States without an income tax on wages, so without a withholding account [S462]. */
export const NO_WAGE_INCOME_TAX: readonly UsEmployerState[] = ['wyoming', 'texas'];

/** Unemployment insurance everywhere; withholding only where the state taxes wages (Delaware). */
export function usRequiredRegistrations(state: UsEmployerState): UsEmployerRegistration[] {
  return NO_WAGE_INCOME_TAX.includes(state)
    ? ['unemploymentInsurance']
    : ['stateWithholding', 'unemploymentInsurance'];
}

const employer = z.object({
  companyName: requiredText(150),
  ein: einField,
  state: z.enum(US_EMPLOYER_STATES, { error: 'required' }),
  employees: positiveIntegerField,
  firstPayday: dateField,
});

const registrations = z.object({
  stateWithholding: z.boolean().optional(),
  unemploymentInsurance: z.boolean().optional(),
});

function registrationsCross(all: DraftData): Issue[] {
  const state = str(all.state) as UsEmployerState;
  if (!US_EMPLOYER_STATES.includes(state)) return [];
  return usRequiredRegistrations(state)
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

/** Whether the state taxes wages, beside the state. */
function stateNotice(value: string): MessageRef | null {
  if (!(US_EMPLOYER_STATES as readonly string[]).includes(value)) return null;
  return { key: NO_WAGE_INCOME_TAX.includes(value as UsEmployerState) ? 'noWageTax' : 'wageTax' };
}

const finish = contactPackageConsent('US', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillUsEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, ein: company.taxId });
}

export const usaEmployerRegistration = defineWizard(
  'usa-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'ein', kind: 'id', placeholder: '12-3456789' },
        { name: 'state', kind: 'radio', options: US_EMPLOYER_STATES, warn: stateNotice },
        { name: 'employees', kind: 'number' },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        {
          name: 'stateWithholding',
          kind: 'checkbox',
          showIf: { field: 'state', equals: 'delaware', root: true },
        },
        { name: 'unemploymentInsurance', kind: 'checkbox' },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillUsEmployer },
);
