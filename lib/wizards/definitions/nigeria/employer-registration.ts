import { z } from 'zod';
import { NIGERIAN_STATES } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import { companyCacNumberField } from '@/lib/validation/identity';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import {
  amountOf,
  moneyField,
  nameText,
  optionalText,
  positiveIntegerField,
  requiredText,
  str,
} from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';

/**
 * Nigeria: registering a company as an employer (issue 35, Hire-to-Payroll Launchpad). Sources in
 * docs/sources.md, checked 2026-11-28:
 *   PAYE: every employer deducts its employees' tax and registers with the internal revenue
 *     service of the state where they live [S431][S432]; remitted by the 10th of the next month.
 *   Pension: an employer of 3 or more employees contributes through a PFA licensed by PenCom,
 *     Pension Reform Act 2014 [S433] (UNCONFIRMED threshold: general knowledge).
 *   NSITF: every employer contributes to the Employees' Compensation Scheme, Employees'
 *     Compensation Act 2010 [S434] (UNCONFIRMED).
 *   ITF: an employer of 5 or more employees, or of fewer with a turnover of ₦50 million or more a
 *     year, contributes 1% of its annual payroll, ITF Act s.6(1) as amended in 2011 [S430].
 *   Fees: none of the four bodies charges for registering [S435] (UNCONFIRMED); our fee by package.
 */

/** The registrations an employer may make, in the order the form asks them. */
export const NIGERIA_EMPLOYER_REGISTRATIONS = ['paye', 'pension', 'nsitf', 'itf'] as const;
export type NigeriaEmployerRegistration = (typeof NIGERIA_EMPLOYER_REGISTRATIONS)[number];

/** PRA 2014: the contributory pension scheme binds employers of three or more employees [S433]. */
export const NIGERIA_PENSION_MIN_EMPLOYEES = 3;
/** ITF Act s.6(1): five or more employees [S430]. */
export const NIGERIA_ITF_MIN_EMPLOYEES = 5;
/** ITF Act s.6(1): or fewer employees with an annual turnover of ₦50 million or more [S430]. */
export const NIGERIA_ITF_MIN_TURNOVER_NAIRA = 50_000_000;

/**
 * The registrations the law requires of an employer with `employees` staff and an annual
 * `turnover` in whole naira: PAYE and NSITF always, the pension from 3 employees, ITF from 5
 * employees or ₦50m of turnover.
 */
export function nigeriaRequiredRegistrations(
  employees: number,
  turnover: number,
): NigeriaEmployerRegistration[] {
  const required: NigeriaEmployerRegistration[] = ['paye'];
  if (employees >= NIGERIA_PENSION_MIN_EMPLOYEES) required.push('pension');
  required.push('nsitf');
  if (employees >= NIGERIA_ITF_MIN_EMPLOYEES || turnover >= NIGERIA_ITF_MIN_TURNOVER_NAIRA)
    required.push('itf');
  return required;
}

/** The required registrations read from the answers; null until the head count is a number. */
function requiredFrom(answers: DraftData): NigeriaEmployerRegistration[] | null {
  const employees = amountOf(str(answers.employees));
  if (!Number.isFinite(employees) || employees < 1) return null;
  const turnover = amountOf(str(answers.annualTurnover));
  return nigeriaRequiredRegistrations(employees, Number.isFinite(turnover) ? turnover : 0);
}

const employer = z.object({
  companyName: requiredText(150),
  rcNumber: companyCacNumberField,
  state: z.enum(NIGERIAN_STATES, { error: 'required' }),
  employees: positiveIntegerField,
  annualTurnover: moneyField,
  firstPayday: dateField,
});

const registrations = z.object({
  paye: z.boolean().optional(),
  pension: z.boolean().optional(),
  pfaName: optionalText(150),
  nsitf: z.boolean().optional(),
  itf: z.boolean().optional(),
});

/** A registration the law requires cannot be left out: the message names the reason. */
function registrationsCross(all: DraftData): Issue[] {
  const required = requiredFrom(all) ?? [];
  return required
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

/** Which registrations the head count and turnover make compulsory, beside the head count. */
function requiredNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const required = requiredFrom(answers);
  if (!required) return null;
  return {
    key: required.includes('itf')
      ? 'requiredWithItf'
      : required.includes('pension')
        ? 'requiredWithPension'
        : 'requiredBasic',
  };
}

const finish = contactPackageConsent('NG', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillNigeriaEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, rcNumber: company.number });
}

export const nigeriaEmployerRegistration = defineWizard(
  'nigeria-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'rcNumber', kind: 'id', placeholder: 'RC 1234567' },
        { name: 'state', kind: 'select', options: NIGERIAN_STATES, optionLabels: 'raw' },
        { name: 'employees', kind: 'number', warn: requiredNotice },
        { name: 'annualTurnover', kind: 'money', warn: requiredNotice },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        { name: 'paye', kind: 'checkbox' },
        { name: 'pension', kind: 'checkbox' },
        {
          name: 'pfaName',
          kind: 'text',
          optional: true,
          showIf: { field: 'pension', equals: true },
        },
        { name: 'nsitf', kind: 'checkbox' },
        { name: 'itf', kind: 'checkbox' },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillNigeriaEmployer },
);
