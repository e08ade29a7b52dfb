import type { FeeLine } from '@/lib/catalogue/catalogue';
import type { Turnaround } from '@/lib/catalogue/packages';

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
