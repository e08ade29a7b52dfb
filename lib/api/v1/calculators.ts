import 'server-only';
import { z } from 'zod';
import {
  APPORTIONMENT_WHOLE,
  delawareCorporateIncomeTax,
} from '@/lib/tax/delaware-corporate-income-tax';
import { delawareFranchiseTax, parseParValue } from '@/lib/tax/delaware-franchise-tax';
import { TEXAS_REPORT_YEARS, texasFranchiseTax } from '@/lib/tax/texas-franchise-tax';
import { wyomingLicenseTax } from '@/lib/tax/wyoming-annual-report';
import { ApiError, endpoint } from './http';

/**
 * The public calculators (issue 37): the very functions of the site's calculator pages (lib/tax/,
 * whose headers cite their sources: S1–S10 Delaware franchise tax, S15 Delaware income tax,
 * S20–S22 Wyoming, S31 Texas), with a JSON body in and the result out, amounts in integer cents
 * with the currency. The headline fields are typed; `working` is the calculator's own detail, its
 * keys in snake_case and its `…Cents` amounts without the suffix.
 */

const cents = z.number().int().describe('US cents');
const usd = z.literal('USD');
const isoDate = z.iso.date();

/** `grossAssetsCents` → `gross_assets`, deeply: the API's field names for a calculator's detail. */
export function apiFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(apiFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key
        .replace(/Cents$/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toLowerCase(),
      apiFields(v),
    ]),
  );
}

const refused = (error: string): never => {
  throw new ApiError('invalid_request', `The calculator refused the input: ${error}.`, {
    _: [error],
  });
};

const working = z.record(z.string(), z.unknown()).describe("The calculator's detail");

// Delaware franchise tax (lib/tax/delaware-franchise-tax.ts; /delaware-franchise-tax).
export const franchiseTaxInput = z.object({
  tax_year: z.number().int().describe('The calendar year the tax is for (due 1 March after)'),
  classes: z
    .array(
      z.object({
        shares: z.number().int().positive(),
        par_value: z.string().max(30).optional().describe('Dollars, e.g. "0.00001"; none: no par'),
      }),
    )
    .min(1)
    .max(20),
  issued_shares: z.number().int().nonnegative().optional(),
  gross_assets: cents.nonnegative().optional().describe('Total gross assets (Form 1120 Sch. L)'),
  large_corporate_filer: z.boolean().optional(),
});
export const franchiseTaxSchema = z.object({
  currency: usd,
  method: z.enum(['authorizedShares', 'assumedParValueCapital']).describe('The lesser method'),
  tax: cents,
  annual_report_fee: cents,
  total_due: cents,
  due_date: isoDate,
  large_corporate_filer: z.boolean(),
  instalments: z
    .array(z.object({ due_date: isoDate, percent: z.number().nullable(), amount: cents }))
    .nullable(),
  working: z.object({ authorized_shares: working, assumed_par: working }),
});

export function franchiseTax(input: z.output<typeof franchiseTaxInput>) {
  const classes = input.classes.map((c) => {
    if (c.par_value === undefined) return { shares: c.shares };
    const par = parseParValue(c.par_value);
    return par === null ? refused('parInvalid') : { shares: c.shares, parNanoDollars: par };
  });
  const outcome = delawareFranchiseTax({
    classes,
    issuedShares: input.issued_shares,
    grossAssetsCents: input.gross_assets,
    largeCorporateFiler: input.large_corporate_filer,
    taxYear: input.tax_year,
  });
  if (!outcome.ok) return refused(outcome.error);
  const r = outcome.result;
  return franchiseTaxSchema.parse({
    currency: 'USD',
    method: r.lesser,
    tax: r.taxCents,
    annual_report_fee: r.annualReportFeeCents,
    total_due: r.totalDueCents,
    due_date: r.dueDate,
    large_corporate_filer: r.largeCorporateFiler,
    instalments: apiFields(r.instalments),
    working: {
      authorized_shares: apiFields(r.authorizedShares),
      assumed_par: apiFields(r.assumedPar),
    },
  });
}

// Delaware corporate income tax (lib/tax/delaware-corporate-income-tax.ts).
export const incomeTaxInput = z.object({
  taxable_income: z.number().int().describe('Cents, before apportionment; a loss is negative'),
  apportionment_percent: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe('Share apportioned to Delaware in per cent, up to 6 decimals (default 100)'),
});
export const incomeTaxSchema = z.object({
  currency: usd,
  taxable_income: cents,
  apportionment_percent: z.number(),
  delaware_taxable_income: cents,
  rate_basis_points: z.number().int(),
  tax: cents,
});

