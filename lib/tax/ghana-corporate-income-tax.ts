/**
 * Ghana: corporate income tax on a company's chargeable income (Income Tax Act, 2015 (Act 896),
 * First Schedule), an estimate shown on the GRA return's order. Sources (docs/sources.md),
 * checked 2026-11-28:
 *   25% standard rate [S340] (obligations note: UNC; the GRA's own pages seen state only the
 *     due date, so the rate rests on the Ministry of Trade's investment page and tax guides:
 *     SECONDARY).
 *   Sector rates [S341][S342]: hotels 22%, mining and upstream petroleum 35%, non-traditional
 *     exports 8%. SECONDARY, UNCONFIRMED against the Act's current First Schedule. Tax holidays,
 *     free zones, location rebates and the Growth and Sustainability Levy are not estimated:
 *     a company with one of them answers "other" and staff compute it.
 * Pure: amounts in pesewas (minor units), no clock.
 */

export const GHANA_CIT_SECTORS = [
  'standard',
  'hotel',
  'miningPetroleum',
  'nonTraditionalExport',
  'other',
] as const;
export type GhanaCitSector = (typeof GHANA_CIT_SECTORS)[number];

/** Rates in basis points (2500 = 25%); `other` has no single rate. */
export const GHANA_CIT_RATES: Readonly<Record<Exclude<GhanaCitSector, 'other'>, number>> = {
  standard: 2_500, // [S340]
  hotel: 2_200, // [S341][S342]
  miningPetroleum: 3_500, // [S341][S342]
  nonTraditionalExport: 800, // [S341][S342]
};

/** The tax on `chargeableIncome` pesewas at the sector's rate, rounded half up; null for `other`. */
export function ghanaCorporateIncomeTax(
  chargeableIncome: number,
  sector: GhanaCitSector,
): number | null {
  if (!Number.isSafeInteger(chargeableIncome) || chargeableIncome < 0) return null;
  if (sector === 'other') return null;
  const rate = BigInt(GHANA_CIT_RATES[sector]);
  return Number((BigInt(chargeableIncome) * rate * 2n + 10_000n) / 20_000n);
}
