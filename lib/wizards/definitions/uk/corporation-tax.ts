import { z } from 'zod';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { addMonths } from '@/lib/compliance/dates';
import {
  corporationTaxPaymentDue,
  corporationTaxPeriods,
  corporationTaxReturnDue,
} from '@/lib/compliance/rules/uk';
import {
  apportionByDays,
  ukCorporationTax,
  UK_CT_REGIME_START,
  type UkCorporationTaxBand,
} from '@/lib/tax/uk-corporation-tax';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { requiredText, str } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { uploadedFileField, YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { packageSubmitterConsent } from '../filer';
import { companyNumberField } from './confirmation-statement';
import { pence, poundsField } from './dormant-accounts';

/**
 * United Kingdom: the Company Tax Return (CT600) and its corporation tax (issue 33). Sources in
 * docs/sources.md, checked 2026-11-28:
 * - an accounting period lasts at most 12 months: a longer period of account makes two, each
 *   with its own return and payment [S201] (`corporationTaxPeriods`, the calendar's own);
 * - tax due 9 months and 1 day after each accounting period ends [S200][S202]; every return due
 *   12 months after the period of account ends [S202] (lib/compliance/rules/uk.ts);
 * - the tax, shown as an estimate: 19% / 25% with marginal relief, limits divided by the
 *   associated companies + 1 and reduced for a short period [S330][S331][S332][S333]
 *   (lib/tax/uk-corporation-tax.ts); HMRC charges nothing to file: the quote is our fee
 *   (SERVICE_FEES.uk.taxFiling, the "Tax filing" price the site already showed).
 */

/** At most 18 months of accounts in one order, as a period of account can last (CA 2006 s.391). */
const MAX_PERIOD_MONTHS = 18;
export const UK_CT_MAX_ASSOCIATED = 99;

const today = () => new Date().toISOString().slice(0, 10);

const company = z.object({
  companyNumber: companyNumberField,
  companyName: requiredText(160),
});

const wholeCount = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,2}$/, 'wholeNumber');

const figures = z.object({
  periodStart: dateField,
  periodEnd: dateField,
  associatedCompanies: wholeCount,
  closeInvestmentHolding: z.enum(YES_NO, { error: 'required' }),
  turnover: poundsField,
  profits: poundsField,
});

/** The period of account: its end after its start, ended already, at most 18 months long. */
export function ukCtPeriodIssues(all: DraftData, now: string = today()): Issue[] {
  const start = str(all.periodStart).trim();
  const end = str(all.periodEnd).trim();
  if (!isIsoDate(start) || !isIsoDate(end)) return [];
  if (end <= start) return [{ path: ['periodEnd'], key: 'periodEndBeforeStart' }];
  if (end >= now) return [{ path: ['periodEnd'], key: 'periodNotEnded' }];
  const limit = addMonths(start, MAX_PERIOD_MONTHS);
  return end >= limit ? [{ path: ['periodEnd'], key: 'periodTooLong' }] : [];
}

export type UkCtPeriodEstimate = {
  start: string;
  end: string;
  profits: number;
  band: UkCorporationTaxBand;
  tax: number;
  marginalRelief: number;
  paymentDue: string;
};

export type UkCtEstimate = {
  periods: UkCtPeriodEstimate[];
  returnDue: string;
  /** The total tax in pence, or null when a period starts before the 19% / 25% regime. */
  tax: number | null;
};

/**
 * The accounting periods of the answers' period of account, their deadlines and the estimated
 * tax of each (profits shared by days [S201]); null while the answers are incomplete or invalid.
 */
