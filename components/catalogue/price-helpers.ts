import type { FeeLine, QuoteOptions } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { Turnaround } from '@/lib/catalogue/packages';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';

/** True when a government fee line still needs confirming with the registry (marked * on pages). */
export function hasUnconfirmed(lines: readonly FeeLine[]): boolean {
  return lines.some((l) => l.confidence === 'unconfirmed');
}

export type TurnaroundTranslator = (
  key: 'turnaround.businessDays' | 'turnaround.hours',
  values: { min: number; max: number },
) => string;

export function turnaroundText(t: TurnaroundTranslator, turnaround: Turnaround): string {
  return t(`turnaround.${turnaround.unit}`, { min: turnaround.min, max: turnaround.max });
}

/** What a table of one service's prices in one jurisdiction is given. */
export type OfferingTableProps = {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  locale: Locale;
  options?: QuoteOptions;
  caption: string;
};
