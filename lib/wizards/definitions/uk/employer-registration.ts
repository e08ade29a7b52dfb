import { z } from 'zod';
import { pensionDeclarationDueDate } from '@/lib/compliance/rules/employers';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { nameText, positiveIntegerField, requiredText, str } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { companyNumberField } from './confirmation-statement';

/**
 * United Kingdom: registering a company as an employer (issue 35, Hire-to-Payroll Launchpad).
 * Sources in docs/sources.md, checked 2026-11-28:
 *   PAYE: the employer registers a PAYE scheme with HMRC before the first payday, reports each
 *     payday on a Full Payment Submission and pays HMRC by the 22nd of the next tax month [S440];
 *     HMRC charges no fee to register [S443] (UNCONFIRMED: general knowledge).
 *   Pension: from the duties start date (the day the first employee starts) the employer assesses
 *     its staff for automatic enrolment and declares compliance to The Pensions Regulator within
 *     five calendar months of it [S442]. A company whose only staff are directors without
 *     contracts of employment has no duties and tells TPR so instead [S444] (UNCONFIRMED).
 */

export const UK_EMPLOYER_REGISTRATIONS = ['payeScheme', 'pensionDeclaration'] as const;
export type UkEmployerRegistration = (typeof UK_EMPLOYER_REGISTRATIONS)[number];

/** Who the company employs: staff on contracts, or only its directors without contracts [S444]. */
export const UK_STAFF_KINDS = ['employees', 'directorsOnly'] as const;
export type UkStaffKind = (typeof UK_STAFF_KINDS)[number];

export const UK_PENSION_PROVIDERS = ['nest', 'other', 'undecided'] as const;

/**
 * The registrations the law requires: the PAYE scheme for every employer [S440]; the declaration
 * of compliance once anyone other than a director without a contract is employed [S442][S444].
 */
export function ukRequiredRegistrations(staff: UkStaffKind): UkEmployerRegistration[] {
  return staff === 'directorsOnly' ? ['payeScheme'] : ['payeScheme', 'pensionDeclaration'];
}

const today = () => new Date().toISOString().slice(0, 10);

const employer = z
  .object({
    companyName: requiredText(150),
    companyNumber: companyNumberField,
    staff: z.enum(UK_STAFF_KINDS, { error: 'required' }),
    employees: positiveIntegerField,
    employmentStart: dateField,
    firstPayday: dateField,
  })
  .superRefine((v, ctx) => {
    // Pay is for work done: the first payday is not before the first day of employment.
    if (
      isIsoDate(v.employmentStart) &&
      isIsoDate(v.firstPayday) &&
      v.firstPayday < v.employmentStart
    )
      ctx.addIssue({ code: 'custom', path: ['firstPayday'], message: 'paydayBeforeStart' });
  });

const registrations = z.object({
  payeScheme: z.boolean().optional(),
  pensionDeclaration: z.boolean().optional(),
  pensionProvider: z.enum(UK_PENSION_PROVIDERS, { error: 'required' }),
});

/** A registration the law requires cannot be left out. */
function registrationsCross(all: DraftData): Issue[] {
  const staff = str(all.staff) as UkStaffKind;
  if (!UK_STAFF_KINDS.includes(staff)) return [];
  return ukRequiredRegistrations(staff)
    .filter((id) => all[id] !== true)
    .map((id) => ({ path: [id], key: `${id}Required` }));
}

/** The declaration's due date beside the start of employment. */
function declarationNotice(value: string): MessageRef | null {
  if (!isIsoDate(value)) return null;
  const due = pensionDeclarationDueDate(value);
  return due < today()
    ? { key: 'pensionDeclarationOverdue', values: { due } }
    : { key: 'pensionDeclarationDue', values: { due } };
}

const finish = contactPackageConsent('GB', nameText(120));

/** The company's link from its record (lib/wizards/company-link.ts) as the first step's answers. */
export function prefillUkEmployer(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, companyNumber: company.number });
}

export const ukEmployerRegistration = defineWizard(
  'uk-employer-registration',
  {
    employer: {
      schema: employer,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'companyNumber', kind: 'id', placeholder: '01234567' },
        { name: 'staff', kind: 'radio', options: UK_STAFF_KINDS },
        { name: 'employees', kind: 'number' },
        { name: 'employmentStart', kind: 'date', warn: declarationNotice },
        { name: 'firstPayday', kind: 'date' },
      ],
    },
    registrations: {
      schema: registrations,
      cross: registrationsCross,
      fields: [
        { name: 'payeScheme', kind: 'checkbox' },
        { name: 'pensionDeclaration', kind: 'checkbox' },
        { name: 'pensionProvider', kind: 'radio', options: UK_PENSION_PROVIDERS },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillUkEmployer },
);
