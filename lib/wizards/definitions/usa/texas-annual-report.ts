import { z } from 'zod';
import { internationalAddress, usStreetAddressIn } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import { ALWAYS, requiredText, str } from '@/lib/validation/text';
import type { LateCharge, QuoteOptions } from '@/lib/catalogue/catalogue';
import {
  TEXAS_REPORT_YEARS,
  TX_MAXIMUM_PEOPLE,
  texasFranchiseTax,
  texasLateCharges,
  type TexasFranchiseTaxOutcome,
} from '@/lib/tax/texas-franchise-tax';
import { parseTexasParams } from '@/lib/tax/texas-franchise-tax-params';
import { YES_NO } from '../../schemas';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import {
  dollarsField,
  dollarsToCents,
  optionalDollarsField,
  todayIso,
  usPackageStep,
} from './filings-shared';

/**
 * Texas annual filings (issue 20, corrected by issue 28): the franchise tax report and the Public
 * Information Report, due 15 May [S-regfollower]. At or below the no-tax-due threshold ($2,650,000
 * for the 2026 and 2027 reports [S30]) only the information report is filed [S31]; above it, lib/tax
 * computes the long form (the least margin, with the cost of goods sold and each person's
 * compensation when given) and, up to $20 million, the E-Z Computation [S226], and we quote and
 * file the lower one; a tax under $1,000 is $0 but the report is still filed. A report past its due
 * date is taken too, with the Comptroller's penalties ($50, 5% or 10% of the tax [S229]) priced on
 * the day of the quote and frozen at submission.
 */

export const TEXAS_ENTITIES = ['llc', 'corporation'] as const;
export const TEXAS_REPORT_YEAR_OPTIONS = TEXAS_REPORT_YEARS.map(String);

const company = z.object({
  entity: z.enum(TEXAS_ENTITIES, { error: 'required' }),
  companyName: requiredText(150),
  // The Comptroller's taxpayer number: 11 digits.
  taxpayerNumber: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{11}$/, 'texasTaxpayerNumber'),
  sosFileNumber: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,12}$/, 'texasFileNumber'),
  // Any report year lib/tax knows, past due or not: a late one is priced with its penalties.
  reportYear: z.enum(TEXAS_REPORT_YEAR_OPTIONS as [string, ...string[]], { error: 'required' }),
  accountingYearEnd: dateField,
});

const revenue = z
  .object({
    annualisedRevenue: dollarsField,
    texasReceipts: optionalDollarsField,
    everywhereReceipts: optionalDollarsField,
    retailWholesale: z.enum(YES_NO, { error: 'required' }),
    costOfGoodsSold: optionalDollarsField,
    // Each person's wages and cash compensation, whole dollars; grouping commas and spaces dropped.
    compensation: z
      .array(
        z
          .string()
          .trim()
          .transform((v) => v.replace(/[\s,]/g, ''))
          .pipe(
            z
              .string()
              .min(1, 'required')
              .regex(/^\d{1,13}$/, 'wholeAmount'),
          ),
      )
      .max(TX_MAXIMUM_PEOPLE, 'tooMany')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const texas = str(v.texasReceipts).trim();
    const everywhere = str(v.everywhereReceipts).trim();
    if (Boolean(texas) !== Boolean(everywhere))
      ctx.addIssue({
        code: 'custom',
        path: [texas ? 'everywhereReceipts' : 'texasReceipts'],
        message: 'receiptsBoth',
      });
    else if (texas && everywhere && dollarsToCents(texas) > dollarsToCents(everywhere))
      ctx.addIssue({ code: 'custom', path: ['texasReceipts'], message: 'receiptsAboveEverywhere' });
  }, ALWAYS);

const person = z.object({
  fullName: requiredText(120),
  title: requiredText(60),
  mailingAddress: requiredText(300),
});

const information = z.object({
  officers: z
    .array(person, { error: 'atLeastOneOfficer' })
    .min(1, 'atLeastOneOfficer')
    .max(15, 'tooMany'),
  principalOffice: internationalAddress,
  registeredAgentName: requiredText(150),
  registeredOffice: usStreetAddressIn('TX'),
});

/** Whole dollars typed in a list item (grouping commas and spaces dropped) as cents; null if not an amount. */
function itemCents(value: unknown): number | null {
  const text = str(value).trim().replace(/[\s,]/g, '');
  return /^\d{1,13}$/.test(text) ? Number(text) * 100 : null;
}

/** What lib/tax computes from the answers (both computations, the lower filed); null while incomplete. */
export function texasTaxFromAnswers(data: DraftData): TexasFranchiseTaxOutcome | null {
  const year = Number(str(data.reportYear));
  const revenueText = str(data.annualisedRevenue).trim();
  if (!/^\d{1,13}$/.test(revenueText)) return null;
  const texas = str(data.texasReceipts).trim();
  const everywhere = str(data.everywhereReceipts).trim();
  const cogs = str(data.costOfGoodsSold).trim();
  const people = Array.isArray(data.compensation) ? data.compensation.map(itemCents) : [];
  if (people.some((cents) => cents === null)) return null;
  return texasFranchiseTax({
    reportYear: year,
    annualisedTotalRevenueCents: dollarsToCents(revenueText),
    ...(texas && everywhere
      ? {
          texasReceiptsCents: dollarsToCents(texas),
          everywhereReceiptsCents: dollarsToCents(everywhere),
        }
      : {}),
    retailOrWholesale: data.retailWholesale === 'yes',
    ...(/^\d{1,13}$/.test(cogs) ? { costOfGoodsSoldCents: dollarsToCents(cogs) } : {}),
    ...(people.length > 0 ? { compensationCents: people as number[] } : {}),
  });
}

