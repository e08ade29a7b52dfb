import 'server-only';
import { getTranslations } from 'next-intl/server';
import { jurisdictions } from '@/lib/catalogue/jurisdictions';
import { countryKey } from '@/lib/catalogue/jurisdictions';
import type { BadgeTone } from '@/components/ui/badge';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { PaymentState } from '@/lib/applications/admin-queries';
import { lookup } from '@/lib/i18n/message';

/**
 * The names the console shows for the catalogue's codes (a country's ISO code, a service or
 * package id) and for statuses, in the page's language. Unknown codes show as they are stored.
 */
export async function consoleLabels() {
  const t = await getTranslations();
  const get = (key: string, fallback: string) => lookup(t, key) ?? fallback;
  return {
    country: (code: string) => {
      const slug = Object.values(jurisdictions).find((j) => j.countryCode === code)?.country;
      return slug ? get(`Catalogue.countries.${countryKey(slug)}`, code) : code;
    },
    service: (id: string) => get(`Catalogue.services.${id}.title`, id),
    package: (id: string | null) => (id ? get(`Catalogue.packages.${id}.name`, id) : '—'),
    status: (status: string) => get(`Admin.statuses.${status}`, status),
    payment: (state: string) => get(`Admin.paymentStates.${state}`, state),
    category: (category: string | null) =>
      category ? get(`Admin.application.categories.${category}`, category) : '',
  };
}

export type ConsoleLabels = Awaited<ReturnType<typeof consoleLabels>>;

export const statusTone: Record<ApplicationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  in_review: 'brand',
  awaiting_customer: 'warning',
  filed: 'brand',
  completed: 'neutral',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const paymentTone: Record<PaymentState, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  confirmed: 'brand',
  rejected: 'danger',
};

/** Whole days from `from` to `to` (ISO instants). */
export function daysBetween(from: string, to: Date = new Date()): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 86_400_000));
}
