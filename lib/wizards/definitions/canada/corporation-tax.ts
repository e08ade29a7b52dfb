import { z } from 'zod';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { t2BalanceDue, t2ReturnDue } from '@/lib/compliance/rules/canada';
import { canadaFederalTax } from '@/lib/tax/canada-corporation-tax';
import { CANADIAN_PROVINCES } from '@/lib/validation/address';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { amountOf, moneyField, requiredText, str } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent, taxReturnDocuments } from '../filer';

/**
 * Canada: the T2 Corporation Income Tax Return (issue 33), for a federal or a provincial
 * corporation. Sources in docs/sources.md, checked 2026-11-28:
 * - the T2 is due six months after the tax year ends [S336]; the balance of tax two months after
 *   it, three for a CCPC claiming the small business deduction that stayed within its business
 *   limit the year before [S337] (`t2ReturnDue`, `t2BalanceDue`, the calendar's own);
 * - a tax year lasts at most 53 weeks [S336];
 * - the federal tax, shown as an estimate: 15%, or 9% on a CCPC's active business income up to
 *   $500,000 [S334][S335] (lib/tax/canada-corporation-tax.ts); provincial tax not estimated;
 * - the CRA charges nothing to file: the quote is our fee (SERVICE_FEES.canada.taxFiling, the
 *   "Tax filing" price the site already showed).
 */

const today = () => new Date().toISOString().slice(0, 10);

/** The CRA business number: 9 digits, with its RC program account where given [S254]. */
const businessNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((raw) => {
    const check = checkIdentifier('canadaBusinessNumber', raw);
    return check.ok ? check.value : raw;
  })
  .refine((v) => checkIdentifier('canadaBusinessNumber', v).ok, 'businessNumber');

const company = z.object({
  companyName: requiredText(150),
  businessNumber: businessNumberField,
  province: z.enum(CANADIAN_PROVINCES, { error: 'required' }),
});

const year = z.object({
  taxYearStart: dateField,
  taxYearEnd: dateField,
  ccpc: z.enum(YES_NO, { error: 'required' }),
  // Asked of a CCPC only (hidden, so not asked, otherwise): it moves the balance-due day [S337].
  previousYearWithinLimit: z.enum(YES_NO).optional(),
  activeBusinessIncome: moneyField,
  taxableIncome: moneyField,
});

/** Days from one date to another, both included. */
function daysIn(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}

/** The tax year: ended, after its start, at most 53 weeks (371 days) [S336]; a CCPC's answer. */
export function t2YearIssues(all: DraftData, now: string = today()): Issue[] {
  const issues: Issue[] = [];
  if (all.ccpc === 'yes' && !YES_NO.includes(all.previousYearWithinLimit as 'yes'))
    issues.push({ path: ['previousYearWithinLimit'], key: 'required' });
  const start = str(all.taxYearStart).trim();
  const end = str(all.taxYearEnd).trim();
  if (!isIsoDate(start) || !isIsoDate(end)) return issues;
  if (end <= start) issues.push({ path: ['taxYearEnd'], key: 'periodEndBeforeStart' });
  else if (end >= now) issues.push({ path: ['taxYearEnd'], key: 'yearNotEnded' });
  else if (daysIn(start, end) > 371) issues.push({ path: ['taxYearEnd'], key: 'taxYearTooLong' });
  return issues;
}

/** A CCPC paying three months after the year end: it claims the deduction and stayed in its limit [S337]. */
function smallCcpc(data: DraftData): boolean {
  return (
    data.ccpc === 'yes' &&
    data.previousYearWithinLimit === 'yes' &&
    amountOf(data.activeBusinessIncome) > 0
  );
}

export type T2Estimate = { returnDue: string; balanceDue: string; federalTax: number | null };

/** The T2's dates and the estimated federal tax (cents), or null while the year is incomplete. */
export function t2Estimate(data: DraftData): T2Estimate | null {
  const start = str(data.taxYearStart).trim();
  const end = str(data.taxYearEnd).trim();
  if (!isIsoDate(start) || !isIsoDate(end) || end <= start || daysIn(start, end) > 371) return null;
  const active = amountOf(data.activeBusinessIncome);
  const taxable = amountOf(data.taxableIncome);
  const federalTax =
    Number.isSafeInteger(active) && Number.isSafeInteger(taxable)
      ? canadaFederalTax({
          start,
          end,
          ccpc: data.ccpc === 'yes',
          activeBusinessIncome: active * 100,
          taxableIncome: taxable * 100,
        }).tax
      : null;
  return {
    returnDue: t2ReturnDue(end),
    balanceDue: t2BalanceDue(end, smallCcpc(data)),
    federalTax,
  };
}

/** Beside the year end: the return's due date. */
function returnNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const estimate = t2Estimate(answers);
  return estimate ? { key: 't2ReturnDue', values: { due: estimate.returnDue } } : null;
}

/** Beside the taxable income: the balance-due day and the estimated federal tax. */
function taxNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const estimate = t2Estimate(answers);
  if (!estimate || estimate.federalTax === null) return null;
  return {
    key: 't2Estimate',
    // Whole dollars: the notice prints numbers as the reader's locale writes them.
    values: { tax: Math.round(estimate.federalTax / 100), balanceDue: estimate.balanceDue },
  };
}

const finish = contactPackageConsent('CA');

/**
 * The calendar's "File it for me" link: the corporation's name, its business number (the
 * company record's tax id) and the tax year of the obligation.
 */
export function prefillCanadaCorporationTax(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  const bn = company.taxId ? checkIdentifier('canadaBusinessNumber', company.taxId) : null;
  return answersOf({
    companyName: company.name,
    businessNumber: bn?.ok ? bn.value : undefined,
    province: company.jurisdiction === 'ontario' ? 'ON' : undefined,
    taxYearStart: company.periodStart,
    taxYearEnd: company.periodEnd,
  });
}

const ccpcOnly = { field: 'ccpc', equals: 'yes' } as const;

export const canadaCorporationTax = defineWizard(
  'canada-corporation-tax',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'businessNumber', kind: 'id', placeholder: '123456789 RC0001' },
        { name: 'province', kind: 'select', options: CANADIAN_PROVINCES },
      ],
    },
    year: {
      schema: year,
      cross: (all) => t2YearIssues(all),
      fields: [
        { name: 'taxYearStart', kind: 'date' },
        { name: 'taxYearEnd', kind: 'date', warn: returnNotice },
        { name: 'ccpc', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        {
          name: 'previousYearWithinLimit',
          kind: 'radio',
          options: YES_NO,
          optionsKey: 'yesNo',
          showIf: ccpcOnly,
        },
        { name: 'activeBusinessIncome', kind: 'money' },
        { name: 'taxableIncome', kind: 'money', warn: taxNotice },
      ],
    },
    documents: { ...taxReturnDocuments, fields: [...taxReturnDocuments.fields] },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillCanadaCorporationTax },
);
