import { z } from 'zod';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { confirmationStatementDueDate } from '@/lib/compliance/rules/uk';
import { ukAddress } from '@/lib/validation/address';
import { birthDate, dateField, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import { formatPersonalCode, isValidPersonalCode } from '@/lib/validation/identity';
import { ALWAYS, checkedBox, positiveIntegerField, requiredText, str } from '@/lib/validation/text';
import { defineWizard, type DraftData } from '../../steps';
import { packageSubmitterConsent } from '../filer';
import { PSC_BANDS, UK_COMPANY_LIMITS } from './company';
import { isSicCode, SIC_CODES } from './sic-codes';
import { answersOf, companyLinkAnswers } from '../../company-link';

/**
 * United Kingdom: the confirmation statement (CS01), filed once in every review period. Sources in
 * docs/sources.md, checked 2026-11-28:
 * - due within 14 days after the review period ends, CA 2006 s.853A [S193][S194]
 *   (`confirmationStatementDueDate`, the compliance rule's own);
 * - £50 online from 1 Feb 2026 [S74] (lib/catalogue/government-fees.ts, the catalogue's UK annual
 *   returns), our fee by package;
 * - it confirms a registered e-mail address (every company since 5 March 2024) and that the
 *   company's intended future activities are lawful (every statement since 5 March 2024) [S67][S300];
 * - it carries the changes of the period: SIC codes (5 digits, up to four [S71][S79]),
 *   shareholders and their holdings, the statement of capital, people with significant control;
 * - since 18 November 2025 it confirms each director's and PSC's identity verification, by their
 *   11-character Companies House personal code [S64][S300].
 */

/** A director or PSC, verified (with their personal code) or not yet [S64]. */
export const VERIFICATION_STATUS = ['verified', 'notYet'] as const;
export const OFFICER_ROLES = ['director', 'psc', 'both'] as const;

export const UK_CS_LIMITS = {
  maxShareholders: 50,
  maxShareClasses: UK_COMPANY_LIMITS.maxShareClasses,
  maxPsc: UK_COMPANY_LIMITS.maxPsc,
  maxOfficers: 20,
} as const;

/** The company number as Companies House writes it (01234567, SC123456), or the raw text. */
export function normaliseCompanyNumber(raw: string): string {
  const check = checkIdentifier('ukCompany', raw);
  return check.ok ? check.value : raw.trim();
}

/** Companies House's number: 8 digits, or a two-character prefix and 6 digits [S251]. */
export const companyNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform(normaliseCompanyNumber)
  .refine((v) => checkIdentifier('ukCompany', v).ok, 'ukCompanyNumber');

/** The due date a review period's end gives, shown beside the field (not an answer). */
function dueDateNotice(value: string) {
  const end = value.trim();
  return isIsoDate(end)
    ? { key: 'confirmationStatementDue', values: { due: confirmationStatementDueDate(end) } }
    : null;
}

const company = z.object({
  companyNumber: companyNumberField,
  companyName: requiredText(160),
  registeredOffice: ukAddress,
  reviewPeriodEnd: dateField,
});

const AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;
const amountField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(AMOUNT, 'amount');

const shareholder = z.object({
  fullName: requiredText(120),
  shareClass: requiredText(60),
  shares: positiveIntegerField,
});

const shareClass = z.object({
  className: requiredText(60),
  numberOfShares: positiveIntegerField,
  nominalValue: amountField.refine((v) => !AMOUNT.test(v) || Number(v) > 0, 'nominalValue'),
  // What is unpaid on the class in total: 0 when every share is fully paid [S63].
  unpaidTotal: amountField,
  rights: requiredText(1000),
});

const psc = z.object({
  fullName: requiredText(120),
  dateOfBirth: birthDate,
  sharesBand: z.enum(PSC_BANDS, { error: 'required' }),
  votesBand: z.enum(PSC_BANDS, { error: 'required' }),
  significantInfluence: z.boolean().optional(),
});

/**
 * The changes of the period, each in its own section shown once ticked, and the two statements
 * every confirmation statement makes: the registered e-mail address and the lawful purpose [S67][S300].
 */
const changes = z
  .object({
    // New codes only when the business activity changed; none keeps those on the register.
    sicCodes: z
      .array(z.string().refine(isSicCode, 'sicUnknown'))
      .max(UK_COMPANY_LIMITS.maxSicCodes, 'tooMany')
      .refine((codes) => new Set(codes).size === codes.length, 'sicRepeated')
      .default([]),
    shareholdersChanged: z.boolean().optional(),
    shareholders: z.array(shareholder).max(UK_CS_LIMITS.maxShareholders, 'tooMany').optional(),
    capitalChanged: z.boolean().optional(),
    shareClasses: z.array(shareClass).max(UK_CS_LIMITS.maxShareClasses, 'tooMany').optional(),
    pscChanged: z.boolean().optional(),
    psc: z.array(psc).max(UK_CS_LIMITS.maxPsc, 'tooMany').optional(),
    registeredEmail: emailField(),
    lawfulPurpose: checkedBox,
  })
  .superRefine((v, ctx) => {
    // A section ticked as changed says what it changed to.
    const sections = [
      ['shareholdersChanged', 'shareholders', 'atLeastOneShareholder'],
      ['capitalChanged', 'shareClasses', 'required'],
      ['pscChanged', 'psc', 'atLeastOnePsc'],
    ] as const;
    for (const [flag, list, message] of sections)
      if (v[flag] === true && !(v[list]?.length ?? 0))
        ctx.addIssue({ code: 'custom', path: [list], message });
  }, ALWAYS);

const officer = z
  .object({
    fullName: requiredText(120),
    role: z.enum(OFFICER_ROLES, { error: 'required' }),
    verificationStatus: z.enum(VERIFICATION_STATUS, { error: 'required' }),
    personalCode: z
      .string()
      .trim()
      .transform((v) => (isValidPersonalCode(v) ? formatPersonalCode(v) : v))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.verificationStatus !== 'verified') return;
    const code = str(v.personalCode);
    if (!code) ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'required' });
    else if (!isValidPersonalCode(code))
      ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'personalCode' });
  }, ALWAYS);

