import { z } from 'zod';
import { internationalAddress } from '@/lib/validation/address';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue } from '@/lib/validation/issues';
import { ALWAYS, checkedBox, positiveIntegerField, requiredText, str } from '@/lib/validation/text';
import type { LateCharge, QuoteOptions } from '@/lib/catalogue/catalogue';
import {
  DE_ALTERNATIVE_ENTITY_TAX_CENTS,
  DE_MAXIMUM_CLASSES,
  DE_MAXIMUM_SHARES,
  delawareFranchiseTax,
  delawareLateCharges,
  formatParValue,
  parseParValue,
  type FranchiseTaxOutcome,
} from '@/lib/tax/delaware-franchise-tax';
import { parseFranchiseTaxParams } from '@/lib/tax/delaware-franchise-tax-params';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { consentBox } from '../filer';
import {
  dollarsField,
  dollarsToCents,
  optionalDollarsField,
  todayIso,
  usContactPackageConsent,
  yearField,
} from './filings-shared';

/**
 * Delaware annual filings (issue 20), "file it for me" from /delaware-franchise-tax:
 * - a corporation's annual franchise tax report and tax, due 1 March after the year, priced with
 *   the tax by the lower of the two methods, computed on the server from the answers by lib/tax
 *   (8 Del. C. §503–504 [S-del503][S-del504]; Division of Corporations [S1][S2]), less the
 *   estimated payments already made for the year;
 * - an LLC's flat annual tax, due 1 June after the year [S13][S16].
 * A report past its due date is taken too (issue 28): the quote adds Delaware's $200 penalty and
 * 1.5% a month or part of a month on the unpaid tax [S8][S-del504], priced on the day of the quote
 * and frozen at submission; the interest is labelled an estimate, since its base is disputed.
 */

/** A Delaware file number: the digits on the certificate and on the Division's notices. */
const fileNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,10}$/, 'delawareFileNumber');

/** The report for `year` is due on `month`/`day` of the next year. */
export function reportDueDate(year: number, month: number, day: number): string {
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The report for `year` is overdue after its due date. */
export function isOverdue(year: number, month: number, day: number, today = todayIso()): boolean {
  return today > reportDueDate(year, month, day);
}

/** The year a report covers: a calendar year from 2018 (today's rates), overdue or not. */
const reportYear = () => yearField(2018);

/** Delaware's late charges on a report for `year` filed `today`, as quote lines (none when on time). */
function delawareLateLines(
  taxYear: unknown,
  unpaidTaxCents: number,
  month: number,
  day: number,
  today: string,
): LateCharge[] {
  const year = Number(str(taxYear));
  if (!Number.isSafeInteger(year) || year < 2018) return [];
  const late = delawareLateCharges(unpaidTaxCents, reportDueDate(year, month, day), today);
  if (late.monthsLate === 0) return [];
  return [
    { kind: 'delawareLatePenalty', amount: late.penaltyCents },
    ...(late.interestCents > 0
      ? [
          {
            kind: 'delawareLateInterest' as const,
            amount: late.interestCents,
            values: { months: late.monthsLate },
          },
        ]
      : []),
  ];
}

/** The corporation's quote on `today`: the franchise tax left to pay and, when late, Delaware's charges. */
export function delawareAnnualReportQuoteOptions(
  data: DraftData,
  today: string = todayIso(),
): QuoteOptions {
  const due = franchiseTaxDue(data);
  if (due === null) return {};
  const lateCharges = delawareLateLines(data.taxYear, due, 3, 1, today);
  return { stateTax: due, ...(lateCharges.length > 0 ? { lateCharges } : {}) };
}

/** The LLC's quote on `today`: the flat $300 tax and, when late, the $200 penalty and interest. */
export function delawareLlcTaxQuoteOptions(
  data: DraftData,
  today: string = todayIso(),
): QuoteOptions {
  const lateCharges = delawareLateLines(data.taxYear, DE_ALTERNATIVE_ENTITY_TAX_CENTS, 6, 1, today);
  return lateCharges.length > 0 ? { lateCharges } : {};
}

const company = z.object({
  companyName: requiredText(150),
  fileNumber: fileNumberField,
  taxYear: reportYear(),
  principalAddress: internationalAddress,
});

const shareClass = z.object({
  className: requiredText(60),
  shares: positiveIntegerField,
  parValue: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || parseParValue(v) !== null, 'parValue'),
});

const shares = z
  .object({
    shareClasses: z
      .array(shareClass, { error: 'atLeastOneClass' })
      .min(1, 'atLeastOneClass')
      .max(DE_MAXIMUM_CLASSES, 'tooMany'),
    issuedShares: positiveIntegerField,
    grossAssets: dollarsField,
    assetsDate: dateField,
    estimatesPaid: optionalDollarsField,
  })
  .superRefine((v, ctx) => {
    const classes = Array.isArray(v.shareClasses) ? v.shareClasses : [];
    const authorised = classes.reduce((sum, c) => sum + (Number(str(c?.shares)) || 0), 0);
    if (authorised > DE_MAXIMUM_SHARES)
      ctx.addIssue({ code: 'custom', path: ['shareClasses'], message: 'sharesTooMany' });
    else if (Number(str(v.issuedShares)) > authorised)
      ctx.addIssue({ code: 'custom', path: ['issuedShares'], message: 'issuedAboveAuthorised' });
  }, ALWAYS);

/** The gross assets are those at the end of the year the report covers (Form 1120 Schedule L [S10]). */
function sharesCross(all: DraftData): Issue[] {
  const date = str(all.assetsDate);
  const year = str(all.taxYear);
  if (isIsoDate(date) && /^\d{4}$/.test(year) && date.slice(0, 4) !== year)
    return [{ path: ['assetsDate'], key: 'assetsDateYear', values: { year } }];
  return [];
}

