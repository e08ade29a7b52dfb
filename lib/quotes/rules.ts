import { packages } from '@/lib/catalogue/packages';
import type { Currency } from '@/lib/catalogue/money';
import type { Quote } from '@/lib/catalogue/quote';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { QuotedService } from './services';
import type { QuoteLine } from './schemas';

/** Pure rules of a staff quote: its totals, its expiry, the frozen quote acceptance writes. */

export type QuoteTotals = { serviceFee: number; authorityFee: number; total: number };

/** Our fee and the authorities' fees apart, and their sum, in minor units. */
export function quoteTotals(lines: readonly Pick<QuoteLine, 'amount' | 'kind'>[]): QuoteTotals {
  let serviceFee = 0;
  let authorityFee = 0;
  for (const line of lines) {
    if (line.kind === 'service') serviceFee += line.amount;
    else authorityFee += line.amount;
  }
  return { serviceFee, authorityFee, total: serviceFee + authorityFee };
}

/** The UTC day of an instant: the day a quote's validity is compared with. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A quote may be accepted up to and including its last valid day (UTC); after it, never. */
export function isQuoteExpired(validUntil: string, now: Date): boolean {
  return utcDay(now) > validUntil;
}

/**
 * The application's quote once accepted, in the shape every application's frozen quote has
 * (lib/catalogue/quote.ts), so payment, receipts and the pages read it as any other: our fee as
 * the service fee, the authorities' as the government fee passed through at the amounts quoted.
 * The lines with their descriptions stay on the accepted quote (application_quotes).
 */
export function frozenQuote(
  jurisdiction: JurisdictionId,
  service: QuotedService,
  currency: Currency,
  totals: QuoteTotals,
): Quote {
  return {
    jurisdiction,
    service,
    package: 'standard',
    currency,
    serviceFee: totals.serviceFee,
    serviceFeeLines: [{ label: 'package', amount: totals.serviceFee }],
    governmentFee: totals.authorityFee,
    governmentFeeBasis: totals.authorityFee > 0 ? 'fixed' : 'none',
    governmentFeeLines: [],
    total: totals.total,
    turnaround: packages.standard.turnaround,
  };
}