const verification = z.object({
  officers: z
    .array(officer, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(UK_CS_LIMITS.maxOfficers, 'tooMany'),
});

const finish = packageSubmitterConsent('GB');

/**
 * The calendar's "File it for me" link (lib/wizards/company-link.ts): the company's name, its
 * Companies House number and the review period's last day (the obligation's period), each kept
 * only when well formed.
 */
export function prefillConfirmationStatement(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  const number = company.number ? checkIdentifier('ukCompany', company.number) : null;
  return answersOf({
    companyName: company.name?.slice(0, 160),
    companyNumber: number?.ok ? number.value : undefined,
    reviewPeriodEnd:
      company.periodEnd && isIsoDate(company.periodEnd) ? company.periodEnd : undefined,
  });
}

export const ukConfirmationStatement = defineWizard(
  'uk-confirmation-statement',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyNumber', kind: 'id', placeholder: '01234567' },
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registeredOffice', kind: 'address', country: 'GB' },
        { name: 'reviewPeriodEnd', kind: 'date', warn: dueDateNotice },
      ],
    },
    changes: {
      schema: changes,
      fields: [
        {
          name: 'sicCodes',
          kind: 'search',
          choices: SIC_CODES,
          min: 0,
          max: UK_COMPANY_LIMITS.maxSicCodes,
        },
        { name: 'shareholdersChanged', kind: 'checkbox', optional: true },
        {
          name: 'shareholders',
          kind: 'group',
          min: 1,
          max: UK_CS_LIMITS.maxShareholders,
          showIf: { field: 'shareholdersChanged', equals: true },
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'shareClass', kind: 'text', placeholder: 'Ordinary' },
            { name: 'shares', kind: 'number' },
          ],
        },
        { name: 'capitalChanged', kind: 'checkbox', optional: true },
        {
          name: 'shareClasses',
          kind: 'group',
          min: 1,
          max: UK_CS_LIMITS.maxShareClasses,
          showIf: { field: 'capitalChanged', equals: true },
          fields: [
            { name: 'className', kind: 'text', placeholder: 'Ordinary' },
            { name: 'numberOfShares', kind: 'number' },
            { name: 'nominalValue', kind: 'money', decimals: true },
            { name: 'unpaidTotal', kind: 'money', decimals: true },
            { name: 'rights', kind: 'textarea' },
          ],
        },
        { name: 'pscChanged', kind: 'checkbox', optional: true },
        {
          name: 'psc',
          kind: 'group',
          min: 1,
          max: UK_CS_LIMITS.maxPsc,
          showIf: { field: 'pscChanged', equals: true },
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'sharesBand', kind: 'select', options: PSC_BANDS, optionsKey: 'band' },
            { name: 'votesBand', kind: 'select', options: PSC_BANDS, optionsKey: 'band' },
            { name: 'significantInfluence', kind: 'checkbox', optional: true },
          ],
        },
        { name: 'registeredEmail', kind: 'email' },
        { name: 'lawfulPurpose', kind: 'checkbox' },
      ],
    },
    verification: {
      schema: verification,
      fields: [
        {
          name: 'officers',
          kind: 'group',
          min: 1,
          max: UK_CS_LIMITS.maxOfficers,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'role', kind: 'radio', options: OFFICER_ROLES },
            { name: 'verificationStatus', kind: 'radio', options: VERIFICATION_STATUS },
            {
              name: 'personalCode',
              kind: 'id',
              optional: true,
              placeholder: 'ABC-1234-5678',
              showIf: { field: 'verificationStatus', equals: 'verified' },
            },
          ],
        },
      ],
    },
    package: { schema: z.object(finish.schema), quote: true, fields: [...finish.fields] },
  },
  { prefill: prefillConfirmationStatement },
);
