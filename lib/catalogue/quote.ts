import {
  findOffering,
  type FeeLine,
  type GovernmentFeeBasis,
  type QuoteOptions,
  type ServiceLine,
} from './catalogue';
import { jurisdictions, type JurisdictionId } from './jurisdictions';
import type { Currency } from './money';
import { packages, type PackageId, type Turnaround } from './packages';
import type { ServiceId } from './services';

/**
 * A price quote. Every amount is an integer in MINOR units of `currency` (kobo, pesewas, cents,
 * pence); format it with `formatMoney` from ./money.
 */
export type Quote = {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  package: PackageId;
  currency: Currency;
  /** Our fee for the work: the sum of `serviceFeeLines`. */
  serviceFee: number;
  /**
   * The parts of our fee: the package's, then any extra (a US attorney). Absent on quotes frozen
   * before 2026-11-25, which had the package's fee alone.
   */
  serviceFeeLines?: ServiceLine[];
  /** Registry fees passed through at cost (0 when `governmentFeeBasis` is 'none' or 'atCost'). */
  governmentFee: number;
  governmentFeeBasis: GovernmentFeeBasis;
  governmentFeeLines: FeeLine[];
  total: number;
  turnaround: Turnaround;
};

export class NotOfferedError extends Error {
  constructor(jurisdiction: string, service: string) {
    super(`Service ${service} is not offered in ${jurisdiction}`);
    this.name = 'NotOfferedError';
  }
}

/** How long the work takes under a package: the service's own turnaround where the registry's periods set it, else the package's. */
export function turnaroundFor(
  jurisdiction: JurisdictionId,
  service: ServiceId,
  pkg: PackageId,
): Turnaround {
  return findOffering(jurisdiction, service)?.turnaround?.[pkg] ?? packages[pkg].turnaround;
}

/**
 * The price of one service in one jurisdiction under one package. Pure: same input, same quote.
 * Throws NotOfferedError for a combination we do not sell, and RangeError for invalid options
 * (a Nigerian share capital below ₦100,000, trademark classes outside 1–45, a US entity not
 * formed in that state).
 */
export function quote(
  jurisdiction: JurisdictionId,
  service: ServiceId,
  pkg: PackageId,
  options: QuoteOptions = {},
): Quote {
  const offering = findOffering(jurisdiction, service);
  if (!offering) throw new NotOfferedError(jurisdiction, service);
  const definition = packages[pkg];
  if (!definition) throw new RangeError(`Unknown package: ${String(pkg)}`);

  const serviceFeeLines: ServiceLine[] = [
    { label: 'package', amount: offering.serviceFee(pkg, options) },
    ...(offering.extraServiceLines?.(options, pkg) ?? []),
  ];
  const serviceFee = serviceFeeLines.reduce((sum, l) => sum + l.amount, 0);
  const governmentFeeLines = offering.governmentLines(options);
  const governmentFee = governmentFeeLines.reduce((sum, l) => sum + l.amount, 0);
  return {
    jurisdiction,
    service,
    package: pkg,
    currency: jurisdictions[jurisdiction].currency,
    serviceFee,
    serviceFeeLines,
    governmentFee,
    governmentFeeBasis: offering.basis,
    governmentFeeLines,
    total: serviceFee + governmentFee,
    turnaround: turnaroundFor(jurisdiction, service, pkg),
  };
}

/**
 * Our fee's parts worth showing apart: all of them when there is more than the package's (a US
 * attorney), none otherwise (the service fee alone says it).
 */
export function extraServiceLines(quote: Pick<Quote, 'serviceFeeLines'>): ServiceLine[] {
  const lines = quote.serviceFeeLines ?? [];
  return lines.length > 1 ? lines : [];
}