export function ukCorporationTaxEstimate(data: DraftData): UkCtEstimate | null {
  const start = str(data.periodStart).trim();
  const end = str(data.periodEnd).trim();
  if (!isIsoDate(start) || !isIsoDate(end) || end <= start) return null;
  if (end >= addMonths(start, MAX_PERIOD_MONTHS)) return null;
  const periods = corporationTaxPeriods({ start, end });
  const profits = pence(data.profits);
  const associated = /^\d{1,2}$/.test(str(data.associatedCompanies).trim())
    ? Number(str(data.associatedCompanies).trim())
    : 0;
  const shares = profits === null ? periods.map(() => 0) : apportionByDays(profits, periods);
  const computable = profits !== null && start >= UK_CT_REGIME_START;
  const estimates = periods.map((p, i) => {
    const result = computable
      ? ukCorporationTax({
          ...p,
          profits: shares[i]!,
          associatedCompanies: associated,
          closeInvestmentHolding: data.closeInvestmentHolding === 'yes',
        })
      : null;
    return {
      ...p,
      profits: shares[i]!,
      band: result?.band ?? 'main',
      tax: result?.tax ?? 0,
      marginalRelief: result?.marginalRelief ?? 0,
      paymentDue: corporationTaxPaymentDue(p.end),
    };
  });
  return {
    periods: estimates,
    returnDue: corporationTaxReturnDue(end),
    tax: computable ? estimates.reduce((sum, p) => sum + p.tax, 0) : null,
  };
}

// Whole pounds: the wizard's notices print numbers as the reader's locale writes them (no ICU currency).
const pounds = (p: number) => Math.round(p / 100);

/** Beside the period's end: the returns and payments it gives, split in two past 12 months. */
function deadlinesNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const estimate = ukCorporationTaxEstimate(answers);
  if (!estimate) return null;
  const [first, second] = estimate.periods;
  if (!second)
    return {
      key: 'ukCtDeadlines',
      values: { payment: first!.paymentDue, returnDue: estimate.returnDue },
    };
  return {
    key: 'ukCtSplit',
    values: {
      firstEnd: first!.end,
      secondStart: second.start,
      firstPayment: first!.paymentDue,
      secondPayment: second.paymentDue,
      returnDue: estimate.returnDue,
    },
  };
}

/** Beside the profits: the estimated corporation tax. */
function taxNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  if (pence(answers.profits) === null) return null;
  const estimate = ukCorporationTaxEstimate(answers);
  if (!estimate) return null;
  if (estimate.tax === null)
    return { key: 'ukCtBeforeRegime', values: { from: UK_CT_REGIME_START } };
  const [first, second] = estimate.periods;
  if (second)
    return {
      key: 'ukCtEstimateSplit',
      values: {
        tax: pounds(estimate.tax),
        first: pounds(first!.tax),
        second: pounds(second.tax),
      },
    };
  return {
    key: `ukCtEstimate_${first!.band}`,
    values: { tax: pounds(first!.tax), relief: pounds(first!.marginalRelief) },
  };
}

const documents = z.object({
  statutoryAccounts: uploadedFileField,
  bankStatements: uploadedFileField,
});

const finish = packageSubmitterConsent('GB');

/**
 * The calendar's "File it for me" link (lib/wizards/company-link.ts): the company's name and
 * number, and the accounting period of the obligation (its first and last days).
 */
export function prefillUkCorporationTax(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  const number = company.number ? checkIdentifier('ukCompany', company.number) : null;
  return answersOf({
    companyName: company.name?.slice(0, 160),
    companyNumber: number?.ok ? number.value : undefined,
    periodStart: company.periodStart,
    periodEnd: company.periodEnd,
  });
}

export const ukCorporationTaxFlow = defineWizard(
  'uk-corporation-tax',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyNumber', kind: 'id', placeholder: '01234567' },
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
      ],
    },
    figures: {
      schema: figures,
      cross: (all) => ukCtPeriodIssues(all),
      fields: [
        { name: 'periodStart', kind: 'date' },
        { name: 'periodEnd', kind: 'date', warn: deadlinesNotice },
        { name: 'associatedCompanies', kind: 'number' },
        {
          name: 'closeInvestmentHolding',
          kind: 'radio',
          options: YES_NO,
          optionsKey: 'yesNo',
        },
        { name: 'turnover', kind: 'money', decimals: true },
        { name: 'profits', kind: 'money', decimals: true, warn: taxNotice },
      ],
    },
    documents: {
      schema: documents,
      fields: [
        { name: 'statutoryAccounts', kind: 'file' },
        { name: 'bankStatements', kind: 'file' },
      ],
    },
    package: { schema: z.object(finish.schema), quote: true, fields: [...finish.fields] },
  },
  { prefill: prefillUkCorporationTax },
);
