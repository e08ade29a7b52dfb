import { countries, countryKey } from '@/lib/catalogue/jurisdictions';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { BadgeTone } from '@/components/ui/badge';

/** Message key (Catalogue.countries) of an application's country (its ISO code). */
export function countryMessageKey(code: string) {
  const country = countries.find((c) => c.code === code);
  return country ? countryKey(country.slug) : null;
}

export const statusTone: Record<ApplicationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  in_review: 'info',
  awaiting_customer: 'warning',
  filed: 'brand',
  completed: 'brand',
  rejected: 'danger',
  cancelled: 'neutral',
};
