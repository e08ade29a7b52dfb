import { z } from 'zod';
import { internationalAddress } from '@/lib/validation/address';
import type { Issue } from '@/lib/validation/issues';
import { ALWAYS, requiredText, str } from '@/lib/validation/text';
import {
  delawareIncomeTaxLiability,
  parseApportionmentPercent,
} from '@/lib/tax/delaware-corporate-income-tax';
import { optionalFileField, uploadedFileField } from '../../schemas';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { einField, usPackageStep, yearField } from './filings-shared';

/**
 * A Delaware corporate income tax return (Form 1100, or 1100S for an S corporation), ordered from
 * /delaware-corporate-income-tax (issue 20). Only a corporation doing business in Delaware files
 * one; one that merely keeps its registered office there, or only manages intangible investments,
 * is exempt (30 Del. C. §1902(b)(6), (b)(8) [S15][S-del1902][S-delcode30]), so the order refuses
 * those with the reason rather than sell a return nobody needs. Our fee only: the tax is paid to
 * the Division of Revenue.
 */

export const DELAWARE_ACTIVITIES = [
  'business',
  'statutoryOfficeOnly',
  'intangibleInvestmentsOnly',
  'none',
] as const;
export const INCOME_TAX_STATUSES = ['cCorporation', 'sCorporation'] as const;

const company = z.object({
  companyName: requiredText(150),
  ein: einField,
  taxStatus: z.enum(INCOME_TAX_STATUSES, { error: 'required' }),
  activity: z.enum(DELAWARE_ACTIVITIES, { error: 'required' }),
  taxYear: yearField(2018),
  address: internationalAddress,
});

/** A corporation that owes no Delaware income tax (lib/tax) has nothing to file. */
function companyCross(all: DraftData): Issue[] {
  const activity = str(all.activity);
  if (!(DELAWARE_ACTIVITIES as readonly string[]).includes(activity)) return [];
  // An S corporation doing business in Delaware files the 1100S reconciliation return.
  if (activity === 'business') return [];
  const { reason } = delawareIncomeTaxLiability(
    'cCorporation',
    activity as (typeof DELAWARE_ACTIVITIES)[number],
  );
  return [{ path: ['activity'], key: `noReturn_${reason}` }];
}

const figures = z
  .object({
    taxableIncome: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .regex(/^-?\d{1,13}$/, 'wholeAmountSigned'),
    apportionment: z.string().trim().optional(),
    federalReturn: uploadedFileField,
    financialStatements: optionalFileField,
  })
  .superRefine((v, ctx) => {
    const share = str(v.apportionment).replace(/%$/, '').trim();
    if (share && parseApportionmentPercent(share) === null)
      ctx.addIssue({ code: 'custom', path: ['apportionment'], message: 'apportionment' });
  }, ALWAYS);

/** A company's "File it for me" link (lib/wizards/company-link.ts): the name, the EIN and the tax year. */
export function prefillFromCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({ companyName: company.name, ein: company.taxId, taxYear: company.year });
}

export const delawareIncomeTax = defineWizard(
  'delaware-income-tax',
  {
    company: {
      schema: company,
      cross: companyCross,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'ein', kind: 'id', placeholder: '12-3456789' },
        { name: 'taxStatus', kind: 'radio', options: INCOME_TAX_STATUSES },
        { name: 'activity', kind: 'radio', options: DELAWARE_ACTIVITIES },
        { name: 'taxYear', kind: 'number' },
        { name: 'address', kind: 'address', country: 'INTL' },
      ],
    },
    figures: {
      schema: figures,
      fields: [
        { name: 'taxableIncome', kind: 'money' },
        { name: 'apportionment', kind: 'percent', optional: true },
        { name: 'federalReturn', kind: 'file' },
        { name: 'financialStatements', kind: 'file', optional: true },
      ],
    },
    package: usPackageStep,
  },
  { prefill: prefillFromCompany },
);
