import { z } from 'zod';
import { countryField, internationalAddress, US_STATES } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import type { Issue } from '@/lib/validation/issues';
import { ALWAYS, optionalText, percentField, requiredText, str } from '@/lib/validation/text';
import { optionalFileField, uploadedFileField } from '../../schemas';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { dollarsField, einField, todayIso, usPackageStep, yearField } from './filings-shared';

/**
 * US federal returns (issue 20), from /usa-tax-filing:
 * - a foreign-owned single-member LLC (a disregarded entity): Form 5472 with a pro forma Form 1120,
 *   for tax years from 2017 (T.D. 9796), due 15 April for a calendar year, extended by Form 7004;
 *   $25,000 per form per year for not filing, and $25,000 more for each 30 days after 90 days
 *   from an IRS notice [S40][S41][S42];
 * - a C corporation: Form 1120; a multi-member LLC: Form 1065 (no IRS fee; our fee only).
 * The flow collects the year's figures, the related-party transactions Form 5472 reports
 * (contributions and distributions count, so nearly every such LLC has some [S40]) and the
 * statements we prepare the return from.
 */

export const FILING_TYPES = ['foreignOwnedSmllc', 'cCorporation', 'multiMemberLlc'] as const;
export const OWNER_KINDS = ['person', 'company'] as const;
export const TRANSACTION_TYPES = [
  'contribution',
  'distribution',
  'loanToCompany',
  'loanFromCompany',
  'services',
  'sales',
  'purchases',
  'other',
] as const;
/** The first tax year a foreign-owned disregarded entity filed Form 5472 for (T.D. 9796 [S40]). */
export const FIRST_5472_YEAR = 2017;

const company = z.object({
  filingType: z.enum(FILING_TYPES, { error: 'required' }),
  companyName: requiredText(150),
  ein: einField,
  stateOfFormation: z.enum(US_STATES, { error: 'required' }),
  formationDate: dateField.refine((v) => v <= todayIso(), 'dateFuture'),
  taxYear: yearField(FIRST_5472_YEAR),
  address: internationalAddress,
});

const owner = z.object({
  ownerKind: z.enum(OWNER_KINDS, { error: 'required' }),
  fullName: requiredText(160),
  country: countryField,
  foreignTaxId: optionalText(40),
  percentage: percentField,
  address: requiredText(300),
});

const owners = z
  .object({
    owners: z
      .array(owner, { error: 'atLeastOneOwner' })
      .min(1, 'atLeastOneOwner')
      .max(10, 'tooMany'),
  })
  .superRefine((v, ctx) => {
    const list = Array.isArray(v.owners) ? v.owners : [];
    const total = list.reduce((sum, o) => sum + (Number(str(o?.percentage)) || 0), 0);
    if (list.length > 0 && Math.abs(total - 100) > 0.001)
      ctx.addIssue({
        code: 'custom',
        path: ['owners'],
        message: 'percentTotal',
        params: { total: Math.round(total * 100) / 100 },
      });
  }, ALWAYS);

/** The owners must fit the return: one foreign owner for Form 5472, two or more for Form 1065. */
function ownersCross(all: DraftData): Issue[] {
  const list = Array.isArray(all.owners) ? (all.owners as Record<string, unknown>[]) : [];
  if (all.filingType === 'foreignOwnedSmllc') {
    if (list.length !== 1) return [{ path: ['owners'], key: 'singleMemberOneOwner' }];
    if (list[0]?.country === 'US')
      return [{ path: ['owners', 0, 'country'], key: 'ownerNotForeign' }];
  }
  if (all.filingType === 'multiMemberLlc' && list.length < 2)
    return [{ path: ['owners'], key: 'multiMemberTwoOwners' }];
  return [];
}

const transaction = z.object({
  type: z.enum(TRANSACTION_TYPES, { error: 'required' }),
  description: optionalText(200),
  amount: dollarsField,
});

const figures = z.object({
  totalAssets: dollarsField,
  grossReceipts: dollarsField,
  totalExpenses: dollarsField,
  transactions: z.array(transaction).max(30, 'tooMany').default([]),
});