/**
 * The quote's Texas options for these answers on `today`: the tax (0 at or below the threshold and
 * under $1,000), why it is what it is, the computation filed, and, for a report past its due date,
 * the $50 late-report penalty (a franchise tax report only) and 5% or 10% of the tax [S229].
 */
export function texasQuoteOptions(data: DraftData, today: string = todayIso()): QuoteOptions {
  const entity = data.entity === 'corporation' ? 'corporation' : 'llc';
  const outcome = texasTaxFromAnswers(data);
  if (!outcome?.ok) return { entity };
  const { result } = outcome;
  const late = texasLateCharges(
    result.taxCents,
    result.dueDate,
    today,
    result.outcome !== 'noTaxDue',
  );
  const lateCharges: LateCharge[] = [];
  if (late.lateReportCents > 0)
    lateCharges.push({ kind: 'texasLateReport', amount: late.lateReportCents });
  if (late.latePaymentCents > 0)
    lateCharges.push({
      kind: 'texasLatePayment',
      amount: late.latePaymentCents,
      values: { percent: late.latePaymentBasisPoints / 100, days: late.daysLate },
    });
  return {
    entity,
    stateTax: result.taxCents,
    texasOutcome: result.outcome,
    ...(result.chosen ? { texasMethod: result.chosen } : {}),
    ...(lateCharges.length > 0 ? { lateCharges } : {}),
  };
}

/**
 * The figures of a calculator link (`/texas-franchise-tax?year=…&revenue=…`, the URL format of
 * lib/tax/texas-franchise-tax-params.ts) as answers of the company and revenue steps; nothing when
 * the link has no valid figures. Texas receipts are over the total revenue, as the calculator has them.
 */
export function prefillFromTexasCalculator(search: URLSearchParams): DraftData {
  if (!search.has('revenue')) return {};
  const parsed = parseTexasParams(search, TEXAS_REPORT_YEARS[TEXAS_REPORT_YEARS.length - 1]!);
  if (!parsed.ok) return {};
  const p = parsed.params;
  const dollars = (cents: number) => String(Math.floor(cents / 100));
  return {
    ...(search.has('year') ? { reportYear: String(p.reportYear) } : {}),
    annualisedRevenue: dollars(p.revenueCents),
    ...(p.texasCents === undefined
      ? {}
      : { texasReceipts: dollars(p.texasCents), everywhereReceipts: dollars(p.revenueCents) }),
    retailWholesale: p.retail ? 'yes' : 'no',
    ...(p.costOfGoodsSoldCents === undefined
      ? {}
      : { costOfGoodsSold: dollars(p.costOfGoodsSoldCents) }),
    ...(p.compensationCents ? { compensation: p.compensationCents.map(dollars) } : {}),
  };
}

/**
 * A company's "File it for me" link (lib/wizards/company-link.ts): the entity, the name, the
 * Secretary of State's file number and the report year (when lib/tax knows it). Not the
 * Comptroller's taxpayer number: the company record keeps the EIN, a different number.
 */
export function prefillFromTexasCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    entity: (TEXAS_ENTITIES as readonly string[]).includes(company.entity ?? '')
      ? company.entity
      : undefined,
    companyName: company.name,
    sosFileNumber: company.number,
    reportYear: TEXAS_REPORT_YEAR_OPTIONS.includes(company.year ?? '') ? company.year : undefined,
  });
}

export const texasAnnualReport = defineWizard(
  'texas-annual-report',
  {
    company: {
      schema: company,
      fields: [
        { name: 'entity', kind: 'radio', options: TEXAS_ENTITIES },
        { name: 'companyName', kind: 'text' },
        { name: 'taxpayerNumber', kind: 'id', placeholder: '32012345678' },
        { name: 'sosFileNumber', kind: 'id' },
        {
          name: 'reportYear',
          kind: 'select',
          options: TEXAS_REPORT_YEAR_OPTIONS,
          optionLabels: 'raw',
        },
        { name: 'accountingYearEnd', kind: 'date' },
      ],
    },
    revenue: {
      schema: revenue,
      fields: [
        { name: 'annualisedRevenue', kind: 'money' },
        { name: 'texasReceipts', kind: 'money', optional: true },
        { name: 'everywhereReceipts', kind: 'money', optional: true },
        { name: 'retailWholesale', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        { name: 'costOfGoodsSold', kind: 'money', optional: true },
        { name: 'compensation', kind: 'list', min: 0, max: TX_MAXIMUM_PEOPLE },
      ],
    },
    information: {
      schema: information,
      fields: [
        {
          name: 'officers',
          kind: 'group',
          min: 1,
          max: 15,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'title', kind: 'text' },
            { name: 'mailingAddress', kind: 'text' },
          ],
        },
        { name: 'principalOffice', kind: 'address', country: 'INTL' },
        { name: 'registeredAgentName', kind: 'text' },
        { name: 'registeredOffice', kind: 'address', country: 'US' },
      ],
    },
    package: usPackageStep,
  },
  {
    // The calculator's "File this report for me" carries its figures (?year=…&revenue=…); the
    // company page's, the company (?company=…&name=…&number=…&year=…).
    prefill: (search) => ({
      ...prefillFromTexasCalculator(search),
      ...prefillFromTexasCompany(search),
    }),
    quoteOptions: texasQuoteOptions,
  },
);
