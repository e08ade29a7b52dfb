import { z } from 'zod';
import { internationalAddress, usStreetAddressIn } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import { ALWAYS, requiredText, str } from '@/lib/validation/text';
import {
  TEXAS_REPORT_YEARS,
  TX_EZ_REVENUE_LIMIT_CENTS,
  texasFranchiseTax,
  texasFranchiseTaxDueDate,
} from '@/lib/tax/texas-franchise-tax';
import { YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { dollarsField, dollarsToCents, optionalDollarsField, todayIso, usPackageStep } from './filings-shared';

/**
 * Texas annual filings (issue 20): the franchise tax report and the Public Information Report,
 * due 15 May [S-regfollower]. At or below the no-tax-due threshold ($2,650,000 for the 2026 and
 * 2027 reports [S30]) only the information report is filed [S31]; above it, up to $20 million of
 * revenue, the E-Z Computation (0.331% of the revenue apportioned to Texas [S32][S-freemanlaw]) is
 * the tax we quote and pay, computed by lib/tax. The long form (margin) needs the accounts, so
 * revenue above $20 million is not taken online.
 */

export const TEXAS_ENTITIES = ['llc', 'corporation'] as const;
export const TEXAS_REPORT_YEAR_OPTIONS = TEXAS_REPORT_YEARS.map(String);

const company = z.object({
  entity: z.enum(TEXAS_ENTITIES, { error: 'required' }),
  companyName: requiredText(150),
  // The Comptroller's taxpayer number: 11 digits.
  taxpayerNumber: z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{11}$/, 'texasTaxpayerNumber'),
  sosFileNumber: z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{1,12}$/, 'texasFileNumber'),
  reportYear: z
    .enum(TEXAS_REPORT_YEAR_OPTIONS as [string, ...string[]], { error: 'required' })
    .superRefine((v, ctx) => {
      if (todayIso() > texasFranchiseTaxDueDate(Number(v)))
        ctx.addIssue({ code: 'custom', message: 'reportOverdue', params: { year: v } });
    }),
  accountingYearEnd: dateField,
});

const revenue = z
  .object({
    annualisedRevenue: dollarsField,
    texasReceipts: optionalDollarsField,
    everywhereReceipts: optionalDollarsField,
    retailWholesale: z.enum(YES_NO, { error: 'required' }),
  })
  .superRefine((v, ctx) => {
    const texas = str(v.texasReceipts).trim();
    const everywhere = str(v.everywhereReceipts).trim();
    if (Boolean(texas) !== Boolean(everywhere))
      ctx.addIssue({ code: 'custom', path: [texas ? 'everywhereReceipts' : 'texasReceipts'], message: 'receiptsBoth' });
    else if (texas && everywhere && dollarsToCents(texas) > dollarsToCents(everywhere))
      ctx.addIssue({ code: 'custom', path: ['texasReceipts'], message: 'receiptsAboveEverywhere' });
    if (dollarsToCents(v.annualisedRevenue) > TX_EZ_REVENUE_LIMIT_CENTS)
      ctx.addIssue({ code: 'custom', path: ['annualisedRevenue'], message: 'texasLongForm', params: { limit: TX_EZ_REVENUE_LIMIT_CENTS / 100 } });
  }, ALWAYS);

const person = z.object({ fullName: requiredText(120), title: requiredText(60), mailingAddress: requiredText(300) });

const information = z.object({
  officers: z.array(person, { error: 'atLeastOneOfficer' }).min(1, 'atLeastOneOfficer').max(15, 'tooMany'),
  principalOffice: internationalAddress,
  registeredAgentName: requiredText(150),
  registeredOffice: usStreetAddressIn('TX'),
});

/** The franchise tax the answers give (0 at or below the threshold), in cents; null while incomplete. */
export function texasTaxFromAnswers(data: DraftData): number | null {
  const year = Number(str(data.reportYear));
  const revenueText = str(data.annualisedRevenue).trim();
  if (!/^\d{1,13}$/.test(revenueText)) return null;
  const texas = str(data.texasReceipts).trim();
  const everywhere = str(data.everywhereReceipts).trim();
  const outcome = texasFranchiseTax({
    reportYear: year,
    annualisedTotalRevenueCents: dollarsToCents(revenueText),
    ...(texas && everywhere ? { texasReceiptsCents: dollarsToCents(texas), everywhereReceiptsCents: dollarsToCents(everywhere) } : {}),
    retailOrWholesale: data.retailWholesale === 'yes',
  });
  if (!outcome.ok) return null;
  if (outcome.result.noTaxDue) return 0;
  return outcome.result.ez ? outcome.result.ez.taxCents : null;
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
        { name: 'reportYear', kind: 'select', options: TEXAS_REPORT_YEAR_OPTIONS, optionLabels: 'raw' },
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
    quoteOptions: (data) => {
      const tax = texasTaxFromAnswers(data);
      const entity = data.entity === 'corporation' ? 'corporation' : 'llc';
      return tax === null ? { entity } : { entity, stateTax: tax };
    },
  },
);