const director = z.object({ fullName: requiredText(120), address: requiredText(300) });

const officers = z.object({
  directors: z
    .array(director, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(15, 'tooMany'),
  officerName: requiredText(120),
  officerTitle: requiredText(60),
  officerAddress: requiredText(300),
});

/**
 * The tax the answers give, by the lower method: the classes (an empty par value is a class
 * without par), the issued shares and the gross assets. Null while they are incomplete.
 */
export function franchiseTaxFromAnswers(data: DraftData): FranchiseTaxOutcome | null {
  const raw = Array.isArray(data.shareClasses)
    ? (data.shareClasses as Record<string, unknown>[])
    : [];
  const classes = raw.map((c) => {
    const par = str(c.parValue).trim();
    return { shares: Number(str(c.shares)), parNanoDollars: par ? (parseParValue(par) ?? -1) : 0 };
  });
  const issued = str(data.issuedShares).trim();
  const assets = str(data.grossAssets).trim();
  const year = Number(str(data.taxYear));
  if (classes.length === 0 || !/^\d+$/.test(issued) || !/^\d+$/.test(assets)) return null;
  const outcome = delawareFranchiseTax({
    classes,
    issuedShares: Number(issued),
    grossAssetsCents: dollarsToCents(assets),
    taxYear: Number.isSafeInteger(year) && year >= 2018 ? year : new Date().getUTCFullYear(),
  });
  return outcome;
}

/** What is left to pay with the report: the tax less the estimated payments already made (never below 0). */
export function franchiseTaxDue(data: DraftData): number | null {
  const outcome = franchiseTaxFromAnswers(data);
  if (!outcome?.ok) return null;
  return Math.max(0, outcome.result.taxCents - dollarsToCents(data.estimatesPaid));
}

/**
 * The shares, issued shares and gross assets of a calculator link (the URL format of
 * lib/tax/delaware-franchise-tax-params.ts), as answers of the shares step; nothing when the link
 * has no valid figures.
 */
export function prefillFromCalculator(search: URLSearchParams): DraftData {
  const parsed = parseFranchiseTaxParams(search);
  if (!parsed.ok) return {};
  const { classes, issuedShares, grossAssetsCents } = parsed.params;
  return {
    shareClasses: classes.map((c) => ({
      className: '',
      shares: String(c.shares),
      parValue: c.parNanoDollars ? formatParValue(c.parNanoDollars) : '',
    })),
    ...(issuedShares === undefined ? {} : { issuedShares: String(issuedShares) }),
    ...(grossAssetsCents === undefined
      ? {}
      : { grossAssets: String(Math.floor(grossAssetsCents / 100)) }),
  };
}

/**
 * A company's "File it for me" link (lib/wizards/company-link.ts) as answers of the company step:
 * the legal name, the Delaware file number and the year the report or tax covers.
 */
export function prefillFromDelawareCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    companyName: company.name,
    fileNumber: company.number,
    taxYear: company.year,
  });
}

export const delawareAnnualReport = defineWizard(
  'delaware-annual-report',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'fileNumber', kind: 'id' },
        { name: 'taxYear', kind: 'number' },
        { name: 'principalAddress', kind: 'address', country: 'INTL' },
      ],
    },
    shares: {
      schema: shares,
      cross: sharesCross,
      fields: [
        {
          name: 'shareClasses',
          kind: 'group',
          min: 1,
          max: DE_MAXIMUM_CLASSES,
          fields: [
            { name: 'className', kind: 'text' },
            { name: 'shares', kind: 'number' },
            { name: 'parValue', kind: 'text', optional: true },
          ],
        },
        { name: 'issuedShares', kind: 'number' },
        { name: 'grossAssets', kind: 'money' },
        { name: 'assetsDate', kind: 'date' },
        { name: 'estimatesPaid', kind: 'money', optional: true },
      ],
    },
    officers: {
      schema: officers,
      fields: [
        {
          name: 'directors',
          kind: 'group',
          min: 1,
          max: 15,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'address', kind: 'text' },
          ],
        },
        { name: 'officerName', kind: 'text' },
        { name: 'officerTitle', kind: 'text' },
        { name: 'officerAddress', kind: 'text' },
      ],
    },
    package: {
      schema: z.object({ ...usContactPackageConsent.schema, authorised: checkedBox }),
      quote: true,
      // This filing's own declaration goes just before the consent.
      fields: [
        ...usContactPackageConsent.fields.filter((f) => f !== consentBox),
        { name: 'authorised', kind: 'checkbox' },
        consentBox,
      ],
    },
  },
  {
    // The calculator's "file it for me" carries its figures (?shares=…&issued=…&assets=…); the
    // company page's, the company (?company=…&name=…&number=…&year=…).
    prefill: (search) => ({
      ...prefillFromCalculator(search),
      ...prefillFromDelawareCompany(search),
    }),
    // The state's line is the franchise tax the answers give, computed here and again on the server
    // at submit, with Delaware's charges when the report is late.
    quoteOptions: delawareAnnualReportQuoteOptions,
  },
);

const llcTax = z.object({
  companyName: requiredText(150),
  fileNumber: fileNumberField,
  taxYear: reportYear(),
  ...usContactPackageConsent.schema,
});

export const delawareLlcTax = defineWizard(
  'delaware-llc-tax',
  {
    details: {
      schema: llcTax,
      quote: true,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'fileNumber', kind: 'id' },
        { name: 'taxYear', kind: 'number' },
        ...usContactPackageConsent.fields,
      ],
    },
  },
  { quoteOptions: delawareLlcTaxQuoteOptions, prefill: prefillFromDelawareCompany },
);
