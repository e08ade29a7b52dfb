import { z } from 'zod';
import { addMonthsMonthEnd } from '@/lib/compliance/dates';
import { itr14DueDate, provisionalTaxDates } from '@/lib/compliance/rules/south-africa';
import {
  southAfricaCompanyRate,
  southAfricaCompanyTax,
  ZA_SBC_GROSS_INCOME_LIMIT_RAND,
} from '@/lib/tax/south-africa-company-tax';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { amountOf, moneyField, requiredText, str } from '@/lib/validation/text';
import { YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent, taxReturnDocuments } from '../filer';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { cipcNumberField } from './annual-returns';

/**
 * South Africa: the company's income tax return (ITR14) and, if asked, its provisional tax returns
 * (IRP6) to SARS (issue 33). Sources (docs/sources.md), checked 2026-11-28:
 *   ITR14: due 12 months after the financial year end [S348][S349] (itr14DueDate, lib/compliance/
 *     rules/south-africa.ts, shared with the compliance calendar).
 *   IRP6: the two payments of the year of assessment that follows the year filed (the one in
 *     progress): the end of its sixth month and its last day; the voluntary third ("top-up") 6
 *     months after its end, 7 for a February year end [S345] (provisionalTaxDates).
 *   Tax: 27% (28% for years ending before 31 March 2023), or the small business corporation's
 *     graduated rates [S343][S344] (lib/tax/south-africa-company-tax.ts), shown as an estimate.
 *     An SBC has gross income of at most R20 million [S345].
 *   Our fee: the catalogue's South African tax filing by package (R1,200 / 2,200 / 3,500,
 *     SERVICE_FEES), the IRP6 returns included; SARS charges no filing fee.
 * From the calendar ("File it for me"): the ITR14's obligation gives the year end; the IRP6's
 * gives the year in progress, so the year filed ends 12 months before it and IRP6 is asked.
 */

/** SARS's income tax reference number: 10 digits [S349] (a company's begin with 9: not enforced, UNCONFIRMED). */
const taxReferenceField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'sarsTaxReference'));

const today = () => new Date().toISOString().slice(0, 10);

const company = z.object({
  companyName: requiredText(150),
  registryNumber: cipcNumberField,
  taxReference: taxReferenceField,
});

// One step for the year: its notices (due dates, the estimate) read the year end beside them.
const year = z.object({
  // The ITR14 is for a year of assessment that has ended.
  financialYearEnd: dateField.refine((v) => !isIsoDate(v) || v < today(), 'yearNotEnded'),
  turnover: moneyField,
  smallBusiness: z.enum(YES_NO, { error: 'required' }),
  taxableIncome: moneyField,
  provisionalTax: z.enum(YES_NO, { error: 'required' }),
  topUpPayment: z.boolean().optional(),
});

/** A small business corporation's gross income is at most R20 million [S345]. */
function yearCross(all: DraftData): Issue[] {
  const turnover = amountOf(str(all.turnover));
  return all.smallBusiness === 'yes' && turnover > ZA_SBC_GROSS_INCOME_LIMIT_RAND
    ? [
        {
          path: ['smallBusiness'],
          key: 'sbcTurnoverLimit',
          values: { limit: ZA_SBC_GROSS_INCOME_LIMIT_RAND },
        },
      ]
    : [];
}

const finish = contactPackageConsent('ZA');

function dueNotice(value: string): MessageRef | null {
  if (!isIsoDate(value)) return null;
  const due = itr14DueDate(value);
  return due < today()
    ? { key: 'itr14Overdue', values: { due } }
    : { key: 'itr14Due', values: { due } };
}

/** The IRP6 dates of the year of assessment after the one ending `fye`. */
export function provisionalTaxPeriods(fye: string) {
  const nextYearEnd = addMonthsMonthEnd(fye, 12);
  return { yearEnd: nextYearEnd, ...provisionalTaxDates(nextYearEnd) };
}

function provisionalNotice(value: string, answers: DraftData = {}): MessageRef | null {
  const fye = str(answers.financialYearEnd);
  if (value !== 'yes' || !isIsoDate(fye)) return null;
  return { key: 'provisionalTaxDates', values: provisionalTaxPeriods(fye) };
}

/** The estimated tax in whole rand and the rate applied; null until the answers allow it. */
export function southAfricaTaxEstimate(data: DraftData): { tax: number; rate: number } | null {
  const income = amountOf(str(data.taxableIncome));
  const fye = str(data.financialYearEnd);
  if (!Number.isFinite(income) || !isIsoDate(fye)) return null;
  const sbc = data.smallBusiness === 'yes';
  const tax = southAfricaCompanyTax(income * 100, fye, sbc);
  const rate = southAfricaCompanyRate(fye);
  return tax === null || rate === null ? null : { tax: Math.round(tax / 100), rate: rate / 100 };
}

function estimateNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const estimate = southAfricaTaxEstimate(answers);
  if (!estimate) return null;
  return answers.smallBusiness === 'yes'
    ? { key: 'taxEstimateSbc', values: { tax: estimate.tax } }
    : { key: 'taxEstimate', values: estimate };
}

/** The company's "File it for me" link as the answers of its steps. */
export function prefillSouthAfricaTaxFiling(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  const end = company.periodEnd && isIsoDate(company.periodEnd) ? company.periodEnd : undefined;
  const irp6 = company.ruleId === 'za-provisional-tax';
  return answersOf({
    companyName: company.name,
    registryNumber: company.number,
    financialYearEnd: end && (irp6 ? addMonthsMonthEnd(end, -12) : end),
    provisionalTax: irp6 ? 'yes' : undefined,
  });
}

export const southAfricaTaxFiling = defineWizard(
  'south-africa-tax-filing',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registryNumber', kind: 'id', placeholder: '2019/123456/07' },
        { name: 'taxReference', kind: 'id', placeholder: '9123456789' },
      ],
    },
    year: {
      schema: year,
      cross: yearCross,
      fields: [
        { name: 'financialYearEnd', kind: 'date', warn: dueNotice },
        { name: 'turnover', kind: 'money' },
        { name: 'smallBusiness', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        { name: 'taxableIncome', kind: 'money', warn: estimateNotice },
        {
          name: 'provisionalTax',
          kind: 'radio',
          options: YES_NO,
          optionsKey: 'yesNo',
          warn: provisionalNotice,
        },
        {
          name: 'topUpPayment',
          kind: 'checkbox',
          optional: true,
          showIf: { field: 'provisionalTax', equals: 'yes' },
        },
      ],
    },
    documents: { ...taxReturnDocuments, fields: [...taxReturnDocuments.fields] },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillSouthAfricaTaxFiling },
);