/** Form 5472 reports the transactions with the owner: at least one (the formation costs paid count). */
function figuresCross(all: DraftData): Issue[] {
  const list = Array.isArray(all.transactions) ? all.transactions : [];
  return all.filingType === 'foreignOwnedSmllc' && list.length === 0
    ? [{ path: ['transactions'], key: 'transactionRequired' }]
    : [];
}

const documents = z.object({
  bankStatements: uploadedFileField,
  accountingRecords: optionalFileField,
  priorReturn: optionalFileField,
});

/** The state of formation of the calendar's US jurisdictions. */
const STATE_OF: Readonly<Record<string, (typeof US_STATES)[number]>> = {
  delaware: 'DE',
  wyoming: 'WY',
  texas: 'TX',
};

/**
 * The return an obligation of the calendar asks for (lib/compliance/rules/usa.ts): Form 5472 of a
 * foreign-owned LLC, Form 1065 of a multi-member LLC, else a corporation's Form 1120 (its
 * estimates and its own Form 5472 included).
 */
function filingTypeOf(ruleId: string | undefined, entity: string | undefined) {
  if (entity === 'corporation') return 'cCorporation';
  if (entity !== 'llc') return undefined;
  if (ruleId === 'us-form-5472') return 'foreignOwnedSmllc';
  if (ruleId === 'us-form-1065') return 'multiMemberLlc';
  return undefined;
}

/**
 * A company's "File it for me" link (lib/wizards/company-link.ts): the return, the name, the EIN,
 * the state and date of formation and the tax year.
 */
export function prefillFromCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    filingType: filingTypeOf(company.ruleId, company.entity),
    companyName: company.name,
    ein: company.taxId,
    stateOfFormation: STATE_OF[company.jurisdiction ?? ''],
    formationDate: company.formed,
    taxYear: company.year,
  });
}

export const usaTaxFiling = defineWizard(
  'usa-tax-filing',
  {
    company: {
      schema: company,
      fields: [
        { name: 'filingType', kind: 'radio', options: FILING_TYPES },
        { name: 'companyName', kind: 'text' },
        { name: 'ein', kind: 'id', placeholder: '12-3456789' },
        { name: 'stateOfFormation', kind: 'select', options: US_STATES, optionLabels: 'raw' },
        { name: 'formationDate', kind: 'date' },
        { name: 'taxYear', kind: 'number' },
        { name: 'address', kind: 'address', country: 'INTL' },
      ],
    },
    owners: {
      schema: owners,
      cross: ownersCross,
      fields: [
        {
          name: 'owners',
          kind: 'group',
          min: 1,
          max: 10,
          fields: [
            { name: 'ownerKind', kind: 'radio', options: OWNER_KINDS },
            { name: 'fullName', kind: 'text' },
            { name: 'country', kind: 'select', optionLabels: 'country' },
            { name: 'foreignTaxId', kind: 'id', optional: true },
            { name: 'percentage', kind: 'percent' },
            { name: 'address', kind: 'text' },
          ],
        },
      ],
    },
    figures: {
      schema: figures,
      cross: figuresCross,
      fields: [
        { name: 'totalAssets', kind: 'money' },
        { name: 'grossReceipts', kind: 'money' },
        { name: 'totalExpenses', kind: 'money' },
        {
          name: 'transactions',
          kind: 'group',
          min: 0,
          max: 30,
          fields: [
            { name: 'type', kind: 'select', options: TRANSACTION_TYPES },
            { name: 'amount', kind: 'money' },
            { name: 'description', kind: 'text', optional: true },
          ],
        },
      ],
    },
    documents: {
      schema: documents,
      fields: [
        { name: 'bankStatements', kind: 'file' },
        { name: 'accountingRecords', kind: 'file', optional: true },
        { name: 'priorReturn', kind: 'file', optional: true },
      ],
    },
    package: usPackageStep,
  },
  { prefill: prefillFromCompany },
);