export function incomeTax(input: z.output<typeof incomeTaxInput>) {
  const apportionment =
    input.apportionment_percent === undefined
      ? APPORTIONMENT_WHOLE
      : Math.round(input.apportionment_percent * (APPORTIONMENT_WHOLE / 100));
  const outcome = delawareCorporateIncomeTax({
    taxableIncomeCents: input.taxable_income,
    apportionment,
  });
  if (!outcome.ok) return refused(outcome.error);
  const r = outcome.result;
  return {
    currency: 'USD' as const,
    taxable_income: r.taxableIncomeCents,
    apportionment_percent: r.apportionment / (APPORTIONMENT_WHOLE / 100),
    delaware_taxable_income: r.delawareTaxableIncomeCents,
    rate_basis_points: r.rateBasisPoints,
    tax: r.taxCents,
  };
}

// Wyoming annual report license tax (lib/tax/wyoming-annual-report.ts).
export const wyomingInput = z.object({
  assets: cents.nonnegative().describe('Capital, property and assets in Wyoming, cents'),
});
export const wyomingSchema = z.object({
  currency: usd,
  assets: cents,
  computed: cents,
  minimum: cents,
  minimum_applied: z.boolean(),
  tax: cents,
  file_by_mail: z.boolean().describe('Over $500: the report is mailed, not filed online'),
});

export function wyomingTax(input: z.output<typeof wyomingInput>) {
  const outcome = wyomingLicenseTax(input.assets);
  if (!outcome.ok) return refused(outcome.error);
  return wyomingSchema.parse({ currency: 'USD', ...(apiFields(outcome.result) as object) });
}

// Texas franchise tax (lib/tax/texas-franchise-tax.ts).
export const texasInput = z.object({
  report_year: z
    .number()
    .int()
    .describe(`The report year (${TEXAS_REPORT_YEARS.join(', ')}), due 15 May`),
  annualised_total_revenue: cents.nonnegative(),
  texas_receipts: cents.nonnegative().optional(),
  everywhere_receipts: cents.nonnegative().optional(),
  retail_or_wholesale: z.boolean().optional(),
  cost_of_goods_sold: cents.nonnegative().optional(),
  compensation: z.array(cents.nonnegative()).max(200).optional().describe('Per person, cents'),
});
export const texasSchema = z.object({
  currency: usd,
  report_year: z.number().int(),
  due_date: isoDate,
  threshold: cents,
  no_tax_due: z.boolean(),
  outcome: z.enum(['noTaxDue', 'belowMinimum', 'tax']),
  chosen: z.enum(['ez', 'longForm']).nullable(),
  tax: cents,
  working: z.object({
    apportionment: working.nullable(),
    ez: working.nullable(),
    long_form: working.nullable(),
  }),
});

export function texasTax(input: z.output<typeof texasInput>) {
  const outcome = texasFranchiseTax({
    reportYear: input.report_year,
    annualisedTotalRevenueCents: input.annualised_total_revenue,
    texasReceiptsCents: input.texas_receipts,
    everywhereReceiptsCents: input.everywhere_receipts,
    retailOrWholesale: input.retail_or_wholesale,
    costOfGoodsSoldCents: input.cost_of_goods_sold,
    compensationCents: input.compensation,
  });
  if (!outcome.ok) return refused(outcome.error);
  const r = outcome.result;
  return texasSchema.parse({
    currency: 'USD',
    report_year: r.reportYear,
    due_date: r.dueDate,
    threshold: r.thresholdCents,
    no_tax_due: r.noTaxDue,
    outcome: r.outcome,
    chosen: r.chosen,
    tax: r.taxCents,
    working: {
      apportionment: apiFields(r.apportionment),
      ez: apiFields(r.ez),
      long_form: apiFields(r.longForm),
    },
  });
}

export const calculateFranchiseTax = endpoint({
  access: 'public',
  input: franchiseTaxInput,
  handle: async ({ input }) => franchiseTax(input),
});
export const calculateIncomeTax = endpoint({
  access: 'public',
  input: incomeTaxInput,
  handle: async ({ input }) => incomeTax(input),
});
export const calculateWyomingTax = endpoint({
  access: 'public',
  input: wyomingInput,
  handle: async ({ input }) => wyomingTax(input),
});
export const calculateTexasTax = endpoint({
  access: 'public',
  input: texasInput,
  handle: async ({ input }) => texasTax(input),
});
