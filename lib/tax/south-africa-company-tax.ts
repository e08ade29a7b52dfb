/**
 * South Africa: income tax on a company's taxable income for a year of assessment, an estimate
 * shown on the ITR14's order. Rates by the date the year of assessment ends (SARS's tables).
 * Sources (docs/sources.md), checked 2026-11-28:
 *   Companies: 28% for years ending before 31 March 2023, 27% for years ending on or after it
 *     [S343][S344].
 *   Small business corporations (Income Tax Act s.12E; gross income at most R20 million, held by
 *     natural persons) [S343][S344]:
 *     years ending 1 Apr 2021 - 30 Mar 2023: 0% to R87,300; 7% above to R365,000; R19,439 + 21% to
 *       R550,000; R58,289 + 28% above [S344];
 *     years ending 31 Mar 2023 - 31 Mar 2024: R91,250; R19,163; R58,013; 27% above [S344];
 *     years ending 1 Apr 2024 - 31 Mar 2026: R95,750; R18,848; R57,698; 27% above [S343]
 *       ("no changes" in the 2025 budget). Years ending after 31 March 2026 use this last table:
 *       UNCONFIRMED (the 2026 budget's table not seen).
 *   Years ending before 1 April 2021 are not estimated.
 * Pure: amounts in cents (minor units), no clock.
 */

/** Gross income above which a company is not a small business corporation (s.12E) [S345]. */
export const ZA_SBC_GROSS_INCOME_LIMIT_RAND = 20_000_000;

type Table = {
  /** The first day of the years of assessment it covers (by their end). */
  from: string;
  /** Basis points. */
  companyRate: number;
  /** Rand: the 0% band's top, and the tax at R365,000 and at R550,000. */
  sbc: { zeroTo: number; at365k: number; at550k: number };
};

// Newest first.
const TABLES: readonly Table[] = [
  {
    from: '2024-04-01',
    companyRate: 2_700,
    sbc: { zeroTo: 95_750, at365k: 18_848, at550k: 57_698 },
  },
  {
    from: '2023-03-31',
    companyRate: 2_700,
    sbc: { zeroTo: 91_250, at365k: 19_163, at550k: 58_013 },
  },
  {
    from: '2021-04-01',
    companyRate: 2_800,
    sbc: { zeroTo: 87_300, at365k: 19_439, at550k: 58_289 },
  },
];

function tableFor(yearEnd: string): Table | null {
  return TABLES.find((t) => yearEnd >= t.from) ?? null;
}

/** The company rate (basis points) for a year of assessment ending on `yearEnd`, or null before 2021-04-01. */
export function southAfricaCompanyRate(yearEnd: string): number | null {
  return tableFor(yearEnd)?.companyRate ?? null;
}

const pct = (cents: bigint, bp: number) => (cents * BigInt(bp) * 2n + 10_000n) / 20_000n;

/**
 * The tax in cents on `taxableIncome` cents for the year of assessment ending `yearEnd` (ISO),
 * at the small business corporation's graduated rates when `sbc`; null when not estimated.
 */
export function southAfricaCompanyTax(
  taxableIncome: number,
  yearEnd: string,
  sbc: boolean,
): number | null {
  if (!Number.isSafeInteger(taxableIncome) || taxableIncome < 0) return null;
  const table = tableFor(yearEnd);
  if (!table) return null;
  const income = BigInt(taxableIncome);
  if (!sbc) return Number(pct(income, table.companyRate));
  const rand = (r: number) => BigInt(r) * 100n;
  const { zeroTo, at365k, at550k } = table.sbc;
  if (income <= rand(zeroTo)) return 0;
  if (income <= rand(365_000)) return Number(pct(income - rand(zeroTo), 700));
  if (income <= rand(550_000)) return Number(rand(at365k) + pct(income - rand(365_000), 2_100));
  return Number(rand(at550k) + pct(income - rand(550_000), table.companyRate));
}
